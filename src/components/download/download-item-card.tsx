// One download or link entry: title, description and a button (router link inside the site, new tab outside). An
// installer also names its version and release day and, per platform, what it needs and its size: each only when
// staff have filled it in (facts.yaml `surum`), never a guessed number.
import { Apple, Monitor } from 'lucide-react'
import type { DownloadItem } from '../../shared/schemas/download.ts'
import { formatTurkishDate } from '../../shared/dates.ts'
import { cn } from '../../lib/cn.ts'
import { ButtonLink } from '../ui/button.tsx'

function ReleaseFacts({ item }: { item: DownloadItem }) {
  const version = item.version?.trim()
  const released = item.released?.trim()
  return (
    <>
      {(version || released) && (
        <p className="mt-3 text-sm">
          {version && (
            <>
              Güncel sürüm: <strong className="font-semibold">Rhino {version}</strong>
            </>
          )}
          {version && released && ' · '}
          {released && (
            <>
              Yayın tarihi: <time dateTime={released}>{formatTurkishDate(released)}</time>
            </>
          )}
        </p>
      )}
      {item.platforms && (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {item.platforms.map((platform) => {
            const Icon = platform.name.toLocaleLowerCase('tr').includes('mac') ? Apple : Monitor
            return (
              <div key={platform.name} className="rounded-md bg-surface px-4 py-3">
                <dt className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-4 text-muted" />
                  {platform.name}
                </dt>
                <dd className="mt-1 text-muted">{platform.requirement}</dd>
                {platform.size?.trim() && <dd className="text-muted">İndirme boyutu: {platform.size}</dd>}
              </div>
            )
          })}
        </dl>
      )}
    </>
  )
}

export function DownloadItemCard({ item, wide = false }: { item: DownloadItem; wide?: boolean }) {
  return (
    <div
      className={cn(
        'flex h-full flex-col gap-5 rounded-card border border-line bg-raised p-5 shadow-card sm:p-6',
        wide && 'sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <div className={cn('flex-1', wide && 'sm:max-w-2xl')}>
        <h3 className="text-lg font-semibold">{item.title}</h3>
        <p className="mt-2 text-muted">{item.description}</p>
        <ReleaseFacts item={item} />
      </div>
      <ButtonLink
        href={item.href}
        variant="secondary"
        className={cn('shrink-0 self-start', wide && 'sm:self-center')}
      >
        {item.label}
        <span className="sr-only">: {item.title}</span>
      </ButtonLink>
    </div>
  )
}
