// "Bu sayfada": the page's ## / ### headings from the build, as a sticky column (≥ 1280 px) or a disclosure above the
// text. Rendered at build time; reading-enhancements.ts marks the section being read.
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { OutlineEntry } from '../../shared/heading-ids.ts'

/** Pages with fewer headings show no contents list. */
export const MIN_OUTLINE_ENTRIES = 2

export const hasOutline = (outline: readonly OutlineEntry[]) => outline.length >= MIN_OUTLINE_ENTRIES

function OutlineList({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <ol className="border-l border-line text-sm">
      {outline.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={entry.level === 3 ? 'outline-link outline-link-nested' : 'outline-link'}
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  )
}

/** Narrow screens: a closed disclosure above the text. */
export function OutlineDisclosure({
  outline,
  className,
}: {
  outline: readonly OutlineEntry[]
  className?: string
}) {
  if (!hasOutline(outline)) return null
  return (
    <details
      className={cn('group rounded-card border border-line bg-surface xl:hidden print:hidden', className)}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-card px-4 py-2 font-semibold [&::-webkit-details-marker]:hidden">
        Bu sayfada
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <nav aria-label="Bu sayfada" data-outline className="border-t border-line px-2 py-3">
        <OutlineList outline={outline} />
      </nav>
    </details>
  )
}

/**
 * The reading column and, on wide screens, the sticky contents column beside it; with a `sidebar` (a wiki article's
 * category list) also a column before it from 1024 px. `className` sets the width and spacing of the whole block.
 */
export function ReadingColumns({
  outline,
  sidebar,
  className,
  children,
}: {
  outline: readonly OutlineEntry[]
  sidebar?: ReactNode
  className?: string
  children: ReactNode
}) {
  const withOutline = hasOutline(outline)
  if (!withOutline && !sidebar) return <div className={cn('mx-auto px-4 sm:px-6', className)}>{children}</div>
  return (
    <div
      className={cn(
        'mx-auto px-4 sm:px-6 print:block',
        sidebar
          ? 'max-w-7xl lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10'
          : 'xl:grid xl:max-w-7xl xl:grid-cols-[minmax(0,1fr)_15rem] xl:gap-16',
        Boolean(sidebar) && withOutline && 'xl:grid-cols-[13rem_minmax(0,1fr)_13rem]',
        className,
      )}
    >
      {sidebar && <aside className="hidden lg:block print:hidden">{sidebar}</aside>}
      <div className="min-w-0">{children}</div>
      {withOutline && (
        <aside className="hidden xl:block print:hidden">
          <nav
            aria-labelledby="outline-title"
            data-outline
            className="sticky top-24 max-h-[calc(100dvh-8rem)] overflow-y-auto pb-4"
          >
            <p id="outline-title" className="mb-3 text-sm font-semibold">
              Bu sayfada
            </p>
            <OutlineList outline={outline} />
          </nav>
        </aside>
      )}
    </div>
  )
}
