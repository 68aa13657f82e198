// One entry of an offices accordion: native <details name> (one open per group, closable, works without JavaScript).
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'

export interface OfficeDetailsProps {
  /** Accordion group: opening one entry closes the others with the same name. */
  group: string
  summary: ReactNode
  children: ReactNode
}

export function OfficeDetails({ group, summary, children }: OfficeDetailsProps) {
  return (
    <details
      name={group}
      className="group rounded-card border border-line bg-raised shadow-card open:border-accent/50"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-start gap-4 rounded-card p-5 hover:bg-surface/60 sm:p-6 [&::-webkit-details-marker]:hidden">
        <div className="min-w-0 flex-1">{summary}</div>
        <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <ChevronDown
            aria-hidden="true"
            className="size-4 group-open:rotate-180 motion-safe:transition-transform"
          />
        </span>
      </summary>
      <div className="px-5 pb-6 sm:px-6">{children}</div>
    </details>
  )
}
