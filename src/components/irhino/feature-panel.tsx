// A tall iRhino feature panel as its own section: icon, h2, lead, check list and optional device requirements.
import { Cpu } from 'lucide-react'
import { CheckList } from '../ui/check-list.tsx'
import { CardIcon } from '../ui/card.tsx'
import { IrhinoIconSet as Icon } from './irhino-icon.tsx'

export interface FeaturePanelProps {
  headingId: string
  icon: string
  title: string
  lead: string
  items: readonly string[]
  requirementsLabel?: string
  requirements?: readonly string[]
}

export function FeaturePanel({
  headingId,
  icon,
  title,
  lead,
  items,
  requirementsLabel,
  requirements,
}: FeaturePanelProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-card border border-line bg-raised p-6 shadow-card sm:p-8"
    >
      <CardIcon>
        <Icon name={icon} className="size-5" />
      </CardIcon>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 text-muted">{lead}</p>
      <CheckList items={items} className="mt-6 flex-1" />
      {requirements && requirements.length > 0 && (
        <div className="mt-6 rounded-button bg-surface p-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Cpu aria-hidden="true" className="size-4 text-accent" />
            {requirementsLabel}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {requirements.map((requirement) => (
              <li key={requirement} className="rounded-md bg-raised px-2.5 py-1">
                {requirement}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
