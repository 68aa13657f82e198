// E2E: the four buyers of the review (../shared/reviews/buyer.md), each from the home page to a quote request: the
// total on screen, in the mail, in the Gmail and Outlook links and on the printed A4 page; the buyer block and the
// reference on paper; a 200-character company title that arrives whole; and the address reopened, whose total is
// right from the first frame, before the page's code runs.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BASE_URL, openPage, recordConsoleProblems, setupBrowser, waitForHydration } from './helpers.ts'

const browser = setupBrowser()
const PHONE = { width: 390, height: 844 }

async function choose(page: Page, group: string, option: string) {
  await page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true }).check()
}

async function waitForTotal(page: Page, expected: string) {
  await page.waitForFunction(
    (text) => document.querySelector('[data-price="toplam"]')?.textContent === text,
    expected,
  )
}

/** Fills the buyer's fields by their labels (the label text before "(gerekli)"). */
async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value)
}

/** The four ways the request leaves: the mail link, Gmail, Outlook and the printed document. */
async function sent(page: Page) {
  const body = (href: string, key: string) => new URL(href).searchParams.get(key) ?? ''
  const mailto = (await page.locator('[data-send="mailto"]').getAttribute('href')) ?? ''
  const gmail = (await page.locator('a[data-send="gmail"]').getAttribute('href')) ?? ''
  const outlook = (await page.locator('a[data-send="outlook"]').getAttribute('href')) ?? ''
  return {
    mailto,
    mail: body(mailto, 'body').split('\r\n'),
    subject: body(mailto, 'subject'),
    gmail: body(gmail, 'body').split('\n'),
    gmailSubject: body(gmail, 'su'),
    outlook: body(outlook, 'body').split('\n'),
    gmailHref: gmail,
  }
}

