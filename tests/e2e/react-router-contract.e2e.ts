// What the build takes from React Router's own pre-rendering (react-router.config.ts `prerender`) and what the
// post-build pass (scripts/postbuild.ts) does with it, checked on dist/: React Router writes each page as
// `<path>/index.html` with its loader data as `<path>.data`, and its SPA fallback as `__spa-fallback.html`; the pass
// moves each page to `<path>.html` and makes 404.html from the fallback, and leaves React Router's scripts as React
// Router wrote them. An upgrade that changes any of this fails here (or the build fails in flattenPages/finishSite).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIST, hydrationData, manifest, pageFile } from './manifest.ts'

const dataFile = (route: string) => path.join(DIST, route === '/' ? '_.data' : `${route.slice(1)}.data`)

describe("React Router's pre-rendering, as the build uses it", () => {
  it('every route of the manifest is a page file with its loader data beside it', () => {
    const missing = manifest
      .map((route) => route.path)
      .filter((route) => !existsSync(pageFile(route)) || !existsSync(dataFile(route)))
    expect(missing).toEqual([])
  })

  it('no page is left as <path>/index.html (Cloudflare Pages would redirect /<path> to /<path>/)', () => {
    const nested = readdirSync(DIST, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name === 'index.html' && entry.parentPath !== DIST)
      .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)))
    expect(nested).toEqual(['admin/index.html'])
    expect(existsSync(path.join(DIST, '__spa-fallback.html'))).toBe(false)
  })

  it("each page carries React Router's scripts as React Router writes them", () => {
    const html = readFileSync(pageFile('/wiki/nurbs-nedir'), 'utf8')
    expect(html).toContain('window.__reactRouterContext = ')
    expect(html).toMatch(/<script type="module" async="">import "\/assets\/manifest-[^"]+\.js";/)
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[^"]+\.js"\/>/)
    // The loader data is the page's own: its meta, and the id of its static markup (not the markup itself).
    const data = hydrationData(html)
    expect(data).toContain('/wiki/nurbs-nedir')
    expect(data).not.toContain('Kontrol noktaları')
    expect(html).toContain('Kontrol noktaları')
  })

  it("404.html is React Router's SPA fallback with the not-found page's head", () => {
    const html = readFileSync(path.join(DIST, '404.html'), 'utf8')
    expect(html).toContain('window.__reactRouterContext = ')
    expect(html).toContain('<title>Page Not Found | ')
    expect(html).not.toContain('aria-current="page"')
  })
})
