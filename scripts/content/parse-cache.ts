// Build time: parseSource over every content file, with the build cache (scripts/lib/build-cache.ts) and, when many
// files are left to parse, on the worker pool (scripts/lib/pool.ts). The results are the same, in the same order, as
// `sources.map(parseSource)` (an MDX file's as plain data, see plainData), whatever was cached and however many workers
// ran.
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { parseSource, type SourceFile } from '../../src/shared/content/parse.ts'
import { eachLimited } from '../each-limited.ts'
import { cacheKey, pruneCache, writeCacheEntry } from '../lib/build-cache.ts'
import type { ParseInput } from './parse-task.ts'

type Parsed = ReturnType<typeof parseSource>

const PARSE_TASK = path.join(import.meta.dirname, 'parse-task.ts')

/**
 * Below this many files to parse, the workers' start-up (loading the parser and the schemas, about a second each)
 * costs more than it saves.
 */
export const MIN_FILES_FOR_WORKERS = 200

/** MIN_FILES_FOR_WORKERS, or BUILD_POOL_MIN_FILES when set (tests put a small site's files on the pool with 1). */
function minFilesForWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.BUILD_POOL_MIN_FILES)
  return Number.isInteger(wanted) && wanted > 0 ? wanted : MIN_FILES_FOR_WORKERS
}

/**
 * A Markdown file's result is plain data, which survives serialisation unchanged. An MDX tree also holds the
 * JavaScript parser's node objects (the estree of imports and attribute expressions), which come back as plain
 * objects with the same fields; nothing after the parse reads them (the pages are compiled from the files), and an
 * MDX result always goes through serialisation, cached or not, so every build hands on the same plain objects.
 */
const plainData = (source: SourceFile, parsed: Parsed): Parsed =>
  source.extension === '.mdx' ? (deserialize(serialize(parsed)) as Parsed) : parsed

/** The project whose code parses: the content root may be another folder (a fixture, a copy) without any code. */
const CODE_ROOT = path.resolve(import.meta.dirname, '..', '..')

/** Everything besides the file itself that a parse result depends on: the parser's code and packages, Node's version. */
export async function parserCodeKey(root = CODE_ROOT): Promise<string> {
  const shared = path.join(root, 'src', 'shared')
  const names = (await readdir(shared, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
  const parts = await Promise.all(
    [
      ...names,
      path.join('scripts', 'content', 'parse-task.ts'),
      'package-lock.json',
      path.join('node_modules', '.package-lock.json'),
    ].map(async (name) => [name, await readFile(path.join(root, name)).catch(() => '')] as const),
  )
  return cacheKey('parser 1', process.version, ...parts.flat())
}

/**
 * Parses every source. With `cacheDir`, a Markdown or MDX file whose text, path and parser code are unchanged since an
 * earlier build is read from `<cacheDir>/parsed/` instead, and the entries this run did not use are removed.
 */
export async function parseSources(
  root: string,
  sources: readonly SourceFile[],
  options: { cacheDir?: string; workers?: number; minFilesForWorkers?: number } = {},
): Promise<{ results: Parsed[]; cached: number; workers: number }> {
  const folder = options.cacheDir && path.join(options.cacheDir, 'parsed')
  const code = folder ? await parserCodeKey() : ''
  const entryOf = (source: SourceFile) =>
    folder
      ? `${cacheKey(code, source.file, source.kind, source.name, source.extension, source.raw)}.bin`
      : undefined
  const entries = sources.map(entryOf)
  const results: Parsed[] = new Array<Parsed>(sources.length)
  let cached = 0
  // Read synchronously, as the cache writes (scripts/lib/build-cache.ts).
  for (const index of sources.keys()) {
    const entry = entries[index]
    if (!folder || !entry) continue
    let bytes: Buffer
    try {
      bytes = readFileSync(path.join(folder, entry))
    } catch {
      continue
    }
    results[index] = deserialize(bytes) as Parsed
    cached += 1
  }
  const left = [...sources.keys()].filter((index) => results[index] === undefined)
  const onWorkers = left
  // Only callers that ask for workers get them (the build does): the dev server runs this inside Vite's config
  // loader, where the pool cannot start.
  const size = options.workers ?? 1
  let workers = 0
  if (onWorkers.length >= (options.minFilesForWorkers ?? minFilesForWorkers()) && size > 1) {
    // Loaded only here: this module is in vite.config.ts's imports (the dev server's content plugin), where Vite's
    // config loader cannot run the pool's module (import.meta.resolve).
    const { createPool } = await import('../lib/pool.ts')
    const pool = createPool<ParseInput, Uint8Array>(PARSE_TASK, size)
    workers = size
    try {
      await eachLimited(onWorkers, size * 4, async (index) => {
        const entry = entries[index]
        const bytes = await pool.run({ source: sources[index]! })
        // Written here, by one thread: two threads creating files in the same folder at once spend most of their time
        // waiting on the folder's lock (on the build machine, 2,000 files from two threads took 1.9–2.2 s of CPU time,
        // 1,000 from one 0.3 s).
        if (folder && entry) await writeCacheEntry(path.join(folder, entry), bytes)
        results[index] = deserialize(bytes) as Parsed
      })
    } finally {
      await pool.close()
    }
  }
  for (const index of left) {
    if (results[index] !== undefined) continue
    const source = sources[index]!
    const entry = entries[index]
    if (folder && entry) {
      // Through the same bytes as a cached entry, so a first build sees exactly what a later one reads.
      const bytes = serialize(parseSource(source))
      await writeCacheEntry(path.join(folder, entry), bytes)
      results[index] = deserialize(bytes) as Parsed
    } else {
      results[index] = plainData(source, parseSource(source))
    }
  }
  if (folder) await pruneCache(folder, new Set(entries.filter((entry) => entry !== undefined)))
  return { results, cached, workers }
}
