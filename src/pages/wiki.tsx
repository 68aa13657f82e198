// /wiki — the wiki browser: searchable category sidebar and the selected article (selection in ?makale=).
import { Search } from 'lucide-react'
import { lazy, memo, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/wiki'
import { Breadcrumb } from '../components/layout/breadcrumb'
import { WikiIconSet } from '../components/wiki/wiki-icon'
import { IconMarkup } from '../components/ui/icon-markup'
import { StaticHtml } from '../components/ui/static-html'
import { renderIcon, renderStatic } from '../lib/render-static.server'
import { DEFAULT_WIKI_ARTICLE, wikiCategories } from '../data/wiki-categories'
import { cn } from '../lib/cn'
import { useHydrated } from '../lib/use-hydrated'
import { staticPage } from '../data/pages'
import { pageMeta } from '../lib/meta'
import { MATH_STYLESHEET } from '../lib/math-stylesheet.server'
import { loadSearch, useEngineUrls } from '../lib/search-client'
import { readWikiFile } from '../lib/wiki-data.server'
import { renderWikiArticle } from '../lib/wiki-render.server'
import { filterWikiCategories } from '../lib/wiki-filter'
import type { WikiArticle, WikiCategoryList } from '../shared/wiki-types'

export const ARTICLE_PARAM = 'makale'

/**
 * Build time: the article list is data for the filter; the heading and the default article are rendered to HTML here,
 * so the article renderer only loads when the visitor picks another article.
 */
export async function loader() {
  const [categories, defaultArticle] = await Promise.all([
    readWikiFile<WikiCategoryList[]>('index'),
    readWikiFile<WikiArticle>(DEFAULT_WIKI_ARTICLE),
  ])
  const page = staticPage('/wiki')
  return {
    meta: pageMeta(page),
    categories: categories ?? [],
    // Titles and icons of the categories travel as data; the icons' code stays out of the page's JavaScript.
    categoryInfo: wikiCategories.map(({ id, title, icon }) => ({
      id,
      title,
      icon: renderIcon(<WikiIconSet name={icon} />),
    })),
    defaultSlug: defaultArticle?.slug ?? null,
    // The static default article's stylesheet is linked by the page (a <link> inside static HTML would not be hoisted).
    defaultArticleHtml: defaultArticle ? renderWikiArticle(defaultArticle, page.path) : '',
    defaultArticleMath: defaultArticle?.math === true,
    mathStylesheet: MATH_STYLESHEET,
    breadcrumbHtml: renderStatic(<Breadcrumb items={page.breadcrumb} />, page.path),
    title: page.title,
  }
}

const LazyArticleView = lazy(() =>
  import('../components/wiki/lazy-article-view').then((module) => ({ default: module.WikiArticleView })),
)

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? []

type Selection = { slug: string; article: WikiArticle | null | undefined }

export default function WikiPage({ loaderData }: Route.ComponentProps) {
  const { categories, categoryInfo, defaultSlug, defaultArticleHtml, defaultArticleMath, mathStylesheet } =
    loaderData
  const { breadcrumbHtml, title } = loaderData
  const [searchParams] = useSearchParams()
  // The pre-rendered page shows the default article; the URL's choice applies once hydrated (no mismatch).
  const hydrated = useHydrated()
  const selectedSlug = (hydrated && searchParams.get(ARTICLE_PARAM)) || DEFAULT_WIKI_ARTICLE
  const [query, setQuery] = useState('')
  const [loaded, setLoaded] = useState<Selection | null>(null)
  const searchId = useId()

  useEffect(() => {
    if (selectedSlug === defaultSlug) return
    let current = true
    import('../lib/wiki-data')
      .then(({ fetchWikiArticle }) => fetchWikiArticle(selectedSlug))
      .then((article) => current && setLoaded({ slug: selectedSlug, article }))
      .catch(() => current && setLoaded({ slug: selectedSlug, article: null }))
    return () => {
      current = false
    }
  }, [selectedSlug, defaultSlug])

  const showDefault = selectedSlug === defaultSlug
  const article: WikiArticle | null | undefined = loaded?.slug === selectedSlug ? loaded.article : undefined
  const loading = (
    <p className="p-10 text-center text-muted" role="status">
      Makale yükleniyor…
    </p>
  )

  const engineUrls = useEngineUrls(query, 'wiki', 50)
  // Same list, same slugs: the sidebar does not re-render when the search index arrives.
  const engineSlugs = useMemo(() => engineUrls.map((url) => url.replace('/wiki/', '')), [engineUrls])
  const visible = useMemo(
    () => filterWikiCategories(categories, query, engineSlugs),
    [categories, query, engineSlugs],
  )

  return (
    <>
      <StaticHtml html={breadcrumbHtml} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          Rhino 8 kullanıcıları için Türkçe bilgi bankası: komutlar, sorun giderme, kurulum, Grasshopper ve
          NURBS teorisi.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]">
          <aside
            aria-label="Wiki makaleleri"
            className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
          >
            <label htmlFor={searchId} className="text-sm font-semibold">
              Wiki'de ara
            </label>
            <div className="relative mt-2">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onFocus={loadSearch}
                placeholder="Örn. lisans, ışık, çökme"
                autoComplete="off"
                className="min-h-11 w-full rounded-button border border-line bg-raised py-2 pr-3 pl-9 text-base placeholder:text-muted"
              />
            </div>
            <WikiArticleList visible={visible} categoryInfo={categoryInfo} selectedSlug={selectedSlug} />
          </aside>
          <div className="min-w-0">
            {showDefault ? (
              <>
                {defaultArticleMath && <link rel="stylesheet" href={mathStylesheet} precedence="math" />}
                <StaticHtml html={defaultArticleHtml} />
              </>
            ) : article ? (
              <Suspense fallback={loading}>
                <LazyArticleView article={article} mathStylesheet={mathStylesheet} />
              </Suspense>
            ) : article === null ? (
              <p className="rounded-card border border-dashed border-line p-10 text-center text-muted">
                Bir makale seçin
              </p>
            ) : (
              loading
            )}
          </div>
        </div>
      </div>
    </>
  )
}

type CategoryInfo = Route.ComponentProps['loaderData']['categoryInfo']

/**
 * The sidebar's article links, memoised: the page renders again right after hydration (to read ?makale=) and on every
 * keystroke in the search box, and the list only changes when the matches or the selection do.
 */
const WikiArticleList = memo(function WikiArticleList({
  visible,
  categoryInfo,
  selectedSlug,
}: {
  visible: readonly WikiCategoryList[]
  categoryInfo: CategoryInfo
  selectedSlug: string
}) {
  return (
    <div className="mt-6 space-y-6" aria-live="polite">
      {visible.length === 0 && <p className="text-muted">Arama sonucu bulunamadı</p>}
      {visible.map((list) => {
        const category = categoryInfo.find((candidate) => candidate.id === list.id)
        if (!category || list.articles.length === 0) return null
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
                    <Link
                      to={`?${ARTICLE_PARAM}=${entry.slug}`}
                      preventScrollReset
                      aria-current={selected ? 'page' : undefined}
                      className={cn(
                        'flex min-h-10 items-center rounded-button px-3 py-1.5 text-sm hover:bg-surface hover:text-accent',
                        selected && 'bg-accent-soft font-semibold text-accent-strong',
                      )}
                    >
                      {entry.title}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
})
