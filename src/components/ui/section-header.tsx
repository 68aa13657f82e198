// Section header: eyebrow, title and lead, used at the top of every page section.
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export interface SectionHeaderProps {
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  id?: string
  align?: 'left' | 'center'
  as?: 'h1' | 'h2'
  className?: string
}

export function SectionHeader({
  eyebrow,
  title,
  lead,
  id,
  align = 'left',
  as: Heading = 'h2',
  className,
}: SectionHeaderProps) {
  return (
    <header className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-accent">{eyebrow}</p>}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg text-pretty text-muted">{lead}</p>}
    </header>
  )
}
