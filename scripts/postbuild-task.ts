// A worker's task (scripts/lib/pool.ts) for the post-build pass (scripts/postbuild.ts): a batch of files of the built
// site. A page loses its module preloads and its inline body scripts (returned, for the caller to write once); every
// text file gets its .br and .gz copies. The worker reads and compresses, on its own core; the caller writes what it
// returns (applyWrites), from one thread: two threads creating files in the same folder at once spend most of their
// time waiting on the folder's lock (on the build machine, 2,000 files from two threads took 1.9–2.2 s of CPU time,
// 1,000 from one 0.3 s), and the site's folders hold thousands of files side by side (wiki/<slug>.data, .md, …).
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import path from 'node:path'
import { extractInlineScripts } from './inline-scripts.ts'
import { dropModulePreloads } from './postbuild-performance.ts'
import { cacheKey, linkCacheEntry, placeBytes, placeCacheEntry, placedName } from './lib/build-cache.ts'
import { replaceFile } from './lib/with-folder.ts'

export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|data|webmanifest)$/

/**
 * Brotli's best quality (11) and gzip level 9 for the shared, long-cached files under /assets/; brotli 5 and gzip 6
 * for the per-page files (HTML, .data, JSON), whose number grows with the wiki: brotli 11 took most of a
 * 1,000-article build, brotli 5 is about 40 times faster for files some 10 % larger, and gzip 6 is three times
 * faster than 9 for files 0.3 % larger (`npm run bench -- scale`).
 */
export function compressionLevels(client: string, file: string): { brotli: number; gzip: number } {
  return path.relative(client, file).split(path.sep)[0] === 'assets'
    ? { brotli: 11, gzip: 9 }
    : { brotli: 5, gzip: 6 }
}

export interface PostBuildFile {
  /** A file under `client`. */
  file: string
  /** The file's new text (an extracted script, not yet written); otherwise the file is read from disk. */
  content?: string
}

export interface PostBuildBatch {
  client: string
  /** Files of one batch, handled in order; the results come back in the same order. */
  files: PostBuildFile[]
  /**
   * Where compressed copies are kept between builds (scripts/lib/build-cache.ts), by a hash of the file's bytes and
   * the compression settings; absent with BUILD_CACHE=0.
   */
  cacheDir?: string
}

export interface PostBuildResult {
  /** The inline scripts that stay in the page's <head>. */
  inline: string[]
  /** Scripts moved out of the page's <body>: file name under client/ → content. */
  files: [string, string][]
  /** The cache entries this file and its compressed copies came from or went to (kept; the others are removed). */
  cacheEntries: string[]
  /** What the caller writes for this file (applyWrites). */
  writes: PostBuildWrites
}

/** The files one post-build file needs written, worked out by a worker and written by the caller. */
export interface PostBuildWrites {
  /**
   * The file itself: its new bytes, and whether it replaces a file already there (a page the build wrote). A page
   * goes through the cache's entry `entry` (placeBytes): an unchanged page is linked from its earlier build.
   */
  file?: { bytes: Uint8Array; replaces: boolean; entry?: string }
  /**
   * Its .br and .gz copies: made here (`br` and `gz`, kept under `entries` in the cache), or linked from the cache
   * entries `entries` (an earlier build compressed the same bytes).
   */
  copies?: { entries: string[]; br?: Uint8Array; gz?: Uint8Array }
}

/** The same bytes give the same copies only with the same levels and the same zlib and brotli. */
const COMPRESSOR = `zlib ${process.versions.zlib} brotli ${process.versions.brotli}`

const COPY_EXTENSIONS = ['.br', '.gz'] as const

function compress(client: string, file: string, data: Uint8Array): { br: Uint8Array; gz: Uint8Array } {
  const levels = compressionLevels(client, file)
  return {
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } }),
    gz: gzipSync(data, { level: levels.gzip }),
  }
}

/**
 * The .br and .gz copies of a text file of 256 bytes or more: the cache entries that hold them when a file with the
 * same bytes was compressed before, else compressed here (and to be kept in the cache under those entries).
 */
