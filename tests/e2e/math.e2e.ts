// E2E formulas: typeset MathML on the technical articles, narrow screens, both themes, no JavaScript, CSP, and no math
// assets of their own (the styles are part of the site's stylesheet; no font is downloaded).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const ARTICLE = '/wiki/nurbs-matematiksel-tanimi'
const MATH_ASSET = /\/assets\/math-[\w-]+\.css$|\.(woff2?|ttf|otf)$/

/** What the reader sees of the formulas: the visible text of <main>, the number of <math> and display boxes. */
function mathState(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!
    const boxes = [...main.querySelectorAll<HTMLElement>('.math-display')]
    return {
      text: main.innerText,
      formulas: main.querySelectorAll('math').length,
      boxes: boxes.length,
      focusableBoxes: boxes.filter((box) => box.tabIndex === 0 && box.getAttribute('aria-label')).length,
      // The stylesheet applies: boxes scroll sideways, aligned columns lose temml's padding (a class, not a style).
      boxOverflow: boxes[0] ? getComputedStyle(boxes[0]).overflowX : '',
      cellPadding: getComputedStyle(main.querySelector('mtd.math-pl-0')!).paddingLeft,
      inlineStyles: main.querySelectorAll('[style]').length,
    }
  })
}

/** Opens a page and lists the requests it made for math stylesheets or fonts. */
async function mathRequests(path: string): Promise<string[]> {
  const context = await browser().newContext()
  const page = await context.newPage()
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto(BASE_URL + path, { waitUntil: 'networkidle' })
  await context.close()
  return requested.filter((pathname) => MATH_ASSET.test(pathname))
}

describe('an article with formulas', () => {
  it('shows typeset MathML, not TeX, with the math stylesheet and no console error or CSP violation', async () => {
    const { page, errors, close } = await openPage(browser(), ARTICLE)
    const state = await mathState(page)
    expect(state.formulas).toBeGreaterThan(50)
    expect(state.boxes).toBeGreaterThan(8)
    expect(state.focusableBoxes).toBe(state.boxes)
    expect(state.text).not.toMatch(/\$|_\{|\\frac|\\sum|\^\{/)
    expect(state.text).toContain('Cox–de Boor')
    expect(state.boxOverflow).toBe('auto')
    expect(state.cellPadding).toBe('0px')
    expect(state.inlineStyles).toBe(0)
    // Screen readers get the formula itself: MathML exposes the math role and its parts.
    expect(await page.getByRole('math').count()).toBe(state.formulas)
    expect(errors).toEqual([])
    await close()
  })

  it('is typeset in the pre-rendered HTML (JavaScript off), styled by the one site stylesheet', async () => {
    const { html } = await fetchHtml(ARTICLE)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/<link rel="stylesheet"/g)).toHaveLength(1)
    expect(html).toContain('<math display="block" class="tml-display">')
    expect(html).not.toMatch(/\sstyle="/)

    const { page, errors, close } = await openPage(browser(), ARTICLE, { javaScriptEnabled: false })
    const state = await mathState(page)
    expect(state.formulas).toBeGreaterThan(50)
    expect(state.boxOverflow).toBe('auto')
    expect(errors).toEqual([])
    await close()
  })

  it('fits a 360 px screen: long formulas scroll inside their own box, reachable from the keyboard', async () => {
    const { page, close } = await openPage(browser(), ARTICLE, { viewport: { width: 360, height: 800 } })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const wide = page.locator('.math-display').filter({ has: page.locator('msub') })
    const overflowing = await wide.evaluateAll((boxes) =>
      boxes
        .map((box, index) => (box.scrollWidth > box.clientWidth ? index : -1))
        .filter((index) => index >= 0),
    )
    expect(overflowing.length).toBeGreaterThan(0)
    const box = wide.nth(overflowing[0]!)
    await box.focus()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Formül')
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction((element) => element.scrollLeft > 0, await box.elementHandle())
    await close()
  })

  it.each(['light', 'dark'] as const)('has no WCAG 2.1 A/AA violations (%s theme)', async (theme) => {
    const { page, close } = await openPage(browser(), ARTICLE, { theme, reducedMotion: 'reduce' })
    expect(await axeViolations(page)).toEqual([])
    await close()
  })

  it('styles the formulas when the wiki browser opens an article with formulas', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki?makale=nurbs-matematiksel-tanimi')
    await page.locator('article math').first().waitFor()
    expect(
      await page
        .locator('article .math-display')
        .first()
        .evaluate((box) => getComputedStyle(box).overflowX),
    ).toBe('auto')
    expect(errors).toEqual([])
    await close()
  })
})

describe('math assets', () => {
  it.each(['/', '/wiki', ARTICLE])('%s requests no math stylesheet or font of its own', async (path) => {
    expect(await mathRequests(path)).toEqual([])
  })
})
