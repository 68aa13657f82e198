// The #formatlar section of /resources: the supported file formats in data order, each with the direction Rhino 8
// exchanges it (content/data/resources.yaml), under the 30+ claim. The formats are data, not controls: plain tiles
// without the border and shadow of a button.
import type { FileFormat } from '../../shared/schemas/resources.ts'
import { SectionHeader } from '../ui/section-header.tsx'

export interface FileFormatGridProps {
  title: string
  eyebrow: string
  lead: string
  /** Shown as a large figure next to the grid, e.g. '30+'. */
  claim: string
  claimLabel: string
  formats: readonly FileFormat[]
}

export function FileFormatGrid({ title, eyebrow, lead, claim, claimLabel, formats }: FileFormatGridProps) {
  return (
    <section
      id="formatlar"
      aria-labelledby="formatlar-baslik"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <SectionHeader id="formatlar-baslik" eyebrow={eyebrow} title={title} lead={lead} />
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <p className="flex flex-row items-baseline gap-3 rounded-card bg-accent p-6 text-accent-fg lg:flex-col lg:justify-center">
          <span className="text-5xl font-bold tracking-tight">{claim}</span>
          <span className="font-medium">{claimLabel}</span>
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={title}>
          {formats.map((format) => (
            <li key={format.name} className="flex flex-col gap-1 rounded-md bg-surface px-3 py-3">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold" data-format-name>
                  {format.name}
                </span>
                {format.program && <span className="text-sm text-muted">{format.program}</span>}
              </span>
              <span className="text-sm text-muted">{format.extensions}</span>
              <span className="text-sm font-medium" data-format-direction>
                {format.direction}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
