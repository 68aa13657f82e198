// Unit: the quote request: reference, buyer block by invoice type, what is missing, the mail's text, the links that
// send it (mailto within what mail programs accept, Gmail and Outlook on the web) and a long request never cut.
import { describe, expect, it } from 'vitest'
import { advisorData as data } from '../../src/data/advisor.ts'
import { pricingPlans } from '../../src/data/pricing.ts'
import { egitim, kdv } from '../../src/generated/data/facts.ts'
import { EMPTY_CONTACT, type ContactDetails } from '../../src/lib/advisor-contact.ts'
import { upgradeNames, type QuoteData } from '../../src/lib/advisor-quote.ts'
import { advisorView } from '../../src/lib/advisor-view.ts'
import {
  copyText,
  gmailLink,
  mailtoLink,
  makeReference,
  MAX_MAILTO_LENGTH,
  MAX_WEB_LINK_LENGTH,
  outlookLink,
  quoteRequest,
  requestText,
  sellerFromFacts,
} from '../../src/lib/quote-request.ts'
import { DEFAULT_ANSWERS, invoiceFor, type Answers } from '../../src/shared/advisor/answers.ts'
import { answersQuery } from '../../src/shared/advisor/query.ts'

const quoteData: QuoteData = {
  plans: pricingPlans,
  teacherLicenceName: data.teacherLicenceName,
  ownedQuestion: data.questions.owned.label,
  vatPercent: kdv.oran,
  labSeats: egitim.lab_kullanici,
  managementNames: data.managementNames,
  upgrades: upgradeNames(),
}
const EMAIL = 'info@rhinoturkiye.com'
const DATE = new Date(2025, 5, 14)

function request(changes: Partial<Answers>, contact: Partial<ContactDetails> = {}) {
  const answers = { ...DEFAULT_ANSWERS, ...changes }
  const view = advisorView(answers, [], quoteData)
  const result = quoteRequest({
    data,
    view,
    answers,
    invoice: invoiceFor(answers),
    contact: { ...EMPTY_CONTACT, ...contact },
    reference: 'RT-20250614-K7Q3',
    date: DATE,
    url: `https://www.rhinoturkiye.com/teklif?${answersQuery(answers)}`,
  })
  const body = requestText(result, kdv.oran)
  return { result, body, mailto: mailtoLink(EMAIL, result.subject, body) }
}

const mailBody = (href: string) => new URL(href).searchParams.get('body') ?? ''

const office = {
  name: 'Ayşe Demir',
  organisation: 'Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
  taxOffice: 'Nilüfer',
  taxNumber: '2930512345',
  address: 'Nilüfer OSB, 12. Cadde No: 5, Nilüfer / Bursa',
  email: 'ayse@demirmobilya.com.tr',
  phone: '0224 555 12 34',
}

describe('the reference', () => {
  it('is the request date and four characters that cannot be misread', () => {
    expect(makeReference(DATE, new Uint8Array([0, 1, 30, 31]))).toBe('RT-20250614-AB89')
    expect(makeReference(DATE)).toMatch(/^RT-20250614-[A-HJ-NP-Z2-9]{4}$/)
  })
})

