// /wiki/kategori/:category and /wiki/kategori/:category/:page — one page of a wiki category's articles, fully static
// (rendered to HTML in the loader at build time); unknown categories and pages show a not-found state.
import type { Route } from './+types/wiki-category'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { WikiCategoryView } from '../components/wiki/wiki-category-view.tsx'
import { LazyWikiNotFound } from '../components/wiki/lazy-wiki-not-found.tsx'
import { categoryPageInfo, findWikiCategory } from '../data/wiki-categories.ts'
import { wikiCategoryPath } from '../shared/wiki-paths.ts'
import { absoluteUrl, pageMeta } from '../lib/meta.ts'
import { keepPageHtml, readWikiIndex, renderStatic } from '../lib/prerender.server.tsx'
import { categoryPage, parseCategoryPage } from '../shared/wiki-pagination.ts'
import { TITLE_SUFFIX } from '../site.config.ts'

const NOT_FOUND = {
  page: null,
  meta: [{ title: `Sayfa Bulunamadı | ${TITLE_SUFFIX}` }, { name: 'robots', content: 'noindex' }],
}

/** Build time: the page's markup (kept for its HTML, not in the data) and <head> (with rel=prev/next between the pages of a category). */
export async function loader({ params }: Route.LoaderArgs) {
  const category = findWikiCategory(params.category)
  const lists = await readWikiIndex()
  const list = lists.find((candidate) => candidate.id === category?.id)
  const listing = list ? categoryPage(list, parseCategoryPage(params.page)) : null
  if (!category || !listing) return NOT_FOUND
  const path = wikiCategoryPath(category.id, listing.page)
  const info = categoryPageInfo(category, listing.page, listing.pageCount)
  const counts = Object.fromEntries(lists.map((candidate) => [candidate.id, candidate.articles.length]))
  const neighbours = [
    ...(listing.page > 1 ? [{ rel: 'prev', page: listing.page - 1 }] : []),
    ...(listing.page < listing.pageCount ? [{ rel: 'next', page: listing.page + 1 }] : []),
  ]
  return {
    page: keepPageHtml(
      path,
      renderStatic(
        <WikiCategoryView
          category={category}
          listing={listing}
          breadcrumb={info.breadcrumb}
          counts={counts}
        />,
        path,
      ),
    ),
    meta: [
      ...pageMeta({ ...info, path }),
      ...neighbours.map(({ rel, page }) => ({
        tagName: 'link',
        rel,
        href: absoluteUrl(wikiCategoryPath(category.id, page)),
      })),
    ],
  }
}

/** Browser navigation: the pre-rendered data file and the page's markup from its HTML, or the not-found state for a page that was not built. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!findWikiCategory(params.category) || Number.isNaN(parseCategoryPage(params.page))) return NOT_FOUND
  try {
    return await withPageHtml(request, serverLoader())
  } catch {
    return NOT_FOUND
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? NOT_FOUND.meta

export default function WikiCategoryPage({ loaderData }: Route.ComponentProps) {
  return loaderData.page === null ? (
    <LazyWikiNotFound
      title="Sayfa Bulunamadı"
      text="Aradığınız wiki kategorisi ya da sayfası mevcut değil."
    />
  ) : (
    <PageHtml id={loaderData.page} />
  )
}
