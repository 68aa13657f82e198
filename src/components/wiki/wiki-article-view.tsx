// The wiki browser's article view: title, description, then the body as the content step made it for this view
// (introduction, 'Öne Çıkanlar' sections as multi-open disclosures: src/shared/content/wiki-article.ts), and the
// original-wiki button.
import type { WikiArticleFile } from '../../shared/wiki-types.ts'
import { ButtonLink } from '../ui/button.tsx'
import { ArticleHtml } from './article-html.tsx'

export function WikiArticleView({ article }: { article: WikiArticleFile }) {
  return (
    <article aria-labelledby="wiki-article-title">
      <h2 id="wiki-article-title" className="text-3xl font-bold tracking-tight text-balance">
        {article.title}
      </h2>
      <p className="mt-2 text-lg text-muted">{article.description}</p>
      <ArticleHtml html={article.view} />
      {article.externalUrl && (
        <ButtonLink href={article.externalUrl} className="mt-8">
          Orijinal McNeel Wiki'ye Git
        </ButtonLink>
      )}
    </article>
  )
}
