// The external-link icon of a wiki section whose heading was written as a link (the section's source, new tab).
import { ExternalLink } from 'lucide-react'
import type { WikiSection } from '../../shared/wiki-types'

export function SectionSourceLink({ section, className }: { section: WikiSection; className: string }) {
  if (!section.link) return null
  return (
    <a href={section.link} target="_blank" rel="noopener noreferrer" className={className}>
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{section.title}: kaynağı yeni sekmede aç</span>
    </a>
  )
}
