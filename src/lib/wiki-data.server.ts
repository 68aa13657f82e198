// Pre-render only (Node): the generated wiki files on disk. Never part of the browser bundle.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { WikiArticleFile, WikiCategoryList } from '../shared/wiki-types'

/** The folder the content step writes what the browser fetches from /_data/ (served there by dev and copied by the build). */
const dataDir = () => path.join(process.cwd(), 'generated', '_data')
const wikiFile = (name: string) => path.join(dataDir(), 'wiki', `${name}.json`)

/** Pre-render (Node): reads a generated JSON file under /_data/wiki. */
export async function readWikiFile<T extends WikiArticleFile | WikiCategoryList[]>(
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

/** Pre-render (Node): an article's body, the HTML the content step wrote beside its data, or null when it has none. */
export async function readWikiBody(slug: string): Promise<string | null> {
  if (!/^[a-z0-9-]+$/.test(slug)) return null
  try {
    return await readFile(path.join(dataDir(), 'wiki', `${slug}.html`), 'utf8')
  } catch {
    return null
  }
}
