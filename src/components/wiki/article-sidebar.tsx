// A wiki article page's sidebar: its category's articles (the current one marked aria-current="page"), as a sticky
// column from 1024 px and as a closed disclosure above the text below that. Build time: plain links in the page's HTML,
// no JavaScript; the two copies of the list are the same markup, which compression all but erases.
import { ChevronDown } from 'lucide-react'
import { wikiCategoryTitle } from '../../data/wiki-categories.ts'
import { cn } from '../../lib/cn.ts'
import type { WikiCategoryId } from '../../shared/content-schema.ts'
import { wikiCategoryPath } from '../../shared/wiki-paths.ts'
import type { WikiArticleSidebar } from '../../shared/wiki-types.ts'

interface SidebarProps {
  sidebar: WikiArticleSidebar
  category: WikiCategoryId
  current: string
}

/** The navigation's name (both copies, one shown at a time). */
const label = (category: WikiCategoryId) => `${wikiCategoryTitle(category)} makaleleri`

function SidebarList({ sidebar, category, current }: SidebarProps) {
  return (
    <>
      <a
        href={wikiCategoryPath(category)}
        className="mb-2 flex min-h-8 items-center px-3 font-semibold hover:text-accent lg:px-0"
      >
        {wikiCategoryTitle(category)}
      </a>
      <ul className="border-l border-line">
        {sidebar.articles.map((article) => (
          <li key={article.slug}>
            <a
              href={`/wiki/${article.slug}`}
              className="outline-link"
              aria-current={article.slug === current ? 'page' : undefined}
            >
              {article.title}
            </a>
          </li>
        ))}
      </ul>
      {sidebar.total > sidebar.articles.length && (
        <a
          href={wikiCategoryPath(category)}
          className="mt-2 flex min-h-11 items-center px-3 font-medium text-accent hover:underline xl:min-h-8"
        >
          Tümünü gör ({sidebar.total})
        </a>
      )}
    </>
  )
}

/** The wide screens' column (beside the article, sticky under the header). */
export function ArticleSidebar(props: SidebarProps) {
  return (
    <nav
      aria-label={label(props.category)}
      className="sticky top-24 max-h-[calc(100dvh-8rem)] overflow-y-auto pb-4 text-sm"
    >
      <SidebarList {...props} />
    </nav>
  )
}

/** Narrow screens: a closed disclosure in the article column. */
export function ArticleSidebarDisclosure({ className, ...props }: SidebarProps & { className?: string }) {
  return (
    <details
      className={cn('group rounded-card border border-line bg-surface lg:hidden print:hidden', className)}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-card px-4 py-2 font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          Kategorideki makaleler <span className="font-normal text-muted">({props.sidebar.total})</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <nav aria-label={label(props.category)} className="border-t border-line px-2 py-3 text-sm">
        <SidebarList {...props} />
      </nav>
    </details>
  )
}
