// E2E for /offices, /learn, /support and the toast: lists, accordions, filters in the URL, live search, toasts.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dealers, trainingCenters } from '../../src/data/offices.ts'
import { learningResources } from '../../src/data/learn.ts'
import {
  DEFAULT_LEARN_FILTERS,
  filterLearningResources,
  type LearnFilters,
} from '../../src/lib/learn-filter.ts'
import { telHref, websiteLabel } from '../../src/components/offices/contact-format.ts'
import { EXAMPLE_NOTE } from '../../src/components/offices/example-entry.tsx'
import { truncateWords } from '../../src/shared/truncate.ts'
import { site } from '../../src/site.config.ts'
import { axeViolations } from './axe.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser, waitForHydration, type OpenOptions } from './helpers.ts'

const browser = setupBrowser()

const open = (path: string, options: OpenOptions = {}) =>
  openPage(browser(), path, { reducedMotion: 'reduce', ...options })

/** Chromium reports mail links it cannot hand to a mail app; that is the test machine, not the page. */
const pageErrors = (errors: string[]) =>
  errors.filter((error) => !/scheme does not have a registered handler/.test(error))

const visibleCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length,
    )

const expectedCount = (filters: Partial<LearnFilters>) =>
  filterLearningResources(learningResources, { ...DEFAULT_LEARN_FILTERS, ...filters }).length

