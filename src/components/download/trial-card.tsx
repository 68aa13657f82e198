// The prominent first card on /download: the 90-day trial with its rules and the external download button.
import type { DownloadGroup } from '../../shared/schemas/download.ts'
import { trialFacts } from '../../data/download.ts'
import { ButtonLink } from '../ui/button.tsx'
import { DownloadIconSet as Icon } from './download-icon.tsx'

export function TrialCard({ group }: { group: DownloadGroup }) {
  const [trial] = group.items
  if (!trial) return null
  return (
    <section
      id={group.id}
      aria-labelledby={`${group.id}-baslik`}
      className="relative overflow-hidden rounded-card border-2 border-accent bg-raised p-6 shadow-card sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-accent-soft blur-2xl"
      />
      <div className="relative grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent">
            <Icon name={group.icon} className="size-4" />
            {group.title}
          </p>
          <h2
            id={`${group.id}-baslik`}
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {trial.title}
          </h2>
          {/* The group description repeats the rules listed beside it, so the card leads with the item text. */}
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted">{trial.description}</p>
        </div>
        <div className="flex flex-col gap-6">
          <ul className="space-y-3">
            {trialFacts.map((fact) => (
              <li key={fact.text} className="flex items-start gap-3">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-button bg-accent-soft text-accent">
                  <Icon name={fact.icon} className="size-5" />
                </span>
                <span className="pt-1.5 font-medium">{fact.text}</span>
              </li>
            ))}
          </ul>
          <ButtonLink href={trial.href} className="w-full text-base sm:w-auto sm:self-start">
            {trial.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
