// E2E: the five buyers of the review (../shared/reviews/buyer.md), each from the home page to a quote request: the
// total on screen, in the mail, in the Gmail and Outlook links and on the printed A4 page; the buyer block and the
// reference on paper; a state university's lab and two teachers in one request with one reference and one combined
// total; and the address reopened, whose total is right from the first frame, before the page's code runs.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MAX_LINK_LENGTH } from '../../src/lib/mail-links.ts'
import { choose, fillRequest, printed, sent, standInRate, waitForTotal } from './advisor-steps.ts'
import { BASE_URL, openPage, recordConsoleProblems, setupBrowser, waitForHydration } from './helpers.ts'

const browser = setupBrowser()
const PHONE = { width: 390, height: 844 }

/** Opens `path` with /api/kur answered by the stand-in rate (the static test server has no Functions). */
async function open(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser().newContext({ viewport })
  await standInRate(context)
  const page = await context.newPage()
  const errors = recordConsoleProblems(page)
  await page.goto(BASE_URL + path, { waitUntil: 'load' })
  await waitForHydration(page)
  return { page, errors, close: () => context.close() }
}

/** Every link within the limit, as Chromium holds it. */
async function withinLimits(page: Page) {
  const { canonical } = await sent(page)
  expect(canonical).toHaveLength(4)
  for (const link of canonical) expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
}

