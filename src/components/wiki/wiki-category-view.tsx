// A wiki category page (build time, rendered to HTML in the loader): title, description, one page of its articles,
// page links and the other categories.
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { wikiCategories, type WikiCategory } from '../../data/wiki-categories.ts'
import { wikiCategoryPath } from '../../shared/wiki-paths.ts'
import type { BreadcrumbItem } from '../../shared/route-manifest.ts'
import type { CategoryPage } from '../../shared/wiki-pagination.ts'
import { Breadcrumb } from '../layout/breadcrumb.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { CategoryPagination } from './category-pagination.tsx'
import { WikiIconSet } from './wiki-icon.tsx'

export interface WikiCategoryViewProps {
  category: WikiCategory
  listing: CategoryPage
  breadcrumb: BreadcrumbItem[]
  /** Number of articles of every category, for the links to the others. */
  counts: Record<string, number>
}

const count = (total: number) => `${total.toLocaleString('tr')} makale`

export function WikiCategoryView({ category, listing, breadcrumb, counts }: WikiCategoryViewProps) {
  const last = listing.first + listing.articles.length - 1
  return (
    <>
      <Breadcrumb items={breadcrumb} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <ButtonLink href="/wiki" variant="secondary" size="small">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Wiki'ye Dön
        </ButtonLink>
        <p className="mt-8 flex items-center gap-2 text-sm font-semibold tracking-wide text-accent">
          <WikiIconSet name={category.icon} className="size-4" aria-hidden="true" />
          Wiki kategorisi
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance">{category.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-pretty text-muted">{category.description}</p>
        <p className="mt-4 text-sm text-muted">
          {count(listing.total)}
          {listing.pageCount > 1 &&
            ` · Sayfa ${listing.page}/${listing.pageCount}, ${listing.first}–${last}. makaleler`}
        </p>
        {listing.articles.length === 0 ? (
          <p className="mt-10 rounded-card border border-dashed border-line p-10 text-center text-muted">
            Bu kategoride henüz makale yok.
          </p>
        ) : (
          <ol
            start={listing.first}
            aria-label={`${category.title} makaleleri`}
            className="mt-8 grid gap-3 sm:grid-cols-2"
          >
            {listing.articles.map((article) => (
              <li key={article.slug} className="flex">
                <Link
                  to={`/wiki/${article.slug}`}
                  className="flex w-full flex-col rounded-card border border-line bg-raised p-5 transition-colors hover:border-accent"
                >
                  <span className="font-semibold text-accent">{article.title}</span>
                  <span className="mt-1.5 text-sm text-muted">{article.description}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
        <CategoryPagination id={category.id} page={listing.page} pageCount={listing.pageCount} />
        <nav aria-label="Diğer kategoriler" className="mt-14">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">Diğer kategoriler</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {wikiCategories
              .filter((other) => other.id !== category.id)
              .map((other) => (
                <li key={other.id}>
                  <Link
                    to={wikiCategoryPath(other.id)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-button border border-line px-3 text-sm hover:border-accent hover:text-accent"
                  >
                    <WikiIconSet name={other.icon} className="size-4" aria-hidden="true" />
                    {other.title}
                    <span className="text-muted">({counts[other.id] ?? 0})</span>
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </>
  )
}
