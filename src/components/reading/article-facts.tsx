// "Son güncelleme: 12 Kasım 2026 · 6 dk okuma" under an article's title. Rendered at build time.
import { formatTurkishDate } from '../../shared/dates'

export function ArticleFacts({
  lastUpdated,
  readingMinutes,
}: {
  lastUpdated: string
  readingMinutes: number
}) {
  return (
    <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-muted">
      <span>
        Son güncelleme: <time dateTime={lastUpdated}>{formatTurkishDate(lastUpdated)}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>{readingMinutes} dk okuma</span>
    </p>
  )
}