describe('five buyers from the home page', () => {
  it('a student on a 390 px phone: the advice and price in the first screen, student licence, 234,00 €; one A4 page', async () => {
    const { page, errors, close } = await open('/', PHONE)
    await page.getByRole('link', { name: /^Teklif Hazırla\s*:\s*Öğrenci$/ }).click()
    await page.waitForURL(`${BASE_URL}/teklif?lisans=ogrenci`)
    await waitForTotal(page, '234,00 €')
    // Within the first screen: the advice and its price, above the questions the address already answered.
    await page.evaluate(() => window.scrollTo(0, 0))
    const glance = await page.locator('[data-glance="toplam"]').boundingBox()
    expect(glance && glance.y + glance.height).toBeLessThanOrEqual(PHONE.height)
    expect(await page.locator('[data-glance="toplam"]').textContent()).toBe('234,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Öğrenci Lisansı × 1, tek bilgisayara kurulu lisans',
    )
    // The bar at the bottom of the screen: the total and the send action.
    const bar = page.locator('[data-sticky-bar]')
    await bar.waitFor()
    expect(await bar.innerText()).toMatch(/Toplam\s+234,00 €\s+Talebi gönder/)
    // She needs no commercial fields; she is invoiced as a person and holds the licence herself.
    expect(await page.getByLabel('Vergi numarası').count()).toBe(0)
    expect(await page.locator('[data-holders]').count()).toBe(0)
    await fillRequest(page, {
      'Ad soyad': 'Elif Yılmaz',
      'Okul / üniversite': 'Dokuz Eylül Üniversitesi Mimarlık Fakültesi',
      'T.C. kimlik no': '10000000146',
      'Fatura adresi': 'Alsancak Mah. 1453 Sok. No: 10 D: 4, Konak / İzmir',
      'E-posta': 'elif.yilmaz@example.com',
      Telefon: '0532 123 45 67',
    })
    expect(await page.locator('#talep').innerText()).toContain('Öğrenci belgesi:')
    await withinLimits(page)
    const mail = await sent(page)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toContain('Toplam: 234,00 €')
      expect(body).toContain('T.C. kimlik no: 10000000146')
      expect(body).toContain('Gerekli belgeler (iletiye ayrıca eklenir): Öğrenci belgesi')
      expect(body.join('\n')).not.toMatch(/ekliyorum/)
    }
    expect(mail.subject).toMatch(/^Teklif Talebi RT-\d{8}-[A-Z2-9]{4}: Rhino 8 Öğrenci Lisansı × 1$/)
    const reference = /RT-\d{8}-[A-Z2-9]{4}/.exec(mail.subject)?.[0] ?? ''
    expect(mail.gmailSubject).toBe(mail.subject)
    expect(await bar.locator('a').getAttribute('href')).toBe(mail.links.mailto)
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    for (const text of [
      reference,
      'Talep eden',
      'Ad soyad: Elif Yılmaz',
      'T.C. kimlik no: 10000000146',
      'Satıcı',
    ])
      expect(paper.text).toContain(text.toLocaleLowerCase('tr'))
    expect(paper.text).toContain('234,00 €'.toLocaleLowerCase('tr'))
    expect(paper.text).toContain('Türk lirası (TL)'.toLocaleLowerCase('tr'))
    expect(errors).toEqual([])
    await close()
  })

  it('a 3-person office: three licences whatever the place, Cloud Zoo, 3.582,00 €, the company block; one A4 page', async () => {
    const { page, errors, close } = await open('/')
    await page.getByRole('link', { name: /^Teklif Hazırla\s*:\s*Ticari$/ }).click()
    await page.waitForURL(`${BASE_URL}/teklif?lisans=ticari`)
    await page.getByLabel('Kaç kişi kullanacak?').fill('3')
    await waitForTotal(page, '3.582,00 €')
    await choose(page, 'Rhino nerede kullanılacak?', 'Aynı binadaki ofis veya okul ağında')
    await choose(page, 'Hangi işletim sisteminde?', 'İkisi de')
    await waitForTotal(page, '3.582,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Ticari Lisans × 3, Cloud Zoo ile (bulut üzerinden)',
    )
    expect(await page.locator('[data-rule="coklu-paket"]').isVisible()).toBe(false)
    expect(await page.locator('[data-rule="kucuk-ofis-cloud-zoo"]').isVisible()).toBe(true)
    await page.locator('#talep form').waitFor()
    await fillRequest(page, {
      'Ad soyad': 'Ayşe Demir',
      'Kurum / şirket unvanı': 'Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
      'Vergi dairesi': 'Nilüfer',
      'Vergi numarası': '4540536920',
      'Fatura adresi': 'Nilüfer OSB, 12. Cadde No: 5, Nilüfer / Bursa',
      'E-posta': 'ayse@demirmobilya.com.tr',
      Telefon: '0224 555 12 34',
    })
    await withinLimits(page)
    const mail = await sent(page)
    expect(await page.locator('[data-left-out]').count()).toBe(0)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toEqual(
        expect.arrayContaining([
          '- Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €',
          'KDV (%20): 597,00 €',
          'Toplam: 3.582,00 €',
          '≈ 145.583,94 TL (TCMB döviz satış kuru, 2 Aralık 2026; fatura günün kuruyla kesilir)',
          'Kurum / şirket unvanı: Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
          'Vergi dairesi: Nilüfer',
          'Vergi numarası: 4540536920',
        ]),
      )
    }
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    for (const text of [
      'Kurum / şirket unvanı: Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
      'Vergi numarası: 4540536920',
      'Toplam 3.582,00 €',
      '≈ 145.583,94 TL',
      'T.C. Merkez Bankası (TCMB) döviz satış kuru',
      'banka havalesi ya da EFT',
      'elektronik olarak teslim edilir',
      'İstanbul Ofisi',
      'İmza ve kaşe / mühür',
    ])
      expect(paper.text).toContain(text.toLocaleLowerCase('tr'))
    expect(paper.text).toMatch(/referans rt-\d{8}-[a-z2-9]{4}/)
    // The seller's legal details are empty facts until staff fill them in: nothing is shown for them.
    for (const absent of ['mersis', 'ticari unvan', 'vergi dairesi / no', 'kep'])
      expect(paper.text).not.toContain(absent)
    expect(errors).toEqual([])
    await close()
  })

  it('a vocational high school lab, answered as a public body: one laboratory licence on LAN Zoo, 1.170,00 €, its letter', async () => {
    const { page, errors, close } = await open('/')
    await page.locator('a[href="/for/education"]').first().click()
    await page.waitForURL(`${BASE_URL}/for/education`)
    await page.getByRole('link', { name: /^Teklif Hazırla\s*:\s*Laboratuvar Lisansı$/ }).click()
    await page.waitForURL(`${BASE_URL}/teklif?lisans=lab`)
    await choose(page, "Rhino'yu kim kullanacak?", 'Kamu kurumu')
    await page.locator('[data-conflict="kamu-okul-sor"]').waitFor()
    await choose(page, 'Kurumunuz bir okul ya da üniversite mi?', 'Evet, derslik veya laboratuvar için')
    await page.getByLabel('Kaç kişi kullanacak?').fill('30')
    await choose(page, 'Rhino nerede kullanılacak?', 'Aynı binadaki ofis veya okul ağında')
    await waitForTotal(page, '1.170,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Laboratuvar Lisansı × 1, LAN Zoo ile (kendi sunucunuzda)',
    )
    expect(await page.locator('[data-rule="kamu-okul"]').isVisible()).toBe(true)
    expect(await page.locator('[data-conflict="kamu-okul-sor"]').isVisible()).toBe(false)
    await page.locator('#talep form').waitFor()
    await fillRequest(page, {
      'Ad soyad': 'Mehmet Kaya',
      'Okul / kurum unvanı': 'Ankara Yenimahalle Mesleki ve Teknik Anadolu Lisesi',
      'Vergi dairesi': 'Yenimahalle',
      'Vergi numarası': '0680123456',
      'Fatura adresi': 'Yenimahalle / Ankara',
      'E-posta': 'mudurluk@example.k12.tr',
    })
    expect(await page.locator('#talep').innerText()).toContain('Okulun resmî yazısı:')
    const mail = await sent(page)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toContain('Toplam: 1.170,00 €')
      expect(body).toContain('Gerekli belgeler (iletiye ayrıca eklenir): Okulun resmî yazısı')
      expect(body).toContain('Okul / kurum unvanı: Ankara Yenimahalle Mesleki ve Teknik Anadolu Lisesi')
    }
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    expect(paper.text).toContain('Rhino 8 Laboratuvar Lisansı'.toLocaleLowerCase('tr'))
    expect(paper.text).toContain('Toplam 1.170,00 €'.toLocaleLowerCase('tr'))
    expect(errors).toEqual([])
    await close()
  })

  it('a 12-user firm upgrading from Rhino 6: 12 upgrades priced with the quote, the keys typed in; 10 owned → 10 + 2 new', async () => {
    const { page, errors, close } = await open('/')
    await page.getByRole('link', { name: /^Teklif Hazırla\s*:\s*Ticari$/ }).click()
    await page.waitForURL(`${BASE_URL}/teklif?lisans=ticari`)
    await page.getByLabel('Kaç kişi kullanacak?').fill('12')
    await choose(page, 'Rhino nerede kullanılacak?', 'Birkaç ofiste veya uzaktan')
    await choose(page, 'Yeni lisans mı, yükseltme mi?', "Rhino 6'dan yükseltme")
    await waitForTotal(page, 'Fiyat teklifle bildirilir')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      "Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme) × 12, Cloud Zoo ile (bulut üzerinden)",
    )
    expect(await page.getByLabel('Kaç Rhino 6 lisansınız var?').inputValue()).toBe('12')
    expect(await page.getByText('toplam %20 KDV dâhildir').first().isVisible()).toBe(false)
    await page.locator('#talep form').waitFor()
    await fillRequest(page, {
      'Ad soyad': 'Can Öztürk',
      'Kurum / şirket unvanı': 'Anadolu Mühendislik ve Müşavirlik A.Ş.',
      'Vergi dairesi': 'Kozyatağı',
      'Vergi numarası': '0680123456',
      'Fatura adresi': 'Kozyatağı, Kadıköy / İstanbul',
      'E-posta': 'satinalma@anadolumuhendislik.com.tr',
    })
    // The old keys are asked: sending is blocked until they are given.
    expect(await page.locator('button[data-send="mailto"]').count()).toBe(1)
    await page
      .getByLabel('Eski lisans anahtarları')
      .fill('RH60-AAAA-BBBB-CCCC-DDDD-EEEE\nRH60-FFFF-GGGG-HHHH-IIII-JJJJ')
    let mail = await sent(page)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toContain(
        "- Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme): 12 adet (fiyat teklifle bildirilir)",
      )
      expect(body).toContain('Toplam: Fiyat teklifle bildirilir')
      expect(body).toContain('RH60-FFFF-GGGG-HHHH-IIII-JJJJ')
    }
    await page.getByLabel('Kaç Rhino 6 lisansınız var?').fill('10')
    await waitForTotal(page, '2.388,00 €')
    await withinLimits(page)
    mail = await sent(page)
    for (const body of [mail.mail, mail.gmail, mail.outlook])
      expect(body).toEqual(
        expect.arrayContaining([
          "- Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme): 10 adet (fiyat teklifle bildirilir)",
          '- Rhino 8 Ticari Lisans: 2 adet × 995,00 € = 1.990,00 €',
          'Toplam (yükseltmeler hariç): 2.388,00 €',
          'RH60-AAAA-BBBB-CCCC-DDDD-EEEE',
        ]),
      )
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    expect(paper.text).toContain('Toplam (yükseltmeler hariç) 2.388,00 €'.toLocaleLowerCase('tr'))
    expect(paper.text).toContain('RH60-AAAA-BBBB-CCCC-DDDD-EEEE'.toLocaleLowerCase('tr'))
    expect(errors).toEqual([])
    await close()
  })

  it('a state university: a 25-seat lab and two teachers in one request, named, one reference, one combined total', async () => {
    const { page, errors, close } = await open('/')
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Fiyatlar' }).click()
    await page.waitForURL(`${BASE_URL}/teklif`)
    await choose(page, "Rhino'yu kim kullanacak?", 'Kamu kurumu')
    await choose(page, 'Kurumunuz bir okul ya da üniversite mi?', 'Evet, derslik veya laboratuvar için')
    await page.getByLabel('Kaç kişi kullanacak?').fill('25')
    await choose(page, 'Rhino nerede kullanılacak?', 'Aynı binadaki ofis veya okul ağında')
    await waitForTotal(page, '1.170,00 €')
    // The second line: the questions now show it; the public body is kept, the rest starts afresh.
    await page.getByRole('button', { name: 'Başka bir lisans ekle' }).click()
    await page.locator('[data-editing]').waitFor()
    expect(await page.getByRole('radio', { name: 'Kamu kurumu' }).isChecked()).toBe(true)
    await choose(page, 'Kurumunuz bir okul ya da üniversite mi?', 'Evet, öğretim elemanları için')
    await page.getByLabel('Kaç kişi kullanacak?').fill('2')
    await choose(page, 'Rhino nerede kullanılacak?', 'Her kullanıcı birkaç bilgisayarda')
    await waitForTotal(page, '468,00 €')
    expect(page.url()).toContain('2.okul=ogretim')
    const lines = page.locator('#talep-satirlari li[data-line]')
    await expect.poll(() => lines.count()).toBe(2)
    expect(await lines.nth(0).innerText()).toContain('1. Rhino 8 Laboratuvar Lisansı × 1')
    expect(await lines.nth(1).innerText()).toContain('2. Rhino 8 Öğretmen Lisansı × 2')
    expect(await page.locator('[data-request-total]').textContent()).toBe('1.638,00 €')
    // The institution is asked once; each teacher by name and address.
    expect(await page.getByLabel('Okul / üniversite').count()).toBe(0)
    await fillRequest(page, {
      'Ad soyad': 'Zeynep Kara',
      'Okul / kurum unvanı': 'Ege Teknik Üniversitesi Rektörlüğü Satın Alma Daire Başkanlığı',
      'Vergi dairesi': 'Bornova',
      'Vergi numarası': '0680123456',
      'Fatura adresi': 'Kampüs, Bornova / İzmir',
      'E-posta': 'satinalma@egeteknik.edu.tr',
      '1. lisans sahibinin adı soyadı': 'Dr. Ali Veli',
      '1. lisans sahibinin e-posta adresi': 'ali.veli@egeteknik.edu.tr',
      '2. lisans sahibinin adı soyadı': 'Dr. Ayşe Kaya',
      '2. lisans sahibinin e-posta adresi': 'ayse.kaya@egeteknik.edu.tr',
    })
    const reference = (await page.locator('[data-request-reference]').textContent()) ?? ''
    expect(reference).toMatch(/^RT-\d{8}-[A-Z2-9]{4}$/)
    await withinLimits(page)
    const mail = await sent(page)
    for (const subject of [mail.subject, mail.gmailSubject, mail.outlookSubject])
      expect(subject).toContain(reference)
    for (const body of [mail.mail, mail.gmail, mail.outlook])
      expect(body).toEqual(
        expect.arrayContaining([
          `Referans: ${reference} (${new Date().toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' })})`,
          '1. Rhino 8 Laboratuvar Lisansı: 1 adet × 975,00 € = 975,00 €',
          '2. Rhino 8 Öğretmen Lisansı: 2 adet × 195,00 € = 390,00 €',
          'Ara toplam: 1.365,00 €',
          'KDV (%20): 273,00 €',
          'Toplam: 1.638,00 €',
          '2. Dr. Ali Veli <ali.veli@egeteknik.edu.tr>',
          '2. Dr. Ayşe Kaya <ayse.kaya@egeteknik.edu.tr>',
        ]),
      )
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    for (const text of [
      reference,
      '1. Rhino 8 Laboratuvar Lisansı',
      '2. Rhino 8 Öğretmen Lisansı',
      'Toplam 1.638,00 €',
      'Dr. Ayşe Kaya · ayse.kaya@egeteknik.edu.tr',
      'Talep eden kurum adına',
    ])
      expect(paper.text).toContain(text.toLocaleLowerCase('tr'))
    expect(errors).toEqual([])
    await close()
  })
})

