// Reading aids on articles and MDX pages (issue 17): contents list and its highlight, heading links, previous / next,
// date and reading time, edit link, copy buttons, print, accessibility.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { WikiArticle } from '../../src/shared/wiki-types.ts'
import { axeViolations } from './axe.ts'
import {
  BASE_URL,
  fetchHtml,
  openPage,
  recordConsoleProblems,
  setupBrowser,
  waitForHydration,
} from './helpers.ts'
import { DIST } from './manifest.ts'

const browser = setupBrowser()
const ARTICLE = '/wiki/nurbs-matematiksel-tanimi'
const FEATURE = '/features/shrinkwrap'
/** An article with a code block (the formula articles have none left). */
const CODE_ARTICLE = '/wiki/windows-dagitim'
const wide = { viewport: { width: 1280, height: 900 } }
const narrow = { viewport: { width: 360, height: 800 } }

const articleData = (slug: string) =>
  JSON.parse(readFileSync(path.join(DIST, '_data', 'wiki', `${slug}.json`), 'utf8')) as WikiArticle

const outlineLinks = (page: Page, where: 'aside' | 'details') =>
  page
    .locator(`${where} nav[data-outline] a`)
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href'), text: link.textContent })),
    )

/** Top of the element with this id and bottom of the sticky site header, in viewport pixels. */
const positions = (page: Page, id: string) =>
  page.evaluate((target) => {
    const heading = document.getElementById(target)!.getBoundingClientRect()
    return {
      top: heading.top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }
  }, id)

describe('"Bu sayfada"', () => {
  it('lists the article sections from the build, beside the text at 1280 px and in a closed disclosure at 360 px', async () => {
    const expected = articleData('nurbs-matematiksel-tanimi').outline.map((entry) => ({
      href: `#${entry.id}`,
      text: entry.title,
    }))
    expect(expected.length).toBeGreaterThanOrEqual(2)
    const { html } = await fetchHtml(ARTICLE)
    expect(html).toContain('Bu sayfada')

    const { page, errors, close } = await openPage(browser(), ARTICLE, wide)
    expect(await outlineLinks(page, 'aside')).toEqual(expected)
    expect(await page.getByRole('navigation', { name: 'Bu sayfada' }).isVisible()).toBe(true)
    expect(await page.locator('details:has(nav[data-outline])').isVisible()).toBe(false)
    for (const { href, text } of expected)
      expect(await page.locator(`[id="${href.slice(1)}"]`).textContent()).toBe(text)
    await page.setViewportSize(narrow.viewport)
    expect(await page.locator('aside nav[data-outline]').isVisible()).toBe(false)
    const disclosure = page.locator('details:has(nav[data-outline])')
    expect(await disclosure.isVisible()).toBe(true)
    expect(await disclosure.getAttribute('open')).toBeNull()
    await disclosure.locator('summary', { hasText: 'Bu sayfada' }).click()
    expect(await outlineLinks(page, 'details')).toEqual(expected)
    expect(errors).toEqual([])
    await close()
  })

  it('lists the ## headings of an MDX page with the shared, Turkish-folded ids', async () => {
    const { page, close } = await openPage(browser(), FEATURE, wide)
    expect(await outlineLinks(page, 'aside')).toEqual([
      { href: '#shrinkwrap-nedir', text: 'ShrinkWrap Nedir?' },
      { href: '#kullanim-alanlari', text: 'Kullanım Alanları' },
      { href: '#nasil-kullanilir', text: 'Nasıl Kullanılır?' },
      { href: '#ayarlar', text: 'Ayarlar' },
      { href: '#ilgili-komutlar', text: 'İlgili Komutlar' },
    ])
    await close()
  })

  it('is readable and usable without JavaScript', async () => {
    const { page, close } = await openPage(browser(), `${FEATURE}`, { ...narrow, javaScriptEnabled: false })
    await page.locator('details summary', { hasText: 'Bu sayfada' }).click()
    await page.locator('details nav[data-outline]').getByRole('link', { name: 'Ayarlar' }).click()
    await page.waitForURL(`${BASE_URL}${FEATURE}#ayarlar`)
    const { top, headerBottom } = await positions(page, 'ayarlar')
    expect(top).toBeGreaterThanOrEqual(headerBottom)
    expect(top).toBeLessThan(headerBottom + 80)
    await close()
  })

  it('marks the section being read as the reader scrolls (1280 px)', async () => {
    const { page, close } = await openPage(browser(), FEATURE, wide)
    const current = () =>
      page
        .locator('aside nav[data-outline] a[aria-current="true"]')
        .evaluateAll((links) => links.map((link) => link.textContent))
    const scrollTo = (id: string) =>
      page.evaluate((target) => {
        const heading = document.getElementById(target)!
        window.scrollTo(0, window.scrollY + heading.getBoundingClientRect().top - 100)
      }, id)
    const waitForCurrent = (text: string) =>
      page.waitForFunction(
        (expected) =>
          document.querySelector('aside nav[data-outline] a[aria-current="true"]')?.textContent === expected,
        text,
      )
    expect(await current()).toEqual([])
    await scrollTo('nasil-kullanilir')
    await waitForCurrent('Nasıl Kullanılır?')
    expect(await current()).toEqual(['Nasıl Kullanılır?'])
    await scrollTo('kullanim-alanlari')
    await waitForCurrent('Kullanım Alanları')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await waitForCurrent('İlgili Komutlar')
    expect(await current()).toEqual(['İlgili Komutlar'])
    await close()
  })
})

