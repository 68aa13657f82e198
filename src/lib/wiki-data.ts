// Loads wiki data: from the generated files on disk at pre-render time, through the fetch helper in the browser.
import type { WikiArticle, WikiCategoryList } from '../shared/wiki-types'
import { fetchJson } from './fetch-json'

export const WIKI_DATA_URL = '/_data/wiki'

const cache = new Map<string, Promise<WikiArticle | null>>()

/** Browser: one article by slug, or null when it does not exist. Cached per page view. */
export function fetchWikiArticle(slug: string): Promise<WikiArticle | null> {
  if (!/^[a-z0-9-]+$/.test(slug)) return Promise.resolve(null)
  let pending = cache.get(slug)
  if (!pending) {
    pending = fetchJson<WikiArticle>([WIKI_DATA_URL, `${slug}.json`]).catch((error: unknown) => {
      cache.delete(slug)
      if (error instanceof Error && error.message.startsWith('404')) return null
      throw error
    })
    cache.set(slug, pending)
  }
  return pending
}

/** Pre-render (Node): reads a generated JSON file under public/_data/wiki. */
export async function readWikiFile<T extends WikiArticle | WikiCategoryList[]>(
  name: string,
): Promise<T | null> {
  const { readFile } = await import('node:fs/promises')
  const path = await import('node:path')
  try {
    return JSON.parse(
      await readFile(path.join(process.cwd(), 'public', '_data', 'wiki', `${name}.json`), 'utf8'),
    ) as T
  } catch {
    return null
  }
}
