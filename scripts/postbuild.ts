// After pre-rendering (build time): 404.html from the SPA fallback, sitemap.xml, robots.txt, .br/.gz copies.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import { site } from '../src/site.config.ts'

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
