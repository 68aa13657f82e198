// What a visitor sees first on a phone, and the home page's sector imagery: the /support search and its first topics
// inside the first 390×844 screen, and five distinct product renders on the sector cards that load without shifting
// the page.
import { describe, expect, it } from 'vitest'
import { openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const PHONE = { width: 390, height: 844 }

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  it('/support at 390×844: the search box, the topic links and the first topics fit the first screen', async () => {
    const { page, errors, close } = await openPage(browser(), '/support', { theme, viewport: PHONE })
    const bottom = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom)
    expect(await bottom('input[type="search"]')).toBeLessThanOrEqual(PHONE.height)
    // The topic links are one row that scrolls inside itself, not a wall of wrapped chips.
    const chipTops = await page
      .getByRole('navigation', { name: 'Destek bölümleri' })
      .getByRole('link')
      .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size)
    expect(chipTops).toBe(1)
    expect(await bottom('nav[aria-label="Destek bölümleri"]')).toBeLessThanOrEqual(PHONE.height)
    // The first section's heading and its first two links are readable without scrolling.
    expect(await bottom('main section[id] h2')).toBeLessThanOrEqual(PHONE.height)
    const firstLinks = await page
      .locator('main section[id]')
      .first()
      .locator('ul > li')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().bottom))
    expect(firstLinks).toHaveLength(2)
    for (const linkBottom of firstLinks) expect(linkBottom).toBeLessThanOrEqual(PHONE.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(errors).toEqual([])
    await close()
  })
})

describe('home sector cards', () => {
  it.each([PHONE, { width: 1280, height: 900 }])(
    'at $width px: five distinct product renders, sized and lazy, that load without shifting the page',
    async (viewport) => {
      const { page, errors, close } = await openPage(browser(), '/', { viewport })
      const images = page.locator('#sektorler img')
      expect(await images.count()).toBe(5)
      const attributes = await images.evaluateAll((list) =>
        list.map((image) => ({
          src: image.getAttribute('src') ?? '',
          alt: image.getAttribute('alt') ?? '',
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.getAttribute('loading'),
        })),
      )
      expect(new Set(attributes.map((image) => image.src)).size).toBe(5)
      for (const image of attributes) {
        expect(image.src).toMatch(/^\/images\/industries\/[a-z-]+\.webp$/)
        expect(image.alt.length).toBeGreaterThan(20)
        expect([image.width, image.height, image.loading]).toEqual(['640', '400', 'lazy'])
      }
      // Below the fold nothing has loaded yet; the boxes already have their final size.
      const boxes = () =>
        images.evaluateAll((list) => list.map((image) => Math.round(image.getBoundingClientRect().height)))
      const before = await boxes()
      expect(
        await images.evaluateAll((list) => list.every((image) => !(image as HTMLImageElement).complete)),
      ).toBe(true)
      for (const height of before) expect(height).toBeGreaterThan(100)
      await page.locator('#sektorler').scrollIntoViewIfNeeded()
      for (let index = 0; index < 5; index++) await images.nth(index).scrollIntoViewIfNeeded()
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('#sektorler img')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      )
      expect(await boxes()).toEqual(before)
      expect(errors).toEqual([])
      await close()
    },
  )
})

describe('headings', () => {
  const ROUTES = ['/', '/features/metal', '/for/architecture', '/irhino', '/gallery', '/licensing/cloud-zoo']
  it.each([PHONE, { width: 1280, height: 900 }])(
    'at $width px: no heading of several lines ends on a lone short line (an orphan word)',
    async (viewport) => {
      const { page, close } = await openPage(browser(), ROUTES[0]!, { viewport })
      const orphans: string[] = []
      for (const route of ROUTES) {
        if (route !== ROUTES[0]) await page.goto(page.url().replace(/\/[^/]*$/, '') + route)
        orphans.push(
          ...(await page.evaluate((path) => {
            const found: string[] = []
            for (const heading of document.querySelectorAll('main :is(h1, h2, h3)')) {
              // The line boxes of the heading's text, by their top edge.
              const lines = new Map<number, number>()
              const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const range = document.createRange()
                range.selectNodeContents(node)
                for (const rect of range.getClientRects()) {
                  if (rect.width === 0) continue
                  const top = Math.round(rect.top / 4)
                  lines.set(top, (lines.get(top) ?? 0) + rect.width)
                }
              }
              if (lines.size < 2) continue
              const widths = [...lines.entries()].sort(([a], [b]) => a - b).map(([, width]) => width)
              const last = widths.at(-1)!
              if (last < 0.3 * Math.max(...widths))
                found.push(`${path} ${heading.tagName}: "${heading.textContent?.trim()}"`)
            }
            return found
          }, route)),
        )
      }
      expect(orphans).toEqual([])
      await close()
    },
    60_000,
  )
})
