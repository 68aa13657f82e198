// The sections of a wiki article page ('Konular'): each title with its link to itself and its optional source link.
// Rendered at build time.
import type { WikiSection } from '../../shared/wiki-types'
import { AnchoredHeading } from '../reading/heading-anchor'
import { SectionSourceLink } from './section-source-link'
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
            <SectionSourceLink section={section} className="text-accent hover:text-accent-strong" />
          </AnchoredHeading>
          <WikiBlocks blocks={section.blocks} crossLinks={false} anchoredHeadings />
        </section>
      ))}
    </div>
  )
}
