// Layout of the feature detail MDX pages: breadcrumb, hero with the illustration and the command badge, body, closing call to action.
import type { ReactNode } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { OutlineDisclosure, ReadingColumns } from '../components/reading/page-outline.tsx'
import { StaffEditLink } from '../components/reading/staff-edit-link.tsx'
import { sourceEditUrl } from '../shared/site-settings.ts'
import { cmsBackend } from '../site.config.ts'
import { Badge } from '../components/ui/badge.tsx'
import { CallToActionBand } from '../components/ui/call-to-action-band.tsx'
import { deneme } from '../generated/data/facts.ts'
import { pageMeta } from '../lib/meta.ts'
import type { OutlineEntry } from '../shared/heading-ids.ts'
import type { FeatureFrontmatter } from '../shared/content-schema.ts'
import { detailPages } from '../generated/data/features.ts'

/** The page's picture: its card's on /features (features.yaml, edited in the editor), else its own frontmatter's. */
export function featureImage(
  frontmatter: Pick<FeatureFrontmatter, 'image' | 'imageAlt'>,
  path: string,
): { src: string; alt: string } | undefined {
  const card = detailPages.find((page) => page.href === path)
  if (card) return { src: card.image, alt: card.imageAlt }
  return frontmatter.image ? { src: frontmatter.image, alt: frontmatter.imageAlt ?? '' } : undefined
}

export function contentMeta(frontmatter: { title: string; description: string }, path: string) {
  return pageMeta({
    ...frontmatter,
    path,
    markdown: true,
    breadcrumb: [{ label: 'Özellikler', href: '/features' }, { label: frontmatter.title }],
  })
}

export function FeatureLayout({
  frontmatter,
  path,
  outline,
  children,
}: {
  frontmatter: FeatureFrontmatter
  path: string
  /** "Bu sayfada": the page's ## / ### headings, from the content build. */
  outline: readonly OutlineEntry[]
  children: ReactNode
}) {
  // Staff edit the page's file on the Git host (README, "The browser editor").
  const editUrl = sourceEditUrl(cmsBackend, `content${path}.mdx`)
  const image = featureImage(frontmatter, path)
  return (
    <>
      <Breadcrumb items={[{ label: 'Özellikler', href: '/features' }, { label: frontmatter.title }]} />
      <PageHero
        eyebrow={frontmatter.eyebrow}
        title={frontmatter.title}
        lead={frontmatter.lead}
        actions={[
          { label: 'Ücretsiz Deneyin', href: '/download' },
          { label: 'Tüm Özellikler', href: '/features' },
        ]}
        image={image && { ...image, width: 640, height: 400 }}
      >
        {frontmatter.command && (
          <p className="mt-6 flex items-center gap-2 text-sm text-muted">
            Komut:{' '}
            <Badge variant="secondary" className="font-mono">
              {frontmatter.command}
            </Badge>
          </p>
        )}
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
      <CallToActionBand
        headingId="deneme-baslik"
        title={`Rhino 8'i ${deneme.gun} gün ücretsiz deneyin`}
        text="Tüm özellikler açık, ticari kullanım serbest; kredi kartı gerekmez."
        actions={[
          { label: 'Ücretsiz Deneyin', href: '/download' },
          { label: 'Tüm Özellikler', href: '/features' },
        ]}
        // The reading column above ends with its own padding: a second band of space read as a gap before the band.
        className="pt-0 sm:pt-0 print:hidden"
      />
    </>
  )
}
