// Page <head> metadata: title with the site suffix, description, canonical, Open Graph and JSON-LD. Build and browser.
import type { MetaDescriptor } from 'react-router'
import type { BreadcrumbItem } from '../shared/route-manifest.ts'
import { markdownCopyPath } from '../shared/markdown-copy-path.ts'
import { SOCIAL_IMAGE, socialImagePath } from '../shared/social-image.ts'
import { site, TITLE_SUFFIX } from '../site.config.ts'

export { TITLE_SUFFIX }

export function documentTitle(title: string): string {
  return `${title} | ${TITLE_SUFFIX}`
}

export function absoluteUrl(path: string): string {
  return site.origin + (path === '/' ? '/' : path)
}

export function breadcrumbJsonLd(trail: readonly BreadcrumbItem[], path: string): Record<string, unknown> {
  const items = [{ label: 'Ana Sayfa', href: '/' }, ...trail]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href ?? path),
    })),
  }
}

export interface PageMetaInput {
  title: string
  description: string
  path: string
  breadcrumb?: readonly BreadcrumbItem[]
  jsonLd?: readonly Record<string, unknown>[]
  /** The page has a Markdown copy at `<path>.md` (wiki articles, MDX pages): announced with rel="alternate". */
  markdown?: boolean
}

/** The page's social preview image (written by scripts/og/ for every route of the manifest). */
export function socialImageMeta(title: string, path: string): MetaDescriptor[] {
  return [
    { property: 'og:image', content: absoluteUrl(socialImagePath(path)) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: `${title} – ${site.name}` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

export function pageMeta({
  title,
  description,
  path,
  breadcrumb = [],
  jsonLd = [],
  markdown = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title)
  const structured = breadcrumb.length > 0 ? [...jsonLd, breadcrumbJsonLd(breadcrumb, path)] : jsonLd
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(path) },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: absoluteUrl(path) },
    { property: 'og:locale', content: 'tr_TR' },
    { property: 'og:site_name', content: site.name },
    ...socialImageMeta(title, path),
    ...(markdown
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'text/markdown',
            href: absoluteUrl(markdownCopyPath(path)),
          },
        ]
      : []),
    ...structured.map((data) => ({ 'script:ld+json': data })),
  ]
}
