// The end of a wiki article: "Bu sayfayı düzenle" (staff only) and the previous / next article in the category's order.
// Build time.
import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { WikiArticle, WikiArticleLink } from '../../shared/wiki-types.ts'
import { wikiEditUrl } from '../../site.config.ts'
import { StaffEditLink } from '../reading/staff-edit-link.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

function NeighbourLink({ link, direction }: { link: WikiArticleLink; direction: 'previous' | 'next' }) {
  const next = direction === 'next'
  return (
    <SmartLink
      href={`/wiki/${link.slug}`}
      rel={next ? 'next' : 'prev'}
      className={`group flex min-h-11 flex-col gap-1 rounded-card border border-line p-4 transition-colors hover:border-accent ${next ? 'items-end text-right sm:col-start-2' : ''}`}
    >
      <span className="flex items-center gap-1 text-sm text-muted">
        {!next && <ArrowLeft aria-hidden="true" className="size-4" />}
        {next ? 'Sonraki' : 'Önceki'}
        {next && <ArrowRight aria-hidden="true" className="size-4" />}
      </span>
      <span className="font-semibold text-accent group-hover:underline">{link.title}</span>
    </SmartLink>
  )
}

export function ArticleNeighbours({ article }: { article: WikiArticle }) {
  return (
    <footer className="mt-12 border-t border-line pt-8 print:hidden">
      <StaffEditLink href={wikiEditUrl(article.fileName)} />
      {(article.previous || article.next) && (
        <nav aria-label="Önceki ve sonraki makaleler" className="mt-6 grid gap-4 sm:grid-cols-2">
          {article.previous && <NeighbourLink link={article.previous} direction="previous" />}
          {article.next && <NeighbourLink link={article.next} direction="next" />}
        </nav>
      )}
    </footer>
  )
}
