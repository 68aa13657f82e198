// One download or link entry: title, description and a button (router link inside the site, new tab outside).
import type { DownloadItem } from '../../shared/schemas/download.ts'
import { cn } from '../../lib/cn.ts'
import { ButtonLink } from '../ui/button.tsx'

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
