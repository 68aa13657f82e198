// Size budgets as tests: every route's first-load JavaScript and CSS (gzip) in the built dist/ stay within
// scripts/bench/budgets.ts. Deterministic figures only; timings stay in `npm run bench`.
import { describe, expect, it } from 'vitest'
import { budgets, firstLoadJsBudget } from '../../scripts/bench/budgets.ts'
import { measureFirstLoad } from '../../scripts/bench/first-load.ts'
import { DIST, manifest, pageFile } from './manifest.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('first-load budgets of every route', () => {
  it.each(manifest.map((route) => route.path))('%s', async (routePath) => {
    const load = await measureFirstLoad(DIST, routePath)
    // A page always loads the shell (React, React Router): a measurement that found no script is broken, not small.
    expect(load.js).toBeGreaterThan(50 * 1024)
    expect(load.js, `first-load JS ${kb(load.js)}: ${load.jsFiles.join(', ')}`).toBeLessThanOrEqual(
      firstLoadJsBudget(routePath),
    )
    expect(load.css, `CSS ${kb(load.css)}`).toBeLessThanOrEqual(budgets.cssGzip)
  })
})

describe('the licence advisor', () => {
  it('its code (the page and its pre-paint file) loads on /teklif only', async () => {
    const advisor = await measureFirstLoad(DIST, '/teklif')
    const own = advisor.jsFiles.filter((file) => /\/advisor-[\w-]+\.js$/.test(file))
    expect(own.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      '/assets/advisor',
      '/assets/advisor-prepaint',
    ])
    for (const route of manifest.filter((entry) => entry.path !== '/teklif')) {
      const load = await measureFirstLoad(DIST, route.path)
      for (const file of own) expect(load.jsFiles, route.path).not.toContain(file)
    }
  })
})

describe('the article page', () => {
  it('the HTML of /wiki/nurbs-nedir stays within its budget (gzip -9)', async () => {
    const { readFile } = await import('node:fs/promises')
    const { gzipSync } = await import('node:zlib')
    const html = await readFile(pageFile('/wiki/nurbs-nedir'))
    const size = gzipSync(html, { level: 9 }).length
    expect(size, `${kb(size)}`).toBeLessThanOrEqual(budgets.articleHtmlGzip)
  })
})
