// A /download group: its heading and description beside a grid of its items.
import type { DownloadGroup } from '../../shared/schemas/download.ts'
import { cn } from '../../lib/cn.ts'
import { DownloadIconSet as Icon } from './download-icon.tsx'
import { DownloadItemCard } from './download-item-card.tsx'

export function DownloadGroupSection({ group }: { group: DownloadGroup }) {
  const headingId = `${group.id}-baslik`
  const single = group.items.length === 1
  return (
    <section
      id={group.id}
      aria-labelledby={headingId}
      className="grid gap-6 lg:grid-cols-[17rem_1fr] lg:items-start lg:gap-12"
    >
      <header>
        <div className="flex items-center gap-3 lg:flex-col lg:items-start lg:gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-button bg-accent-soft text-accent">
            <Icon name={group.icon} className="size-5" />
          </span>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
        </div>
        <p className="mt-2 text-muted">{group.description}</p>
      </header>
      <ul className={cn('grid gap-4', !single && 'orphan-spans sm:grid-cols-2')}>
        {group.items.map((item) => (
          <li key={item.title}>
            <DownloadItemCard item={item} wide={single} />
          </li>
        ))}
      </ul>
    </section>
  )
}
