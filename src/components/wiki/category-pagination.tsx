// Page links of a wiki category (build time, rendered into the category page's HTML): previous, numbers, next.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { wikiCategoryPath } from '../../shared/wiki-paths.ts'
import { cn } from '../../lib/cn.ts'
import type { WikiCategoryId } from '../../shared/content-schema.ts'
import { paginationItems } from '../../shared/wiki-pagination.ts'

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-button border border-line px-3 text-sm font-medium'

export function CategoryPagination({
  id,
  page,
  pageCount,
}: {
  id: WikiCategoryId
  page: number
  pageCount: number
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Kategori sayfaları" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link
              to={wikiCategoryPath(id, page - 1)}
              rel="prev"
              className={cn(itemClass, 'hover:border-accent hover:text-accent')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Önceki
            </Link>
          </li>
        )}
        {paginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={wikiCategoryPath(id, item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Sayfa ${item}`}
                className={cn(
                  itemClass,
                  item === page
                    ? 'border-accent bg-accent-soft text-accent-strong'
                    : 'hover:border-accent hover:text-accent',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              to={wikiCategoryPath(id, page + 1)}
              rel="next"
              className={cn(itemClass, 'hover:border-accent hover:text-accent')}
            >
              Sonraki
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