describe('/offices', () => {
  it('shows three entries per section and toggles the rest of the dealers', async () => {
    const { page, errors, close } = await open('/offices')
    expect(await page.locator('h1').textContent()).toBe('Türkiye Ofisleri')
    expect(dealers).toHaveLength(5)
    expect(await visibleCount(page, '#satis details')).toBe(3)
    const toggle = page.locator('#satis').getByRole('button', { name: 'Daha Fazla (2 firma daha)' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    expect(await visibleCount(page, '#satis details')).toBe(5)
    const less = page.locator('#satis').getByRole('button', { name: 'Daha Az Göster' })
    expect(await less.getAttribute('aria-expanded')).toBe('true')
    await less.click()
    expect(await visibleCount(page, '#satis details')).toBe(3)

    expect(trainingCenters).toHaveLength(2)
    expect(await visibleCount(page, '#egitim details')).toBe(2)
    expect(await page.locator('#egitim button').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('shows every entry without JavaScript and in the pre-rendered HTML', async () => {
    const { html } = await fetchHtml('/offices')
    for (const dealer of dealers) expect(html.includes(dealer.location)).toBe(true)
    const { page, close } = await open('/offices', { javaScriptEnabled: false })
    expect(await visibleCount(page, '#satis details')).toBe(5)
    expect(await page.getByRole('button', { name: /Daha Fazla/ }).count()).toBe(0)
    await page.locator('#satis summary').nth(4).click()
    expect(await page.locator('#satis details[open]').count()).toBe(1)
    await close()
  })

  it('is a single-open accordion that can be closed again', async () => {
    const { page, errors, close } = await open('/offices')
    const summaries = page.locator('#satis summary')
    await summaries.nth(0).click()
    expect(await page.locator('#satis details').nth(0).getAttribute('open')).not.toBeNull()
    await summaries.nth(1).click()
    expect(await page.locator('#satis details[open]').count()).toBe(1)
    expect(await page.locator('#satis details').nth(1).getAttribute('open')).not.toBeNull()
    await summaries.nth(1).click()
    expect(await page.locator('#satis details[open]').count()).toBe(0)
    // The two groups are independent.
    await summaries.nth(0).click()
    await page.locator('#egitim summary').nth(0).click()
    expect(await page.locator('details[open]').count()).toBe(2)
    expect(errors).toEqual([])
    await close()
  })

  it('links phone, e-mail and website with the right hrefs and labels; an example entry is marked and links nothing', async () => {
    const { page, errors, close } = await open('/offices')
    await page.getByRole('button', { name: 'Daha Fazla (2 firma daha)' }).click()
    for (const [index, dealer] of dealers.entries()) {
      const item = page.locator('#satis li').nth(index)
      // Phone and e-mail are in view before the entry is opened.
      const contact = item.locator('dl')
      expect(await contact.isVisible()).toBe(true)
      expect(await contact.innerText()).toContain(dealer.phone)
      if (dealer.email) expect(await contact.innerText()).toContain(dealer.email)
      await item.locator('summary').click()
      expect(await item.innerText()).toContain(dealer.specialty)
      const website = dealer.website ? websiteLabel(dealer.website) : ''
      if (dealer.ornek) {
        // Written while the site was built: shown as such, never as a contact to call, write to or follow.
        expect(await item.locator('[data-example]').innerText()).toBe('Örnek kayıt')
        expect(await item.innerText()).toContain(EXAMPLE_NOTE)
        expect(await item.locator('a').count()).toBe(0)
        expect(await item.innerText()).toContain(website)
        continue
      }
      expect(await item.locator('a[href^="tel:"]').getAttribute('href')).toBe(telHref(dealer.phone))
      expect(await item.locator('a[href^="mailto:"]').getAttribute('href')).toBe(`mailto:${dealer.email}`)
      const siteLink = item.locator(`a[href="${dealer.website}"]`)
      expect(await siteLink.getAttribute('target')).toBe('_blank')
      expect(await siteLink.getAttribute('rel')).toBe('noopener noreferrer')
      expect(await siteLink.textContent()).toBe(`${website} (yeni sekmede açılır)`)
    }
    for (const [index, center] of trainingCenters.entries()) {
      const training = page.locator('#egitim details').nth(index)
      await training.locator('summary').click()
      expect(await training.innerText()).toContain('Sertifikalı')
      const button = training.getByRole('link', { name: /Eğitimleri İncele/ })
      if (center.ornek) {
        expect(await button.count()).toBe(0)
        expect(await training.locator('[data-example]').innerText()).toBe('Örnek kayıt')
        // The SPEC's words stay, the site after them as plain text.
        expect(await training.innerText()).toContain(`Eğitimleri İncele: ${websiteLabel(center.website)}`)
        continue
      }
      expect(await button.getAttribute('href')).toBe(center.website)
      expect(await button.getAttribute('target')).toBe('_blank')
    }
    expect(errors).toEqual([])
    await close()
  })

  it('previews each specialty clearly (no blur), cut at a word within 60 characters with an ellipsis; names are distinct', async () => {
    const { page, close } = await open('/offices')
    const previews = page.locator('[data-specialty-preview]')
    expect(await previews.count()).toBe(dealers.length)
    for (const [index, dealer] of dealers.entries()) {
      const preview = previews.nth(index)
      const text = await preview.textContent()
      expect(text).toBe(truncateWords(dealer.specialty, 60))
      // Cut at a word: what precedes the ellipsis is the start of the specialty up to a whole word.
      const kept = text!.slice(0, -1)
      expect(dealer.specialty.startsWith(kept)).toBe(true)
      expect(dealer.specialty.charAt(kept.length)).toMatch(/[\s,;:.]/)
      expect(text?.endsWith('…')).toBe(true)
      expect(
        Array.from(new Intl.Segmenter('tr', { granularity: 'grapheme' }).segment(text!)).length,
      ).toBeLessThanOrEqual(61)
      expect(await preview.getAttribute('aria-hidden')).toBe('true')
      expect(await preview.evaluate((node) => getComputedStyle(node).filter)).toBe('none')
    }
    const names = await page.locator('#satis summary [data-dealer-name]').allTextContents()
    expect(names).toHaveLength(dealers.length)
    expect(new Set(names).size).toBe(names.length)
    const trainers = page.locator('#satis summary').filter({ hasText: 'Yetkili Eğitim Merkezi' })
    expect(await trainers.count()).toBe(dealers.filter((dealer) => dealer.isAuthorizedTrainer).length)
    await close()
  })

  it('deep link #egitim lands on the section below the sticky header', async () => {
    for (const width of [360, 1280]) {
      const { page, errors, close } = await open('/offices#egitim', { viewport: { width, height: 800 } })
      await page.waitForTimeout(200)
      const { top, headerBottom } = await page.evaluate(() => ({
        top: document.getElementById('egitim')!.getBoundingClientRect().top,
        headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      }))
      expect(top).toBeGreaterThanOrEqual(headerBottom - 1)
      expect(top).toBeLessThan(headerBottom + 48)
      expect(errors).toEqual([])
      await close()
    }
  })
})

describe('/learn', () => {
  const input = (page: Page) => page.getByLabel('Kaynak ara')
  const countLine = (page: Page) =>
    page.getByRole('status').filter({ hasText: 'kaynak bulundu' }).textContent()

  it('pre-renders all 20 cards with the count line', async () => {
    const { html } = await fetchHtml('/learn')
    expect(html.includes('20 kaynak bulundu')).toBe(true)
    expect(html.match(/data-learn-card=""/g)?.length).toBe(20)
  })

  it('lists all 20 resources and filters by text, language and sector', async () => {
    const { page, errors, close } = await open('/learn')
    await expect.poll(() => countLine(page)).toBe('20 kaynak bulundu')
    expect(await page.locator('[data-learn-card]').count()).toBe(20)
    await expect.poll(() => page.getByLabel('Dil', { exact: true }).inputValue()).toBe('all')
    await expect.poll(() => page.getByLabel('Sektör', { exact: true }).inputValue()).toBe('all')
    expect(await page.locator('option[value=""]').count()).toBe(0)

    await input(page).fill('render')
    await page.waitForURL(/\?q=render$/)
    await expect.poll(() => countLine(page)).toBe(`${expectedCount({ query: 'render' })} kaynak bulundu`)
    await input(page).fill('')
    await page.getByLabel('Dil', { exact: true }).selectOption('turkce')
    await page.waitForURL(/dil=turkce/)
    await expect.poll(() => countLine(page)).toBe(`${expectedCount({ language: 'turkce' })} kaynak bulundu`)
    await page.getByLabel('Dil', { exact: true }).selectOption('all')
    await page.getByLabel('Sektör', { exact: true }).selectOption('mimarlik')
    await expect.poll(() => countLine(page)).toBe(`${expectedCount({ sector: 'mimarlik' })} kaynak bulundu`)
    expect(errors).toEqual([])
    await close()
  })

  it('combines filters and removes each one with its badge', async () => {
    const { page, errors, close } = await open('/learn')
    await input(page).fill('GRASSHOPPER')
    await page.getByLabel('Dil', { exact: true }).selectOption('turkce')
    await page.getByLabel('Sektör', { exact: true }).selectOption('mimarlik')
    const combined = { query: 'GRASSHOPPER', language: 'turkce', sector: 'mimarlik' } as const
    expect(expectedCount(combined)).toBe(1)
    await expect.poll(() => countLine(page)).toBe('1 kaynak bulundu')
    // The address follows the last choice (Türkçe and GRASSHOPPER alone already leave one resource).
    await expect.poll(() => new URL(page.url()).search).toBe('?q=GRASSHOPPER&dil=turkce&sektor=mimarlik')
    const cards = page.locator('[data-learn-card]')
    expect(await cards.first().innerText()).toContain('Mimarlık')

    await page.getByRole('button', { name: 'Dil: Türkçe filtresini kaldır' }).click()
    await expect.poll(() => page.getByLabel('Dil', { exact: true }).inputValue()).toBe('all')
    await expect
      .poll(() => countLine(page))
      .toBe(`${expectedCount({ ...combined, language: 'all' })} kaynak bulundu`)
    await page.getByRole('button', { name: 'Sektör: Mimarlık filtresini kaldır' }).click()
    await page.getByRole('button', { name: /^Arama: “GRASSHOPPER” filtresini kaldır$/ }).click()
    await expect.poll(() => input(page).inputValue()).toBe('')
    await expect.poll(() => countLine(page)).toBe('20 kaynak bulundu')
    expect(await page.getByRole('button', { name: /filtresini kaldır/ }).count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
    expect(errors).toEqual([])
    await close()
  })

  it('keeps the filters in the URL across reload and back/forward', async () => {
    const { page, errors, close } = await open('/learn?q=grasshopper&dil=turkce&sektor=mimarlik')
    const check = async (query: string, language: string, sector: string) => {
      await expect.poll(() => input(page).inputValue()).toBe(query)
      await expect.poll(() => page.getByLabel('Dil', { exact: true }).inputValue()).toBe(language)
      await expect.poll(() => page.getByLabel('Sektör', { exact: true }).inputValue()).toBe(sector)
      await expect
        .poll(() => countLine(page))
        .toBe(
          `${expectedCount({ query, language: language as LearnFilters['language'], sector: sector as LearnFilters['sector'] })} kaynak bulundu`,
        )
    }
    await check('grasshopper', 'turkce', 'mimarlik')
    await page.reload()
    await waitForHydration(page)
    await check('grasshopper', 'turkce', 'mimarlik')

    await page.goto(`${BASE_URL}/learn`)
    await waitForHydration(page)
    await page.getByLabel('Dil', { exact: true }).selectOption('ingilizce')
    await page.getByLabel('Sektör', { exact: true }).selectOption('denizcilik')
    await input(page).fill('gövde')
    await check('gövde', 'ingilizce', 'denizcilik')
    await page.goBack()
    await check('', 'ingilizce', 'all')
    await page.goBack()
    await check('', 'all', 'all')
    await page.goForward()
    await page.goForward()
    await check('gövde', 'ingilizce', 'denizcilik')
    expect(errors).toEqual([])
    await close()
  })

  it('falls back to all for unknown values and shows the empty state', async () => {
    const first = await open('/learn?dil=klingon&sektor=uzay')
    await expect.poll(() => first.page.getByLabel('Dil', { exact: true }).inputValue()).toBe('all')
    await expect.poll(() => countLine(first.page)).toBe('20 kaynak bulundu')
    expect(first.errors).toEqual([])
    await first.close()

    const { page, errors, close } = await open('/learn?q=bulunmayan-bir-konu')
    await expect.poll(() => countLine(page)).toBe('0 kaynak bulundu')
    expect(await page.getByRole('heading', { name: 'Kaynak Bulunamadı' }).isVisible()).toBe(true)
    expect(await page.getByText('Farklı filtreler veya arama terimleri deneyin.').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click()
    await expect.poll(() => countLine(page)).toBe('20 kaynak bulundu')
    expect(errors).toEqual([])
    await close()
  })

  it('replaces an image that fails to load with a placeholder', async () => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const brokenImage = '/images/learn/rhino-8-mimari-proje-modelleme.webp'
    await page.route(`**${brokenImage}`, (route) => route.abort())
    await page.goto(`${BASE_URL}/learn?sektor=mimarlik`)
    await waitForHydration(page)
    const broken = learningResources.filter((resource) => resource.image === brokenImage)
    expect(broken).toHaveLength(1)
    const fallbacks = page.locator('[data-image-fallback]')
    await fallbacks.first().waitFor()
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-image-fallback]').length === count,
      broken.length,
    )
    expect(await fallbacks.first().getAttribute('role')).toBe('img')
    expect(await fallbacks.first().getAttribute('aria-label')).toContain('görsel yüklenemedi')
    expect(await fallbacks.first().locator('svg').count()).toBe(1)
    // The placeholder keeps the image's 16:9 box.
    const box = await fallbacks.first().boundingBox()
    expect(Math.round((box!.width / box!.height) * 9)).toBe(16)
    // Other images still load.
    await page.getByLabel('Sektör', { exact: true }).selectOption('all')
    await expect.poll(() => page.locator('[data-learn-card] img').count()).toBe(20 - broken.length)
    expect(errors).toEqual([])
    await context.close()
  })

  it('lays the cards out in 1, 2 and 3 columns', async () => {
    for (const [width, columns] of [
      [360, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      const { page, close } = await open('/learn', { viewport: { width, height: 900 } })
      const firstRow = await page.locator('[data-learn-card]').evaluateAll((cards) => {
        const top = (cards[0] as HTMLElement).offsetTop
        const row = cards.filter((card) => (card as HTMLElement).offsetTop === top)
        return new Set(row.map((card) => (card as HTMLElement).offsetLeft)).size
      })
      expect(firstRow).toBe(columns)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await close()
    }
  })

  it('renders a script payload in ?q= as text only', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> .*( 🦏'
    const context = await browser().newContext()
    const page = await context.newPage()
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await page.goto(`${BASE_URL}/learn?q=${encodeURIComponent(payload)}`)
    await waitForHydration(page)
    await expect.poll(() => input(page).inputValue()).toBe(payload)
    expect(await page.locator('main script, main img[src="x"]').count()).toBe(0)
    expect(
      await page
        .getByRole('button', { name: /filtresini kaldır/ })
        .first()
        .innerText(),
    ).toContain('<script>')
    await expect.poll(() => countLine(page)).toBe('0 kaynak bulundu')
    await input(page).fill('x'.repeat(10_000))
    await expect.poll(() => countLine(page)).toBe('0 kaynak bulundu')
    expect(dialogs).toBe(0)
    await context.close()
  })
})

describe('/support', () => {
  const search = (page: Page) => page.getByLabel('Destek konularında ara')
  const sections = (page: Page) =>
    page.locator('main section[id]').evaluateAll((nodes) => nodes.map((node) => node.id))

  it('shows the seven sections with Git and Görüntüle links', async () => {
    const { page, errors, close } = await open('/support')
    expect(await page.locator('h1').textContent()).toBe('Size Nasıl Yardımcı Olabiliriz?')
    expect(await sections(page)).toEqual([
      'contact',
      'top-questions',
      'licenses',
      'resources',
      'industry',
      'advanced',
      'community',
    ])
    // Each row's link is its title, named with what it does ('… – Git', '… – Görüntüle (yeni sekmede açılır)').
    const internal = page.locator('main a[data-link-label="Git"]')
    expect(await internal.count()).toBeGreaterThan(0)
    expect(await page.getByRole('link', { name: 'Sık Sorulan Sorular – Git', exact: true }).count()).toBe(1)
    for (const href of await internal.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/[a-z]/)
    }
    const external = page.locator('main a[data-link-label="Görüntüle"]')
    expect(await external.count()).toBeGreaterThan(0)
    for (const target of await external.evaluateAll((links) =>
      links.map((link) => link.getAttribute('target')),
    )) {
      expect(target).toBe('_blank')
    }
    await internal.first().click()
    await page.waitForURL(`${BASE_URL}/offices`)
    expect(errors).toEqual([])
    await close()
  })

  it('keeps a whole section on a section match and one card on a card match', async () => {
    const { page, errors, close } = await open('/support')
    await search(page).fill('LİSANS')
    expect(await sections(page)).toContain('licenses')
    expect(await page.locator('#licenses li').count()).toBe(7)

    await search(page).fill('topluluk')
    expect(await sections(page)).toEqual(['community'])
    expect(await page.locator('#community li').count()).toBe(4)

    // 'fairing' appears only in the marine link's description.
    await search(page).fill('FAİRİNG')
    expect(await sections(page)).toEqual(['industry'])
    expect(await page.locator('#industry li').count()).toBe(1)
    expect(await page.locator('#industry li').innerText()).toContain('Denizcilik ve Tekne Tasarımı')

    await search(page).fill('qqqq-yok')
    expect(await sections(page)).toEqual([])
    expect(
      await page
        .getByText('Aramanızla eşleşen sonuç bulunamadı. Lütfen farklı bir anahtar kelime deneyin.')
        .isVisible(),
    ).toBe(true)
    await search(page).fill('')
    expect((await sections(page)).length).toBe(7)
    expect(errors).toEqual([])
    await close()
  })
})

describe('toast', () => {
  const region = (page: Page) => page.getByRole('region', { name: 'Bildirimler (F8)' })

  async function openOfficeMail(page: Page) {
    // An office's open card, and the company's e-mail link (the footer's: the offices listed today are examples,
    // whose e-mail is no link).
    const first = page.locator('#satis li').first()
    await first.locator('summary').click()
    await page.locator(`footer a[href="mailto:${site.email}"]`).click()
  }

  it('offers to copy the e-mail address, and a new toast replaces the old one', async () => {
    const { page, errors, close } = await open('/offices', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    expect(await region(page).getAttribute('aria-live')).toBe('polite')
    await openOfficeMail(page)
    const toasts = region(page).locator('li')
    await toasts.first().waitFor()
    expect(await toasts.count()).toBe(1)
    expect(await toasts.first().innerText()).toContain('E-posta uygulamanız açılıyor')
    expect(await toasts.first().innerText()).toContain(site.email)
    await region(page).getByRole('button', { name: 'Kopyala' }).click()
    await region(page).getByText('E-posta adresi kopyalandı').waitFor()
    expect(await toasts.count()).toBe(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email)

    await region(page).getByRole('button', { name: 'Bildirimi kapat' }).click()
    expect(await toasts.count()).toBe(0)
    expect(pageErrors(errors)).toEqual([])
    await close()
  })

  it('closes after 5 seconds', async () => {
    const { page, errors, close } = await open('/offices')
    await page.clock.install()
    // The installed clock keeps flowing with real time; pause it so the 5 s are counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await openOfficeMail(page)
    const toast = region(page).locator('li')
    await toast.waitFor()
    await page.mouse.move(0, 0)
    await page.clock.runFor(4900)
    expect(await toast.count()).toBe(1)
    await page.clock.runFor(200)
    await toast.waitFor({ state: 'detached' })
    expect(pageErrors(errors)).toEqual([])
    await close()
  })

  it('moves focus to the region with F8 and closes on a swipe right past 50 px', async () => {
    const { page, errors, close } = await open('/offices')
    await openOfficeMail(page)
    const toast = region(page).locator('li')
    await toast.waitFor()
    await page.keyboard.press('F8')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Bildirimler (F8)',
    )

    const box = (await toast.boundingBox())!
    const y = box.y + box.height / 2
    const x = box.x + 24
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 30, y, { steps: 3 })
    await page.mouse.up()
    expect(await toast.count()).toBe(1)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 80, y, { steps: 4 })
    await page.mouse.up()
    await toast.waitFor({ state: 'detached' })
    expect(pageErrors(errors)).toEqual([])
    await close()
  })
})

describe.each(['light', 'dark'] as const)('accessibility of the interactive states (%s)', (theme) => {
  it('offices with a dealer open and the toast shown', async () => {
    const { page, close } = await open('/offices', { theme })
    await page.getByRole('button', { name: 'Daha Fazla (2 firma daha)' }).click()
    const first = page.locator('#satis li').first()
    await first.locator('summary').click()
    await page.locator(`footer a[href="mailto:${site.email}"]`).click()
    await page.getByRole('region', { name: 'Bildirimler (F8)' }).locator('li').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await close()
  })

  it('learn with filters, badges and the empty state', async () => {
    const { page, close } = await open('/learn?q=render&dil=turkce', {
      theme,
      viewport: { width: 360, height: 800 },
    })
    await page.getByRole('button', { name: /Dil: Türkçe filtresini kaldır/ }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Kaynak ara').fill('bulunmayan')
    await page.getByRole('heading', { name: 'Kaynak Bulunamadı' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await close()
  })

  it('support with a search and with no result', async () => {
    const { page, close } = await open('/support', { theme })
    await page.getByLabel('Destek konularında ara').fill('ışık')
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Destek konularında ara').fill('qqqq')
    await page.getByText('Aramanızla eşleşen sonuç bulunamadı', { exact: false }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await close()
  })
})
