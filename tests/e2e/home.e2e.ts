// E2E: the home page — pre-rendered head (title, JSON-LD), the hero carousel's rotation rules under a fake clock,
// and the links of the features, pricing, industries, Grasshopper and ecosystem sections.
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pricingPlans } from '../../src/data/pricing.ts'
import { site, vendor } from '../../src/site.config.ts'
import { ALL_DETAILS_LABEL } from '../../src/shared/spec-labels.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser, waitForHydration } from './helpers.ts'

const browser = setupBrowser()

const CAROUSEL = 'section[aria-roledescription="carousel"]'
const SLIDES = '[aria-roledescription="slide"]'

/**
 * Opens / with Playwright's fake clock installed and paused before any page script runs: page time stands still
 * until the test moves it with `page.clock.runFor`, so rotation is deterministic however slow the machine is.
 */
async function openWithClock(options: BrowserContextOptions = {}) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto(`${BASE_URL}/`, { waitUntil: 'load' })
  await waitForHydration(page)
  return { page, errors, close: () => context.close() }
}

/** Position (1-based) of the slide that is not hidden, read from its "N / 5" label. */
async function activeSlide(page: Page): Promise<number> {
  const labels = await page
    .locator(`${SLIDES}:not([aria-hidden="true"])`)
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')))
  expect(labels).toHaveLength(1)
  return Number(labels[0]?.split(' / ')[0])
}

/** React renders after the fake timer fires; poll in real time until the expected slide shows (or give up). */
async function waitForSlide(page: Page, expected: number): Promise<number> {
  let current = await activeSlide(page)
  for (let attempt = 0; attempt < 40 && current !== expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    current = await activeSlide(page)
  }
  return current
}

/** Lets 5 s of page time pass and returns the slide shown afterwards. */
async function afterInterval(page: Page, expected: number): Promise<number> {
  await page.clock.runFor(5000)
  return waitForSlide(page, expected)
}

/** The slide after `position`, wrapping from 5 to 1. */
const following = (position: number) => (position % 5) + 1

async function leaveCarousel(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.mouse.move(640, 890)
}

const liveRegion = (page: Page) => page.locator('#hero-slides').getAttribute('aria-live')

describe('home page: pre-rendered HTML', () => {
  it('has the home title and three valid JSON-LD blocks', async () => {
    const { status, html } = await fetchHtml('/')
    expect(status).toBe(200)
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
    expect(title.startsWith('Rhino 3D Satış - Rhino 3D Satın Alma, Öğrenci Lisansı')).toBe(true)

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    )
    expect(blocks.map((block) => block['@type'])).toEqual([
      'Organization',
      'LocalBusiness',
      'SoftwareApplication',
    ])
    const json = JSON.stringify(blocks)
    for (const value of [
      '"price":995',
      '"priceCurrency":"EUR"',
      '"ratingValue":4.8',
      '"reviewCount":15000',
    ]) {
      expect(json).toContain(value)
    }
    expect(json.match(/"@type":"PostalAddress"/g)?.length).toBeGreaterThanOrEqual(2)
    const organization = blocks[0] as { address: { '@type': string }[] }
    expect(organization.address.map((address) => address['@type'])).toEqual([
      'PostalAddress',
      'PostalAddress',
    ])
  })

  it('shows slide 1 and its buttons without JavaScript, with one h1', async () => {
    const { page, errors, close } = await openPage(browser(), '/', { javaScriptEnabled: false })
    expect(await page.locator('h1').count()).toBe(1)
    const first = page.locator(SLIDES).first()
    expect(await first.getAttribute('aria-label')).toBe('1 / 5')
    expect(await first.getByRole('heading', { name: 'ShrinkWrap' }).isVisible()).toBe(true)
    expect(await first.getByRole('link', { name: 'Ücretsiz Dene' }).getAttribute('href')).toBe('/download')
    expect(await first.getByRole('link', { name: 'Daha Fazla Öğren' }).getAttribute('href')).toMatch(
      /#features$/,
    )
    expect(await first.getByRole('link', { name: 'Daha Fazla Öğren' }).isVisible()).toBe(true)
    expect(await page.locator(`${SLIDES}[aria-hidden="true"][inert]`).count()).toBe(4)
    expect(errors).toEqual([])
    await close()
  })
})

