// A /download group: its heading and description beside a grid of its items.
import type { DownloadGroup } from '../../data/download'
import { cn } from '../../lib/cn'
import { CardIcon } from '../ui/card'
import { Icon } from '../ui/icon'
import { DownloadItemCard } from './download-item-card'

export function DownloadGroupSection({ group }: { group: DownloadGroup }) {
  const headingId = `${group.id}-baslik`
  return (
    <section
      id={group.id}
      aria-labelledby={headingId}
      className="grid gap-6 lg:grid-cols-[17rem_1fr] lg:gap-12"
    >
      <header>
        <CardIcon>
          <Icon name={group.icon} className="size-5" />
        </CardIcon>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {group.title}
        </h2>
        <p className="mt-2 text-muted">{group.description}</p>
      </header>
      <ul className={cn('grid gap-4', group.items.length > 1 && 'sm:grid-cols-2')}>
        {group.items.map((item) => (
          <li key={item.title}>
            <DownloadItemCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}
