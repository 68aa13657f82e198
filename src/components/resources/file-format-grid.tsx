// The #formatlar section of /resources: the supported file formats in data order, under the 30+ claim. The formats are
// data, not controls: plain tiles without the border and shadow of a button.
import { SectionHeader } from '../ui/section-header.tsx'

export interface FileFormatGridProps {
  title: string
  eyebrow: string
  lead: string
  /** Shown as a large figure next to the grid, e.g. '30+'. */
  claim: string
  claimLabel: string
  formats: readonly string[]
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
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-8" aria-label={title}>
          {formats.map((format) => (
            <li
              key={format}
              className="flex min-h-12 items-center justify-center rounded-md bg-surface px-2 text-center font-mono text-sm font-semibold"
            >
              {format}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
