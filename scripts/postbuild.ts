// Build time, after React Router has pre-rendered the pages: each page moved to `<path>.html` (Cloudflare Pages serves
// it at `/<path>` itself; `<path>/index.html` would be redirected to `/<path>/`), 404.html from React Router's SPA
// fallback, sitemap.xml and robots.txt, every page's own Content-Security-Policy for its inline scripts, and _headers.
import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import type { Site } from '../src/shared/site-settings.ts'
import { formatHeadersFile, headerRules, withPagePolicy } from './security-headers.ts'

/** React Router's SPA fallback: the document shell, which hydrates whatever address it is served at. */
const SPA_FALLBACK = '__spa-fallback.html'

/** Every HTML file under `folder`. */
const htmlFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))

/** `<client>/a/b/index.html` → `<client>/a/b.html` for every page but the home page. */
function flattenPages(client: string): void {
  for (const file of htmlFiles(client)) {
    const folder = path.dirname(file)
    if (path.basename(file) !== 'index.html' || folder === client) continue
    renameSync(file, `${folder}.html`)
    if (readdirSync(folder).length === 0) rmdirSync(folder)
  }
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

/** The 404 page: the SPA fallback with the not-found page's head (its body is the root's HydrateFallback). */
export function notFoundHtml(fallbackHtml: string, site: Pick<Site, 'name' | 'domain'>): string {
  return fallbackHtml
    .replaceAll(' aria-current="page"', '')
    .replace(
      '</head>',
      `<title>Page Not Found | ${site.name} | ${site.domain}</title><meta name="description" content="${NOT_FOUND_DESCRIPTION}"/><meta name="robots" content="noindex"/></head>`,
    )
}

/** Run before the editor (its own page and policy) is moved into `client`. */
export function finishSite(
  client: string,
  manifest: readonly RouteEntry[],
  site: Pick<Site, 'name' | 'domain' | 'origin'>,
): void {
  if (existsSync(path.join(client, '_headers')))
    throw new Error(
      'public/_headers found: _headers is generated from scripts/security-headers.ts; delete it.',
    )
  const unwritten = manifest.filter(
    (route) => !existsSync(path.join(client, route.path.slice(1), 'index.html')),
  )
  if (unwritten.length > 0)
    throw new Error(
      `React Router wrote no <path>/index.html for ${unwritten.map((route) => route.path).join(', ')}: ` +
        'its pre-rendering has changed (tests/e2e/react-router-contract.e2e.ts).',
    )
  flattenPages(client)
  const fallback = path.join(client, SPA_FALLBACK)
  if (!existsSync(fallback))
    throw new Error(`React Router wrote no ${SPA_FALLBACK}: 404.html cannot be made from it.`)
  writeFileSync(path.join(client, '404.html'), notFoundHtml(readFileSync(fallback, 'utf8'), site))
  rmSync(fallback)
  writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(manifest, site.origin))
  writeFileSync(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  )
  for (const file of htmlFiles(client)) writeFileSync(file, withPagePolicy(readFileSync(file, 'utf8')))
  writeFileSync(path.join(client, '_headers'), formatHeadersFile(headerRules()))
}
