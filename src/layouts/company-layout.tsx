// Layout of the company MDX pages (/kurumsal, /kvkk, /cerezler): breadcrumb, hero with the last change, reading column.
import type { ReactNode } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { LastUpdatedLine } from '../components/reading/article-facts.tsx'
import { OutlineDisclosure, ReadingColumns } from '../components/reading/page-outline.tsx'
import { pageMeta } from '../lib/meta.ts'
import type { CompanyFrontmatter } from '../shared/content-schema.ts'
import type { OutlineEntry } from '../shared/heading-ids.ts'

export function contentMeta(frontmatter: { title: string; description: string }, path: string) {
  return pageMeta({ ...frontmatter, path, markdown: true, breadcrumb: [{ label: frontmatter.title }] })
}

export function CompanyLayout({
  frontmatter,
  outline,
  children,
}: {
  frontmatter: CompanyFrontmatter
  path: string
  /** "Bu sayfada": the page's ## / ### headings, from the content build. */
  outline: readonly OutlineEntry[]
  children: ReactNode
}) {
  return (
    <>
      <Breadcrumb items={[{ label: frontmatter.title }]} />
      <PageHero eyebrow={frontmatter.eyebrow} title={frontmatter.title} lead={frontmatter.lead}>
        {frontmatter.lastUpdated && <LastUpdatedLine date={frontmatter.lastUpdated} />}
      </PageHero>
      <ReadingColumns outline={outline} className="max-w-5xl py-12">
        <OutlineDisclosure outline={outline} className="mb-10" />
        <article className="prose-content">{children}</article>
      </ReadingColumns>
    </>
  )
}
