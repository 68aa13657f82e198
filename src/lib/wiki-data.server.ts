// Pre-render only (Node): the generated wiki files on disk. Never part of the browser bundle.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { WikiArticle, WikiCategoryList } from '../shared/wiki-types'

const wikiFile = (name: string) => path.join(process.cwd(), 'public', '_data', 'wiki', `${name}.json`)

/** Pre-render (Node): reads a generated JSON file under public/_data/wiki. */
export async function readWikiFile<T extends WikiArticle | WikiCategoryList[]>(
  name: string,
): Promise<T | null> {
  try {
    return JSON.parse(await readFile(wikiFile(name), 'utf8')) as T
  } catch {
    return null
  }
}

let indexCache: { modified: number; lists: Promise<WikiCategoryList[]> } | undefined

/**
 * Pre-render (Node): every category's article list (index.json). /wiki and each category page read it, so it is
 * parsed once per build (again when the file changes, as in the dev server), not once per page.
 */
export async function readWikiIndex(): Promise<WikiCategoryList[]> {
  const modified = await stat(wikiFile('index')).then(
    (stats) => stats.mtimeMs,
    () => -1,
  )
  if (indexCache?.modified !== modified) {
    indexCache = {
      modified,
      lists: readWikiFile<WikiCategoryList[]>('index').then((lists) => lists ?? []),
    }
  }
  return indexCache.lists
}
