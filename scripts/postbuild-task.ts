// A worker's task (scripts/lib/pool.ts) for the post-build pass (scripts/postbuild.ts): one file of the built site.
// A page loses its module preloads and its inline body scripts (returned, for the caller to write once); every text
// file is written with its .br and .gz copies. Compression runs here, on the worker's core, synchronously.
import { readFile, writeFile } from 'node:fs/promises'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import path from 'node:path'
import { extractInlineScripts } from './inline-scripts.ts'
import { dropModulePreloads } from './postbuild-performance.ts'

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
}

export interface PostBuildResult {
  /** The inline scripts that stay in the page's <head>. */
  inline: string[]
  /** Scripts moved out of the page's <body>: file name under client/ → content. */
  files: [string, string][]
}

/** Writes a file and, for text files of 256 bytes or more, its .br and .gz copies. */
async function writeWithCopies(client: string, file: string, data: Buffer): Promise<void> {
  const writes = [writeFile(file, data)]
  if (COMPRESSIBLE.test(file) && data.length >= 256) {
    const levels = compressionLevels(client, file)
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } })
    const gzipped = gzipSync(data, { level: levels.gzip })
    writes.push(writeFile(file + '.br', br), writeFile(file + '.gz', gzipped))
  }
  await Promise.all(writes)
}

export default async function postBuildTask({
  client,
  file,
  content,
}: PostBuildFile): Promise<PostBuildResult> {
  if (content !== undefined || !file.endsWith('.html')) {
    if (content !== undefined || COMPRESSIBLE.test(file))
      await writeWithCopies(client, file, content !== undefined ? Buffer.from(content) : await readFile(file))
    return { inline: [], files: [] }
  }
  const page = extractInlineScripts(dropModulePreloads(await readFile(file, 'utf8')))
  await writeWithCopies(client, file, Buffer.from(page.html))
  return { inline: [...page.inline], files: [...page.files] }
}
