// Call-to-action band closing a catalog page (features, gallery, resources): title, text and one button link.
import { ButtonLink } from '../ui/button'

export interface CallToActionBandProps {
  /** Id of the heading; the section is labelled by it. */
  id: string
  title: string
  text: string
  action: { label: string; href: string }
}

export function CallToActionBand({ id, title, text, action }: CallToActionBandProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20">
      <div className="rounded-card border border-line bg-linear-to-br from-accent-soft to-surface px-6 py-12 text-center shadow-card sm:px-12">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted">{text}</p>
        <ButtonLink href={action.href} className="mt-8">
          {action.label}
        </ButtonLink>
      </div>
    </section>
  )
}
