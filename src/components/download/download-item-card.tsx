// One download or link entry: title, description and a button (router link inside the site, new tab outside).
import type { DownloadItem } from '../../data/download'
import { ButtonLink } from '../ui/button'

export function DownloadItemCard({ item }: { item: DownloadItem }) {
  return (
    <div className="flex h-full flex-col rounded-card border border-line bg-raised p-5 shadow-card sm:p-6">
      <h3 className="text-lg font-semibold">{item.title}</h3>
      <p className="mt-2 flex-1 text-muted">{item.description}</p>
      <ButtonLink href={item.href} variant="secondary" className="mt-5 self-start">
        {item.label}
        <span className="sr-only">: {item.title}</span>
      </ButtonLink>
    </div>
  )
}
