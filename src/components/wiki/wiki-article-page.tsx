// A wiki article as its page shows it (breadcrumb, title, introduction, sections): rendered to HTML at build time by
// src/pages/wiki-article.tsx, and live in the browser editor's preview (src/admin/wiki-preview.tsx).
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { wikiCategoryTitle } from '../../data/wiki-categories'
import type { BreadcrumbItem } from '../../shared/route-manifest'
import type { WikiArticle } from '../../shared/wiki-types'
import { Breadcrumb } from '../layout/breadcrumb'
import { ButtonLink } from '../ui/button'
import { RichContent } from '../ui/rich-content'
import { SmartLink } from '../ui/smart-link'
import { WikiBlocks } from './wiki-blocks'

export function wikiTrail(article: WikiArticle): BreadcrumbItem[] {
  return [
    { label: 'Wiki', href: '/wiki' },
    ...(article.parent ? [{ label: article.parent.title, href: `/wiki/${article.parent.slug}` }] : []),
    { label: article.title },
  ]
}

export function WikiArticlePageView({ article }: { article: WikiArticle }) {
  const category = article.parent
    ? { label: article.parent.title, href: `/wiki/${article.parent.slug}` }
    : { label: wikiCategoryTitle(article.category), href: `/wiki?makale=${article.slug}` }
  return (
    <>
      <Breadcrumb items={wikiTrail(article)} />
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
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
        <div className="prose-content mt-8">
          <RichContent nodes={article.intro} />
        </div>
        <h2 className="mt-12 text-2xl font-bold tracking-tight">Konular</h2>
        <div className="mt-6 space-y-10">
          {article.sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="max-w-[72ch] space-y-4 leading-relaxed"
            >
              <h3 id={section.id} className="flex items-center gap-2 text-xl font-semibold">
                {section.title}
                {section.link && (
                  <a
                    href={section.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-accent hover:text-accent-strong"
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">{section.title}: kaynağı yeni sekmede aç</span>
                  </a>
                )}
              </h3>
              <WikiBlocks blocks={section.blocks} crossLinks={false} />
            </section>
          ))}
        </div>
        {article.externalUrl && (
          <ButtonLink href={article.externalUrl} variant="secondary" className="mt-12">
            Orijinal McNeel Wiki'ye Git
          </ButtonLink>
        )}
      </article>
    </>
  )
}
