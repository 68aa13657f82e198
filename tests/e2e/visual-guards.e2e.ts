// Visible defects that axe does not see, over every manifest route (and the 404) in both themes: no horizontal
// overflow at 320 and 390 px, no link or button whose text has its own background's colour, no list item with
// two markers. One page per theme is reused and resized (320 → 390 → 1280) so the pass stays short on 2 cores.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BASE_URL, setupBrowser, waitForHydration } from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()
const paths = [...manifest.map((route) => route.path), '/bu-sayfa-yok']

/** Elements that stick out past the right edge of the viewport (the page scrolls sideways), widest first. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    const culprits: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.right <= width + 1 || box.width === 0) continue
      // Only the outermost culprit (its overflowing ancestors would repeat it), and nothing that scrolls or is
      // clipped inside a box of its own (a code block, a table) that itself fits.
      const parent = element.parentElement?.getBoundingClientRect()
      if (parent && parent.right > width + 1) continue
      let contained = false
      for (let node = element.parentElement; node && !contained; node = node.parentElement)
        contained =
          getComputedStyle(node).overflowX !== 'visible' && node.getBoundingClientRect().right <= width + 1
      if (contained) continue
      const name = `${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''}.${[...element.classList].slice(0, 4).join('.')}`
      culprits.push(
        `${name} right=${Math.round(box.right)} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      )
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...culprits.slice(0, 5)]
  })
}

/** Links and buttons whose text colour is (almost) the colour of the background they are painted on. */
function invisibleLabels(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    type Rgb = [number, number, number]
    // Any CSS colour (rgb, oklch, color-mix …) to [r, g, b] and alpha through the canvas.
    const rgba = (color: string): { rgb: Rgb; alpha: number } => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
      return { rgb: [r, g, b], alpha: a / 255 }
    }
    const over = (top: { rgb: Rgb; alpha: number }, bottom: Rgb): Rgb => [
      top.rgb[0] * top.alpha + bottom[0] * (1 - top.alpha),
      top.rgb[1] * top.alpha + bottom[1] * (1 - top.alpha),
      top.rgb[2] * top.alpha + bottom[2] * (1 - top.alpha),
    ]
    /** Background colours of the element and its ancestors composed until an opaque one; null under an image. */
    const effectiveBackground = (element: Element): Rgb | null => {
      const layers: { rgb: Rgb; alpha: number }[] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.backgroundImage !== 'none') return null
        // A face painted by a pseudo-element (the 'İndir' button's border) is beyond this walk: not judged.
        for (const pseudo of ['::before', '::after']) {
          const drawn = getComputedStyle(node, pseudo)
          if (
            drawn.content !== 'none' &&
            (drawn.backgroundImage !== 'none' || rgba(drawn.backgroundColor).alpha > 0)
          )
            return null
        }
        const color = rgba(style.backgroundColor)
        if (color.alpha > 0) layers.push(color)
        if (color.alpha >= 1) break
      }
      let result: Rgb = [255, 255, 255]
      for (const layer of layers.reverse()) result = over(layer, result)
      return result
    }
    const luminance = ([r, g, b]: Rgb) => {
      const linear = (channel: number) => {
        const value = channel / 255
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
    const problems: string[] = []
    for (const element of document.querySelectorAll('a[href], button, [role="button"]')) {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || Number(style.opacity) === 0)
        continue
      if (!(element as HTMLElement).innerText?.trim()) continue
      const background = effectiveBackground(element)
      if (!background) continue
      const foreground = over(rgba(style.color), background)
      const ratio =
        (Math.max(luminance(foreground), luminance(background)) + 0.05) /
        (Math.min(luminance(foreground), luminance(background)) + 0.05)
      if (ratio < 1.5)
        problems.push(
          `${element.tagName.toLowerCase()} "${(element as HTMLElement).innerText.trim().slice(0, 40)}" ` +
            `text ${style.color} on rgb(${background.map(Math.round).join(', ')}) (${ratio.toFixed(2)}:1)`,
        )
    }
    return problems
  })
}

/** List items showing a list marker and a drawn one (a ::before box, or an icon as first child) at once. */
function doubleMarkers(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const item of document.querySelectorAll('li')) {
      const style = getComputedStyle(item)
      if (item.getBoundingClientRect().height === 0) continue
      const marker = getComputedStyle(item, '::marker')
      const hasMarker =
        style.display === 'list-item' &&
        (style.listStyleType !== 'none' || style.listStyleImage !== 'none') &&
        marker.content !== 'none' &&
        marker.content !== '""'
      if (!hasMarker) continue
      const before = getComputedStyle(item, '::before')
      const drawnBefore =
        before.content !== 'none' && before.content !== 'normal' && before.display !== 'none'
      const first = item.firstElementChild
      const startsWithIcon =
        first instanceof SVGElement &&
        !item.firstChild?.textContent?.trim() &&
        first.getBoundingClientRect().width > 0
      if (drawnBefore || startsWithIcon)
        problems.push(
          `li "${(item.textContent ?? '').trim().slice(0, 40)}": ${style.listStyleType} + ${drawnBefore ? `::before ${before.content}` : 'icon'}`,
        )
    }
    return problems.slice(0, 5)
  })
}

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  let page: Page
  it('opens one page for the pass', async () => {
    const context = await browser().newContext({
      viewport: { width: 320, height: 800 },
      reducedMotion: 'reduce',
    })
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
    page = await context.newPage()
  })

  it.each(paths)(
    '%s: no sideways scroll at 320/390 px, no invisible link or button label, one marker per list item',
    async (path) => {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(BASE_URL + path, { waitUntil: 'load' })
      await waitForHydration(page)
      const found: Record<string, string[]> = {}
      found['overflow at 320 px'] = await horizontalOverflow(page)
      await page.setViewportSize({ width: 390, height: 844 })
      found['overflow at 390 px'] = await horizontalOverflow(page)
      found['invisible labels at 390 px'] = await invisibleLabels(page)
      found['double markers at 390 px'] = await doubleMarkers(page)
      await page.setViewportSize({ width: 1280, height: 900 })
      found['invisible labels at 1280 px'] = await invisibleLabels(page)
      found['double markers at 1280 px'] = await doubleMarkers(page)
      expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({})
    },
    30_000,
  )

  it('closes the page', async () => {
    await page.context().close()
  })
})
