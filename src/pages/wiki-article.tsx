// /wiki/:slug — one wiki article (pre-rendered for every article; unknown slugs show 'Makale Bulunamadı').
// The page around the article is rendered to HTML at build time and reaches the browser as data; the article's body is
// not in that data but a fragment of its own (src/lib/page-fragment.tsx), so the page carries it once. Only the
// not-found state is code.
import { lazy, Suspense } from 'react'
import type { Route } from './+types/wiki-article'
import { useMarkdownCopy } from '../components/reading/use-markdown-copy'
import { useReadingEnhancements } from '../components/reading/use-reading-enhancements'
import { FragmentHtml, FragmentSlot, loadFragment } from '../lib/page-fragment'
import { WikiArticlePageView } from '../components/wiki/wiki-article-page'
import { wikiArticleTrail, wikiCategoryTitle } from '../data/wiki-categories'
import { MATH_STYLESHEET } from '../lib/math-stylesheet.server'
import { absoluteUrl, pageMeta } from '../lib/meta'
import { renderStatic } from '../lib/render-static.server'
import { readWikiFile } from '../lib/wiki-data.server'
import type { WikiArticle, WikiArticleFile } from '../shared/wiki-types'
import { site, TITLE_SUFFIX } from '../site.config'

/** Only a client-side navigation to an unknown slug shows it: it loads then, not with every article. */
const WikiNotFound = lazy(() =>
  import('../components/wiki/wiki-not-found').then((module) => ({ default: module.WikiNotFound })),
)

/** Address of an article's body, the fragment the content step writes (scripts/content/emit.ts). */
const wikiBodyUrl = (slug: string) => `/_data/wiki/${slug}.html`

const NOT_FOUND = {
  html: null,
  body: null,
  mathStylesheet: null,
  meta: [{ title: `Makale Bulunamadı | ${TITLE_SUFFIX}` }, { name: 'robots', content: 'noindex' }],
}

/** Build time: the page's HTML around the article's body (only the body's address) and <head>, for every slug. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = await readWikiFile<WikiArticleFile>(params.slug)
  if (!article) return NOT_FOUND
  const path = `/wiki/${params.slug}`
  const body = wikiBodyUrl(article.slug)
  return {
    html: renderStatic(<WikiArticlePageView article={article} body={<FragmentSlot url={body} />} />, path),
    body,
    // React hoists the <link> into <head> (and, on client navigation, shows the article once it has loaded).
    mathStylesheet: article.math ? MATH_STYLESHEET : null,
    meta: articleMeta(article, path),
  }
}

/** Browser navigation: the pre-rendered data file and the article's body, or the not-found state for a slug that has none. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!/^[a-z0-9-]+$/.test(params.slug)) return NOT_FOUND
  try {
    const [data] = await Promise.all([serverLoader(), loadFragment(wikiBodyUrl(params.slug))])
    return data
  } catch {
    return NOT_FOUND
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? NOT_FOUND.meta

export default function WikiArticlePage({ loaderData }: Route.ComponentProps) {
  useReadingEnhancements(loaderData.html)
  useMarkdownCopy(loaderData.html)
  if (loaderData.html === null)
    return (
      <Suspense>
        <WikiNotFound />
      </Suspense>
    )
  return (
    <>
      {loaderData.mathStylesheet && (
        <link rel="stylesheet" href={loaderData.mathStylesheet} precedence="math" />
      )}
      <FragmentHtml html={loaderData.html} fragment={loaderData.body} />
    </>
  )
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
