// Build time only (the /wiki loader): a wiki article rendered to HTML with the same component the browser loads lazily.
import { WikiArticleView } from '../components/wiki/wiki-article-view'
import type { WikiArticleFile } from '../shared/wiki-types'
import { renderStatic } from './render-static.server'

export function renderWikiArticle(article: WikiArticleFile, path: string): string {
  return renderStatic(<WikiArticleView article={article} />, path)
}
