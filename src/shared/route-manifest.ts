// Shape of the route manifest emitted by the content build (every pre-rendered route). Pure types.

export interface BreadcrumbItem {
  label: string
  href?: string
}

export type RouteKind =
  'page' | 'wiki' | 'wiki-category' | 'feature' | 'licensing' | 'company' | 'industry' | 'gallery-project'

export interface RouteEntry {
  path: string
  title: string
  description: string
  kind: RouteKind
  /** Trail after the home icon; empty for pages without a breadcrumb bar. */
  breadcrumb: BreadcrumbItem[]
  /** Ids a link may target with #hash. */
  anchors: string[]
  /** Headings for the search documents. */
  headings: string[]
  /** The Rhino command the page is about (a feature page's `command`), for search. */
  command?: string
  /** Command names the page writes as inline code, for search. */
  keywords?: string[]
  /** False keeps the route out of the search index. */
  search: boolean
  /** Source file for content routes, relative to the project root. */
  file?: string
  /** Content routes: day of the last change (YYYY-MM-DD), the sitemap's lastmod. */
  lastModified?: string
  /** The page's own picture (its hero, project or feature image, /images/…), drawn on its social card. */
  image?: string
}
