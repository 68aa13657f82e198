// Pre-render only (Node): the generated wiki files on disk. Never part of the browser bundle.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../shared/route-manifest.ts'
import type { WikiArticleFile, WikiCategoryList } from '../shared/wiki-types.ts'

/**
 * The pre-rendering (scripts/prerender/react-router.ts) records which files each page read, so that a page none of whose
 * files changed is taken from the build cache. It puts a set for the page being rendered in an AsyncLocalStorage
 * under this global name; in the dev server there is none, and nothing is recorded.
 */
const PAGE_READS = Symbol.for('rhino-turkiye.page-reads')

/** Notes that the page being pre-rendered depends on `file` (read, or looked for and missing). */
function dependsOn(file: string): void {
  const store = (globalThis as { [PAGE_READS]?: { getStore: () => Set<string> | undefined } })[PAGE_READS]
  store?.getStore()?.add(path.relative(process.cwd(), file))
}

/** The folder the content step writes what the browser fetches from /_data/ (served there by dev and copied by the build). */
const dataDir = () => path.join(process.cwd(), 'generated', '_data')
const wikiFile = (name: string) => path.join(dataDir(), 'wiki', `${name}.json`)

/** The text of a generated file, or null when it is missing (read synchronously, as all build code: ARCHITECTURE.md). */
function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Pre-render (Node): reads a generated JSON file under /_data/wiki. */
export function readWikiFile<T extends WikiArticleFile | WikiCategoryList[]>(
  name: string,
): Promise<T | null> {
  dependsOn(wikiFile(name))
  const text = readText(wikiFile(name))
  try {
    return Promise.resolve(text === null ? null : (JSON.parse(text) as T))
  } catch {
    return Promise.resolve(null)
  }
}

let indexCache: { modified: number; lists: Promise<WikiCategoryList[]> } | undefined

/**
 * Pre-render (Node): every category's article list (index.json). /wiki and each category page read it, so it is
 * parsed once per build (again when the file changes, as in the dev server), not once per page.
 */
export function readWikiIndex(): Promise<WikiCategoryList[]> {
  dependsOn(wikiFile('index'))
  let modified = -1
  try {
    modified = statSync(wikiFile('index')).mtimeMs
  } catch {
    // Missing: read (and cached) as an empty list.
  }
  if (indexCache?.modified !== modified) {
    indexCache = {
      modified,
      lists: readWikiFile<WikiCategoryList[]>('index').then((lists) => lists ?? []),
    }
  }
  return indexCache.lists
}

/** Pre-render (Node): an article's body, the HTML the content step wrote beside its data, or null when it has none. */
export function readWikiBody(slug: string): Promise<string | null> {
  if (!/^[a-z0-9-]+$/.test(slug)) return Promise.resolve(null)
  const file = path.join(dataDir(), 'wiki', `${slug}.html`)
  dependsOn(file)
  return Promise.resolve(readText(file))
}

/**
 * Pre-render (Node): every page's address and title, from the route manifest the content step wrote. Read here, not
 * imported: imported, it would put every article's data into the server bundle, which then changed with every edit
 * and could not be reused from the build cache.
 */
export function readPageTitles(): Promise<Record<string, string>> {
  const file = path.join(process.cwd(), 'src', 'generated', 'manifest.json')
  dependsOn(file)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as RouteEntry[]
  return Promise.resolve(Object.fromEntries(manifest.map((route) => [route.path, route.title])))
}