describe('the request of each buyer', () => {
  it('a 3-person office: 3 licences, the company block, nothing cut from the mail link', () => {
    const { result, body, mailto } = request({ users: 3, placement: 'ag', platform: 'ikisi' }, office)
    expect(result.subject).toBe('Teklif Talebi RT-20250614-K7Q3: Rhino 8 Ticari Lisans × 3')
    expect(result.requestDate).toBe('14 Haziran 2025')
    expect(result.validUntil).toBe('29 Haziran 2025')
    expect(result.missing).toEqual([])
    expect(mailto.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH)
    expect(mailBody(mailto).split('\r\n')).toEqual(body)
    expect(body).toEqual(
      expect.arrayContaining([
        'Referans: RT-20250614-K7Q3 (14 Haziran 2025)',
        '- Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €',
        'KDV (%20): 597,00 €',
        'Toplam: 3.582,00 €',
        'Lisans yönetimi: Cloud Zoo ile (bulut üzerinden)',
        'Fiyatlar 29 Haziran 2025 tarihine kadar bilgi amaçlıdır; fatura TL olarak, fatura tarihindeki TCMB döviz satış kuruyla kesilir. Ödeme koşullarını da bildirmenizi rica ederim.',
        'Kurum / şirket unvanı: Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
        'Vergi dairesi: Nilüfer',
        'Vergi numarası: 2930512345',
        'Fatura adresi: Nilüfer OSB, 12. Cadde No: 5, Nilüfer / Bursa',
        'Kullanım: 3 kişi, hepsi aynı anda; Aynı binadaki ofis veya okul ağında; Windows ve Mac; Yeni lisans',
      ]),
    )
    // A single line's amount is not repeated as a subtotal in the mail; the document keeps every row.
    expect(body.some((line) => line.startsWith('Ara toplam'))).toBe(false)
    expect(result.usage).toContain('İşletim sistemi: Windows ve Mac')
    expect(body.at(-1)).toBe('Ayşe Demir')
    expect(result.notes).toContain(data.request.currencyNote)
    expect(result.notes).toContain(data.request.paymentTerms)
  })

  it('a student: a person’s invoice (T.C. kimlik no), the school, the student document', () => {
    const { result, body } = request({ audience: 'ogrenci', wish: 'ogrenci' }, { name: 'Elif Yılmaz' })
    expect(result.buyer.map((row) => row.label)).toEqual([
      'Ad soyad',
      'Okul / üniversite',
      'T.C. kimlik no',
      'Fatura adresi',
      'E-posta',
      'Telefon',
    ])
    expect(result.missing).toEqual(['Okul / üniversite', 'T.C. kimlik no', 'Fatura adresi', 'E-posta'])
    expect(body).toContain('Toplam: 234,00 €')
    expect(body).toContain('Ekler (bu e-postaya ekliyorum): Öğrenci belgesi')
  })

  it('a state school lab: one lab licence, the school as the invoiced body, its official letter', () => {
    const { result, body } = request({ audience: 'kamu', school: 'derslik', users: 30, placement: 'ag' })
    expect(result.subject).toBe('Teklif Talebi RT-20250614-K7Q3: Rhino 8 Laboratuvar Lisansı × 1')
    expect(result.buyer.map((row) => row.label)).toContain('Okul / kurum unvanı')
    expect(body).toContain('Toplam: 1.170,00 €')
    expect(body).toContain('Ekler (bu e-postaya ekliyorum): Okulun resmî yazısı')
    expect(body.some((line) => line.includes('; Evet, derslik veya laboratuvar için;'))).toBe(true)
    expect(result.usage).toContain('Kurum: Evet, derslik veya laboratuvar için')
  })

  it('a firm upgrading 12 from Rhino 6: no price, the keys and the number owned', () => {
    const keys = 'RH60-AAAA-BBBB-CCCC-DDDD-EEEE\nRH60-FFFF-GGGG-HHHH-IIII-JJJJ'
    const { result, body } = request(
      { users: 12, placement: 'uzak', purchase: 'surum6' },
      { ...office, keys },
    )
    expect(body).toContain(
      "- Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme): 12 adet (fiyat teklifle bildirilir)",
    )
    expect(body).toContain('Toplam: Fiyat teklifle bildirilir')
    expect(body.some((line) => line.endsWith('; Sahip olunan Rhino 6 lisansı: 12'))).toBe(true)
    expect(body).toEqual(expect.arrayContaining(['Eski lisans anahtarları:', ...keys.split('\n')]))
    // Written in the mail, the keys are no longer announced as an attachment.
    expect(body.some((line) => line.startsWith('Ekler'))).toBe(false)
    expect(body.some((line) => line.includes('KDV'))).toBe(false)
    expect(request({ users: 12, purchase: 'surum6' }, office).result.missing).toEqual([
      'Eski lisans anahtarları',
    ])
    expect(result.missing).toEqual([])
  })
})

