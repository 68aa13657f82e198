// Addresses in the wiki that browser code needs without the category list itself (titles, descriptions). Pure.
import type { WikiCategoryId } from './content-schema.ts'

/** Address of a category page: page 1 has no number (`/wiki/kategori/<id>`), later pages add it (`…/2`). */
export function wikiCategoryPath(id: WikiCategoryId, page = 1): string {
  return page > 1 ? `/wiki/kategori/${id}/${page}` : `/wiki/kategori/${id}`
}

/** The article the wiki browser opens with. */
export const DEFAULT_WIKI_ARTICLE = 'command-list'
