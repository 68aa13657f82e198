// A worker's task (scripts/lib/pool.ts) for the post-build pass (scripts/postbuild.ts): a batch of files of the built
// site. A page loses its module preloads and its inline body scripts (returned, for the caller to write once); every
// text file gets its .br and .gz copies. Compression and the file system calls run here, on the worker's core,
// synchronously: a worker has nothing else to do meanwhile, and Node's four shared I/O threads would be the bottleneck.
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { threadId } from 'node:worker_threads'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import path from 'node:path'
import { extractInlineScripts } from './inline-scripts.ts'
import { dropModulePreloads } from './postbuild-performance.ts'
import { cacheKey, linkCacheEntry, placeCacheEntry } from './lib/build-cache.ts'

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
  /** The cache entries this file's compressed copies came from or went to (kept; the others are removed). */
  cacheEntries: string[]
}

/** The same bytes give the same copies only with the same levels and the same zlib and brotli. */
const COMPRESSOR = `zlib ${process.versions.zlib} brotli ${process.versions.brotli}`

const COPY_EXTENSIONS = ['.br', '.gz'] as const

/**
 * Writes a new file in the place of `file` instead of into it: the old one may be a page linked from the build cache
 * (scripts/prerender/page-cache.ts), whose entry must keep its bytes.
 */
function replaceFileSync(file: string, data: Buffer): void {
  const partial = `${file}.${process.pid}.${threadId}.tmp`
  writeFileSync(partial, data)
  renameSync(partial, file)
}

/**
 * The .br and .gz copies of a text file of 256 bytes or more: from the cache when a file with the same bytes was
 * compressed before, else compressed here (and kept in the cache). Returns the cache entries used.
 */
function writeCopies(client: string, file: string, data: Buffer, cacheDir: string | undefined): string[] {
  if (!COMPRESSIBLE.test(file) || data.length < 256) return []
  const levels = compressionLevels(client, file)
  const key = cacheDir && cacheKey('compressed copies 1', COMPRESSOR, `${levels.brotli} ${levels.gzip}`, data)
  const entries = key ? COPY_EXTENSIONS.map((extension) => `${key}${extension}`) : []
  if (cacheDir && placeCacheEntry(path.join(cacheDir, entries[0]!), file + COPY_EXTENSIONS[0])) {
    if (placeCacheEntry(path.join(cacheDir, entries[1]!), file + COPY_EXTENSIONS[1])) return entries
    // Half an entry (a build stopped between its two writes): made again, without touching the linked half.
    unlinkSync(file + COPY_EXTENSIONS[0])
  }
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } })
  const gzipped = gzipSync(data, { level: levels.gzip })
  writeFileSync(file + COPY_EXTENSIONS[0], br)
  writeFileSync(file + COPY_EXTENSIONS[1], gzipped)
  if (cacheDir) {
    linkCacheEntry(file + COPY_EXTENSIONS[0], path.join(cacheDir, entries[0]!))
    linkCacheEntry(file + COPY_EXTENSIONS[1], path.join(cacheDir, entries[1]!))
  }
  return entries
}

/**
 * One file: a page is rewritten (preloads and inline body scripts out), an extracted script written; every other
 * file stays as the build wrote it (rewriting the same bytes would only cost time) and is read only to be compressed.
 */
export function postBuildFile(
  client: string,
  { file, content }: PostBuildFile,
  cacheDir: string | undefined,
): PostBuildResult {
  if (content !== undefined) {
    const data = Buffer.from(content)
    writeFileSync(file, data)
    return { inline: [], files: [], cacheEntries: writeCopies(client, file, data, cacheDir) }
  }
  if (!file.endsWith('.html')) {
    const cacheEntries = COMPRESSIBLE.test(file)
      ? writeCopies(client, file, readFileSync(file), cacheDir)
      : []
    return { inline: [], files: [], cacheEntries }
  }
  const original = readFileSync(file, 'utf8')
  const page = extractInlineScripts(dropModulePreloads(original))
  const data = Buffer.from(page.html)
  if (page.html !== original) replaceFileSync(file, data)
  const cacheEntries = writeCopies(client, file, data, cacheDir)
  return { inline: [...page.inline], files: [...page.files], cacheEntries }
}

export default function postBuildTask({ client, files, cacheDir }: PostBuildBatch): PostBuildResult[] {
  return files.map((file) => postBuildFile(client, file, cacheDir))
}
