// "Son güncelleme: 12 Kasım 2026" and "6 dk okuma" under an article's title, and the date alone in the hero of a
// licensing or company page. Rendered at build time.
import { CalendarDays, Clock } from 'lucide-react'
import { formatTurkishDate } from '../../shared/dates.ts'

export function ArticleFacts({
  lastUpdated,
  readingMinutes,
}: {
  lastUpdated: string
  readingMinutes: number
}) {
  return (
    <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        Son güncelleme: <time dateTime={lastUpdated}>{formatTurkishDate(lastUpdated)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {readingMinutes} dk okuma
      </span>
    </p>
  )
}

/** A page's last change in its hero (licensing and company pages, whose date is the frontmatter's `lastUpdated`). */
export function LastUpdatedLine({ date }: { date: string }) {
  return (
    <p className="mt-4 text-sm text-muted">
      Son güncelleme: <time dateTime={date}>{formatTurkishDate(date)}</time>
    </p>
  )
}
