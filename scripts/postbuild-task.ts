// A worker's task (scripts/lib/pool.ts) for the post-build pass (scripts/postbuild.ts): a batch of files of the built
// site. A page loses its module preloads and its inline body scripts (returned, for the caller to write once); every
// text file gets its .br and .gz copies. Compression and the file system calls run here, on the worker's core,
// synchronously: a worker has nothing else to do meanwhile, and Node's four shared I/O threads would be the bottleneck.
import { copyFileSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import path from 'node:path'
import { extractInlineScripts } from './inline-scripts.ts'
import { dropModulePreloads } from './postbuild-performance.ts'
import { cacheKey, writeCacheEntry } from './lib/build-cache.ts'

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
 * Puts a cache entry in place as `target`: a hard link (one system call, no bytes copied), or a copy where the cache
 * is on another file system. Nothing writes into a built file afterwards, and cache entries are only ever replaced
 * by a rename (writeCacheEntry), never rewritten in place, so the shared bytes cannot change under either name.
 * Returns false when the entry does not exist.
 */
function placeCached(entry: string, target: string, retry = true): boolean {
  try {
    linkSync(entry, target)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return false
    // A copy the build itself left (a public/ file ending in .br): replaced, as writing it would.
    if (code === 'EEXIST' && retry) {
      unlinkSync(target)
      return placeCached(entry, target, false)
    }
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error
  }
  try {
    copyFileSync(entry, target)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/**
 * The .br and .gz copies of a text file of 256 bytes or more: from the cache when a file with the same bytes was
 * compressed before, else compressed here (and kept in the cache). Returns the cache entries used.
 */
async function writeCopies(
  client: string,
  file: string,
  data: Buffer,
  cacheDir: string | undefined,
): Promise<string[]> {
  if (!COMPRESSIBLE.test(file) || data.length < 256) return []
  const levels = compressionLevels(client, file)
  const key = cacheDir && cacheKey('compressed copies 1', COMPRESSOR, `${levels.brotli} ${levels.gzip}`, data)
  const entries = key ? COPY_EXTENSIONS.map((extension) => `${key}${extension}`) : []
  if (cacheDir && placeCached(path.join(cacheDir, entries[0]!), file + COPY_EXTENSIONS[0])) {
    if (placeCached(path.join(cacheDir, entries[1]!), file + COPY_EXTENSIONS[1])) return entries
    // Half an entry (a build stopped between its two writes): made again, without touching the linked half.
    unlinkSync(file + COPY_EXTENSIONS[0])
  }
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } })
  const gzipped = gzipSync(data, { level: levels.gzip })
  writeFileSync(file + COPY_EXTENSIONS[0], br)
  writeFileSync(file + COPY_EXTENSIONS[1], gzipped)
  if (cacheDir)
    await Promise.all([
      writeCacheEntry(path.join(cacheDir, entries[0]!), br),
      writeCacheEntry(path.join(cacheDir, entries[1]!), gzipped),
    ])
  return entries
}

/**
 * One file: a page is rewritten (preloads and inline body scripts out), an extracted script written; every other
 * file stays as the build wrote it (rewriting the same bytes would only cost time) and is read only to be compressed.
 */
export async function postBuildFile(
  client: string,
  { file, content }: PostBuildFile,
  cacheDir: string | undefined,
): Promise<PostBuildResult> {
  if (content !== undefined) {
    const data = Buffer.from(content)
    writeFileSync(file, data)
    return { inline: [], files: [], cacheEntries: await writeCopies(client, file, data, cacheDir) }
  }
  if (!file.endsWith('.html')) {
    const cacheEntries = COMPRESSIBLE.test(file)
      ? await writeCopies(client, file, readFileSync(file), cacheDir)
      : []
    return { inline: [], files: [], cacheEntries }
  }
  const original = readFileSync(file, 'utf8')
  const page = extractInlineScripts(dropModulePreloads(original))
  const data = Buffer.from(page.html)
  if (page.html !== original) writeFileSync(file, data)
  const cacheEntries = await writeCopies(client, file, data, cacheDir)
  return { inline: [...page.inline], files: [...page.files], cacheEntries }
}

export default async function postBuildTask({
  client,
  files,
  cacheDir,
}: PostBuildBatch): Promise<PostBuildResult[]> {
  const results: PostBuildResult[] = []
  for (const file of files) results.push(await postBuildFile(client, file, cacheDir))
  return results
}
