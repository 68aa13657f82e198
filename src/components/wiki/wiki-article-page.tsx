// A wiki article as its page shows it (breadcrumb, facts, contents, body, previous/next): rendered to HTML at build
// time by src/pages/wiki-article.tsx, and live in the browser editor's preview (src/admin/wiki-preview.tsx). The body
// (introduction, 'Konular' and the sections) is HTML made by the content step (src/shared/content/wiki-article.ts).
import { ArrowLeft, ClipboardCopy } from 'lucide-react'
import type { ReactNode } from 'react'
import { wikiArticleTrail, wikiCategoryTitle } from '../../data/wiki-categories.ts'
import { markdownCopyPath } from '../../shared/markdown-copy-path.ts'
import { wikiCategoryPath } from '../../shared/wiki-paths.ts'
import type { WikiArticle } from '../../shared/wiki-types.ts'
import { Breadcrumb } from '../layout/breadcrumb.tsx'
import { ArticleFacts } from '../reading/article-facts.tsx'
import { OutlineDisclosure, ReadingColumns } from '../reading/page-outline.tsx'
import { Button, ButtonLink } from '../ui/button.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { ArticleNeighbours } from './article-neighbours.tsx'
import { ArticleSidebar, ArticleSidebarDisclosure } from './article-sidebar.tsx'

/** `body`: the article's body HTML (made by the content step). */
export function WikiArticlePageView({ article, body }: { article: WikiArticle; body: ReactNode }) {
  // 'Kategori:' leads to the parent article when there is one (the SPEC's rule), otherwise to the category page; the
  // breadcrumb keeps both levels.
  const category = article.parent
    ? { label: article.parent.title, href: `/wiki/${article.parent.slug}` }
    : { label: wikiCategoryTitle(article.category), href: wikiCategoryPath(article.category) }
  // The category's articles beside the text (none in the editor's preview, which renders without them).
  const sidebar = article.sidebar && {
    sidebar: article.sidebar,
    category: article.category,
    current: article.slug,
  }
  return (
    <>
      <Breadcrumb items={wikiArticleTrail(article)} />
      <ReadingColumns
        outline={article.outline}
        sidebar={sidebar && <ArticleSidebar {...sidebar} />}
        className={sidebar ? 'py-10' : 'max-w-4xl py-10'}
      >
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
            {/* Invisible until the page's script runs (use-markdown-copy.ts): without it the button could do nothing. It
                keeps its place meanwhile, so showing it moves nothing (on a phone it has a line of its own). */}
            <Button
              variant="secondary"
              size="small"
              data-copy-markdown={markdownCopyPath(`/wiki/${article.slug}`)}
              className="invisible sm:ml-auto"
            >
              <ClipboardCopy aria-hidden="true" className="size-4" />
              Sayfayı Markdown olarak kopyala
            </Button>
          </div>
          <h1 className="mt-8 text-4xl font-bold tracking-tight text-balance">{article.title}</h1>
          <p className="mt-3 text-lg text-muted">{article.description}</p>
          <ArticleFacts lastUpdated={article.lastUpdated} readingMinutes={article.readingMinutes} />
          <div className="mt-8 space-y-3 empty:hidden">
            {sidebar && <ArticleSidebarDisclosure {...sidebar} />}
            <OutlineDisclosure outline={article.outline} />
          </div>
          {body}
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