/** The page as printed: only the request document shows, on A4; returns its text and the number of pages. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' })
  const visible = async (selector: string) => page.locator(selector).first().isVisible()
  const hidden = {
    header: await visible('header'),
    footer: await visible('footer'),
    form: await visible('form[aria-label="Lisans seçimi soruları"]'),
    summary: await visible('section[aria-labelledby="ozet-baslik"]'),
    comparison: await visible('#lisans-turleri'),
    buttons: await visible('[data-send="mailto"]'),
  }
  expect(hidden).toEqual({
    header: false,
    footer: false,
    form: false,
    summary: false,
    comparison: false,
    buttons: false,
  })
  // As printed, in lower case: its headings are shown in capitals by CSS.
  const text = (await page.locator('.quote-document').innerText())
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('tr')
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  const raw = pdf.toString('latin1')
  // Chromium's PDF: one "/Type /Page" object per page, and an A4 media box (595 × 842 pt).
  const pages = raw.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
  const a4 = /\/MediaBox\s*\[\s*0 0 59[45](?:\.\d+)? 84[12](?:\.\d+)?\s*\]/.test(raw)
  await page.emulateMedia({ media: 'screen' })
  return { text, pages, a4 }
}

describe('four buyers from the home page', () => {
  it('a student on a 390 px phone: student licence, 234,00 €, her details and the document asked for; one A4 page', async () => {
    const { page, errors, close } = await openPage(browser(), '/', { viewport: PHONE })
    await page.getByRole('link', { name: /^Teklif Hazırla\s*:\s*Öğrenci$/ }).click()
    await page.waitForURL(`${BASE_URL}/teklif?lisans=ogrenci`)
    await waitForTotal(page, '234,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Öğrenci Lisansı × 1, tek bilgisayara kurulu lisans',
    )
    // She needs no commercial fields; she is invoiced as a person.
    await page.locator('#talep').waitFor()
    expect(await page.getByLabel('Vergi numarası').count()).toBe(0)
    await fill(page, {
      'Ad soyad': 'Elif Yılmaz',
      'Okul / üniversite': 'Dokuz Eylül Üniversitesi Mimarlık Fakültesi',
      'T.C. kimlik no': '12345678901',
      'Fatura adresi': 'Alsancak Mah. 1453 Sok. No: 10 D: 4, Konak / İzmir',
      'E-posta': 'elif.yilmaz@example.com',
      Telefon: '0532 123 45 67',
    })
    expect(await page.locator('#talep').innerText()).toContain('Öğrenci belgesi:')
    const mail = await sent(page)
    expect(mail.mailto.length).toBeLessThanOrEqual(2000)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toContain('Toplam: 234,00 €')
      expect(body).toContain('T.C. kimlik no: 12345678901')
      expect(body).toContain('Ekler (bu e-postaya ekliyorum): Öğrenci belgesi')
    }
    expect(mail.subject).toMatch(/^Teklif Talebi RT-\d{8}-[A-Z2-9]{4}: Rhino 8 Öğrenci Lisansı × 1$/)
    const reference = /RT-\d{8}-[A-Z2-9]{4}/.exec(mail.subject)?.[0] ?? ''
    expect(mail.gmailSubject).toBe(mail.subject)
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    for (const text of [
      reference,
      'Talep eden',
      'Ad soyad: Elif Yılmaz',
      'T.C. kimlik no: 12345678901',
      'Satıcı',
    ])
      expect(paper.text).toContain(text.toLocaleLowerCase('tr'))
    expect(paper.text).toContain('234,00 €'.toLocaleLowerCase('tr'))
    expect(paper.text).toContain('Türk lirası (TL)'.toLocaleLowerCase('tr'))
    expect(errors).toEqual([])
    await close()
  })

  it('a 3-person office: three licences whatever the place, Cloud Zoo, 3.582,00 €, the company block; one A4 page', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    await page.getByRole('link', { name: /^Teklif Hazırla\s*:\s*Ticari$/ }).click()
    await page.waitForURL(`${BASE_URL}/teklif?lisans=ticari`)
    await page.getByLabel('Kaç kişi kullanacak?').fill('3')
    // The default place no longer sells one licence to three people who work at the same time.
    await waitForTotal(page, '3.582,00 €')
    await choose(page, 'Rhino nerede kullanılacak?', 'Aynı binadaki ofis veya okul ağında')
    await choose(page, 'Hangi işletim sisteminde?', 'İkisi de')
    await waitForTotal(page, '3.582,00 €')
    expect(await page.locator('[data-advice="lisans"]').textContent()).toBe(
      'Rhino 8 Ticari Lisans × 3, Cloud Zoo ile (bulut üzerinden)',
    )
    expect(await page.locator('[data-rule="coklu-paket"]').isVisible()).toBe(false)
    expect(await page.locator('[data-rule="kucuk-ofis-cloud-zoo"]').isVisible()).toBe(true)
    await page.locator('#talep').waitFor()
    await fill(page, {
      'Ad soyad': 'Ayşe Demir',
      'Kurum / şirket unvanı': 'Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
      'Vergi dairesi': 'Nilüfer',
      'Vergi numarası': '2930512345',
      'Fatura adresi': 'Nilüfer OSB, 12. Cadde No: 5, Nilüfer / Bursa',
      'E-posta': 'ayse@demirmobilya.com.tr',
      Telefon: '0224 555 12 34',
    })
    expect(await page.locator('[data-missing]').count()).toBe(0)
    const mail = await sent(page)
    expect(mail.mailto.length).toBeLessThanOrEqual(2000)
    expect(await page.locator('[data-too-long]').count()).toBe(0)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toEqual(
        expect.arrayContaining([
          '- Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €',
          'KDV (%20): 597,00 €',
          'Toplam: 3.582,00 €',
          'Kurum / şirket unvanı: Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
          'Vergi dairesi: Nilüfer',
          'Vergi numarası: 2930512345',
        ]),
      )
      expect(body.some((line) => line.includes('TCMB döviz satış kuru'))).toBe(true)
    }
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    for (const text of [
      'Kurum / şirket unvanı: Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
      'Vergi dairesi: Nilüfer',
      'Vergi numarası: 2930512345',
      'Toplam 3.582,00 €',
      'T.C. Merkez Bankası (TCMB) döviz satış kuru',
      'Ödeme koşulları',
      'İstanbul Ofisi',
    ])
      expect(paper.text).toContain(text.toLocaleLowerCase('tr'))
    expect(paper.text).toMatch(/referans rt-\d{8}-[a-z2-9]{4}/)
    // The seller's legal details are empty facts until staff fill them in: nothing is shown for them.
    for (const absent of ['mersis', 'ticari unvan', 'vergi dairesi / no', 'kep'])
      expect(paper.text).not.toContain(absent)
    expect(errors).toEqual([])
    await close()
  })

  const longTitle = 'Anadolu Mühendislik Müşavirlik İnşaat Taahhüt Sanayi ve Ticaret Anonim Şirketi '
    .repeat(3)
    .slice(0, 200)

  it('a 200-character company title arrives whole in the mail link when the rest is short', async () => {
    const { page, close } = await openPage(browser(), '/teklif?kim=ticari&kisi=3&yer=ag')
    await page.locator('#talep').waitFor()
    await page.getByLabel('Kurum / şirket unvanı').fill(longTitle)
    expect(await page.getByLabel('Kurum / şirket unvanı').inputValue()).toBe(longTitle)
    const mail = await sent(page)
    expect(mail.mailto.length).toBeLessThanOrEqual(2000)
    expect(await page.locator('[data-too-long]').count()).toBe(0)
    for (const body of [mail.mail, mail.gmail, mail.outlook])
      expect(body).toContain(`Kurum / şirket unvanı: ${longTitle.trim()}`)
    await close()
  })

  it('a 200-character title with a full request: the visitor is told, the mail button copies it whole, web mail carries it', async () => {
    // An upgrade with its old keys: the mail link cannot carry all of it.
    const { page, close } = await openPage(browser(), '/teklif?kim=ticari&kisi=3&yer=ag&alim=surum7', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await page.locator('#talep').waitFor()
    await fill(page, {
      'Eski lisans anahtarları': 'RH70-AAAA-BBBB-CCCC-DDDD-EEEE\nRH70-FFFF-GGGG-HHHH-IIII-JJJJ',
      'Ad soyad': 'Ayşe Demir',
      'Kurum / şirket unvanı': longTitle,
      'Vergi dairesi': 'Nilüfer',
      'Vergi numarası': '2930512345',
      'Fatura adresi': 'Nilüfer Organize Sanayi Bölgesi, Mavi Cadde No: 12, Nilüfer / Bursa',
      'E-posta': 'satinalma@anadolumuhendislik.com.tr',
      Telefon: '0224 555 12 34',
    })
    await page.locator('[data-too-long]').waitFor()
    const mail = await sent(page)
    // The link stays within what mail programs accept; nothing is shortened: the whole text goes by the clipboard.
    expect(mail.mailto.length).toBeLessThanOrEqual(2000)
    expect(mail.mail.join('\n')).not.toContain('Anadolu')
    expect(mail.gmail).toContain(`Kurum / şirket unvanı: ${longTitle.trim()}`)
    expect(mail.outlook).toContain(`Kurum / şirket unvanı: ${longTitle.trim()}`)
    // The mail program is not opened here: the click's default action is prevented after the page's own handler.
    await page.evaluate(() =>
      document
        .querySelector('[data-send="mailto"]')
        ?.addEventListener('click', (event) => event.preventDefault()),
    )
    await page.locator('[data-send="mailto"]').click()
    await page.getByText('Tam metin panoya kopyalandı').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain(`Kurum / şirket unvanı: ${longTitle.trim()}`)
    expect(copied).toContain('RH70-FFFF-GGGG-HHHH-IIII-JJJJ')
    expect(copied).toContain('Kime: info@rhinoturkiye.com')
    await close()
  })

  it('a vocational high school lab, answered as a public body: one laboratory licence on LAN Zoo, 1.170,00 €, its letter', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    await page.locator('a[href="/for/education"]').first().click()
    await page.waitForURL(`${BASE_URL}/for/education`)
    // The education page leads to the advisor with the lab licence chosen; the buyer then answers as a state school.
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
    await page.locator('#talep').waitFor()
    await fill(page, {
      'Ad soyad': 'Mehmet Kaya',
      'Okul / kurum unvanı': 'Ankara Yenimahalle Mesleki ve Teknik Anadolu Lisesi',
    })
    expect(await page.locator('#talep').innerText()).toContain('Okulun resmî yazısı:')
    const mail = await sent(page)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toContain('Toplam: 1.170,00 €')
      expect(body).toContain('Ekler (bu e-postaya ekliyorum): Okulun resmî yazısı')
      expect(body).toContain('Okul / kurum unvanı: Ankara Yenimahalle Mesleki ve Teknik Anadolu Lisesi')
    }
    const paper = await printed(page)
    expect(paper).toMatchObject({ pages: 1, a4: true })
    expect(paper.text).toContain('Rhino 8 Laboratuvar Lisansı'.toLocaleLowerCase('tr'))
    expect(paper.text).toContain('Toplam 1.170,00 €'.toLocaleLowerCase('tr'))
    expect(errors).toEqual([])
    await close()
  })

  it('a 12-user firm upgrading from Rhino 6: 12 upgrades priced with the quote, the keys asked; 10 owned → 10 + 2 new', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
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
    // No KDV note under a total that is not shown.
    expect(await page.getByText('toplam %20 KDV dâhildir').first().isVisible()).toBe(false)
    await page.locator('#talep').waitFor()
    await fill(page, {
      'Ad soyad': 'Can Öztürk',
      'Kurum / şirket unvanı': 'Anadolu Mühendislik ve Müşavirlik A.Ş.',
      'Vergi dairesi': 'Kozyatağı',
      'Vergi numarası': '0680123456',
    })
    expect(await page.locator('[data-missing]').innerText()).toContain('Eski lisans anahtarları')
    await page
      .getByLabel('Eski lisans anahtarları')
      .fill('RH60-AAAA-BBBB-CCCC-DDDD-EEEE\nRH60-FFFF-GGGG-HHHH-IIII-JJJJ')
    let mail = await sent(page)
    for (const body of [mail.mail, mail.gmail, mail.outlook]) {
      expect(body).toContain(
        "- Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme): 12 adet (fiyat teklifle bildirilir)",
      )
      expect(body).toContain('Toplam: Fiyat teklifle bildirilir')
      expect(body.some((line) => line.endsWith('; Sahip olunan Rhino 6 lisansı: 12'))).toBe(true)
      expect(body).toContain('RH60-FFFF-GGGG-HHHH-IIII-JJJJ')
    }
    // They own ten: ten upgrades and two new licences, the new ones priced.
    await page.getByLabel('Kaç Rhino 6 lisansınız var?').fill('10')
    await waitForTotal(page, '2.388,00 €')
    mail = await sent(page)
    // With the keys and the two lines the request no longer fits a mail link: the page says so (and copies it on
    // click); the web mail links carry it whole.
    expect(mail.mailto.length).toBeLessThanOrEqual(2000)
    const fitsMailLink = (await page.locator('[data-too-long]').count()) === 0
    for (const body of fitsMailLink ? [mail.mail, mail.gmail, mail.outlook] : [mail.gmail, mail.outlook])
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

  it('without answers the pre-paint file waits for the first paint; with answers it comes first and the tool waits hidden', async () => {
    // When the pre-paint file was asked for, against the first contentful paint (both from the page's own timeline).
    const timing = (page: Page) =>
      page.evaluate(() => {
        const file = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/advisor-prepaint-'))
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        return { file: file?.startTime, paint: paint?.startTime }
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
    const loud = await timing(page)
    expect(loud.file!).toBeLessThan(loud.paint!)
    await context.close()
  })
})
