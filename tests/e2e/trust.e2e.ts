// Who runs the site and what it keeps (issue 38): the company and KVKK pages reachable from every page's footer, the
// header and /teklif's personal fields; the legal identity shown only where filled; no cookie on any route and nothing
// that claims one; only the browser storage /cerezler lists.
import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { yasal } from '../../src/generated/data/facts.ts'
import { filledLegalFields, LEGAL_FIELDS } from '../../src/shared/legal-identity.ts'
import {
  BASE_URL,
  fetchHtml,
  openPage,
  recordConsoleProblems,
  setupBrowser,
  waitForHydration,
} from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()
const paths = [...manifest.map((route) => route.path), '/bu-sayfa-yok']
const COMPANY_PAGES = ['/kurumsal', '/kvkk', '/cerezler'] as const

/** A sentence saying the site uses cookies ("çerez kullanır", "çerezler kullanılmaktadır"); "kullanmaz" is not one. */
const CLAIMS_COOKIES = /\bçerez\p{L}*\s+(?:kullan(?:ıyoruz|ır|ılır|maktayız|ılmaktadır|ıyor))(?!\p{L})/iu

describe('the company and privacy pages', () => {
  it("are linked from every page's footer", async () => {
    const missing: string[] = []
    for (const path of paths) {
      const { html } = await fetchHtml(path)
      const footer = /<footer id="site-footer"[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
      for (const target of COMPANY_PAGES)
        if (!footer.includes(`href="${target}"`)) missing.push(`${path} → ${target}`)
    }
    expect(missing).toEqual([])
  })

  it('open from the footer and from the header menu (Ofisler › Hakkımızda), on wide and narrow screens', async () => {
    const { page, errors, close } = await openPage(browser(), '/features')
    await page.locator('footer').getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click()
    await page.waitForURL(`${BASE_URL}/kvkk`)
    await page.locator('h1', { hasText: 'KVKK Aydınlatma Metni' }).waitFor()
    await page.locator('header nav[aria-label="Ana menü"] summary', { hasText: 'Ofisler' }).click()
    await page.locator('header').getByRole('link', { name: 'Hakkımızda' }).click()
    await page.waitForURL(`${BASE_URL}/kurumsal`)
    await page.locator('h1', { hasText: 'Kurumsal' }).waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Menü', exact: true }).click()
    await page.locator('#mobile-menu summary', { hasText: 'Ofisler' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Hakkımızda' }).click()
    await page.waitForURL(`${BASE_URL}/kurumsal`)
    await page.locator('footer').getByRole('link', { name: 'Çerez ve yerel depolama' }).click()
    await page.waitForURL(`${BASE_URL}/cerezler`)
    await page.locator('h1', { hasText: 'Çerez ve yerel depolama' }).waitFor()
    expect(errors).toEqual([])
    await close()
  })

  it("links the KVKK notice beside /teklif's personal fields", async () => {
    // The personal fields' fieldset (name, phone, tax number) carries the link (the quote helper's note on /teklif).
    const { page, close } = await openPage(browser(), '/teklif')
    // The innermost fieldset that holds the phone field (the invoice question inside it has no personal fields).
    const personal = page.locator(
      'fieldset:has(input[autocomplete="tel"]):not(:has(fieldset input[autocomplete="tel"]))',
    )
    await personal.first().waitFor()
    expect(await personal.count()).toBe(1)
    expect(await personal.locator('a[href="/kvkk"]').count()).toBeGreaterThan(0)
    await close()
  })

  it('shows the legal identity only as far as facts.yaml fills it in, never an empty label', async () => {
    const filled = filledLegalFields(yasal)
    for (const path of ['/', '/kurumsal', '/kvkk']) {
      const { html } = await fetchHtml(path)
      const text = html.replace(/<script\b[\s\S]*?<\/script>/g, '')
      for (const { label } of LEGAL_FIELDS) {
        const shown = filled.some((field) => field.label === label)
        expect(text.includes(`>${label}<`), `${path}: ${label}`).toBe(shown)
      }
      for (const { value } of filled) expect(text, path).toContain(value)
    }
  })

  it('/kvkk names the controller, the data, the purposes, the legal grounds, the rights and how to apply', async () => {
    const { page, close } = await openPage(browser(), '/kvkk')
    const headings = await page.locator('main h2').allTextContents()
    expect(headings).toEqual(
      expect.arrayContaining([
        'Veri Sorumlusu',
        'Bize Yazdığınızda İşlenen Veriler',
        'Hangi Amaçlarla İşleriz?',
        'Hukuki Sebepler',
        'Kimlere Aktarılır?',
        'Haklarınız',
        'Nasıl Başvurabilirsiniz?',
      ]),
    )
    const text = await page.locator('main').innerText()
    expect(text).toContain('6698 sayılı')
    expect(text).toContain('11. maddesi')
    await close()
  })
})

describe('no cookies, and only the storage /cerezler lists', () => {
  it('no route (the editor included) sets a cookie, and no page says the site uses cookies', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const setCookie: string[] = []
    // Each response's headers are read before the context closes (a read after it would reject unhandled).
    const headerReads: Promise<void>[] = []
    const readHeaders = (response: Response) => {
      headerReads.push(
        response.headerValue('set-cookie').then((value) => {
          if (value !== null) setCookie.push(response.url())
        }),
      )
    }
    page.on('response', readHeaders)
    const claims: string[] = []
    for (const path of [...paths, '/admin/']) {
      await page.goto(BASE_URL + path, { waitUntil: 'load' })
      if (path !== '/admin/') {
        await waitForHydration(page)
        const text = await page.locator('body').innerText()
        const claim = CLAIMS_COOKIES.exec(text)?.[0]
        if (claim) claims.push(`${path}: "${claim}"`)
        // A consent banner's button or a cookie-settings link would say so too.
        const controls = await page
          .locator('button, a:not([href="/cerezler"]):not([href^="#"])')
          .filter({ hasText: /çerez|cookie/i })
          .allTextContents()
        claims.push(...controls.map((label) => `${path}: control "${label.trim()}"`))
      }
      expect(await page.evaluate(() => document.cookie), path).toBe('')
    }
    expect(await context.cookies()).toEqual([])
    await Promise.all(headerReads)
    expect(setCookie).toEqual([])
    expect(claims).toEqual([])
    // The page that says so says it plainly.
    await page.goto(`${BASE_URL}/cerezler`)
    expect(await page.locator('main').innerText()).toContain('hiçbir çerez (cookie) yerleştirmez')
    // No read starts after this one (a late image or prefetch would otherwise be read while the context closes).
    page.off('response', readHeaders)
    await Promise.all(headerReads)
    expect(setCookie).toEqual([])
    await context.close()
  }, 240_000)

  it('keeps in the browser only the theme and the recent searches, nothing in session storage or IndexedDB', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    await page.getByRole('button', { name: 'Karanlık moda geç' }).click()
    await page.keyboard.press('Control+k')
    await page.getByRole('dialog').getByRole('combobox').fill('lisans')
    await page.getByRole('dialog').getByRole('option').first().waitFor()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage).sort(),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((database) => database.name),
    }))
    expect(stored).toEqual({ local: ['search:recent', 'theme'], session: [], databases: [] })
    expect(errors).toEqual([])
    await close()
  })
})

