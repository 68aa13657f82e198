// Quick jump links to the support sections currently shown (follows the live search).
import { Link } from 'react-router'
import type { SupportSection } from '../../shared/schemas/support.ts'
import { IconMarkup } from '../ui/icon-markup.tsx'

/** icons: each section icon's SVG markup by name (loader data). */
export function SupportSectionNav({
  sections,
  icons,
}: {
  sections: readonly SupportSection[]
  icons: Readonly<Record<string, string>>
}) {
  if (sections.length === 0) return null
  return (
    <nav aria-label="Destek bölümleri" className="mt-4 sm:mt-6">
      {/* One row that scrolls inside itself on phones (the topics below stay in the first screen), wrapped from sm. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <Link
              to={`#${section.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-raised px-4 text-sm font-medium hover:border-accent hover:text-accent"
            >
              <IconMarkup svg={icons[section.icon] ?? ''} className="size-4 text-accent" />
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
