// E2E: the licence advisor /teklif in Chromium: three journeys (answers → advice, total, the mail link parsed, the
// address reopened), print media, clipboard, keyboard only, no JavaScript, axe in both themes, 360 px.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const PATH = '/teklif'

async function choose(page: Page, group: string, option: string) {
  await page.getByRole('group', { name: group }).getByRole('radio', { name: option }).check()
}

async function total(page: Page): Promise<string> {
  return (await page.locator('[data-price="toplam"]').textContent()) ?? ''
}

/** The "Teklif İste" mail link, parsed: address, subject and body lines. */
async function mailLink(page: Page) {
  const href =
    (await page.getByRole('link', { name: 'Teklif İste', exact: true }).first().getAttribute('href')) ?? ''
  expect(href.length).toBeLessThanOrEqual(2000)
  const url = new URL(href)
  return {
    address: url.pathname,
    subject: url.searchParams.get('subject') ?? '',
    lines: (url.searchParams.get('body') ?? '').split('\r\n'),
  }
}

async function waitForTotal(page: Page, expected: string) {
  await page.waitForFunction(
    (text) => document.querySelector('[data-price="toplam"]')?.textContent === text,
    expected,
  )
}

/** The same address in a fresh page shows the same advice and total. */
async function reopened(page: Page) {
  const again = await openPage(browser(), page.url().replace(BASE_URL, ''))
  const state = {
    advice: await again.page.locator('[data-advice="lisans"]').textContent(),
    total: await total(again.page),
  }
  await again.close()
  return state
}

describe('three journeys end to end', () => {
  it('a student alone: education licence, 195 € + KDV = 234,00 €', async () => {
    const { page, errors, close } = await openPage(browser(), PATH)
    await choose(page, "Rhino'yu kim kullanacak?", 'Öğrenci')
    await waitForTotal(page, '234,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Öğrenci Lisansı × 1, tek bilgisayara kurulu lisans',
    )
    expect(await page.locator('[data-rule="egitim-belge"] a').getAttribute('href')).toBe('/for/education')
    const mail = await mailLink(page)
    expect(mail.address).toBe('info@rhinoturkiye.com')
    expect(mail.subject).toBe('Teklif Talebi: Rhino 8 Öğrenci Lisansı × 1')
    expect(mail.lines).toContain('Birim fiyat: 195,00 € × 1')
    expect(mail.lines).toContain('KDV (%20): 39,00 €')
    expect(mail.lines).toContain('Toplam: 234,00 €')
    expect(mail.lines).toContain("- Rhino'yu kim kullanacak? Öğrenci")
    expect(page.url()).toContain('kim=ogrenci')
    expect(await reopened(page)).toEqual({
      advice: 'Rhino 8 Öğrenci Lisansı × 1, tek bilgisayara kurulu lisans',
      total: '234,00 €',
    })
    expect(errors).toEqual([])
    await close()
  })

  it('an office of 12 on a LAN: 12 commercial licences with LAN Zoo, 14.328,00 €', async () => {
    const { page, errors, close } = await openPage(browser(), PATH)
    await choose(page, "Rhino'yu kim kullanacak?", 'Şirket / serbest çalışan (ticari)')
    await page.getByLabel('Kaç kişi kullanacak?').fill('12')
    await choose(page, 'Rhino nerede kullanılacak?', 'Ofis veya okul ağı')
    await waitForTotal(page, '14.328,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Ticari Lisans × 12, LAN Zoo ile (kendi sunucunuzda)',
    )
    expect(await page.locator('[data-rule="lan-zoo-windows"]').count()).toBe(1)
    await page.getByLabel('Ad soyad').fill('Ayşe Yılmaz')
    await page.getByLabel('Vergi dairesi').fill('Kadıköy')
    const mail = await mailLink(page)
    expect(mail.subject).toBe('Teklif Talebi: Rhino 8 Ticari Lisans × 12')
    expect(mail.lines).toEqual(
      expect.arrayContaining([
        'Önerilen lisans: Rhino 8 Ticari Lisans × 12, LAN Zoo ile (kendi sunucunuzda)',
        'Birim fiyat: 995,00 € × 12',
        'Ara toplam: 11.940,00 €',
        'KDV (%20): 2.388,00 €',
        'Toplam: 14.328,00 €',
        '- Kaç kişi kullanacak? 12',
        '- Rhino nerede kullanılacak? Ofis veya okul ağı',
        'Ad soyad: Ayşe Yılmaz',
        'Vergi dairesi: Kadıköy',
      ]),
    )
    expect(mail.lines.some((line) => line.startsWith('Seçimlerim: https://'))).toBe(true)
    expect(await reopened(page)).toEqual({
      advice: 'Rhino 8 Ticari Lisans × 12, LAN Zoo ile (kendi sunucunuzda)',
      total: '14.328,00 €',
    })
    // Back and forward walk through the answers.
    await page.goBack()
    await waitForTotal(page, '1.194,00 €')
    await page.goForward()
    await waitForTotal(page, '14.328,00 €')
    expect(errors).toEqual([])
    await close()
  })

  it('a school lab of 30: one lab licence, 1.170,00 €; 45 users need two', async () => {
    const { page, errors, close } = await openPage(browser(), `${PATH}?lisans=lab`)
    // Arriving from the lab card preselects the plan and the school.
    expect(await page.getByRole('radio', { name: 'Laboratuvar lisansı' }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: 'Okul veya üniversite laboratuvarı' }).isChecked()).toBe(
      true,
    )
    await page.getByLabel('Kaç kişi kullanacak?').fill('30')
    await choose(page, 'Rhino nerede kullanılacak?', 'Ofis veya okul ağı')
    await waitForTotal(page, '1.170,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Laboratuvar Lisansı × 1, LAN Zoo ile (kendi sunucunuzda)',
    )
    const mail = await mailLink(page)
    expect(mail.subject).toBe('Teklif Talebi: Rhino 8 Laboratuvar Lisansı × 1')
    expect(mail.lines).toContain('Toplam: 1.170,00 €')
    expect(await reopened(page)).toEqual({
      advice: 'Rhino 8 Laboratuvar Lisansı × 1, LAN Zoo ile (kendi sunucunuzda)',
      total: '1.170,00 €',
    })
    await page.getByLabel('Kaç kişi kullanacak?').fill('45')
    await waitForTotal(page, '2.340,00 €')
    expect(errors).toEqual([])
    await close()
  })
})