describe('the address reopened shows its total before the page’s code runs', () => {
  const cases = [
    ['/teklif?lisans=ogrenci', '234,00 €', 'Rhino 8 Öğrenci Lisansı × 1, tek bilgisayara kurulu lisans'],
    [
      '/teklif?kim=ticari&kisi=3&yer=ag',
      '3.582,00 €',
      'Rhino 8 Ticari Lisans × 3, Cloud Zoo ile (bulut üzerinden)',
    ],
    [
      '/teklif?kim=kamu&okul=derslik&kisi=30&yer=ag',
      '1.170,00 €',
      'Rhino 8 Laboratuvar Lisansı × 1, LAN Zoo ile (kendi sunucunuzda)',
    ],
    [
      '/teklif?kim=ticari&kisi=12&yer=uzak&alim=surum6&sahip=10',
      '2.388,00 €',
      'Rhino 8 Ticari Lisans × 12 (10 yükseltme, 2 yeni), Cloud Zoo ile (bulut üzerinden)',
    ],
  ] as const

  it.each(cases)('%s: every frame from the first shows %s (slow phone)', async (path, total, advice) => {
    const context = await browser().newContext({ viewport: PHONE })
    // Sampled at every animation frame, i.e. before each paint, from the very start of the document.
    await context.addInitScript({
      content: `window.__frames = []; const sample = () => {
        const total = document.querySelector('[data-price="toplam"]')
        // A frame where the tool is hidden until the pre-paint script has run (advisor-pending) shows no total.
        const hidden = document.documentElement.classList.contains('advisor-pending')
        if (total && !hidden) window.__frames.push([total.textContent, document.querySelector('[data-advice="lisans"]').textContent, document.documentElement.dataset.hydrated === 'true'])
        requestAnimationFrame(sample) }; requestAnimationFrame(sample)`,
    })
    const page = await context.newPage()
    const errors = recordConsoleProblems(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 100_000,
      uploadThroughput: 50_000,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(BASE_URL + path, { waitUntil: 'load' })
    await waitForHydration(page)
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: [string, string, boolean][] }).__frames,
    )
    expect(frames.filter(([, , hydrated]) => !hydrated).length).toBeGreaterThan(0)
    for (const [shownTotal, shownAdvice] of frames) expect([shownTotal, shownAdvice]).toEqual([total, advice])
    expect(errors).toEqual([])
    await context.close()
  })

  it('without the page’s code at all (its modules blocked), the answers, total and a clamped number’s note are shown', async () => {
    const context = await browser().newContext({ viewport: PHONE })
    // Only the pre-paint file may run: React Router's modules (and so hydration) never load.
    await context.route(/\/assets\/.*\.js$/, (route) =>
      /advisor-prepaint/.test(route.request().url()) ? route.continue() : route.abort(),
    )
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/teklif?kim=ticari&kisi=600&yer=uzak&platform=ikisi`, { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    expect(await page.locator('[data-price="toplam"]').textContent()).toBe('597.000,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Ticari Lisans × 500, Cloud Zoo ile (bulut üzerinden)',
    )
    expect(await page.getByRole('radio', { name: 'Birkaç ofiste veya uzaktan' }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: 'İkisi de' }).isChecked()).toBe(true)
    expect(await page.getByLabel('Kaç kişi kullanacak?').inputValue()).toBe('500')
    const note = page.locator('[data-v="kisi-not"]')
    expect(await note.isVisible()).toBe(true)
    expect(await note.textContent()).toBe(
      'Adresteki kişi sayısı (600) 1 ile 500 arasında olmalı; 500 ile hesaplıyoruz.',
    )
    expect(await page.locator('[data-rule="iki-platform"]').isVisible()).toBe(true)
    await context.close()
  })

  it('without the pre-paint file: no hydration error, the defaults never act as the answer, and the visitor is told', async () => {
    const context = await browser().newContext()
    await context.route(/advisor-prepaint/, (route) => route.abort())
    const page = await context.newPage()
    const errors = recordConsoleProblems(page)
    await page.goto(`${BASE_URL}/teklif?lisans=ogrenci`, { waitUntil: 'load' })
    await waitForHydration(page)
    await page.getByRole('alert').filter({ hasText: 'Seçim aracı yüklenemedi' }).waitFor()
    // The controls stay disabled and no request can be sent with the defaults; the comparison's mail links remain.
    expect(await page.getByLabel('Kaç kişi kullanacak?').isDisabled()).toBe(true)
    expect(await page.locator('[data-send]').count()).toBe(0)
    expect(await page.locator('#lisans-turleri a[href^="mailto:"]').count()).toBe(3)
    expect(errors.filter((error) => !/advisor-prepaint|ERR_FAILED/.test(error))).toEqual([])
    await context.close()
  })

  it('without answers (or with tracking parameters only) the pre-paint file waits for the first paint; with answers it comes first and the tool waits hidden', async () => {
    // When the pre-paint file was asked for, against the first contentful paint and the end of parsing (all from the
    // page's own timeline).
    const timing = (page: Page) =>
      page.evaluate(() => {
        const file = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/advisor-prepaint-'))
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        return { file: file?.startTime, paint: paint?.startTime, parsed: navigation.domInteractive }
      })
    const plain = await openPage(browser(), '/teklif')
    await expect.poll(async () => (await timing(plain.page)).file).toBeDefined()
    const quiet = await timing(plain.page)
    expect(quiet.file!).toBeGreaterThanOrEqual(quiet.paint!)
    // The tool still answers: the logic came with the file.
    await plain.page
      .getByRole('radio', { name: /^Öğrenci/ })
      .first()
      .check()
    await expect.poll(() => plain.page.locator('[data-price="toplam"]').textContent()).toBe('234,00 €')
    expect(plain.errors).toEqual([])
    await plain.close()

    const context = await browser().newContext({ viewport: PHONE })
    // Held until the page has painted what it can: the tool (and what follows it) stays hidden meanwhile.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route(/advisor-prepaint/, async (route) => {
      await held
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/teklif?lisans=ogrenci`, { waitUntil: 'commit' })
    await page.locator('#site-footer').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => document.documentElement.classList.contains('advisor-pending'))).toBe(
      true,
    )
    expect(await page.locator('[data-price="toplam"]').isVisible()).toBe(false)
    expect(await page.locator('#site-footer').isVisible()).toBe(false)
    release()
    await expect.poll(() => page.locator('[data-price="toplam"]').isVisible()).toBe(true)
    expect(await page.locator('[data-price="toplam"]').textContent()).toBe('234,00 €')
    // Asked for while the page was still being parsed, not after a paint (a busy machine may paint a header first).
    const loud = await timing(page)
    expect(loud.file!).toBeLessThan(loud.parsed)
    await context.close()

    // The file arriving after the page has hydrated (a slow connection for that one file): the tool shows only once
    // the page has rendered the address's answers, never the defaults' total (seen in a run: 1.194,00 € visible).
    const late = await browser().newContext({ viewport: PHONE })
    let releaseLate: () => void = () => undefined
    const heldLate = new Promise<void>((resolve) => (releaseLate = resolve))
    await late.route(/advisor-prepaint-/, async (route) => {
      await heldLate
      await route.continue()
    })
    const latePage = await late.newPage()
    await latePage.goto(`${BASE_URL}/teklif?lisans=ogrenci`, { waitUntil: 'commit' })
    // Hydrated (the held file keeps the load event back, so not `waitForHydration`).
    await latePage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(await latePage.locator('[data-price="toplam"]').isVisible()).toBe(false)
    // Every frame from now on: the total is hidden or shows the answers' price.
    await latePage.evaluate(() => {
      const seen: string[] = []
      ;(window as { __totals?: string[] }).__totals = seen
      const look = () => {
        const total = document.querySelector<HTMLElement>('[data-price="toplam"]')
        if (total?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          seen.push(total.textContent ?? '')
        requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    releaseLate()
    await expect.poll(() => latePage.locator('[data-price="toplam"]').isVisible()).toBe(true)
    await latePage.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const totals = await latePage.evaluate(() => (window as { __totals?: string[] }).__totals ?? [])
    expect(totals.length).toBeGreaterThan(0)
    expect(new Set(totals)).toEqual(new Set(['234,00 €']))
    await late.close()

    // Tracking parameters are not answers: the tool shows its defaults at once, the file waits for the first paint.
    const tracked = await openPage(browser(), '/teklif?utm_source=bulten&utm_medium=eposta&fbclid=abc123')
    await expect.poll(async () => (await timing(tracked.page)).file).toBeDefined()
    const untouched = await timing(tracked.page)
    expect(untouched.file!).toBeGreaterThanOrEqual(untouched.paint!)
    expect(await tracked.page.locator('[data-price="toplam"]').textContent()).toBe('1.194,00 €')
    expect(tracked.errors).toEqual([])
    await tracked.close()
    // Four page loads: 10 s on a busy two-core machine.
  }, 90_000)
})
