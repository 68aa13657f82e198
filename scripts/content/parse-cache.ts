// Build time: parseSource over every content file, with the build cache (scripts/lib/build-cache.ts): a file whose
// text, path and parser code are unchanged since an earlier build is read from `<cacheDir>/parsed/` instead of being
// parsed again. The results are the same, in the same order, as `sources.map(parseSource)` (an MDX file's as plain
// data, see plainData), whatever was cached.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { parseSource, type SourceFile } from '../../src/shared/content/parse.ts'
import { cacheKey, pruneCache, writeCacheEntry } from '../lib/build-cache.ts'

type Parsed = ReturnType<typeof parseSource>

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
export function parserCodeKey(root = CODE_ROOT): string {
  const shared = path.join(root, 'src', 'shared')
  const names = readdirSync(shared, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
  const parts = [...names, 'package-lock.json', path.join('node_modules', '.package-lock.json')].flatMap(
    (name) => {
      try {
        return [name, readFileSync(path.join(root, name))]
      } catch {
        return [name, '']
      }
    },
  )
  return cacheKey('parser 2', process.version, ...parts)
}

/** Parses every source; with `cacheDir`, through the cache, whose entries this run did not use are removed. */
export function parseSources(
  sources: readonly SourceFile[],
  cacheDir?: string,
): { results: Parsed[]; cached: number } {
  if (!cacheDir)
    return { results: sources.map((source) => plainData(source, parseSource(source))), cached: 0 }
  const folder = path.join(cacheDir, 'parsed')
  const code = parserCodeKey()
  const used = new Set<string>()
  let cached = 0
  const results = sources.map((source) => {
    const entry = `${cacheKey(code, source.file, source.kind, source.name, source.extension, source.raw)}.bin`
    used.add(entry)
    try {
      const parsed = deserialize(readFileSync(path.join(folder, entry))) as Parsed
      cached += 1
      return parsed
    } catch {
      // Not there (or unreadable): parsed, and kept through the same bytes a later build will read.
      const bytes = serialize(parseSource(source))
      writeCacheEntry(path.join(folder, entry), bytes)
      return deserialize(bytes) as Parsed
    }
  })
  pruneCache(folder, used)
  return { results, cached }
}
