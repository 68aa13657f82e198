// A worker's task (scripts/lib/pool.ts) for the post-build pass (scripts/postbuild.ts): one file of the built site.
// A page loses its module preloads and its inline body scripts (returned, for the caller to write once); every text
// file is written with its .br and .gz copies. Compression runs here, on the worker's core, synchronously.
import { existsSync } from 'node:fs'
import { copyFile, readFile, writeFile } from 'node:fs/promises'
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
  client: string
  file: string
  /** The file's new text (an extracted script); otherwise the file is read from disk. */
  content?: string
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

/**
 * Writes a file and, for text files of 256 bytes or more, its .br and .gz copies: from the cache when a file with
 * the same bytes was compressed before, else compressed here (and kept in the cache). Returns the cache entries used.
 */
async function writeWithCopies(
  client: string,
  file: string,
  data: Buffer,
  cacheDir: string | undefined,
): Promise<string[]> {
  const writes = [writeFile(file, data)]
  if (!COMPRESSIBLE.test(file) || data.length < 256) {
    await Promise.all(writes)
    return []
  }
  const levels = compressionLevels(client, file)
  const key = cacheDir && cacheKey('compressed copies 1', COMPRESSOR, `${levels.brotli} ${levels.gzip}`, data)
  const entries = key ? [`${key}.br`, `${key}.gz`] : []
  const cached = entries.map((name) => path.join(cacheDir!, name))
  if (cached.length > 0 && cached.every((entry) => existsSync(entry))) {
    writes.push(copyFile(cached[0]!, file + '.br'), copyFile(cached[1]!, file + '.gz'))
  } else {
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } })
    const gzipped = gzipSync(data, { level: levels.gzip })
    writes.push(writeFile(file + '.br', br), writeFile(file + '.gz', gzipped))
    if (cached.length > 0) writes.push(writeCacheEntry(cached[0]!, br), writeCacheEntry(cached[1]!, gzipped))
  }
  await Promise.all(writes)
  return entries
}

export default async function postBuildTask({
  client,
  file,
  content,
  cacheDir,
}: PostBuildFile): Promise<PostBuildResult> {
  if (content !== undefined || !file.endsWith('.html')) {
    const cacheEntries =
      content !== undefined || COMPRESSIBLE.test(file)
        ? await writeWithCopies(
            client,
            file,
            content !== undefined ? Buffer.from(content) : await readFile(file),
            cacheDir,
          )
        : []
    return { inline: [], files: [], cacheEntries }
  }
  const page = extractInlineScripts(dropModulePreloads(await readFile(file, 'utf8')))
  const cacheEntries = await writeWithCopies(client, file, Buffer.from(page.html), cacheDir)
  return { inline: [...page.inline], files: [...page.files], cacheEntries }
}