describe('conflicts, hostile addresses, print, copy', () => {
  it('explains a commercial user asking for an education licence instead of changing it silently', async () => {
    const { page, close } = await openPage(browser(), `${PATH}?kim=ticari&lisans=ogrenci`)
    await page.locator('[data-conflict="ticari-egitim-lisansi"]').waitFor()
    expect(await page.locator('[data-conflict="ticari-egitim-lisansi"]').textContent()).toContain(
      'Şirket işi için eğitim lisansı uygun değil',
    )
    await close()
  })

  it('ignores hostile query values and shows the defaults without an error', async () => {
    const { page, errors, close } = await openPage(
      browser(),
      `${PATH}?kim=%3Cscript%3Ealert(1)%3C/script%3E&kisi=-5&yer=__proto__&alim=1e9`,
    )
    await waitForTotal(page, '1.194,00 €')
    expect(errors).toEqual([])
    await close()
  })

  it('prints only the summary, with the date, the reseller and the KDV note', async () => {
    const { page, close } = await openPage(browser(), `${PATH}?kim=ticari&kisi=12&yer=ag`)
    await page.emulateMedia({ media: 'print' })
    const visible = async (selector: string) => page.locator(selector).first().isVisible()
    expect(await visible('.print-sheet')).toBe(true)
    expect(await visible('form')).toBe(false)
    expect(await visible('h1')).toBe(false)
    expect(await visible('#lisans-turleri')).toBe(false)
    expect(await visible('header')).toBe(false)
    expect(await visible('footer')).toBe(false)
    const sheet = (await page.locator('.print-sheet').innerText()).replace(/\s+/g, ' ')
    expect(sheet).toContain('Rhino Türkiye Yazılım ve Eğitim Hizmetleri')
    expect(sheet).toMatch(/Teklif özeti · \d{1,2} \S+ \d{4}/)
    expect(sheet).toContain('Fiyatlara %20 KDV dahil değildir.')
    expect(sheet).toContain('14.328,00 €')
    expect(sheet).toContain('info@rhinoturkiye.com')
    expect(sheet).not.toContain('Özeti kopyala')
    await close()
  })

  it('copies the summary to the clipboard and says so', async () => {
    const { page, close } = await openPage(browser(), `${PATH}?kim=ogrenci`, {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await page.getByRole('button', { name: 'Özeti kopyala' }).click()
    await page.getByText('Özet panoya kopyalandı.').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Önerilen lisans: Rhino 8 Öğrenci Lisansı × 1')
    expect(copied).toContain('Toplam: 234,00 €')
    await close()
  })
})

describe('access', () => {
  it('works by keyboard alone, with a visible focus', async () => {
    const { page, close } = await openPage(browser(), PATH)
    const audience = page.getByRole('radio', { name: 'Şirket / serbest çalışan (ticari)' })
    await audience.focus()
    // Arrow keys move through a radio group and select.
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('radio', { name: 'Kamu kurumu' }).isChecked()).toBe(true)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await page.getByRole('radio', { name: 'Okul veya üniversite laboratuvarı' }).isChecked()).toBe(
      true,
    )
    // The card around the focused radio shows the focus ring.
    const outline = await page
      .getByRole('radio', { name: 'Okul veya üniversite laboratuvarı' })
      .evaluate((input) => getComputedStyle(input.closest('label')!).outlineStyle)
    expect(outline).toBe('solid')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('kisi')
    await page.keyboard.press('Control+a')
    await page.keyboard.type('45')
    await waitForTotal(page, '2.340,00 €')
    await close()
  })

  it('reads without JavaScript: licence types with prices, rules and the spec’s mail links', async () => {
    const { page, close } = await openPage(browser(), PATH, { javaScriptEnabled: false })
    const comparison = page.locator('#lisans-turleri')
    const text = (await comparison.innerText()).replace(/\s+/g, ' ')
    for (const price of ['0 €', '195 €', '995 €', '975 €']) expect(text).toContain(price)
    expect(text).toContain('LAN Zoo hangi lisansları dağıtır?')
    const mailLinks = comparison.locator('a[href^="mailto:info@rhinoturkiye.com"]')
    expect(await mailLinks.count()).toBe(3)
    expect(await page.getByText('Seçim aracı tarayıcınızda JavaScript ile çalışır').isVisible()).toBe(true)
    await close()
  })

  it.each(['light', 'dark'] as const)('axe finds nothing in the %s theme', async (theme) => {
    const { page, close } = await openPage(
      browser(),
      `${PATH}?kim=ticari&lisans=ogrenci&kullanim=sirayla&kisi=8`,
      {
        theme,
      },
    )
    expect(await axeViolations(page)).toEqual([])
    await close()
  })

  it('fits 360 px without horizontal scroll', async () => {
    const { page, close } = await openPage(browser(), `${PATH}?kim=lab&kisi=45&yer=tek`, {
      viewport: { width: 360, height: 800 },
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await close()
  })

  it('updates the total within a frame or two of a changed answer (time printed for the report)', async () => {
    const { page, close } = await openPage(browser(), PATH)
    const times: number[] = []
    for (let round = 0; round < 6; round++) {
      const [option, expected] = round % 2 === 0 ? ['ogrenci', '234,00 €'] : ['ticari', '1.194,00 €']
      // Click and wait inside the page, so the figure is the app's time, not the test driver's round trips.
      const elapsed = await page.evaluate(
        ([value, text]) =>
          new Promise<number>((resolve) => {
            const input = document.querySelector<HTMLInputElement>(`input[name="kim"][value="${value}"]`)!
            const start = performance.now()
            input.click()
            const check = () =>
              document.querySelector('[data-price="toplam"]')?.textContent === text
                ? resolve(performance.now() - start)
                : requestAnimationFrame(check)
            check()
          }),
        [option, expected] as const,
      )
      times.push(elapsed)
    }
    console.log(`advisor: answer → updated total ${times.map((time) => time.toFixed(1)).join(', ')} ms`)
    expect(times.every((time) => time < 1000)).toBe(true)
    await close()
  })
})

describe('the way in, and what search engines read', () => {
  it('every home pricing card links to the advisor with its plan chosen, beside the mail button', async () => {
    const { html } = await fetchHtml('/')
    for (const plan of ['deneme', 'ogrenci', 'ticari', 'lab'])
      expect(html).toContain(`href="/teklif?lisans=${plan}"`)
    expect(html).toContain('href="/teklif"')
  })

  it.each(['/for/education', '/licensing/methods', '/download', '/support'])(
    '%s links to /teklif',
    async (path) => {
      const { html } = await fetchHtml(path)
      expect(html).toMatch(/href="\/teklif(\?[^"]*)?"/)
    },
  )

  it('is in the sitemap, with its own title, canonical and breadcrumb', async () => {
    expect((await fetchHtml('/sitemap.xml')).html).toContain('<loc>https://www.rhinoturkiye.com/teklif</loc>')
    const { html } = await fetchHtml(PATH)
    expect(html).toContain('<title>Lisans Seçimi ve Teklif |')
    expect(html).toContain('<link rel="canonical" href="https://www.rhinoturkiye.com/teklif"/>')
    expect(html).toContain('"@type":"BreadcrumbList"')
  })

  it('offers each licence with its price, without KDV, the same commercial price as the home page', async () => {
    const offers = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? '{}') as { offers?: unknown })
        .flatMap((data) => (data.offers ? [data.offers].flat() : [])) as {
        name?: string
        price: number
        priceCurrency: string
        valueAddedTaxIncluded?: boolean
        seller: { name: string }
      }[]
    const advisorOffers = offers((await fetchHtml(PATH)).html)
    expect(advisorOffers.map((offer) => [offer.name, offer.price])).toEqual([
      ['Rhino 8 Deneme Lisansı', 0],
      ['Rhino 8 Öğrenci Lisansı', 195],
      ['Rhino 8 Ticari Lisans', 995],
      ['Rhino 8 Laboratuvar Lisansı', 975],
    ])
    for (const offer of advisorOffers)
      expect(offer).toMatchObject({ priceCurrency: 'EUR', valueAddedTaxIncluded: false })
    const [home] = offers((await fetchHtml('/')).html)
    expect(home?.price).toBe(995)
    expect(advisorOffers[2]?.seller).toEqual(home?.seller)
  })
})