describe('heading links', () => {
  it('every ## / ### heading of the page links to itself, named "Bu bölüme bağlantı: …"', async () => {
    for (const target of [ARTICLE, FEATURE, '/licensing/eula']) {
      const { page, close } = await openPage(browser(), target, wide)
      const headings = await page.locator('main .heading-wrapper').evaluateAll((wrappers) =>
        wrappers.map((wrapper) => {
          const heading = wrapper.querySelector('h2, h3, h4')!
          const link = wrapper.querySelector('a.heading-anchor')!
          return {
            id: heading.id,
            text: heading.textContent,
            href: link.getAttribute('href'),
            name: link.textContent,
          }
        }),
      )
      expect(headings.length, target).toBeGreaterThanOrEqual(4)
      for (const heading of headings) {
        expect(heading.href).toBe(`#${heading.id}`)
        expect(heading.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        expect(heading.name).toBe(`#Bu bölüme bağlantı: ${heading.text}`)
      }
      expect(new Set(headings.map((heading) => heading.id)).size).toBe(headings.length)
      await close()
    }
  })

  it('shows the link on keyboard focus and lands the heading below the sticky header', async () => {
    const { page, close } = await openPage(browser(), FEATURE, wide)
    const link = page.getByRole('link', { name: 'Bu bölüme bağlantı: Ayarlar' })
    expect(await link.evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
    await link.focus()
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('a.heading-anchor[href="#ayarlar"]')!).opacity === '1',
    )
    await page.keyboard.press('Enter')
    await page.waitForURL(`${BASE_URL}${FEATURE}#ayarlar`)
    const { top, headerBottom } = await positions(page, 'ayarlar')
    expect(top).toBeGreaterThanOrEqual(headerBottom)
    await close()
  })

  it.each([
    [`${ARTICLE}#ornek-hesap-ceyrek-daire`, 'ornek-hesap-ceyrek-daire'],
    [`${FEATURE}#ilgili-komutlar`, 'ilgili-komutlar'],
    ['/licensing/eula#ticari-tek-kullanici-lisansi', 'ticari-tek-kullanici-lisansi'],
  ])('opening %s lands on the heading below the sticky header', async (address, id) => {
    const { page, close } = await openPage(browser(), address, narrow)
    const { top, headerBottom } = await positions(page, id)
    expect(top).toBeGreaterThanOrEqual(headerBottom)
    expect(top).toBeLessThan(headerBottom + 80)
    await close()
  })
})

