// Build time, after pre-rendering: 404.html, sitemap.xml and robots.txt, then one pass over the pages (module preloads
// dropped, inline body scripts moved into /assets/: postbuild-performance.ts, inline-scripts.ts) and _headers with the
// hashes of the scripts that stay inline (security-headers.ts). Also the .br/.gz copies of the files under /assets/.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import type { Site } from '../src/shared/site-settings.ts'
import { extractInlineScripts } from './inline-scripts.ts'
import { dropModulePreloads } from './postbuild-performance.ts'
import { formatHeadersFile, headerRules, scriptHashSource } from './security-headers.ts'

/** Text files worth compressing. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|md|webmanifest)$/

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/**
 * Writes .br and .gz copies, at the best levels, beside each text file of 256 bytes or more among `files`: for the
 * long-cached, content-hashed files under /assets/, which nginx serves as they are (scripts/nginx/); everything else
 * the host compresses as it sends it. zlib's asynchronous calls run on Node's thread pool, so the files are
 * compressed on every core.
 */
export async function precompress(files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const data = readFileSync(file)
        if (data.length < 256) return
        const [br, gz] = await Promise.all([
          compressBrotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          compressGzip(data, { level: 9 }),
        ])
        writeFileSync(`${file}.br`, br)
        writeFileSync(`${file}.gz`, gz)
      }),
  )
}

/** Every file directly under `<client>/assets/` (the bundler writes no subfolders there). */
export function assetFiles(client: string): string[] {
  const folder = path.join(client, 'assets')
  return existsSync(folder) ? readdirSync(folder).map((name) => path.join(folder, name)) : []
}

/** Every HTML file under `folder`, depth first. */
function htmlFiles(folder: string, files: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) htmlFiles(full, files)
    else if (entry.name.endsWith('.html')) files.push(full)
  }
  return files
}

/** Beyond this many inline scripts the CSP grows with the site: per-page scripts belong in <body>, where they are moved out. */
export const MAX_INLINE_SCRIPTS = 4

/**
 * One pass over the built site's pages: every page's module preloads go and its inline body scripts move into
 * /assets/ (compressed like the other assets); `_headers` gets the hashes of the scripts that stay inline. Returns the
 * hashes.
 */
export async function processSite(client: string): Promise<string[]> {
  const headersFile = path.join(client, '_headers')
  if (existsSync(headersFile))
    throw new Error(
      'public/_headers found: _headers is generated from scripts/security-headers.ts; delete it.',
    )
  const inline = new Set<string>()
  const scripts = new Map<string, string>()
  for (const file of htmlFiles(client)) {
    const original = readFileSync(file, 'utf8')
    const page = extractInlineScripts(dropModulePreloads(original))
    if (page.html !== original) writeFileSync(file, page.html)
    page.inline.forEach((script) => inline.add(script))
    page.files.forEach((content, name) => scripts.set(name, content))
  }
  if (inline.size > MAX_INLINE_SCRIPTS)
    throw new Error(
      `${inline.size} different inline scripts in <head>; the CSP allows at most ${MAX_INLINE_SCRIPTS}. ` +
        'Render per-page scripts in <body> (they are moved to /assets/) or make them identical on every page.',
    )
  const written = [...scripts].map(([name, content]) => {
    const file = path.join(client, name)
    writeFileSync(file, content)
    return file
  })
  await precompress(written)
  const hashes = [...inline].map(scriptHashSource)
  writeFileSync(headersFile, formatHeadersFile(headerRules(hashes)))
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
 * The 404 page from React Router's SPA fallback (react-router.ts: keepSpaFallback), the page shell rendered at "/":
 * the header marks "Ana Sayfa" as the current page, and React would keep that attribute when it hydrates on the
 * unknown path, so it goes.
 */
export function notFoundHtml(fallbackHtml: string, site: Pick<Site, 'name' | 'domain'>): string {
  return fallbackHtml
    .replaceAll(' aria-current="page"', '')
    .replace(
      '</head>',
      `<title>Page Not Found | ${site.name} | ${site.domain}</title><meta name="description" content="${NOT_FOUND_DESCRIPTION}"/><meta name="robots" content="noindex"/></head>`,
    )
}

export async function finishSite(
  client: string,
  manifest: readonly RouteEntry[],
  site: Pick<Site, 'name' | 'domain' | 'origin'>,
): Promise<void> {
  const notFound = path.join(client, '404.html')
  writeFileSync(notFound, notFoundHtml(readFileSync(notFound, 'utf8'), site))
  writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(manifest, site.origin))
  writeFileSync(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  )
  await processSite(client)
}
