// Resource link cards; the whole card is clickable, internal links use the router and external ones a new tab.
import { ArrowRight, ArrowUpRight } from 'lucide-react'
import type { IndustryResource } from '../../shared/schemas/industries.ts'
import { SmartLink } from '../ui/smart-link.tsx'

export function ResourceLinks({ resources }: { resources: readonly IndustryResource[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {resources.map((resource) => {
        const Arrow = resource.external ? ArrowUpRight : ArrowRight
        return (
          <li
            key={resource.href + resource.title}
            className="group relative flex flex-col rounded-card border border-line bg-raised p-6 shadow-card transition-colors focus-within:border-accent hover:border-accent"
          >
            {/* The arrow sits beside the title, as on the home page's sector cards: the whole card is the link. */}
            <h3 className="flex items-start justify-between gap-3 text-lg font-semibold">
              <SmartLink
                href={resource.href}
                className="group-hover:text-accent after:absolute after:inset-0 after:rounded-card"
              >
                {resource.title}
              </SmartLink>
              <Arrow
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-accent transition-transform motion-safe:group-hover:translate-x-1"
              />
            </h3>
            <p className="mt-2 flex-1 text-muted">{resource.description}</p>
          </li>
        )
      })}
    </ul>
  )
}
