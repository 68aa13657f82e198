// Loads wiki data in the browser through the fetch helper (pre-rendering reads the files: prerender.server.tsx).
import type { WikiArticleFile, WikiCategoryList } from '../shared/wiki-types.ts'
import { fetchJson } from './fetch-json.ts'

export const WIKI_DATA_URL = '/_data/wiki'

const cache = new Map<string, Promise<WikiArticleFile | null>>()

/** Browser: one article (with its /wiki view) by slug, or null when it does not exist. Cached per page view. */
export function fetchWikiArticle(slug: string): Promise<WikiArticleFile | null> {
  if (!/^[a-z0-9-]+$/.test(slug)) return Promise.resolve(null)
  let pending = cache.get(slug)
  if (!pending) {
    pending = fetchJson<WikiArticleFile>([WIKI_DATA_URL, `${slug}.json`]).catch((error: unknown) => {
      cache.delete(slug)
      if (error instanceof Error && error.message.startsWith('404')) return null
      throw error
    })
    cache.set(slug, pending)
  }
  return pending
}

let indexRequest: Promise<WikiCategoryList[]> | null = null

/**
 * Browser: every category's complete article list (slug, title, description), for the /wiki filter; the page
 * itself only carries each category's first articles. Fetched once per page view (again after a failure).
 */
export function fetchWikiIndex(): Promise<WikiCategoryList[]> {
  indexRequest ??= fetchJson<WikiCategoryList[]>([WIKI_DATA_URL, 'index.json']).then(
    (lists) => lists ?? [],
    (error: unknown) => {
      indexRequest = null
      throw error
    },
  )
  return indexRequest
}
