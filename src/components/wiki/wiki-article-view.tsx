// The wiki browser's article view: title, description, introduction, 'Öne Çıkanlar' sections (multi-open) and the original-wiki button.
import { ChevronDown } from 'lucide-react'
import type { WikiArticle } from '../../shared/wiki-types'
import { ButtonLink } from '../ui/button'
import { RichContent } from '../ui/rich-content'
import { SectionSourceLink } from './section-source-link'
import { WikiBlocks } from './wiki-blocks'

/** `mathStylesheet`: URL of the formulas' stylesheet (loader data), linked when the article has formulas. */
export function WikiArticleView({
  article,
  mathStylesheet,
}: {
  article: WikiArticle
  mathStylesheet?: string
}) {
  return (
    <article aria-labelledby="wiki-article-title">
      {article.math && mathStylesheet && <link rel="stylesheet" href={mathStylesheet} precedence="math" />}
      <h2 id="wiki-article-title" className="text-3xl font-bold tracking-tight text-balance">
        {article.title}
      </h2>
      <p className="mt-2 text-lg text-muted">{article.description}</p>
      <div className="prose-content mt-6">
        <RichContent nodes={article.intro} />
      </div>
      <h3 className="mt-10 text-xl font-bold">Öne Çıkanlar</h3>
      <div className="mt-4 space-y-3">
        {article.sections.map((section) => (
          <div key={section.id} className="relative rounded-card border border-line bg-raised">
            <details className="group" id={section.id}>
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-card px-5 py-3 pr-24 font-semibold hover:text-accent [&::-webkit-details-marker]:hidden">
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
                {section.title}
              </summary>
              <div className="space-y-4 border-t border-line px-5 py-4 leading-relaxed">
                <WikiBlocks blocks={section.blocks} crossLinks />
              </div>
            </details>
            <SectionSourceLink
              section={section}
              className="absolute top-1.5 right-3 inline-flex size-11 items-center justify-center rounded-button text-accent hover:bg-surface"
            />
          </div>
        ))}
      </div>
      {article.externalUrl && (
        <ButtonLink href={article.externalUrl} className="mt-8">
          Orijinal McNeel Wiki'ye Git
        </ButtonLink>
      )}
    </article>
  )
}
