// A page section with its h2 header (aria-labelledby), page width and vertical rhythm; used by the product pages.
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { SectionHeader } from './section-header.tsx'

export interface PageSectionProps {
  /** Id of the h2; the section is labelled by it. */
  headingId: string
  /** Optional id of the section itself, for #links. */
  anchor?: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  align?: 'left' | 'center'
  /** 'surface' tints the band to set it apart from its neighbours. @default 'plain' */
  tone?: 'plain' | 'surface'
  children: ReactNode
  className?: string
}

export function PageSection({
  headingId,
  anchor,
  eyebrow,
  title,
  lead,
  align,
  tone = 'plain',
  children,
  className,
}: PageSectionProps) {
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20', tone === 'surface' && 'bg-surface', className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader id={headingId} eyebrow={eyebrow} title={title} lead={lead} align={align} />
        {children}
      </div>
    </section>
  )
}
