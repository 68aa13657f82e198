// After pre-rendering (build time): 404.html, sitemap.xml, robots.txt, then one pass: inline scripts moved out, preloads dropped, _headers, .br/.gz copies.
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import type { Site } from '../src/shared/site-settings.ts'
import { eachLimited, PARALLEL_FILES } from './each-limited.ts'
import { extractInlineScripts } from './inline-scripts.ts'
import { dropModulePreloads } from './postbuild-performance.ts'
import { formatHeadersFile, headerRules, scriptHashSource } from './security-headers.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|data|webmanifest)$/

async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Beyond this many inline scripts the CSP grows with the site: per-page scripts belong in <body>, where they are moved out. */
export const MAX_INLINE_SCRIPTS = 4

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

/** Writes a file and, for text files of 256 bytes or more, its .br and .gz copies. */
async function writeWithCopies(client: string, file: string, data: Buffer): Promise<void> {
  const writes = [writeFile(file, data)]
  if (COMPRESSIBLE.test(file) && data.length >= 256) {
    const levels = compressionLevels(client, file)
    const [br, gzipped] = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } }),
      gz(data, { level: levels.gzip }),
    ])
    writes.push(writeFile(file + '.br', br), writeFile(file + '.gz', gzipped))
  }
  await Promise.all(writes)
}

/**
 * One pass over the built site: every page's inline body scripts move into /assets/ and its module preloads go
 * (see postbuild-performance.ts); `_headers` gets the hashes of the scripts that stay inline; every text file gets
 * its .br and .gz copies, made from memory as each file is written. Returns the hashes.
 */
export async function processSite(client: string): Promise<string[]> {
  const headersFile = path.join(client, '_headers')
  if (existsSync(headersFile))
    throw new Error(
      'public/_headers found: _headers is generated from scripts/security-headers.ts; delete it.',
    )
  const inline = new Set<string>()
  const scripts = new Map<string, string>()
  const files: string[] = []
  for await (const file of walk(client)) files.push(file)
  await eachLimited(files, PARALLEL_FILES, async (file) => {
    if (!file.endsWith('.html')) {
      if (COMPRESSIBLE.test(file)) await writeWithCopies(client, file, await readFile(file))
      return
    }
    const page = extractInlineScripts(dropModulePreloads(await readFile(file, 'utf8')))
    page.inline.forEach((script) => inline.add(script))
    page.files.forEach((content, name) => scripts.set(name, content))
    await writeWithCopies(client, file, Buffer.from(page.html))
  })
  if (inline.size > MAX_INLINE_SCRIPTS)
    throw new Error(
      `${inline.size} different inline scripts in <head>; the CSP allows at most ${MAX_INLINE_SCRIPTS}. ` +
        'Render per-page scripts in <body> (they are moved to /assets/) or make them identical on every page.',
    )
  await eachLimited(scripts, PARALLEL_FILES, ([name, content]) =>
    writeWithCopies(client, path.join(client, name), Buffer.from(content)),
  )
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
  await processSite(client)
}