describe('article facts and neighbours', () => {
  /** The sidebar rule, read straight from the Markdown: `order` first, then title in Turkish order. */
  function categoryOrder(category: string): string[] {
    const folder = path.resolve('content/wiki')
    return readdirSync(folder)
      .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
      .map((name) => {
        const { data } = matter(readFileSync(path.join(folder, name), 'utf8'))
        return {
          slug: (data.slug as string | undefined) ?? name.slice(0, -3),
          title: data.title as string,
          order: data.order as number | undefined,
          category: data.category as string,
        }
      })
      .filter((entry) => entry.category === category)
      .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title, 'tr'))
      .map((entry) => entry.slug)
  }

  it('"Sonraki" walks the category in sidebar order and "Önceki" walks back', async () => {
    const order = categoryOrder('sorun-giderme')
    expect(order.length).toBeGreaterThanOrEqual(3)
    const { page, errors, close } = await openPage(browser(), `/wiki/${order[0]}`, wide)
    const neighbours = page.getByRole('navigation', { name: 'Önceki ve sonraki makaleler' })
    expect(await neighbours.getByRole('link', { name: /Önceki/ }).count()).toBe(0)
    const visited = [order[0]]
    for (let step = 1; step < order.length; step++) {
      const next = neighbours.getByRole('link', { name: /Sonraki/ })
      const title = articleData(order[step]!).title
      expect(await next.textContent()).toContain(title)
      await next.click()
      await page.waitForURL(`${BASE_URL}/wiki/${order[step]}`)
      await page.locator('h1', { hasText: title }).waitFor()
      visited.push(order[step])
    }
    expect(visited).toEqual(order)
    expect(await neighbours.getByRole('link', { name: /Sonraki/ }).count()).toBe(0)
    await neighbours.getByRole('link', { name: /Önceki/ }).click()
    await page.waitForURL(`${BASE_URL}/wiki/${order[order.length - 2]}`)
    expect(errors).toEqual([])
    await close()
  })

  it('shows the last change and the reading time; the same date is in JSON-LD and the sitemap', async () => {
    const data = articleData('nurbs-matematiksel-tanimi')
    const { page, close } = await openPage(browser(), ARTICLE, wide)
    const facts = (await page.locator('main article').first().innerText()).replace(/\s+/g, ' ')
    expect(facts).toMatch(
      /Son güncelleme: \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) 20\d\d/,
    )
    expect(facts).toContain(`${data.readingMinutes} dk okuma`)
    expect(await page.locator('main time').first().getAttribute('datetime')).toBe(data.lastUpdated)
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map(
          (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; dateModified?: string },
        ),
      )
    expect(jsonLd.find((entry) => entry['@type'] === 'TechArticle')?.dateModified).toBe(data.lastUpdated)
    const sitemap = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain(`${ARTICLE}</loc><lastmod>${data.lastUpdated}</lastmod>`)
    await close()
  })

  it('shows "Bu sayfayı düzenle" only to staff signed in to the editor in this browser', async () => {
    // A visitor: no link to /admin, in the page or its HTML.
    const visitor = await openPage(browser(), ARTICLE, wide)
    expect(await visitor.page.getByRole('link', { name: 'Bu sayfayı düzenle' }).count()).toBe(0)
    expect(await visitor.page.locator('a[href^="/admin"]').count()).toBe(0)
    expect(visitor.errors).toEqual([])
    await visitor.close()
    // Staff: Decap keeps the signed-in user in this origin's storage; the same page then shows the link, with no
    // hydration warning.
    const context = await browser().newContext(wide)
    await context.addInitScript(() =>
      localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'rhino-github', token: 'x' })),
    )
    const page = await context.newPage()
    const errors = recordConsoleProblems(page)
    await page.goto(BASE_URL + ARTICLE)
    await waitForHydration(page)
    const link = page.getByRole('link', { name: 'Bu sayfayı düzenle' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(
      '/admin/#/collections/wiki/entries/nurbs-matematiksel-tanimi',
    )
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('code blocks', () => {
  it('copies the code with the "Kopyala" button, by mouse or keyboard, and announces it', async () => {
    const { page, errors, close } = await openPage(browser(), CODE_ARTICLE, {
      ...wide,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const block = page.locator('.code-block').first()
    const button = block.getByRole('button', { name: 'Kopyala', exact: true })
    await block.locator('pre').focus()
    await page.keyboard.press('Tab')
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await block.getByRole('button', { name: 'Kopyalandı' }).waitFor()
    expect(await block.getByRole('status').textContent()).toBe('Kod panoya kopyalandı')
    const code = await block.locator('pre').textContent()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    // Back to "Kopyala" after about two seconds.
    await block.getByRole('button', { name: 'Kopyala', exact: true }).waitFor()
    expect(await block.getByRole('status').textContent()).toBe('')
    // By mouse: the clipboard is emptied first, so the check sees the click's copy.
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await block.getByRole('button', { name: 'Kopyala', exact: true }).click()
    await block.getByRole('button', { name: 'Kopyalandı' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    expect(errors).toEqual([])
    await close()
  })

  it('shows no button without JavaScript', async () => {
    const { page, close } = await openPage(browser(), CODE_ARTICLE, { javaScriptEnabled: false })
    expect(await page.locator('.code-block pre').count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Kopyala', exact: true }).count()).toBe(0)
    await close()
  })
})

describe('print', () => {
  it.each([ARTICLE, FEATURE])('prints %s without the site chrome, contents or buttons', async (address) => {
    const { page, close } = await openPage(browser(), address, { ...wide, theme: 'dark' })
    await page.emulateMedia({ media: 'print' })
    for (const selector of [
      'header',
      'footer',
      'nav[aria-label="Sayfa konumu"]',
      'nav[data-outline]',
      'details:has(nav[data-outline])',
      '.btn',
      '.heading-anchor',
      'nav[aria-label="Önceki ve sonraki makaleler"]',
    ]) {
      const visible = await page
        .locator(selector)
        .evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).length)
      expect(visible, selector).toBe(0)
    }
    expect(await page.locator('h1').isVisible()).toBe(true)
    // The text takes the whole width: no empty column where the contents list was.
    expect(
      await page
        .locator('main article')
        .first()
        .evaluate((article) => article.getBoundingClientRect().width),
    ).toBeGreaterThan(940)
    expect(await page.locator('main .heading-wrapper h2, main .heading-wrapper h3').first().isVisible()).toBe(
      true,
    )
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    )
    await close()
  })

  it('writes out the targets of external links in the text', async () => {
    const { page, close } = await openPage(browser(), '/wiki/baslangic-cokme', wide)
    await page.emulateMedia({ media: 'print' })
    const printed = await page.locator('main article a[href^="http"]').evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => ({
          href: link.getAttribute('href'),
          after: getComputedStyle(link, '::after').content,
        })),
    )
    expect(printed.length).toBeGreaterThan(0)
    for (const { href, after } of printed) expect(after).toBe(`" (${href})"`)
    await page.emulateMedia({ media: 'screen' })
    expect(
      await page
        .locator('main article a[href^="http"]')
        .first()
        .evaluate((link) => getComputedStyle(link, '::after').content),
    ).toBe('none')
    await close()
  })
})

describe('accessibility of the reading aids', () => {
  it.each(['light', 'dark'] as const)(
    'article at 1280 px with the contents column, and at 360 px with the disclosure open (%s)',
    async (theme) => {
      const { page, close } = await openPage(browser(), ARTICLE, { ...wide, theme, reducedMotion: 'reduce' })
      await page.evaluate(() =>
        window.scrollTo(0, document.getElementById('ornek-hesap-ceyrek-daire')!.offsetTop),
      )
      await page.locator('aside nav[data-outline] a[aria-current="true"]').waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.setViewportSize(narrow.viewport)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.locator('details summary', { hasText: 'Bu sayfada' }).click()
      expect(await axeViolations(page)).toEqual([])
      await close()
    },
  )

  it.each(['light', 'dark'] as const)(
    'MDX page with a copied code block state and focused heading link (%s)',
    async (theme) => {
      const { page, close } = await openPage(browser(), FEATURE, { ...wide, theme, reducedMotion: 'reduce' })
      await page.getByRole('link', { name: 'Bu bölüme bağlantı: Ayarlar' }).focus()
      expect(await axeViolations(page)).toEqual([])
      await close()
    },
  )
})
