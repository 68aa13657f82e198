// A support hub section: icon, title, description and its (possibly filtered) link cards.
import type { SupportSection } from '../../shared/schemas/support'
import { CardIcon } from '../ui/card'
import { IconMarkup } from '../ui/icon-markup'
import { SupportLinkCard } from './support-link-card'

/** icons: each section icon's SVG markup by name (loader data). */
export function SupportSectionBlock({
  section,
  icons,
}: {
  section: SupportSection
  icons: Readonly<Record<string, string>>
}) {
  const headingId = `${section.id}-baslik`
  return (
    <section id={section.id} aria-labelledby={headingId}>
      <div className="flex items-start gap-4">
        <div className="shrink-0">
          <CardIcon>
            <IconMarkup svg={icons[section.icon] ?? ''} className="size-5" />
          </CardIcon>
        </div>
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {section.title}
          </h2>
          <p className="mt-2 max-w-3xl text-pretty text-muted">{section.description}</p>
        </div>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.links.map((link) => (
          <li key={link.url}>
            <SupportLinkCard link={link} />
          </li>
        ))}
      </ul>
    </section>
  )
}