describe('home page: hero carousel', () => {
  it('is a labelled WAI-ARIA carousel whose first image is the eager, high-priority LCP', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    expect(await page.locator(CAROUSEL).getAttribute('aria-label')).toBeTruthy()
    expect(await page.locator(SLIDES).count()).toBe(5)
    expect(await page.locator(`${SLIDES}[role="group"]`).count()).toBe(5)
    const images = page.locator(`${SLIDES} img`)
    expect(await images.first().getAttribute('fetchpriority')).toBe('high')
    expect(await images.first().getAttribute('loading')).not.toBe('lazy')
    expect([await images.first().getAttribute('width'), await images.first().getAttribute('height')]).toEqual(
      ['1200', '675'],
    )
    // The next slide's image is in the page by now, lazy; the later ones wait in their templates.
    await images.nth(1).waitFor({ state: 'attached' })
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy')
    expect(await page.locator(`${SLIDES} template[data-hero-image]`).count()).toBe(3)
    expect(await page.getByRole('button', { name: 'Otomatik geçişi durdur' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it("loads only the first slide's image with the page; a slide's image loads when the slide is shown or next", async () => {
    const { html } = await fetchHtml('/')
    // The later slides' images wait in inert templates (nothing in a template loads); only the first is an image.
    const held = /<template data-hero-image="">[\s\S]*?<\/template>/g
    expect(html.match(held)).toHaveLength(4)
    for (const template of html.match(held) ?? []) expect(template).toMatch(/<img src="\/images\/hero\//)
    expect(html.replace(held, '').match(/<img src="\/images\/hero\//g)).toHaveLength(1)
    const { page, errors, close } = await openWithClock()
    // Each slide's image address, or null while it waits in its template.
    const sources = () =>
      page
        .locator(SLIDES)
        .evaluateAll((slides) =>
          slides.map((slide) => slide.querySelector('img')?.getAttribute('src') ?? null),
        )
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 2,
      `${SLIDES} img[src]`,
    )
    expect(await sources()).toEqual([
      '/images/hero/shrinkwrap.webp',
      '/images/hero/pushpull.webp',
      null,
      null,
      null,
    ])
    await page.getByRole('button', { name: '4. slayta git' }).click()
    expect(await waitForSlide(page, 4)).toBe(4)
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 4,
      `${SLIDES} img[src]`,
    )
    expect((await sources())[2]).toBeNull()
    // The shown image has loaded and has its size.
    await page.waitForFunction(
      (selector) => (document.querySelectorAll(selector)[3]?.querySelector('img')?.naturalWidth ?? 0) > 0,
      SLIDES,
    )
    expect(errors).toEqual([])
    await close()
  })

  it('shows the first slide as its AVIF copy sized for the screen, preloaded; a later slide gets its copies when near', async () => {
    const { html } = await fetchHtml('/')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imageSrcSet="\/images\/hero\/shrinkwrap-720\.avif 720w, \/images\/hero\/shrinkwrap-960\.avif 960w" imageSizes="[^"]+" fetchPriority="high"\/>/,
    )
    // No second preload of the WebP the browser would not use.
    expect(head).not.toContain('shrinkwrap.webp')
    // A phone (380 CSS px at 1.75 device pixels needs 665) and a high-density desktop (620 at 2 needs 1240).
    for (const [width, deviceScaleFactor, file] of [
      [412, 1.75, 'shrinkwrap-720.avif'],
      [1280, 2, 'shrinkwrap-960.avif'],
    ] as const) {
      const { page, errors, close } = await openWithClock({
        viewport: { width, height: 844 },
        deviceScaleFactor,
      })
      const first = page.locator(`${SLIDES} img`).first()
      await page.waitForFunction(
        (selector) => (document.querySelector<HTMLImageElement>(selector)?.naturalWidth ?? 0) > 0,
        `${SLIDES} img`,
      )
      expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(
        `${BASE_URL}/images/hero/${file}`,
      )
      await page.waitForFunction(
        (selector) => document.querySelectorAll(selector).length === 2,
        `${SLIDES} source[srcset]`,
      )
      expect(await page.locator(`${SLIDES} template[data-hero-image]`).count()).toBe(3)
      expect(errors).toEqual([])
      await close()
    }
  })

  it('advances every 5000 ms and wraps from slide 5 to slide 1', async () => {
    const { page, errors, close } = await openWithClock()
    expect(await activeSlide(page)).toBe(1)
    expect(await liveRegion(page)).toBe('off')
    await page.clock.runFor(4000)
    expect(await waitForSlide(page, 2)).toBe(1)
    for (const expected of [2, 3, 4, 5, 1]) expect(await afterInterval(page, expected)).toBe(expected)
    expect(errors).toEqual([])
    await close()
  })

  it('moves with the next arrow and jumps with the labelled dots', async () => {
    const { page, errors, close } = await openWithClock()
    const start = await activeSlide(page)
    await page.getByRole('button', { name: 'Sonraki slayt' }).click()
    expect(await waitForSlide(page, following(start))).toBe(following(start))
    await page.getByRole('button', { name: '4. slayta git' }).click()
    expect(await waitForSlide(page, 4)).toBe(4)
    expect(await page.getByRole('button', { name: '4. slayta git' }).getAttribute('aria-current')).toBe(
      'true',
    )
    expect(await page.locator('button[aria-current="true"]').count()).toBe(1)
    await page.getByRole('button', { name: 'Sonraki slayt' }).click()
    await page.getByRole('button', { name: 'Sonraki slayt' }).click()
    expect(await waitForSlide(page, 1)).toBe(1)
    const visible = page.locator(`${SLIDES}:not([aria-hidden="true"])`)
    expect(await visible.getByRole('heading', { level: 2 }).textContent()).toBe('ShrinkWrap')
    expect(errors).toEqual([])
    await close()
  })

  it('stops for good when paused and starts again on play', async () => {
    const { page, errors, close } = await openWithClock()
    await page.getByRole('button', { name: 'Otomatik geçişi durdur' }).click()
    await leaveCarousel(page)
    const start = await activeSlide(page)
    expect(await page.getByRole('button', { name: 'Otomatik geçişi başlat' }).isVisible()).toBe(true)
    expect(await liveRegion(page)).toBe('polite')
    await page.clock.runFor(15_000)
    expect(await waitForSlide(page, start)).toBe(start)

    await page.getByRole('button', { name: 'Otomatik geçişi başlat' }).click()
    await leaveCarousel(page)
    expect(await liveRegion(page)).toBe('off')
    expect(await afterInterval(page, following(start))).toBe(following(start))
    expect(errors).toEqual([])
    await close()
  })

  it('stops while the pointer is over it', async () => {
    const { page, errors, close } = await openWithClock()
    await page.locator(CAROUSEL).hover()
    const start = await activeSlide(page)
    await page.clock.runFor(12_000)
    expect(await waitForSlide(page, start)).toBe(start)
    expect(await liveRegion(page)).toBe('polite')
    await page.mouse.move(640, 890)
    expect(await afterInterval(page, following(start))).toBe(following(start))
    expect(errors).toEqual([])
    await close()
  })

  it('stops while keyboard focus is inside', async () => {
    const { page, errors, close } = await openWithClock()
    await page.getByRole('button', { name: '1. slayta git' }).focus()
    const start = await activeSlide(page)
    await page.clock.runFor(12_000)
    expect(await waitForSlide(page, start)).toBe(start)
    await leaveCarousel(page)
    expect(await afterInterval(page, following(start))).toBe(following(start))
    expect(errors).toEqual([])
    await close()
  })

  it('stops while the search dialog (any modal) covers the page, and goes on once it closes', async () => {
    const { page, errors, close } = await openWithClock()
    await leaveCarousel(page)
    const start = await activeSlide(page)
    await page.keyboard.press('Control+k')
    await page.getByRole('dialog').waitFor()
    await page.clock.runFor(12_000)
    expect(await waitForSlide(page, start)).toBe(start)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await leaveCarousel(page)
    expect(await afterInterval(page, following(start))).toBe(following(start))
    expect(errors).toEqual([])
    await close()
  })

  it("never shows two slides' texts at once: the outgoing text is gone before the incoming one appears", async () => {
    const { page, close } = await openPage(browser(), '/')
    const timing = await page.locator(SLIDES).evaluateAll((slides) =>
      slides.map((slide) => {
        // A later slide's image may still wait in its template: only the shown slide's is asked for.
        const [text, image] = [slide.querySelector('h2')!.parentElement!, slide.querySelector('img')]
        const seconds = (value: string) => parseFloat(value) * (value.endsWith('ms') ? 0.001 : 1)
        const style = getComputedStyle(text)
        return {
          active: slide.getAttribute('aria-hidden') !== 'true',
          textOpacity: style.opacity,
          textDelay: seconds(style.transitionDelay),
          textDuration: seconds(style.transitionDuration),
          imageDuration: image ? seconds(getComputedStyle(image).transitionDuration) : undefined,
        }
      }),
    )
    const active = timing.find((slide) => slide.active)!
    const inactive = timing.filter((slide) => !slide.active)
    expect(inactive).toHaveLength(4)
    for (const slide of inactive) {
      expect(slide.textOpacity).toBe('0')
      // Faded out before the incoming text starts to fade in.
      expect(slide.textDuration).toBeLessThanOrEqual(active.textDelay)
    }
    // The spec's 1-second fade, for the images and the whole change.
    expect(active.imageDuration).toBe(1)
    expect(active.textDelay + active.textDuration).toBeLessThanOrEqual(1)
    await close()
  })

  it('does not rotate when the visitor prefers reduced motion', async () => {
    const { page, errors, close } = await openWithClock({ reducedMotion: 'reduce' })
    expect(await page.getByRole('button', { name: 'Otomatik geçişi başlat' }).isVisible()).toBe(true)
    expect(await liveRegion(page)).toBe('polite')
    await page.clock.runFor(20_000)
    expect(await waitForSlide(page, 1)).toBe(1)
    expect(errors).toEqual([])
    await close()
  })
})

describe('home page: sections and links', () => {
  it("scrolls to the features with 'Daha Fazla Öğren'", async () => {
    const { page, errors, close } = await openPage(browser(), '/', { reducedMotion: 'reduce' })
    await page
      .locator(`${SLIDES}:not([aria-hidden="true"])`)
      .getByRole('link', { name: 'Daha Fazla Öğren' })
      .click()
    await page.waitForURL(`${BASE_URL}/#features`)
    await page.waitForFunction(() => {
      const top = document.getElementById('features')?.getBoundingClientRect().top ?? Infinity
      return Math.abs(top) < 120
    })
    expect(errors).toEqual([])
    await close()
  })

  it('links the four features, the five industries and the overview', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    const featureLinks = await page
      .locator('#features a[href^="/features/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(featureLinks).toEqual([
      '/features/shrinkwrap',
      '/features/subd-creases',
      '/features/metal',
      '/features/modeling',
    ])
    expect(
      await page.locator('#features').getByRole('link', { name: ALL_DETAILS_LABEL }).getAttribute('href'),
    ).toBe('/features')
    const industryLinks = await page
      .locator('#sektorler a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(industryLinks).toEqual([
      '/for/architecture',
      '/for/marine',
      '/for/jewelry',
      '/for/landscape',
      '/for/education',
    ])
    expect(await page.locator('#sektorler img[loading="lazy"][width="640"][height="400"]').count()).toBe(5)
    await page.locator('#features').getByRole('link', { name: 'ShrinkWrap' }).click()
    await page.waitForURL(`${BASE_URL}/features/shrinkwrap`)
    expect(errors).toEqual([])
    await close()
  })

  it('shows the four plans, the VAT note and quote mail links naming each plan', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    const pricing = page.locator('#fiyatlar')
    expect(await pricing.locator('article h3').allTextContents()).toEqual(
      pricingPlans.map((plan) => plan.name),
    )
    const text = (await pricing.textContent()) ?? ''
    for (const price of ['0 €', '195 €', '995 €', '975 €', 'Popüler', 'Fiyatlara %20 KDV dâhil değildir.']) {
      expect(text).toContain(price)
    }
    expect(await pricing.getByRole('link', { name: 'Deneyin' }).getAttribute('href')).toBe('/download')
    const quotes = pricing.getByRole('link', { name: 'Teklif İste' })
    expect(await quotes.count()).toBe(3)
    const quotePlans = pricingPlans.filter((plan) => plan.ctaLabel === 'Teklif İste')
    for (const [index, plan] of quotePlans.entries()) {
      const href = (await quotes.nth(index).getAttribute('href')) ?? ''
      expect(href.startsWith(`mailto:${site.email}?`)).toBe(true)
      const subject = new URL(href).searchParams.get('subject') ?? ''
      expect(subject).toContain(plan.licenseName)
      expect(subject).toContain(plan.name.split(' ')[0])
      expect(new URL(href).searchParams.get('body')).toContain('Merhaba')
    }
    expect(errors).toEqual([])
    await close()
  })

  it('opens the Grasshopper community and the five ecosystem links in a new tab', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    const community = page.locator('#grasshopper').getByRole('link', { name: /Topluluğa Katıl/ })
    expect(await community.getAttribute('href')).toBe(vendor.grasshopperForum)
    expect(await community.getAttribute('target')).toBe('_blank')
    const links = await page.locator('#ekosistem a').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel') ?? '',
      })),
    )
    expect(links).toHaveLength(5)
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\//)
      expect(link.target).toBe('_blank')
      expect(link.rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
    expect(errors).toEqual([])
    await close()
  })
})
