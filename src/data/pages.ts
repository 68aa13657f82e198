// Metadata of the hand-built (TSX) pages (content/data/pages.yaml): title, description, breadcrumb, #anchors. Build.
import { pages } from '../generated/data/pages.ts'
import type { StaticPage } from '../shared/schemas/pages.ts'

export type { StaticPage } from '../shared/schemas/pages.ts'

/** The home page's title (tests compare the document title with it). */
export const HOME_TITLE = pages.find((page) => page.path === '/')?.title ?? ''

/** A hand-built page's entry; throws for a path missing from the table (build time: loaders). */
export function staticPage(path: string): StaticPage {
  const page = pages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No page metadata for ${path} in content/data/pages.yaml`)
  return page
}
