// The sections of a wiki article page ('Konular'): each title with its link to itself and its optional source link.
// Rendered at build time.
import { ExternalLink } from 'lucide-react'
import type { WikiSection } from '../../shared/wiki-types'
import { AnchoredHeading } from '../reading/heading-anchor'
import { WikiBlocks } from './wiki-blocks'

export function WikiArticleSections({ sections }: { sections: readonly WikiSection[] }) {
  return (
    <div className="mt-6 space-y-10">
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          className="max-w-[72ch] space-y-4 leading-relaxed"
        >
          <AnchoredHeading
            as="h3"
            id={section.id}
            title={section.title}
            className="flex items-center gap-2 text-xl font-semibold"
          >
            {section.title}
            {section.link && (
              <a
                href={section.link}
                target="_blank"
                rel="noopener noreferrer"
                className="text-accent hover:text-accent-strong"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{section.title}: kaynağı yeni sekmede aç</span>
              </a>
            )}
          </AnchoredHeading>
          <WikiBlocks blocks={section.blocks} crossLinks={false} anchoredHeadings />
        </section>
      ))}
    </div>
  )
}
