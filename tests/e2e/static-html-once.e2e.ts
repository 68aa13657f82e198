// Every page carries its static HTML once (src/lib/page-fragment.tsx): the markup rendered at build time is in the
// page's HTML and never again in its hydration data (a file the page fetches after its first paint). Loader data may hold text and numbers for
// the interactive parts and SVG icon markup (IconMarkup), but no other markup.
import { describe, expect, it } from 'vitest'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'
import { hydrationData, manifest } from './manifest.ts'

/** The strings of the hydration data that hold markup other than a single SVG icon. */
export function markupInData(data: string): string[] {
  const strings = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(
    (match) => JSON.parse(`"${match[1]!}"`) as string,
  )
  const icon = /^<svg[\s>][\s\S]*<\/svg>$/
  return strings.filter((text) => /<[a-z][a-z0-9-]*[\s>/]/i.test(text) && !icon.test(text.trim()))
}

const browser = setupBrowser()

describe('static HTML travels once', () => {
  it('the helpers find markup in data and leave icons and text alone', () => {
    const stream = JSON.stringify(['meta', '<svg viewBox="0 0 24 24"><path d="M1 1"/></svg>', 'a < b > c', 7])
    expect(markupInData(stream)).toEqual([])
    expect(markupInData(JSON.stringify(['<div class="x"><a href="/">Ana sayfa</a></div>']))).toHaveLength(1)
  })

  for (const { path } of manifest)
    it(`${path}: no markup in its hydration data`, async () => {
      const { status, html } = await fetchHtml(path)
      expect(status).toBe(200)
      const data = hydrationData(html)
      expect(data, `${path} has hydration data`).not.toBe('')
      expect(markupInData(data).map((text) => text.slice(0, 120))).toEqual([])
    })

  it('the home page and /features mark their static parts, and each part is in the file once', async () => {
    const parts = {
      '/': ['/#slide-1', '/#slide-5', '/#sections'],
      '/features': ['/features'],
    }
    for (const [path, ids] of Object.entries(parts)) {
      const { html } = await fetchHtml(path)
      for (const id of ids) expect(html.split(`data-page-html="${id}"`).length - 1, id).toBe(1)
      expect(hydrationData(html)).toContain(`"${ids[0]}"`)
    }
  })

  it('client-side navigation to pages with several static parts shows each part, taken from their HTML', async () => {
    const { page, errors, close } = await openPage(browser(), '/gallery')
    await page.evaluate(() => ((window as { marker?: number }).marker = 1))
    for (const path of ['/', '/learn', '/wiki', '/teklif', '/support', '/offices', '/features']) {
      const { html } = await fetchHtml(path)
      const ids = [...html.matchAll(/data-page-html="([^"]+)"/g)].map((match) => match[1]!)
      expect(ids.length, path).toBeGreaterThan(0)
      // A link placed in the current page's markup takes the site's link behaviour (client-side navigation).
      await page.evaluate((target) => {
        const link = document.createElement('a')
        link.href = target
        link.textContent = 'test'
        document.querySelector('#site-footer')?.append(link)
        link.click()
      }, path)
      await page.waitForURL(`${BASE_URL}${path}`)
      for (const id of ids) {
        const part = page.locator(`[data-page-html="${id}"]`)
        await part.waitFor({ state: 'attached' })
        expect((await part.innerHTML()).length, id).toBeGreaterThan(40)
      }
    }
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    expect(errors).toEqual([])
    await close()
  })
})
