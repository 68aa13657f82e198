// Crawls every pre-rendered page in dist/: each internal href must reach a pre-rendered page (and an existing #id).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { ADMIN_PATH } from '../../src/site.config.ts'
import { DIST } from './manifest.ts'

const SKIPPED = new Set(['_data', 'assets', 'admin'])

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    // /admin is the browser editor's own app (its HTML has no site links), not a page of the site.
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') && entry.name !== '404.html' ? [full] : []
  })
}

/** A page's address from its file: `<path>.html`, the home page `index.html` (scripts/postbuild.ts). */
function pagePath(file: string): string {
  const relative = path
    .relative(DIST, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
  return relative === 'index' ? '/' : `/${relative}`
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'")

it('every internal link on every page resolves', () => {
  const pages = new Map<string, Set<string>>()
  const links: { from: string; href: string }[] = []
  for (const file of htmlFiles(DIST)) {
    const html = readFileSync(file, 'utf8')
    const from = pagePath(file)
    pages.set(from, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!))))
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g))
      links.push({ from, href: decode(match[1]!) })
  }
  expect(pages.size).toBeGreaterThan(10)
  expect([...pages.keys()].filter((page) => page.startsWith('/admin'))).toEqual([])
  // No page links into the editor: "Bu sayfayı düzenle" becomes a link only in a staff member's browser
  // (src/components/reading/staff-edit-link.tsx).
  expect(links.filter((link) => /^\/admin(\/|$)/.test(link.href))).toEqual([])
  const broken: string[] = []
  for (const { from, href } of links) {
    if (/^(https?:|mailto:|tel:)/.test(href)) continue
    // The browser editor ("Bu sayfayı düzenle") is a separate app deployed beside the site, not one of its pages.
    if (href.startsWith(ADMIN_PATH)) continue
    const url = new URL(href, `http://site${from}`)
    const target = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname
    const ids = pages.get(decodeURIComponent(target))
    if (!ids) broken.push(`${from}: ${href} (no such page)`)
    else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1))))
      broken.push(`${from}: ${href} (no #${url.hash.slice(1)} on it)`)
  }
  expect(broken).toEqual([])
})
