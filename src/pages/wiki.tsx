// /wiki — the wiki browser: searchable category sidebar and the selected article (selection in ?makale=).
import { Search } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { Route } from './+types/wiki'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { WikiIconSet } from '../components/wiki/wiki-icon.tsx'
import { keepDataOnSamePath, PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import {
  keepPageHtml,
  readWikiFile,
  readWikiIndex,
  renderIcon,
  renderStatic,
} from '../lib/prerender.server.tsx'
import { wikiCategories } from '../data/wiki-categories.ts'
import { DEFAULT_WIKI_ARTICLE } from '../shared/wiki-paths.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { staticPage } from '../data/pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { loadSearch, useEngineUrls } from '../lib/search-client.ts'
import { renderWikiArticle } from '../lib/wiki-render.server.tsx'
import { sidebarCategories } from '../lib/wiki-filter.ts'
import { categoryPreviews } from '../shared/wiki-pagination.ts'
import type { WikiArticleFile, WikiCategoryList } from '../shared/wiki-types.ts'
import { WikiSidebarList } from '../components/wiki/wiki-sidebar-list.tsx'
import { SmartLink } from '../components/ui/smart-link.tsx'

export const ARTICLE_PARAM = 'makale'

/**
 * Build time: each category's first articles are data for the sidebar (the same size however large the wiki grows:
 * the rest are on the category pages and, for the filter, in index.json fetched on first use); the breadcrumb and the
 * default article are rendered to HTML here and kept for the page's HTML, so the article renderer only loads when the
 * visitor picks another one.
 */
export async function loader() {
  const [lists, defaultArticle] = await Promise.all([
    readWikiIndex(),
    readWikiFile<WikiArticleFile>(DEFAULT_WIKI_ARTICLE),
  ])
  const page = staticPage('/wiki')
  return {
    meta: pageMeta(page),
    categories: categoryPreviews(lists),
    // Titles and icons of the categories travel as data; the icons' code stays out of the page's JavaScript.
    categoryInfo: wikiCategories.map(({ id, title, icon }) => ({
      id,
      title,
      icon: renderIcon(<WikiIconSet name={icon} />),
    })),
    defaultSlug: defaultArticle?.slug ?? null,
    defaultArticle: defaultArticle
      ? keepPageHtml(page.path, renderWikiArticle(defaultArticle, page.path), 'article')
      : null,
    breadcrumb: keepPageHtml(
      page.path,
      renderStatic(<Breadcrumb items={page.breadcrumb} />, page.path),
      'breadcrumb',
    ),
    title: page.title,
  }
}

/** Browser navigation: the page's data file and its static parts, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

const LazyArticleView = lazy(() =>
  import('../components/wiki/lazy-article-view.ts').then((module) => ({ default: module.WikiArticleView })),
)

/** `?makale=` changes only the query string: the pre-rendered data stays. */
export const shouldRevalidate = keepDataOnSamePath

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

type Selection = { slug: string; article: WikiArticleFile | null | undefined }

export default function WikiPage({ loaderData }: Route.ComponentProps) {
  const { categories, categoryInfo, defaultSlug, defaultArticle } = loaderData
  const { breadcrumb, title } = loaderData
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  // The pre-rendered page shows the default article; the URL's choice applies once hydrated (no mismatch).
  const hydrated = useHydrated()
  const selectedSlug = (hydrated && searchParams.get(ARTICLE_PARAM)) || DEFAULT_WIKI_ARTICLE
  const [query, setQuery] = useState('')
  const [loaded, setLoaded] = useState<Selection | null>(null)
  // Every article's list entry, fetched when the search box is first used (the page carries each category's first).
  const [allLists, setAllLists] = useState<WikiCategoryList[] | null>(null)
  const searchId = useId()

  const loadAllLists = useCallback(() => {
    loadSearch()
    if (allLists) return
    import('../lib/wiki-data.ts')
      .then(({ fetchWikiIndex }) => fetchWikiIndex())
      .then(setAllLists)
      // Offline: the filter keeps working on the articles the page has; the next focus tries again.
      .catch(() => undefined)
  }, [allLists])

  // The sidebar's links lead to each article's own page; a plain click opens the article here instead.
  // On phones the list sits under the article, so the chosen article is scrolled into view.
  const articleRef = useRef<HTMLDivElement>(null)
  const openInPlace = useCallback(
    (slug: string) => {
      void navigate(`?${ARTICLE_PARAM}=${slug}`, { preventScrollReset: true })
      if (window.matchMedia('(max-width: 63.99rem)').matches) articleRef.current?.scrollIntoView()
    },
    [navigate],
  )

  useEffect(() => {
    if (selectedSlug === defaultSlug) return
    let current = true
    import('../lib/wiki-data.ts')
      .then(({ fetchWikiArticle }) => fetchWikiArticle(selectedSlug))
      .then((article) => current && setLoaded({ slug: selectedSlug, article }))
      .catch(() => current && setLoaded({ slug: selectedSlug, article: null }))
    return () => {
      current = false
    }
  }, [selectedSlug, defaultSlug])

  const showDefault = selectedSlug === defaultSlug
  const article: WikiArticleFile | null | undefined =
    loaded?.slug === selectedSlug ? loaded.article : undefined
  const loading = (
    <p className="p-10 text-center text-muted" role="status">
      Makale yükleniyor…
    </p>
  )

  const engineUrls = useEngineUrls(query, 'wiki', 50)
  // Same list, same slugs: the sidebar does not re-render when the search index arrives.
  const engineSlugs = useMemo(() => engineUrls.map((url) => url.replace('/wiki/', '')), [engineUrls])
  // The open article is listed in its category even when it is not among the first ones.
  const visible = useMemo(
    () => sidebarCategories({ preview: categories, all: allLists, query, engineSlugs, selected: article }),
    [categories, allLists, query, engineSlugs, article],
  )

  return (
    <>
      <PageHtml id={breadcrumb} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          Rhino 8 kullanıcıları için Türkçe bilgi bankası: komutlar, sorun giderme, kurulum, Grasshopper ve
          NURBS teorisi. Türkçe–İngilizce{' '}
          <SmartLink href="/wiki/sozluk" className="text-accent underline">
            terimler sözlüğü
          </SmartLink>
          .
        </p>
        {/* Phones read the article first (it once started ~2,300 px down); the list and its search follow it. */}
        <a
          href="#wiki-makaleler"
          data-narrow-only=""
          className="mt-4 inline-block py-3 text-sm font-semibold text-accent hover:underline lg:hidden"
        >
          Makale listesi ve arama
        </a>
        <div className="mt-6 grid gap-8 lg:mt-8 lg:grid-cols-[20rem_1fr]">
          <aside
            id="wiki-makaleler"
            aria-label="Wiki makaleleri"
            className="order-last border-t border-line pt-8 lg:sticky lg:top-20 lg:order-none lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:border-t-0 lg:pt-0"
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
                onFocus={loadAllLists}
                placeholder="Örn. lisans, ışık, çökme"
                autoComplete="off"
                className="min-h-11 w-full rounded-button border border-line bg-raised py-2 pr-3 pl-9 text-base placeholder:text-muted"
              />
            </div>
            <WikiSidebarList
              categories={visible}
              categoryInfo={categoryInfo}
              selectedSlug={selectedSlug}
              filtering={query.trim() !== ''}
              onOpen={openInPlace}
            />
          </aside>
          <div ref={articleRef} className="min-w-0 scroll-mt-20">
            {showDefault && defaultArticle ? (
              <PageHtml id={defaultArticle} />
            ) : article ? (
              <Suspense fallback={loading}>
                <LazyArticleView article={article} />
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
