// /wiki/:slug — one wiki article (pre-rendered for every article; unknown slugs show 'Makale Bulunamadı').
// The page (the article's body, pre-rendered by the content step, and the page around it) is rendered to HTML at build
// time and reaches the browser once, in the page's HTML; the loader data carries only the page's head and address
// (src/lib/page-fragment.tsx). Only the not-found state is code.
import type { Route } from './+types/wiki-article'
import { useMarkdownCopy } from '../components/reading/use-markdown-copy.ts'
import { useReadingEnhancements } from '../components/reading/use-reading-enhancements.ts'
import { loadPageHtml, PageHtml } from '../lib/page-fragment.tsx'
import { WikiArticlePageView } from '../components/wiki/wiki-article-page.tsx'
import { LazyWikiNotFound } from '../components/wiki/lazy-wiki-not-found.tsx'
import { wikiArticleTrail, wikiCategoryTitle } from '../data/wiki-categories.ts'
import { absoluteUrl, pageMeta } from '../lib/meta.ts'
import { keepPageHtml, readWikiBody, readWikiFile, renderStatic } from '../lib/prerender.server.tsx'
import type { WikiArticle, WikiArticleFile } from '../shared/wiki-types.ts'
import { site, TITLE_SUFFIX } from '../site.config.ts'

const NOT_FOUND = {
  page: null,
  meta: [{ title: `Makale Bulunamadı | ${TITLE_SUFFIX}` }, { name: 'robots', content: 'noindex' }],
}

/** Build time: the page's HTML (kept for its pre-rendering, not in the data) and <head>, for every slug. */
export async function loader({ params }: Route.LoaderArgs) {
  const [article, body] = await Promise.all([
    readWikiFile<WikiArticleFile>(params.slug),
    readWikiBody(params.slug),
  ])
  if (!article || body === null) return NOT_FOUND
  const path = `/wiki/${params.slug}`
  const html = renderStatic(
    <WikiArticlePageView
      article={article}
      body={<div className="contents" dangerouslySetInnerHTML={{ __html: body }} />}
    />,
    path,
  )
  return {
    page: keepPageHtml(path, html),
    meta: articleMeta(article, path),
  }
}

/** Browser navigation: the pre-rendered data file and page, or the not-found state for a slug that has none. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!/^[a-z0-9-]+$/.test(params.slug)) return NOT_FOUND
  try {
    const [data] = await Promise.all([serverLoader(), loadPageHtml(`/wiki/${params.slug}`)])
    return data
  } catch {
    return NOT_FOUND
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? NOT_FOUND.meta

export default function WikiArticlePage({ loaderData }: Route.ComponentProps) {
  useMarkdownCopy(loaderData.page)
  useReadingEnhancements(loaderData.page)
  if (loaderData.page === null) return <LazyWikiNotFound />
  return <PageHtml id={loaderData.page} />
}

function articleMeta(article: WikiArticle, path: string) {
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    markdown: true,
    breadcrumb: wikiArticleTrail(article),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: article.title,
        description: article.description,
        inLanguage: 'tr',
        url: absoluteUrl(path),
        dateModified: article.lastUpdated,
        articleSection: wikiCategoryTitle(article.category),
        publisher: { '@type': 'Organization', name: site.name, url: site.origin },
        ...(article.externalUrl ? { isBasedOn: article.externalUrl } : {}),
      },
    ],
  })
}
