// Build time: results made from parsed documents after the per-file step (an article's HTML, a page's Markdown copy),
// kept in the build cache (scripts/lib/build-cache.ts) under a key of everything they are made from: the document as
// it stands when they are made (serialised whole, so glossary marks and rewritten links count), what else the maker
// reads, and the code that made them.
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { eachLimited, PARALLEL_FILES } from '../each-limited.ts'
import { cacheKey, pruneCache, writeCacheEntry } from '../lib/build-cache.ts'
import type { ParsedDocument } from '../../src/shared/content/parse.ts'
import { renderWikiArticle, type RenderedWikiArticle } from '../../src/shared/content/wiki-article.ts'
import { bySlug, wikiArticleInputs, type LastChangedDays } from './transform.ts'

/** The project whose code makes the results: the content root may be another folder (a fixture, a copy). */
const CODE_ROOT = path.resolve(import.meta.dirname, '..', '..')

/**
 * The code a derived result may depend on: the shared modules, the data modules, the content step, the AI copies and
 * the build cache itself, the installed packages (lock files) and Node's version. A change to any of them changes
 * every key.
 */
const CODE = [
  'src/shared',
  'src/data',
  'scripts/content',
  'scripts/ai-copies.ts',
  'scripts/each-limited.ts',
  'scripts/lib/build-cache.ts',
  'package-lock.json',
  'node_modules/.package-lock.json',
]

async function filesOf(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry)
  const entries = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => undefined)
  if (!entries) return [entry]
  return entries
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)).split(path.sep).join('/'))
}

/** A key of the code in `entries` (files, or folders read whole) under `root`, with Node's version. */
export async function codeKey(root: string, entries: readonly string[]): Promise<string> {
  const names = (await Promise.all(entries.map((entry) => filesOf(root, entry)))).flat().sort()
  const parts = await Promise.all(
    names.map(async (name) => [name, await readFile(path.join(root, name)).catch(() => '')] as const),
  )
  return cacheKey('code 1', process.version, ...parts.flat())
}

let derivedCode: Promise<string> | undefined

/** codeKey of the code every derived result may depend on (CODE), read once per process. */
export function derivedCodeKey(): Promise<string> {
  derivedCode ??= codeKey(CODE_ROOT, CODE)
  return derivedCode
}

/**
 * A key of a document (or any value) as it is now: a hash of its structured serialisation, which records every
 * property, nested, in order. Undefined for a value that cannot be serialised (it is then never cached). The bytes
 * also record how V8 holds an array (packed or holey), so an equal value built another way may get another key:
 * that costs a cache miss, never a wrong result. The build's documents come from the same code (and from the parse
 * cache's bytes) every time.
 */
export function valueKey(value: unknown): string | undefined {
  try {
    return cacheKey(serialize(value))
  } catch {
    return undefined
  }
}

/** One folder of the build cache: entries named by their key and the code key, and the ones not asked for removed. */
export class CacheFolder {
  private readonly used = new Set<string>()
  private readonly folder: string
  private readonly code: string

  private constructor(folder: string, code: string) {
    this.folder = folder
    this.code = code
  }

  /** `<cacheDir>/<name>/`, or undefined without `cacheDir` (BUILD_CACHE=0). */
  static async open(cacheDir: string | undefined, name: string): Promise<CacheFolder | undefined> {
    return cacheDir
      ? new CacheFolder(path.join(cacheDir, name), cacheKey(name, await derivedCodeKey()))
      : undefined
  }

  private entry(key: string): string {
    const name = `${cacheKey(this.code, key)}.bin`
    this.used.add(name)
    return path.join(this.folder, name)
  }

  /** The value kept under `key`, or undefined. Read synchronously, as the cache writes (scripts/lib/build-cache.ts). */
  read<Value>(key: string): Promise<Value | undefined> {
    let bytes: Buffer
    try {
      bytes = readFileSync(this.entry(key))
    } catch {
      return Promise.resolve(undefined)
    }
    return Promise.resolve(deserialize(bytes) as Value)
  }

  /** Keeps serialised bytes under `key`. */
  write(key: string, bytes: Uint8Array): Promise<void> {
    return writeCacheEntry(this.entry(key), bytes)
  }

  /** Removes the entries this build did not read or write. */
  async prune(): Promise<void> {
    await pruneCache(this.folder, this.used)
  }
}

export interface CachedItem<Result> {
  /** Everything the result depends on besides the code (derivedCodeKey is added); undefined: never cached. */
  key: string | undefined
  make: () => Result
}

/**
 * Each item's result: read from `<cacheDir>/<name>/` when an earlier build made it under the same key, else made
 * (and kept there). In the items' order; the entries of `<cacheDir>/<name>/` no item used are removed. Without
 * `cacheDir` (BUILD_CACHE=0), everything is made.
 */
export async function mapCached<Result>(
  cacheDir: string | undefined,
  name: string,
  items: readonly CachedItem<Result>[],
): Promise<{ results: Result[]; cached: number }> {
  const cache = await CacheFolder.open(cacheDir, name)
  const results = new Array<Result>(items.length)
  const found = new Array<boolean>(items.length).fill(false)
  let cached = 0
  await eachLimited(items.keys(), PARALLEL_FILES, async (index) => {
    const key = items[index]!.key
    if (!cache || key === undefined) return
    const value = await cache.read<Result>(key)
    if (value === undefined) return
    results[index] = value
    found[index] = true
    cached += 1
  })
  const writes: Promise<void>[] = []
  for (const [index, { key, make }] of items.entries()) {
    if (found[index]) continue
    if (!cache || key === undefined) {
      results[index] = make()
      continue
    }
    // Results are plain data (strings, objects, arrays), which a cached entry gives back as they were made.
    results[index] = make()
    writes.push(cache.write(key, serialize(results[index])))
  }
  await Promise.all(writes)
  await cache?.prune()
  return { results, cached }
}

/**
 * toWikiArticles with the build cache: an article whose document and context are unchanged since an earlier build is
 * read from `<cacheDir>/articles/` instead of being rendered. The set of every slug (list items link to the articles
 * they name) is keyed once: adding, removing or renaming an article renders every article again.
 */
export async function cachedWikiArticles(
  documents: readonly ParsedDocument[],
  days: LastChangedDays,
  cacheDir: string | undefined,
): Promise<{ rendered: RenderedWikiArticle[]; cached: number }> {
  const inputs = wikiArticleInputs(documents, days)
  const slugs = cacheDir ? valueKey([...(inputs[0]?.context.slugs ?? [])].sort()) : undefined
  const { results, cached } = await mapCached(
    cacheDir,
    'articles',
    inputs.map(({ document, context }) => {
      const own =
        cacheDir && slugs !== undefined ? valueKey([document, { ...context, slugs: undefined }]) : undefined
      return {
        key: own === undefined ? undefined : cacheKey(slugs!, own),
        make: () => renderWikiArticle(document, context),
      }
    }),
  )
  return { rendered: results.sort(bySlug), cached }
}