describe('a long request is never cut', () => {
  const title =
    `${'Anadolu Mühendislik Müşavirlik İnşaat Taahhüt Sanayi ve Ticaret Anonim Şirketi '.repeat(3)}`
      .slice(0, 200)
      .trim()

  it('a 200-character company title is too long for a mail link, and arrives whole by Gmail, Outlook and copy', () => {
    expect([...title].length).toBeGreaterThanOrEqual(195)
    // With the old keys of an upgrade the mail link no longer carries it.
    const keys = 'RH70-AAAA-BBBB-CCCC-DDDD-EEEE\nRH70-FFFF-GGGG-HHHH-IIII-JJJJ'
    const { result, body, mailto } = request(
      { users: 3, placement: 'ag', purchase: 'surum7' },
      { ...office, organisation: title, keys },
    )
    // The page says so and copies the whole text (tests/e2e); nothing is shortened here.
    expect(mailto.length).toBeGreaterThan(MAX_MAILTO_LENGTH)
    expect(body).toContain(`Kurum / şirket unvanı: ${title}`)
    for (const link of [gmailLink(EMAIL, result.subject, body), outlookLink(EMAIL, result.subject, body)]) {
      expect(link.length).toBeLessThanOrEqual(MAX_WEB_LINK_LENGTH)
      expect(decodeURIComponent(link)).toContain(title)
    }
    expect(copyText(EMAIL, result.subject, body)).toContain(title)
  })

  it('web links carry address, subject and body', () => {
    const { result, body } = request({ users: 3 })
    const gmail = new URL(gmailLink(EMAIL, result.subject, body))
    expect(gmail.origin).toBe('https://mail.google.com')
    expect(Object.fromEntries(gmail.searchParams)).toMatchObject({
      view: 'cm',
      to: EMAIL,
      su: result.subject,
    })
    expect(gmail.searchParams.get('body')).toBe(body.join('\n'))
    const outlook = new URL(outlookLink(EMAIL, result.subject, body))
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.office.com/mail/deeplink/compose')
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({ to: EMAIL, subject: result.subject })
    expect(outlook.searchParams.get('body')).toBe(body.join('\n'))
  })

  it('hostile text stays inside the body', () => {
    const { mailto } = request({}, { name: 'ACME&bcc=evil@example.com?subject=x\r\n<b>' })
    const url = new URL(mailto)
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body'])
    expect(url.searchParams.get('body')).toContain('ACME&bcc=evil@example.com?subject=x')
  })
})

describe('the seller block', () => {
  const site = {
    legalName: 'Rhino Türkiye Yazılım ve Eğitim Hizmetleri',
    email: EMAIL,
    origin: 'https://www.rhinoturkiye.com',
    offices: [
      {
        name: 'İstanbul Ofisi',
        streetAddress: 'Barbaros Mahallesi, Begonya Sokak No: 3, Kat: 7',
        district: 'Ataşehir',
        city: 'İstanbul',
        phone: '+90 216 555 01 80',
      },
    ],
  }
  const empty = { ticari_unvan: '', mersis_no: '', vergi_dairesi: '', vergi_no: '', adres: '', kep: '' }

  it('comes from the facts, and shows no legal detail while staff have filled in none', () => {
    expect(sellerFromFacts(site, empty)).toEqual({
      name: 'Rhino Türkiye Yazılım ve Eğitim Hizmetleri',
      legal: [],
      offices: [
        {
          name: 'İstanbul Ofisi',
          address: 'Barbaros Mahallesi, Begonya Sokak No: 3, Kat: 7, Ataşehir / İstanbul',
          phone: '+90 216 555 01 80',
        },
      ],
      email: EMAIL,
      web: 'www.rhinoturkiye.com',
    })
  })

  it('shows each legal detail once it is filled in, and only those', () => {
    expect(
      sellerFromFacts(site, { ...empty, vergi_dairesi: 'Kozyatağı', vergi_no: '1234567890' }).legal,
    ).toEqual([['Vergi dairesi / no', 'Kozyatağı / 1234567890']])
    expect(sellerFromFacts(site, { ...empty, mersis_no: ' ', kep: 'firma@hs01.kep.tr' }).legal).toEqual([
      ['KEP', 'firma@hs01.kep.tr'],
    ])
  })
})