function planCopies(
  client: string,
  file: string,
  data: Uint8Array,
  cacheDir: string | undefined,
): PostBuildWrites['copies'] {
  if (!COMPRESSIBLE.test(file) || data.length < 256) return undefined
  const levels = compressionLevels(client, file)
  const key = cacheDir && cacheKey('compressed copies 1', COMPRESSOR, `${levels.brotli} ${levels.gzip}`, data)
  const entries = key ? COPY_EXTENSIONS.map((extension) => `${key}${extension}`) : []
  // Both halves, or neither: a build stopped between its two writes leaves half an entry, made again.
  if (cacheDir && entries.every((entry) => existsSync(path.join(cacheDir, entry)))) return { entries }
  return { entries, ...compress(client, file, data) }
}

/**
 * One file, without writing anything: a page is rewritten (preloads and inline body scripts out), an extracted
 * script written; every other file stays as the build wrote it (rewriting the same bytes would only cost time) and is
 * read only to be compressed.
 */
export function planFile(
  client: string,
  { file, content }: PostBuildFile,
  cacheDir: string | undefined,
): PostBuildResult {
  if (content !== undefined) {
    const bytes = Buffer.from(content)
    const copies = planCopies(client, file, bytes, cacheDir)
    return {
      inline: [],
      files: [],
      cacheEntries: copies?.entries ?? [],
      writes: { file: { bytes, replaces: false }, copies },
    }
  }
  if (!file.endsWith('.html')) {
    const copies = COMPRESSIBLE.test(file)
      ? planCopies(client, file, readFileSync(file), cacheDir)
      : undefined
    return { inline: [], files: [], cacheEntries: copies?.entries ?? [], writes: { copies } }
  }
  const original = readFileSync(file, 'utf8')
  const page = extractInlineScripts(dropModulePreloads(original))
  const bytes = Buffer.from(page.html)
  const copies = planCopies(client, file, bytes, cacheDir)
  const entry = cacheDir && page.html !== original ? placedName(file, bytes) : undefined
  return {
    inline: [...page.inline],
    files: [...page.files],
    cacheEntries: [...(entry ? [entry] : []), ...(copies?.entries ?? [])],
    writes: { file: page.html !== original ? { bytes, replaces: true, entry } : undefined, copies },
  }
}

/**
 * Writes what planFile worked out for `file`: the file, then its copies, linked from the cache or written and linked
 * into it. A cache entry gone since it was looked up (another build pruned it) is compressed again here.
 */
export function applyWrites(
  client: string,
  file: string,
  writes: PostBuildWrites,
  cacheDir: string | undefined,
): void {
  if (writes.file) {
    const { bytes, replaces, entry } = writes.file
    if (entry && cacheDir) placeBytes(cacheDir, file, bytes, entry)
    // A new file in its place: the old one may be a page linked from the build cache (scripts/prerender/page-cache.ts),
    // whose entry must keep its bytes.
    else if (replaces) replaceFile(file, bytes)
    else writeFileSync(file, bytes)
  }
  const copies = writes.copies
  if (!copies) return
  const targets = COPY_EXTENSIONS.map((extension) => file + extension)
  if (!copies.br || !copies.gz) {
    if (placeCacheEntry(path.join(cacheDir!, copies.entries[0]!), targets[0]!)) {
      if (placeCacheEntry(path.join(cacheDir!, copies.entries[1]!), targets[1]!)) return
      unlinkSync(targets[0]!)
    }
    const made = compress(client, file, writes.file?.bytes ?? readFileSync(file))
    return applyWrites(client, file, { copies: { entries: copies.entries, ...made } }, cacheDir)
  }
  writeFileSync(targets[0]!, copies.br)
  writeFileSync(targets[1]!, copies.gz)
  if (cacheDir)
    for (const [index, entry] of copies.entries.entries())
      linkCacheEntry(targets[index]!, path.join(cacheDir, entry))
}

/** One file, worked out and written in this thread (tests, single files). */
export function postBuildFile(
  client: string,
  job: PostBuildFile,
  cacheDir: string | undefined,
): PostBuildResult {
  const result = planFile(client, job, cacheDir)
  applyWrites(client, job.file, result.writes, cacheDir)
  return result
}

export default function postBuildTask({ client, files, cacheDir }: PostBuildBatch): PostBuildResult[] {
  return files.map((file) => planFile(client, file, cacheDir))
}
