// After pre-rendering (build time): 404.html from the SPA fallback, inline scripts moved out, _headers, sitemap.xml, robots.txt, .br/.gz copies.
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import { site } from '../src/site.config.ts'
import { extractInlineScripts } from './inline-scripts.ts'
import { formatHeadersFile, headerRules, scriptHashSource } from './security-headers.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|data|webmanifest)$/

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
 * Moves every page's inline body scripts into /assets/ and writes _headers with the hashes of the scripts
 * that stay inline. Returns those hashes.
 */
export async function secureScripts(client: string): Promise<string[]> {
  const headersFile = path.join(client, '_headers')
  if (existsSync(headersFile))
    throw new Error(
      'public/_headers found: _headers is generated from scripts/security-headers.ts; delete it.',
    )
  const inline = new Set<string>()
  const files = new Map<string, string>()
  for await (const file of walk(client)) {
    if (!file.endsWith('.html')) continue
    const page = extractInlineScripts(await readFile(file, 'utf8'))
    page.inline.forEach((script) => inline.add(script))
    page.files.forEach((content, name) => files.set(name, content))
    await writeFile(file, page.html)
  }
  if (inline.size > MAX_INLINE_SCRIPTS)
    throw new Error(
      `${inline.size} different inline scripts in <head>; the CSP allows at most ${MAX_INLINE_SCRIPTS}. ` +
        'Render per-page scripts in <body> (they are moved to /assets/) or make them identical on every page.',
    )
  await Promise.all([...files].map(([name, content]) => writeFile(path.join(client, name), content)))
  const hashes = [...inline].map(scriptHashSource)
  await writeFile(headersFile, formatHeadersFile(headerRules(hashes)))
  return hashes
}

export function sitemapXml(routes: readonly RouteEntry[]): string {
  const urls = routes
    .map((route) => `  <url><loc>${site.origin}${route.path === '/' ? '/' : route.path}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export async function finishSite(client: string, manifest: readonly RouteEntry[]): Promise<void> {
  const fallback = path.join(client, '__spa-fallback.html')
  const html = await readFile(fallback, 'utf8')
  await writeFile(
    path.join(client, '404.html'),
    html.replace(
      '</head>',
      `<title>Page Not Found | ${site.name} | ${site.domain}</title><meta name="robots" content="noindex"/></head>`,
    ),
  )
  await rm(fallback)
  await secureScripts(client)
  await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(manifest))
  await writeFile(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  )

  const jobs: Promise<void>[] = []
  for await (const file of walk(client)) {
    if (!COMPRESSIBLE.test(file)) continue
    if ((await stat(file)).size < 256) continue
    jobs.push(
      (async () => {
        const data = await readFile(file)
        const [br, gzipped] = await Promise.all([
          brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz(data, { level: 9 }),
        ])
        await Promise.all([writeFile(file + '.br', br), writeFile(file + '.gz', gzipped)])
      })(),
    )
  }
  await Promise.all(jobs)
}
