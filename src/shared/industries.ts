// The five sector pages (/for/<slug>) and their breadcrumb trail; shared by the pages, the schema and the manifest. Pure.
import type { BreadcrumbItem } from './route-manifest.ts'

/** The five sector pages; content/data/industries/ has one file per slug. Lets the browser answer an unknown /for/... at once. */
export const INDUSTRY_SLUGS = ['architecture', 'marine', 'jewelry', 'landscape', 'education'] as const
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number]

/** Breadcrumb trail of a sector page; the route manifest (scripts/content/index.ts) builds the same trail. */
export function industryBreadcrumb(industry: { breadcrumbLabel: string }): BreadcrumbItem[] {
  return [{ label: 'Sektörler', href: '/#sektorler' }, { label: industry.breadcrumbLabel }]
}
