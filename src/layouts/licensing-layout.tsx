// Layout of the licensing MDX pages (methods, Cloud Zoo, LAN Zoo, EULA): breadcrumb, hero and reading column.
import type { ReactNode } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb'
import { PageHero } from '../components/layout/page-hero'
import { pageMeta } from '../lib/meta'
import type { LicensingFrontmatter } from '../shared/content-schema'
import type { BreadcrumbItem } from '../shared/route-manifest'

export function licensingTrail(path: string, label: string): BreadcrumbItem[] {
  return path === '/licensing/methods'
    ? [{ label: 'Lisanslama' }]
    : [{ label: 'Lisanslama', href: '/licensing/methods' }, { label }]
}

export function contentMeta(
  frontmatter: { title: string; description: string; breadcrumb: string },
  path: string,
) {
  return pageMeta({ ...frontmatter, path, breadcrumb: licensingTrail(path, frontmatter.breadcrumb) })
}

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export function LicensingLayout({
  frontmatter,
  path,
  children,
}: {
  frontmatter: LicensingFrontmatter
  path: string
  children: ReactNode
}) {
  return (
    <>
      <Breadcrumb items={licensingTrail(path, frontmatter.breadcrumb)} />
      <PageHero
        eyebrow="Lisanslama"
        title={frontmatter.title}
        lead={frontmatter.lead}
        actions={frontmatter.actions}
      >
        {frontmatter.lastUpdated && (
          <p className="mt-4 text-sm text-muted">
            Son güncelleme:{' '}
            <time dateTime={frontmatter.lastUpdated}>
              {dateFormat.format(new Date(frontmatter.lastUpdated))}
            </time>
          </p>
        )}
      </PageHero>
      <article className="prose-content mx-auto px-4 py-12 sm:px-6">{children}</article>
    </>
  )
}
