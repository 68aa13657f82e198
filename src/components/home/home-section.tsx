// Home page section shell: anchor id, aria-labelledby heading (through SectionHeader), page width and spacing.
import type { ReactNode } from 'react'
import type { SectionHeader as SectionHeaderData } from '../../shared/schemas/home.ts'
import { cn } from '../../lib/cn.ts'
import { SectionHeader } from '../ui/section-header.tsx'

export interface HomeSectionProps {
  id: string
  header: SectionHeaderData
  /** Tinted background to set a section apart from its neighbours. */
  tinted?: boolean
  /** Rendered on the right of the header on wide screens (e.g. a "see all" link). */
  aside?: ReactNode
  children: ReactNode
}

export function HomeSection({ id, header, tinted = false, aside, children }: HomeSectionProps) {
  const headingId = `${id}-baslik`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tinted && 'bg-surface')}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-2">
          <SectionHeader
            id={headingId}
            eyebrow={header.eyebrow}
            title={header.title}
            lead={header.lead}
            className={aside ? 'mb-6 lg:mb-10' : undefined}
          />
          {aside && <div className="mb-10">{aside}</div>}
        </div>
        {children}
      </div>
    </section>
  )
}
