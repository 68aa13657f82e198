// After pre-rendering (build time): 404.html, sitemap.xml, robots.txt, then one pass: inline scripts moved out, preloads dropped, _headers, .br/.gz copies.
import { existsSync, readdirSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import type { Site } from '../src/shared/site-settings.ts'
import { eachLimited, PARALLEL_FILES } from './each-limited.ts'
import { createPool } from './lib/pool.ts'
import { pruneCache } from './lib/build-cache.ts'
import {
  applyWrites,
  type PostBuildBatch,
  type PostBuildFile,
  type PostBuildResult,
} from './postbuild-task.ts'

export { COMPRESSIBLE, compressionLevels } from './postbuild-task.ts'
import { formatHeadersFile, headerRules, scriptHashSource } from './security-headers.ts'

/** The worker task that handles one file of the pass (postbuild-task.ts). */
const POST_BUILD_TASK = path.join(import.meta.dirname, 'postbuild-task.ts')

/** Every file under `folder`, depth first (read synchronously: a thousand folders at 1,000 articles). */
function walk(folder: string, files: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) walk(full, files)
    else files.push(full)
  }
  return files
}

/** Files per message to a post-build worker. */
const FILES_PER_BATCH = 16

/** Beyond this many inline scripts the CSP grows with the site: per-page scripts belong in <body>, where they are moved out. */
export const MAX_INLINE_SCRIPTS = 4

/** Where the post-build pass keeps compressed copies, inside the build cache (scripts/lib/build-cache.ts). */
export const compressedCacheDirectory = (buildCache: string) => path.join(buildCache, 'compressed')

/**
 * One pass over the built site: every page's inline body scripts move into /assets/ and its module preloads go
 * (see postbuild-performance.ts); `_headers` gets the hashes of the scripts that stay inline; every text file gets
 * its .br and .gz copies, made from memory as each file is written, or linked from `options.cacheDir` when a file
 * with the same bytes was compressed before (entries no file used are removed afterwards). Returns the hashes.
 */
export async function processSite(
  client: string,
  options: { workers?: number; cacheDir?: string } = {},
): Promise<string[]> {
  const { workers, cacheDir } = options
  const headersFile = path.join(client, '_headers')
  if (existsSync(headersFile))
    throw new Error(
      'public/_headers found: _headers is generated from scripts/security-headers.ts; delete it.',
    )
  const inline = new Set<string>()
  const scripts = new Map<string, string>()
  const files = walk(client)
  // Every file's work (scripts out, compression) runs on a pool of worker threads, one per core (or BUILD_WORKERS),
  // in batches of neighbouring files (one message per file cost more than a cached file's work); the results are
  // gathered here in file order, so the result does not depend on the pool.
  const pool = createPool<PostBuildBatch, PostBuildResult[]>(POST_BUILD_TASK, workers)
  const inBatches = async (jobs: PostBuildFile[]): Promise<PostBuildResult[]> => {
    const batches = Array.from({ length: Math.ceil(jobs.length / FILES_PER_BATCH) }, (_, index) =>
      jobs.slice(index * FILES_PER_BATCH, (index + 1) * FILES_PER_BATCH),
    )
    const done: PostBuildResult[][] = []
    await eachLimited(batches, PARALLEL_FILES, async (batch, index) => {
      const results = await pool.run({ client, files: batch, cacheDir })
      // The files are written here, by this thread alone (postbuild-task.ts).
      results.forEach((result, position) =>
        applyWrites(client, batch[position]!.file, result.writes, cacheDir),
      )
      done[index] = results.map((result) => ({ ...result, writes: {} }))
    })
    return done.flat()
  }
  try {
    const results = await inBatches(files.map((file) => ({ file })))
    for (const page of results) {
      page.inline.forEach((script) => inline.add(script))
      page.files.forEach(([name, content]) => scripts.set(name, content))
    }
    if (inline.size > MAX_INLINE_SCRIPTS)
      throw new Error(
        `${inline.size} different inline scripts in <head>; the CSP allows at most ${MAX_INLINE_SCRIPTS}. ` +
          'Render per-page scripts in <body> (they are moved to /assets/) or make them identical on every page.',
      )
    results.push(
      ...(await inBatches(
        [...scripts].map(([name, content]) => ({ file: path.join(client, name), content })),
      )),
    )
    if (cacheDir) await pruneCache(cacheDir, new Set(results.flatMap((result) => result.cacheEntries)))
  } finally {
    await pool.close()
  }
  const hashes = [...inline].map(scriptHashSource)
  await writeFile(headersFile, formatHeadersFile(headerRules(hashes)))
  return hashes
}

/** Every route's address; content routes (wiki, MDX) also their last change as lastmod. */
export function sitemapXml(routes: readonly RouteEntry[], origin: string): string {
  const urls = routes
    .map((route) => {
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : ''
      return `  <url><loc>${origin}${route.path === '/' ? '/' : route.path}</loc>${lastmod}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** The 404 page's description (the one English page). */
export const NOT_FOUND_DESCRIPTION =
  'This page does not exist on the site. Go back to the home page to find what you were looking for.'

/**
 * The fallback is pre-rendered at "/", so the header marks "Ana Sayfa" as the current page; React would keep that
 * attribute when it hydrates on the unknown path. No link is the current page on the 404.
 */
export function notFoundHtml(fallbackHtml: string): string {
  return fallbackHtml.replaceAll(' aria-current="page"', '')
}

export async function finishSite(
  client: string,
  manifest: readonly RouteEntry[],
  site: Pick<Site, 'name' | 'domain' | 'origin'>,
  /** The build cache's folder (scripts/lib/build-cache.ts); absent, everything is compressed afresh. */
  buildCache?: string,
): Promise<void> {
  const fallback = path.join(client, '__spa-fallback.html')
  const html = await readFile(fallback, 'utf8')
  await writeFile(
    path.join(client, '404.html'),
    notFoundHtml(html).replace(
      '</head>',
      `<title>Page Not Found | ${site.name} | ${site.domain}</title><meta name="description" content="${NOT_FOUND_DESCRIPTION}"/><meta name="robots" content="noindex"/></head>`,
    ),
  )
  await rm(fallback)
  await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(manifest, site.origin))
  await writeFile(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  )
  await processSite(client, { cacheDir: buildCache && compressedCacheDirectory(buildCache) })
}
