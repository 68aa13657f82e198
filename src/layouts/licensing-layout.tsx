// Layout of the licensing MDX pages (methods, Cloud Zoo, LAN Zoo, EULA): breadcrumb, hero and reading column.
import type { ReactNode } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { LastUpdatedLine } from '../components/reading/article-facts.tsx'
import { OutlineDisclosure, ReadingColumns } from '../components/reading/page-outline.tsx'
import { StaffEditLink } from '../components/reading/staff-edit-link.tsx'
import { sourceEditUrl } from '../shared/site-settings.ts'
import { cmsBackend } from '../site.config.ts'
import { pageMeta } from '../lib/meta.ts'
import type { OutlineEntry } from '../shared/heading-ids.ts'
import type { LicensingFrontmatter } from '../shared/content-schema.ts'
import type { BreadcrumbItem } from '../shared/route-manifest.ts'

export function licensingTrail(path: string, label: string): BreadcrumbItem[] {
  return path === '/licensing/methods'
    ? [{ label: 'Lisanslama' }]
    : [{ label: 'Lisanslama', href: '/licensing/methods' }, { label }]
}

export function contentMeta(
  frontmatter: { title: string; description: string; breadcrumb: string },
  path: string,
) {
  return pageMeta({
    ...frontmatter,
    path,
    markdown: true,
    breadcrumb: licensingTrail(path, frontmatter.breadcrumb),
  })
}

export function LicensingLayout({
  frontmatter,
  path,
  outline,
  children,
}: {
  frontmatter: LicensingFrontmatter
  path: string
  /** "Bu sayfada": the page's ## / ### headings, from the content build. */
  outline: readonly OutlineEntry[]
  children: ReactNode
}) {
  // Staff edit the page's file on the Git host (README, "The browser editor").
  const editUrl = sourceEditUrl(cmsBackend, `content${path}.mdx`)
  return (
    <>
      <Breadcrumb items={licensingTrail(path, frontmatter.breadcrumb)} />
      <PageHero
        eyebrow="Lisanslama"
        title={frontmatter.title}
        lead={frontmatter.lead}
        actions={frontmatter.actions}
      >
        {frontmatter.lastUpdated && <LastUpdatedLine date={frontmatter.lastUpdated} />}
      </PageHero>
      <ReadingColumns outline={outline} className="max-w-5xl py-12">
        <OutlineDisclosure outline={outline} className="mb-10" />
        <article className="prose-content">{children}</article>
        {editUrl && (
          <p className="mt-10">
            <StaffEditLink href={editUrl} />
          </p>
        )}
      </ReadingColumns>
    </>
  )
}
