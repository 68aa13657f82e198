// /wiki/:slug — one wiki article (pre-rendered for every article; unknown slugs show 'Makale Bulunamadı').
// The article is rendered to HTML at build time and reaches the browser as data; only the not-found state is code.
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/wiki-article'
import { Breadcrumb } from '../components/layout/breadcrumb'
import { ArticleFacts } from '../components/reading/article-facts'
import { OutlineDisclosure, ReadingColumns } from '../components/reading/page-outline'
import { useReadingEnhancements } from '../components/reading/use-reading-enhancements'
import { ButtonLink } from '../components/ui/button'
import { RichContent } from '../components/ui/rich-content'
import { SmartLink } from '../components/ui/smart-link'
import { StaticHtml } from '../components/ui/static-html'
import { ArticleNeighbours } from '../components/wiki/article-neighbours'
import { WikiArticleSections } from '../components/wiki/wiki-article-sections'
import { WikiNotFound } from '../components/wiki/wiki-not-found'
import { wikiArticleTrail, wikiCategoryTitle } from '../data/wiki-categories'
import { wikiCategoryPath } from '../shared/wiki-paths'
import { MATH_STYLESHEET } from '../lib/math-stylesheet.server'
import { absoluteUrl, pageMeta } from '../lib/meta'
import { renderStatic } from '../lib/render-static.server'
import { readWikiFile } from '../lib/wiki-data.server'
import type { BreadcrumbItem } from '../shared/route-manifest'
import type { WikiArticle } from '../shared/wiki-types'
import { site, TITLE_SUFFIX } from '../site.config'

const NOT_FOUND = {
  html: null,
  mathStylesheet: null,
  meta: [{ title: `Makale Bulunamadı | ${TITLE_SUFFIX}` }, { name: 'robots', content: 'noindex' }],
}

/** Build time: the article's HTML and <head> for every pre-rendered slug. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = await readWikiFile<WikiArticle>(params.slug)
  if (!article) return NOT_FOUND
  const path = `/wiki/${params.slug}`
  return {
    html: renderStatic(<WikiArticleView article={article} />, path),
    // React hoists the <link> into <head> (and, on client navigation, shows the article once it has loaded).
    mathStylesheet: article.math ? MATH_STYLESHEET : null,
    meta: articleMeta(article, path),
  }
}

/** Browser navigation: the pre-rendered data file, or the not-found state for a slug that has none. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!/^[a-z0-9-]+$/.test(params.slug)) return NOT_FOUND
  try {
    return await serverLoader()
  } catch {
    return NOT_FOUND
  }
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? NOT_FOUND.meta

export default function WikiArticlePage({ loaderData }: Route.ComponentProps) {
  useReadingEnhancements(loaderData.html)
  if (loaderData.html === null) return <WikiNotFound />
  return (
    <>
      {loaderData.mathStylesheet && (
        <link rel="stylesheet" href={loaderData.mathStylesheet} precedence="math" />
      )}
      <StaticHtml html={loaderData.html} />
    </>
  )
}

function trail(article: WikiArticle): BreadcrumbItem[] {
  return wikiArticleTrail(article)
}

function articleMeta(article: WikiArticle, path: string) {
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    breadcrumb: trail(article),
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

function WikiArticleView({ article }: { article: WikiArticle }) {
  // The category page, for every article; a parent article is the breadcrumb's level below it.
  const category = { label: wikiCategoryTitle(article.category), href: wikiCategoryPath(article.category) }
  return (
    <>
      <Breadcrumb items={trail(article)} />
      <ReadingColumns outline={article.outline} className="max-w-4xl py-10">
        <article>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
            <ButtonLink href="/wiki" variant="secondary" size="small">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Wiki'ye Dön
            </ButtonLink>
            <p className="text-muted">
              Kategori:{' '}
              <SmartLink href={category.href} className="font-medium text-accent hover:underline">
                {category.label}
              </SmartLink>
            </p>
          </div>
          <h1 className="mt-8 text-4xl font-bold tracking-tight text-balance">{article.title}</h1>
          <p className="mt-3 text-lg text-muted">{article.description}</p>
          <ArticleFacts lastUpdated={article.lastUpdated} readingMinutes={article.readingMinutes} />
          <OutlineDisclosure outline={article.outline} className="mt-8" />
          <div className="prose-content mt-8">
            <RichContent nodes={article.intro} />
          </div>
          <h2 className="mt-12 text-2xl font-bold tracking-tight">Konular</h2>
          <WikiArticleSections sections={article.sections} />
          {article.externalUrl && (
            <ButtonLink href={article.externalUrl} variant="secondary" className="mt-12">
              Orijinal McNeel Wiki'ye Git
            </ButtonLink>
          )}
          <ArticleNeighbours article={article} />
        </article>
      </ReadingColumns>
    </>
  )
}
