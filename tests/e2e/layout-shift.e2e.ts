// No layout shift on any kind of route (CLS 0): a PerformanceObserver records every `layout-shift` from the first
// byte through hydration and a second after it, on a phone and on a desktop screen. A shift has a cause to fix
// (space reserved for what appears later, nothing inserted or removed above the fold at hydration).
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BASE_URL, setupBrowser, waitForHydration } from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()

/** Every top-level page and the first route of every other kind, and a path no route matches (the 404 page). */
const routes = [
  ...manifest.filter((route) => route.path.split('/').length === 2).map((route) => route.path),
  ...[...new Set(manifest.map((route) => route.kind))].flatMap((kind) =>
    manifest
      .filter((route) => route.kind === kind && route.path.split('/').length > 2)
      .map((route) => route.path)
      .slice(0, 1),
  ),
  '/wiki/nurbs-nedir',
  '/wiki/hatch-patterns',
  '/wiki/sozluk',
  '/wiki/sozluk/g-k',
  // Answers in the address: the tool waits hidden for the pre-paint script (src/lib/advisor-prepaint-start.ts).
  '/teklif?kim=ticari&kisi=12&yer=uzak&alim=surum6&sahip=10',
  '/bu-sayfa-yok',
]

const screens = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
}

interface Shift {
  value: number
  hadRecentInput: boolean
  sources: string[]
}

async function shiftsOf(target: Browser, path: string, screen: keyof typeof screens): Promise<Shift[]> {
  const context = await target.newContext(screens[screen])
  await context.addInitScript(() => {
    const seen: unknown[] = []
    ;(window as { __shifts?: unknown[] }).__shifts = seen
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        const rect = (box: DOMRectReadOnly) => [box.x, box.y, box.width, box.height].map(Math.round).join(',')
        seen.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map(
            (source) =>
              `${source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node?.nodeName)}` +
              ` [${rect(source.previousRect)}] → [${rect(source.currentRect)}]`,
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The scripts wait until the page's whole markup has been painted, as on a slow connection: whatever hydration
  // changes then is measured (on a fast machine hydration could otherwise come before a frame showed the markup and
  // hide a shift that visitors see).
  const held: (() => Promise<void>)[] = []
  let painted = false
  // /teklif's pre-paint script (src/lib/advisor-prepaint.ts) is not held: with answers in the address the tool waits
  // for it, hidden, and without it loads after the first paint anyway.
  await context.route(/\/assets\/.*\.js$/, (route) =>
    painted || route.request().url().includes('/advisor-prepaint-')
      ? route.continue()
      : void held.push(() => route.continue()),
  )
  // The first paint shows the whole markup: a busy machine's parser may otherwise paint a half-parsed page (a
  // hero's text before its picture) and the next frame moves what was painted. That case is a different question
  // with tests of its own (the describe blocks below); this one measures what fonts, images and hydration move.
  await context.route(
    (url) => url.origin === new URL(BASE_URL).origin && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      const html = (await response.text()).replace(
        '<head>',
        '<head><link rel="expect" href="#site-footer" blocking="render">',
      )
      await route.fulfill({ response, body: html })
    },
  )
  const page = await context.newPage()
  await page.goto(BASE_URL + path, { waitUntil: 'commit' })
  await page.locator('#site-footer').waitFor({ state: 'attached' })
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  painted = true
  await Promise.all(held.map((release) => release()))
  await waitForHydration(page)
  await page.waitForTimeout(1000)
  const shifts = await page.evaluate(() => (window as { __shifts?: Shift[] }).__shifts ?? [])
  await context.close()
  return shifts
}

describe('no layout shift while a page loads and hydrates', () => {
  it('covers every kind of route', () => {
    expect(new Set(routes).size).toBeGreaterThanOrEqual(20)
    for (const kind of new Set(manifest.map((route) => route.kind)))
      expect(
        routes.some((path) => manifest.find((route) => route.path === path)?.kind === kind),
        kind,
      ).toBe(true)
  })

  for (const screen of Object.keys(screens) as (keyof typeof screens)[])
    for (const path of [...new Set(routes)])
      it(`${path} on a ${screen}: CLS 0`, async () => {
        const shifts = (await shiftsOf(browser(), path, screen)).filter((shift) => !shift.hadRecentInput)
        expect(shifts).toEqual([])
      })
})

describe('a header painted half parsed', () => {
  // A busy machine may paint while the header's buttons after the search are not parsed yet (seen in CI: the group
  // grew and moved, CLS 0.001). From 1280 px the buttons' column is fixed: the search button painted alone is
  // where it stays when the rest arrives.
  it.each([1280, 1440])(
    'at %i px, the search button is where it stays with the buttons after it missing',
    async (width) => {
      const page = await browser().newPage({ viewport: { width, height: 900 } })
      await page.goto(`${BASE_URL}/wiki/nurbs-nedir`)
      const places = await page.evaluate(() => {
        const search = document.querySelector<HTMLElement>('header [aria-keyshortcuts]')!
        const group = search.closest('header > div > div')!
        const whole = search.getBoundingClientRect().x
        for (const later of [...group.children].filter((child) => !child.contains(search)))
          (later as HTMLElement).style.display = 'none'
        return { whole, alone: search.getBoundingClientRect().x }
      })
      expect(places.alone).toBe(places.whole)
      await page.close()
    },
  )
})

describe('a hero painted half parsed', () => {
  // Beside a picture the hero's text is centred on it. A page painted between two chunks of a slow connection (or by
  // a busy machine's parser) can have the text and not yet the picture after it: the text must not be seen there, as
  // it moves down when the picture arrives (seen in CI: /irhino 87 px, CLS 0.011).
  it.each(['/irhino', '/for/architecture'])(
    '%s on a desktop: the text is hidden or in place while the picture is missing',
    async (path) => {
      const page = await browser().newPage({ viewport: { width: 1350, height: 940 } })
      await page.goto(BASE_URL + path)
      const text = page.locator('main section h1').locator('xpath=..')
      const whole = await text.evaluate((node) => ({
        y: node.getBoundingClientRect().y,
        visible: getComputedStyle(node).visibility === 'visible',
      }))
      expect(whole.visible).toBe(true)
      const alone = await text.evaluate((node) => {
        node.nextElementSibling!.remove()
        return {
          y: node.getBoundingClientRect().y,
          visible: getComputedStyle(node).visibility === 'visible',
        }
      })
      expect(alone.y).not.toBe(whole.y)
      expect(alone.visible).toBe(false)
      await page.close()
    },
  )
})