describe('the wiki article sidebar', () => {
  const articles = ['/wiki/nurbs-nedir', '/wiki/baslangic-cokme', '/wiki/grasshopper-temelleri']
  const sidebarNav = (page: Page) => page.locator('nav[aria-label$=" makaleleri"]')

  for (const theme of ['light', 'dark'] as const) {
    it.each(articles)(
      `%s (${theme}): a column at 1280 px, a closed disclosure at 390 px, the article marked`,
      async (path) => {
        const { page, errors, close } = await openPage(browser(), path, { theme })
        const title = (await page.locator('h1').textContent())?.trim()
        // Wide: the column is shown, the disclosure not; the current article is the one marked.
        const column = page.locator('aside').locator(sidebarNav(page))
        expect(await column.isVisible()).toBe(true)
        expect((await column.locator('a[aria-current="page"]').textContent())?.trim()).toBe(title)
        expect(await column.locator('a[aria-current="page"]').getAttribute('href')).toBe(path)
        expect(await column.locator('li a').count()).toBeGreaterThan(1)
        const disclosure = page.locator('details').filter({ has: sidebarNav(page) })
        expect(await disclosure.isVisible()).toBe(false)
        // Narrow: the column goes, the closed disclosure opens and closes.
        await page.setViewportSize({ width: 390, height: 844 })
        expect(await column.isVisible()).toBe(false)
        expect(await disclosure.isVisible()).toBe(true)
        expect(await disclosure.getAttribute('open')).toBeNull()
        await disclosure.locator('summary').click()
        expect(await disclosure.getAttribute('open')).not.toBeNull()
        const current = disclosure.locator('a[aria-current="page"]')
        expect(await current.isVisible()).toBe(true)
        expect((await current.textContent())?.trim()).toBe(title)
        await disclosure.locator('summary').click()
        expect(await disclosure.getAttribute('open')).toBeNull()
        expect(errors).toEqual([])
        await close()
      },
    )
  }

  it('is in the pre-rendered HTML: no script draws it', async () => {
    const { page, close } = await openPage(browser(), '/wiki/nurbs-nedir', { javaScriptEnabled: false })
    expect(
      await page.locator('aside').locator(sidebarNav(page)).locator('a[aria-current="page"]').count(),
    ).toBe(1)
    await close()
  })
})

