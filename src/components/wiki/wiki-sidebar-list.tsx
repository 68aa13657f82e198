// The /wiki sidebar's article lists (browser and pre-render): real links to each article's own page, opened in
// place by a plain click once the app runs, and "Tümünü gör (N)" to each category page.
import { memo, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { wikiCategoryPath } from '../../shared/wiki-paths.ts'
import { cn } from '../../lib/cn.ts'
import type { SidebarCategory } from '../../lib/wiki-filter.ts'
import type { WikiCategoryId } from '../../shared/content-schema.ts'
import { IconMarkup } from '../ui/icon-markup.tsx'

export interface SidebarCategoryInfo {
  id: WikiCategoryId
  title: string
  /** The category's icon as SVG markup (rendered at build time). */
  icon: string
}

export interface WikiSidebarListProps {
  categories: readonly SidebarCategory[]
  categoryInfo: readonly SidebarCategoryInfo[]
  selectedSlug: string
  filtering: boolean
  /** A plain left click on an article: open it in place (the link's own page is for new tabs and no-JS). */
  onOpen: (slug: string) => void
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Memoised: the page renders again right after hydration (to read ?makale=) and on every keystroke in the search
 * box, and the list only changes when the matches or the selection do.
 */
export const WikiSidebarList = memo(function WikiSidebarList({
  categories,
  categoryInfo,
  selectedSlug,
  filtering,
  onOpen,
}: WikiSidebarListProps) {
  const listed = categories.filter((list) => list.articles.length > 0 || !filtering)
  return (
    <div className="mt-6 space-y-6" aria-live="polite">
      {listed.length === 0 && <p className="text-muted">Arama sonucu bulunamadı</p>}
      {listed.map((list) => {
        const category = categoryInfo.find((candidate) => candidate.id === list.id)
        if (!category) return null
        return (
          <section key={list.id} aria-labelledby={`wiki-cat-${list.id}`}>
            <h2
              id={`wiki-cat-${list.id}`}
              className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase"
            >
              <IconMarkup svg={category.icon} className="size-4" />
              {category.title}
            </h2>
            <ul className="mt-2 space-y-0.5">
              {list.articles.map((entry) => {
                const selected = entry.slug === selectedSlug
                return (
                  <li key={entry.slug}>
                    <a
                      href={`/wiki/${entry.slug}`}
                      onClick={(event) => {
                        if (!plainClick(event)) return
                        event.preventDefault()
                        onOpen(entry.slug)
                      }}
                      aria-current={selected ? 'page' : undefined}
                      className={cn(
                        'flex min-h-10 items-center rounded-button px-3 py-1.5 text-sm hover:bg-surface hover:text-accent',
                        selected && 'bg-accent-soft font-semibold text-accent-strong',
                      )}
                    >
                      {entry.title}
                    </a>
                  </li>
                )
              })}
            </ul>
            {filtering && list.more > 0 && (
              <p className="mt-2 px-3 text-xs text-muted">
                Bu kategoride {list.more.toLocaleString('tr')} eşleşme daha var; aramanızı daraltın.
              </p>
            )}
            {/* Only when the list does not already show the whole category. */}
            {!filtering && list.total > list.articles.length && (
              <Link
                to={wikiCategoryPath(list.id)}
                className="mt-1 inline-flex min-h-10 items-center rounded-button px-3 text-sm font-medium text-accent hover:bg-surface hover:underline"
              >
                Tümünü gör ({list.total.toLocaleString('tr')})
                <span className="sr-only"> – {category.title}</span>
              </Link>
            )}
          </section>
        )
      })}
    </div>
  )
})
