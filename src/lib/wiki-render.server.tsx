// Build time only (the /wiki loader): a wiki article rendered to HTML with the same component the browser loads lazily.
import { WikiArticleView } from '../components/wiki/wiki-article-view.tsx'
import type { WikiArticleFile } from '../shared/wiki-types.ts'
import { renderStatic } from './prerender.server.tsx'

export function renderWikiArticle(article: WikiArticleFile, path: string): string {
  return renderStatic(<WikiArticleView article={article} />, path)
}