describe('the glossary', () => {
  const entries = (page: Page) => page.locator('[data-glossary-entry]:visible')

  it('filters with Turkish folding, takes any text, and shows every entry again when cleared', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki/sozluk')
    const total = await page.locator('[data-glossary-entry]').count()
    const box = page.getByRole('searchbox', { name: 'Sözlükte ara' })
    await box.fill('KIRPMA')
    await expect
      .poll(() => page.locator('[data-glossary-status]').textContent())
      .toMatch(/^\d+ terim gösteriliyor$/)
    const shown = await entries(page).locator('a').allTextContents()
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThan(total)
    expect(shown).toContain('Kırpma')
    // The letters left without an entry cannot be followed.
    expect(await page.locator('#harfler a[aria-disabled="true"]').count()).toBeGreaterThan(0)
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    for (const text of ['<img src=x onerror=alert(1)>', '((([', '\\', 'ı'.repeat(500), '   ']) {
      await box.fill(text)
      await page.waitForTimeout(50)
    }
    await box.fill('<img src=x onerror=alert(1)>')
    await expect
      .poll(() => page.locator('[data-glossary-status]').textContent())
      .toBe('Eşleşen terim yok; başka bir kelime deneyin.')
    expect(await entries(page).count()).toBe(0)
    await box.fill('')
    await expect.poll(() => entries(page).count()).toBe(total)
    expect(await page.locator('#harfler a[aria-disabled="true"]').count()).toBe(0)
    expect(dialogs).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it.each([390, 1280])('keeps the letter bar in view at %i px, however far down', async (width) => {
    // The longest part, from its longest letter on.
    const { page, close } = await openPage(browser(), '/wiki/sozluk/g-k', {
      viewport: { width, height: 844 },
    })
    await page.locator('#harfler').getByRole('link', { name: 'K', exact: true }).click()
    await page.evaluate(() => window.scrollBy(0, 3000))
    const { barTop, headerBottom } = await page.evaluate(() => ({
      barTop: document.getElementById('harfler')!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }))
    expect(barTop).toBeGreaterThanOrEqual(headerBottom - 1)
    expect(barTop).toBeLessThan(headerBottom + 90)
    await close()
  })

  it('has its filter box on the index only (a part holds a fifth of the terms)', async () => {
    const { page, close } = await openPage(browser(), '/wiki/sozluk/a-b')
    expect(await page.getByRole('searchbox', { name: 'Sözlükte ara' }).count()).toBe(0)
    await close()
  })

  it('hides the filter box without JavaScript (it could do nothing there)', async () => {
    const { page, close } = await openPage(browser(), '/wiki/sozluk', { javaScriptEnabled: false })
    expect(await page.getByRole('searchbox', { name: 'Sözlükte ara' }).isVisible()).toBe(false)
    expect(await page.locator('#harfler a').first().isVisible()).toBe(true)
    await close()
  })
})

describe('heading links on touch screens', () => {
  it('show no "#" beside every heading, only beside the one a link led to', async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // No fade: the opacities are read as they end up.
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const errors = recordConsoleProblems(page)
    await page.goto(`${BASE_URL}/features/shrinkwrap#ayarlar`, { waitUntil: 'load' })
    await waitForHydration(page)
    const shown = () =>
      page
        .locator('main a.heading-anchor')
        .evaluateAll((links) =>
          links
            .filter((link) => getComputedStyle(link).opacity !== '0')
            .map((link) => link.getAttribute('href')),
        )
    expect(await page.locator('main a.heading-anchor').count()).toBeGreaterThan(3)
    await expect.poll(shown).toEqual(['#ayarlar'])
    expect(errors).toEqual([])
    await context.close()
  })
})
