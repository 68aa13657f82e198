// An offices page section (#satis or #egitim): heading, lead and its accordion list; the anchor clears the sticky header.
import type { ReactNode } from 'react'
import type { OfficeSectionText } from '../../shared/schemas/offices.ts'
import { cn } from '../../lib/cn.ts'
import { SectionHeader } from '../ui/section-header.tsx'

export function OfficeSection({
  section,
  className,
  children,
}: {
  section: OfficeSectionText
  className?: string
  children: ReactNode
}) {
  const headingId = `${section.id}-baslik`
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn('lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12', className)}
    >
      <SectionHeader
        id={headingId}
        title={section.title}
        lead={section.lead}
        className="lg:sticky lg:top-24 lg:mb-0 lg:self-start"
      />
      <div className="min-w-0">{children}</div>
    </section>
  )
}
