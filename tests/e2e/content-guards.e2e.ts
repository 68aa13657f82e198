// Visible defects that come back when one component or content file slips, checked over every manifest route (and
// the 404) at 390 and 1280 px: no empty list, no call-to-action panel without its heading, lists in reading text and
// callouts keep their markers, no card text starting with a dash, nothing that looks like a button but is not a
// control, and no green check beside a restriction. One page is reused and resized so the pass stays short on 2 cores.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { RESTRICTION_PATTERN } from '../../src/shared/text.ts'
import { BASE_URL, setupBrowser, waitForHydration } from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()
const paths = [...manifest.map((route) => route.path), '/bu-sayfa-yok']

declare global {
  interface Window {
    /** A short description of an element for a failure message (installed by the pass's init script). */
    describeElement: (element: Element) => string
  }
}

function installDescribe() {
  window.describeElement = (element) => {
    const text = ((element as HTMLElement).innerText ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50)
    const classes = [...element.classList].slice(0, 3).join('.')
    return `${element.tagName.toLowerCase()}${classes ? '.' + classes : ''} "${text}"`
  }
}

/** Visible lists without a visible item (a heading above nothing, as on /teklif's rules once). */
function emptyLists(page: Page) {
  return page.evaluate(() => {
    const name = window.describeElement
    return [...document.querySelectorAll('main ul, main ol')]
      .filter((list) => list.checkVisibility())
      .filter((list) => ![...list.children].some((item) => item.checkVisibility()))
      .map(name)
  })
}

/** Call-to-action panels (data-cta, src/components/ui/call-to-action-band.tsx) without a heading of their own. */
function headlessCallsToAction(page: Page) {
  return page.evaluate(() => {
    const name = window.describeElement
    return [...document.querySelectorAll('[data-cta]')]
      .filter((panel) => panel.checkVisibility())
      .filter((panel) => {
        const heading = panel.querySelector('h2, h3')
        return !heading || !heading.textContent?.trim()
      })
      .map(name)
  })
}

/**
 * Items of lists that run as text (in reading text, article bodies and callouts; not laid out as a grid or a row of
 * boxes) showing no marker at all: neither a list marker, nor a drawn ::before, nor a leading icon.
 */
function unmarkedItems(page: Page) {
  return page.evaluate(() => {
    const name = window.describeElement
    const problems: string[] = []
    const lists = document.querySelectorAll(
      'main .prose-content ul, main .prose-content ol, main article section > ul, main [data-callout] ul, main [data-callout] ol',
    )
    for (const list of lists) {
      if (!list.checkVisibility() || list.closest('nav')) continue
      const layout = getComputedStyle(list).display
      if (layout.includes('grid') || layout.includes('flex')) continue
      for (const item of list.children) {
        if (!(item instanceof HTMLLIElement) || !item.checkVisibility()) continue
        const style = getComputedStyle(item)
        // A boxed item (a card) is its own mark.
        if (style.borderTopWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)') continue
        const marker =
          style.display === 'list-item' && style.listStyleType !== 'none' && style.listStyleType !== ''
        const before = getComputedStyle(item, '::before').content
        const drawn = before !== 'none' && before !== 'normal' && before !== '""'
        const icon = item.firstElementChild instanceof SVGElement
        if (!marker && !drawn && !icon) problems.push(name(item))
      }
    }
    return problems.slice(0, 5)
  })
}

/** Lines of text in cards and list items that start with a dash (a title's joining "— " left at a line's start). */
function dashLines(page: Page) {
  return page.evaluate(() => {
    const name = window.describeElement
    const problems: string[] = []
    for (const element of document.querySelectorAll('main li, main .card, main [class*="rounded-card"]')) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue
      // Text for screen readers only (" – Git" after a link's title) is not a line anyone sees.
      const unseen = new Set(
        [...element.querySelectorAll('.sr-only')].map((hidden) => hidden.textContent?.trim()),
      )
      const line = element.innerText
        .split('\n')
        .map((text) => text.trim())
        .find((text) => /^[—–-]\s/.test(text) && !unseen.has(text))
      if (line) problems.push(`${name(element)}: "${line.slice(0, 40)}"`)
    }
    return [...new Set(problems)].slice(0, 5)
  })
}

/**
 * Elements that look like a button without being a control: a short label in a box of a button's height, either filled
 * with the accent colour or drawn with a border and rounded corners (the site's two button looks).
 */
function buttonLookalikes(page: Page) {
  return page.evaluate(() => {
    const name = window.describeElement
    const CONTROL =
      'a[href], button, summary, input, select, textarea, label, [role="button"], [role="link"], [role="tab"], [role="option"], [role="switch"], [role="menuitem"]'
    const probe = document.createElement('span')
    probe.style.color = 'var(--accent)'
    document.body.append(probe)
    const accent = getComputedStyle(probe).color
    probe.remove()
    const problems: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      if (!(element instanceof HTMLElement) || element.closest(CONTROL)) continue
      if (element.querySelector(CONTROL)) continue
      const text = element.innerText?.trim() ?? ''
      if (text.length === 0 || text.length > 30) continue
      const box = element.getBoundingClientRect()
      if (box.height < 28 || box.height > 64 || box.width > 400 || !element.checkVisibility()) continue
      const style = getComputedStyle(element)
      const radius = parseFloat(style.borderTopLeftRadius)
      const filled = style.backgroundColor === accent
      const bordered =
        parseFloat(style.borderTopWidth) >= 1 &&
        parseFloat(style.borderBottomWidth) >= 1 &&
        style.borderTopColor !== 'rgba(0, 0, 0, 0)'
      if ((filled || bordered) && radius >= 6) problems.push(name(element))
    }
    return problems.slice(0, 5)
  })
}

/** List items marked with a check although their text states a restriction ("… kullanılamaz"). */
function checkedRestrictions(page: Page) {
  return page.evaluate((pattern) => {
    const name = window.describeElement
    const restriction = new RegExp(pattern, 'iu')
    return [...document.querySelectorAll('li')]
      .filter((item) => item.checkVisibility())
      .filter((item) => {
        const icon = item.querySelector(':scope > svg, :scope > * > svg:first-child')
        const checked =
          (icon !== null && /lucide-(circle-)?check\b/.test(icon.getAttribute('class') ?? '')) ||
          getComputedStyle(item, '::before').content.includes('✓')
        return checked && restriction.test(item.textContent ?? '')
      })
      .map(name)
  }, RESTRICTION_PATTERN.source)
}

describe('content guards over every route', () => {
  let page: Page
  it('opens one page for the pass', async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    await context.addInitScript(installDescribe)
    page = await context.newPage()
  })

  it.each(paths)(
    '%s: no empty list, no headless call to action, markers kept, no leading dash, no fake button, no checked restriction',
    async (path) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(BASE_URL + path, { waitUntil: 'load' })
      await waitForHydration(page)
      const found: Record<string, string[]> = {}
      for (const width of [390, 1280]) {
        if (width !== 390) await page.setViewportSize({ width, height: 900 })
        found[`empty lists at ${width} px`] = await emptyLists(page)
        found[`calls to action without a heading at ${width} px`] = await headlessCallsToAction(page)
        found[`list items without a marker at ${width} px`] = await unmarkedItems(page)
        found[`lines starting with a dash at ${width} px`] = await dashLines(page)
        found[`button look-alikes at ${width} px`] = await buttonLookalikes(page)
        found[`checked restrictions at ${width} px`] = await checkedRestrictions(page)
      }
      expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({})
    },
    30_000,
  )

  it('closes the page', async () => {
    await page.context().close()
  })
})
