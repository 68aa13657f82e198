// Pre-render only (Node): the generated wiki files on disk. Never part of the browser bundle.
import { readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { WikiArticleFile, WikiCategoryList } from '../shared/wiki-types'
import { WIKI_DATA_URL } from './wiki-data'

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

/**
 * Pre-render (Node): a page fragment's HTML by its address (the FragmentSourceProvider of src/entry.server.tsx), or
 * undefined for an address that is not a wiki article's fragment or has no file.
 */
export function readFragmentFile(url: string): string | undefined {
  const name = new RegExp(`^${WIKI_DATA_URL}/([a-z0-9-]+)\\.html$`).exec(url)?.[1]
  if (!name) return undefined
  try {
    return readFileSync(path.join(dataDir(), 'wiki', `${name}.html`), 'utf8')
  } catch {
    return undefined
  }
}
