// A support hub section as one panel: icon, title and description, then its (possibly filtered) links as rows.
import type { SupportSection } from '../../shared/schemas/support.ts'
import { IconMarkup } from '../ui/icon-markup.tsx'
import { SupportLinkRow } from './support-link-row.tsx'

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
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-card border border-line bg-raised shadow-card"
    >
      <div className="flex items-start gap-3 border-b border-line px-5 py-5 sm:px-6">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-button bg-accent-soft text-accent">
          <IconMarkup svg={icons[section.icon] ?? ''} className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {section.title}
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted">{section.description}</p>
        </div>
      </div>
      <ul className="divide-y divide-line">
        {section.links.map((link) => (
          <SupportLinkRow key={link.url} link={link} />
        ))}
      </ul>
    </section>
  )
}
