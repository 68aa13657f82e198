// Build time, after pre-rendering: 404.html (from React Router's SPA fallback, its scripts placed as the pre-rendering
// places every page's: prerender/react-router.ts, writePage), sitemap.xml and robots.txt, then the header files
// (_headers, _headers.nginx.conf; security-headers.ts) with the hashes of the pages' inline scripts, the same on every
// page, so the CSP needs no 'unsafe-inline'. Also the .br/.gz copies of the files under /assets/.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import type { Site } from '../src/shared/site-settings.ts'
import {
  formatHeadersFile,
  headerRules,
  NGINX_HEADERS_OUTPUT,
  nginxHeadersSnippet,
  scriptHashSource,
} from './security-headers.ts'
import { isPageModule, placePageScripts, writePage } from './prerender/react-router.ts'

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), put at the top of the shell chunk (React,
 * React DOM, React Router) by vite.config.ts: all its functions are compiled when it loads, instead of one by one
 * during hydration, which made hydration's tasks long (Lighthouse Total Blocking Time).
 */
export const SHELL_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Text files worth compressing. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|md)$/

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

/**
 * Beyond this many different inline scripts the CSP grows with the site. Today: the theme script, React Router's
 * scroll restoration, its context (the 404 page has its own), HYDRATION_LOADER (prerender/react-router.ts) and /teklif's
 * pre-paint starter (src/lib/advisor-prepaint-start.ts).
 */
export const MAX_INLINE_SCRIPTS = 8

/**
 * The header files for the built site in `client`, whose pages are written with their scripts placed (writePage):
 * `_headers` and the nginx snippet `_headers.nginx.conf` (NGINX_HEADERS_OUTPUT) get the hashes of the pages' inline
 * scripts, read from the pages; the pages' route modules get .br/.gz copies like the other bundles (their data files
 * are compressed by the host as it sends them, so a warm build does not compress every page's data again). Returns
 * the hashes.
 */
export async function processSite(client: string): Promise<string[]> {
  const headersFile = path.join(client, '_headers')
  if (existsSync(headersFile))
    throw new Error(
      'public/_headers found: _headers is generated from scripts/security-headers.ts; delete it.',
    )
  const inline = new Set<string>()
  for (const file of htmlFiles(client)) {
    const name = path.relative(client, file)
    const page = placePageScripts(readFileSync(file, 'utf8'), name)
    if (page.files.size > 0)
      throw new Error(`${name}: React Router's scripts are still in the page; write it with writePage.`)
    page.inline.forEach((script) => inline.add(script))
  }
  if (inline.size > MAX_INLINE_SCRIPTS)
    throw new Error(
      `${inline.size} different inline scripts; the CSP allows at most ${MAX_INLINE_SCRIPTS}. ` +
        'Make a per-page script the same on every page (its data in an attribute) or load it from a file.',
    )
  await precompress(assetFiles(client).filter(isPageModule))
  const hashes = [...inline].map(scriptHashSource)
  writeFileSync(headersFile, formatHeadersFile(headerRules(hashes)))
  writeFileSync(path.join(client, NGINX_HEADERS_OUTPUT), nginxHeadersSnippet(hashes))
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
  writePage(client, '404.html', notFoundHtml(readFileSync(notFound, 'utf8'), site))
  writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(manifest, site.origin))
  writeFileSync(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  )
  await processSite(client)
}
