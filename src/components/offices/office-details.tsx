// One entry of an offices accordion: a card whose native <details name> (one open per group, closable, works without
// JavaScript) holds what is read once (the specialty, the site), and whose contact line under it (phone, e-mail,
// address) is always in view: nobody should open an accordion to find a phone number.
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'

export interface OfficeDetailsProps {
  /** Accordion group: opening one entry closes the others with the same name. */
  group: string
  summary: ReactNode
  children: ReactNode
  /** Shown under the disclosure whether it is open or not. */
  contact?: ReactNode
}

export function OfficeDetails({ group, summary, children, contact }: OfficeDetailsProps) {
  return (
    <div className="rounded-card border border-line bg-raised shadow-card has-[details[open]]:border-accent/50">
      <details name={group} className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-start gap-4 rounded-card p-5 hover:bg-surface/60 sm:p-6 [&::-webkit-details-marker]:hidden">
          <span className="block min-w-0 flex-1">{summary}</span>
          <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
            <ChevronDown
              aria-hidden="true"
              className="size-4 group-open:rotate-180 motion-safe:transition-transform"
            />
          </span>
        </summary>
        <div className="px-5 pb-6 sm:px-6">{children}</div>
      </details>
      {contact && <div className="border-t border-line px-5 py-4 sm:px-6">{contact}</div>}
    </div>
  )
}
