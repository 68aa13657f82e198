// Unit: the quote request: reference, one or several licence lines with one combined total and its TL figure, the
// buyer block by invoice type (the institution asked once), the holders of personal licences, what blocks sending,
// the mail's text (never a claim that it carries attachments) and its links within the limits whatever the length,
// the seller block.
import { describe, expect, it } from 'vitest'
import { advisorData as data } from '../../src/data/advisor.ts'
import { pricingPlans } from '../../src/data/pricing.ts'
import { egitim, kdv } from '../../src/generated/data/facts.ts'
import { EMPTY_CONTACT, type ContactDetails, type Holder } from '../../src/lib/advisor-contact.ts'
import { upgradeNames, type QuoteData } from '../../src/lib/advisor-quote.ts'
import { advisorView } from '../../src/lib/advisor-view.ts'
import { requestMail } from '../../src/lib/mail-body.ts'
import { copyText, gmailLink, mailLinks, MAX_LINK_LENGTH, outlookLink } from '../../src/lib/mail-links.ts'
import {
  makeReference,
  quoteRequest,
  sellerFromFacts,
  type ExchangeRate,
} from '../../src/lib/quote-request.ts'
import { DEFAULT_ANSWERS, type Answers, type RequestAnswers } from '../../src/shared/advisor/answers.ts'
import { requestQuery } from '../../src/shared/advisor/query.ts'

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
const REFERENCE = 'RT-20250614-K7Q3'

interface Given {
  lines: Partial<Answers>[]
  contact?: Partial<ContactDetails>
  holders?: Record<number, Holder[]>
  invoice?: RequestAnswers['invoice']
  rate?: ExchangeRate | null
}

function build({ lines, contact = {}, holders = {}, invoice = null, rate = null }: Given) {
  const request: RequestAnswers = {
    lines: lines.map((line) => ({ ...DEFAULT_ANSWERS, ...line })),
    edited: 1,
    invoice,
  }
  const views = request.lines.map((answers) => advisorView(answers, [], quoteData))
  const model = quoteRequest({
    data,
    request,
    views,
    contact: { ...EMPTY_CONTACT, ...contact },
    holders,
    reference: REFERENCE,
    date: DATE,
    url: `https://www.rhinoturkiye.com/teklif?${requestQuery(request)}`,
    rate,
  })
  const mail = requestMail(model, data, EMAIL)
  return { model, mail, links: mailLinks(EMAIL, mail.subject, mail.body) }
}

const office = {
  name: 'Ayşe Demir',
  organisation: 'Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
  taxOffice: 'Nilüfer',
  taxNumber: '4540536920',
  address: 'Nilüfer OSB, 12. Cadde No: 5, Nilüfer / Bursa',
  email: 'ayse@demirmobilya.com.tr',
  phone: '0224 555 12 34',
}

const mailBody = (href: string, key = 'body') => new URL(href).searchParams.get(key) ?? ''

describe('the reference', () => {
  it('is the request date and four characters that cannot be misread', () => {
    expect(makeReference(DATE, new Uint8Array([0, 1, 30, 31]))).toBe('RT-20250614-AB89')
    expect(makeReference(DATE)).toMatch(/^RT-20250614-[A-HJ-NP-Z2-9]{4}$/)
  })
})

describe('one line', () => {
  it('a 3-person office: 3 licences, the company block, the whole mail within every link', () => {
    const { model, mail, links } = build({
      lines: [{ users: 3, placement: 'ag', platform: 'ikisi' }],
      contact: office,
    })
    expect(model.subject).toBe(`Teklif Talebi ${REFERENCE}: Rhino 8 Ticari Lisans × 3`)
    expect(model.requestDate).toBe('14 Haziran 2025')
    expect(model.validUntil).toBe('29 Haziran 2025')
    expect(model.problems).toEqual([])
    expect(mail.leftOut).toEqual([])
    for (const link of Object.values(links)) expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
    expect(mailBody(links.mailto).split('\r\n')).toEqual(mail.body)
    expect(mail.body).toEqual(
      expect.arrayContaining([
        `Referans: ${REFERENCE} (14 Haziran 2025)`,
        '- Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €',
        'KDV (%20): 597,00 €',
        'Toplam: 3.582,00 €',
        'Kurum / şirket unvanı: Demir Mobilya Tasarım Sanayi ve Ticaret Ltd. Şti.',
        'Vergi dairesi: Nilüfer',
        'Vergi numarası: 4540536920',
        'Fatura adresi: Nilüfer OSB, 12. Cadde No: 5, Nilüfer / Bursa',
        '- 3 kişi, hepsi aynı anda; Aynı binadaki ofis veya okul ağında; Windows ve Mac; Yeni lisans; Cloud Zoo ile (bulut üzerinden)',
      ]),
    )
    // A single row already shows its amount: no subtotal repeating it.
    expect(mail.body.some((line) => line.startsWith('Ara toplam'))).toBe(false)
    expect(mail.body.at(-1)).toBe('Ayşe Demir')
    // The offer comes in euros unless the buyer asks for lira.
    expect(build({ lines: [{}], contact: { currency: 'tl' } }).mail.body).toContain(
      'Teklif para birimi: Türk lirası (TL)',
    )
    expect(model.notes).toEqual(
      expect.arrayContaining([
        data.request.currencyNote,
        data.request.paymentTerms,
        data.request.bankTransfer,
        data.request.delivery,
      ]),
    )
  })

  it('a student: a person’s invoice with her school, she holds the licence herself, what to attach named', () => {
    const { model, mail } = build({
      lines: [{ audience: 'ogrenci', wish: 'ogrenci' }],
      contact: { name: 'Elif Yılmaz' },
    })
    expect(model.buyer.map((row) => row.label)).toEqual([
      'Ad soyad',
      'Okul / üniversite',
      'T.C. kimlik no',
      'Fatura adresi',
      'E-posta',
    ])
    // The phone is optional: left empty, it is no blank line.
    expect(model.buyer.map((row) => row.label)).not.toContain('Telefon')
    expect(model.problems.map((problem) => problem.id)).toEqual([
      'bilgi-school',
      'bilgi-nationalId',
      'bilgi-address',
      'bilgi-email',
    ])
    expect(model.holders).toEqual([])
    expect(mail.body).toContain('Toplam: 234,00 €')
    expect(mail.body).toContain('Gerekli belgeler (iletiye ayrıca eklenir): Öğrenci belgesi')
    expect(mail.full.join('\n')).not.toMatch(/ekliyorum|ektedir|ekte /)
  })

  it('an invalid T.C. kimlik no or VKN is a problem like a missing field', () => {
    const person = build({
      lines: [{ audience: 'ogrenci' }],
      contact: { name: 'Elif', school: 'DEÜ', nationalId: '12345678901', address: 'İzmir', email: 'e@x.tr' },
    })
    expect(person.model.problems.map((problem) => problem.id)).toEqual(['bilgi-nationalId'])
    const company = build({ lines: [{ users: 3 }], contact: { ...office, taxNumber: '9876543210' } })
    expect(company.model.problems.map((problem) => problem.id)).toEqual(['bilgi-taxNumber'])
  })

  it('a firm upgrading 12 from Rhino 6: no price, the keys typed into the mail, the number owned', () => {
    const keys = 'RH60-AAAA-BBBB-CCCC-DDDD-EEEE\nRH60-FFFF-GGGG-HHHH-IIII-JJJJ'
    const { model, mail } = build({
      lines: [{ users: 12, placement: 'uzak', purchase: 'surum6' }],
      contact: { ...office, keys },
    })
    expect(mail.body).toContain(
      "- Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme): 12 adet (fiyat teklifle bildirilir)",
    )
    expect(mail.body).toContain('Toplam: Fiyat teklifle bildirilir')
    expect(mail.body.some((line) => line.includes('sahip olunan Rhino 6 lisansı: 12'))).toBe(true)
    expect(mail.body).toEqual(
      expect.arrayContaining(['Eski lisans anahtarları (2 adet):', ...keys.split('\n')]),
    )
    expect(model.documents).toEqual([])
    expect(model.tlEstimate).toBeNull()
    expect(build({ lines: [{ users: 12, purchase: 'surum6' }], contact: office }).model.problems).toEqual([
      expect.objectContaining({ id: 'bilgi-keys', message: 'Eski lisans anahtarları gerekli.' }),
    ])
  })
})

describe('several lines in one request', () => {
  const university = {
    lines: [
      { audience: 'kamu' as const, school: 'derslik' as const, users: 25, placement: 'ag' as const },
      { audience: 'kamu' as const, school: 'ogretim' as const, users: 2, placement: 'kisisel' as const },
    ],
    contact: {
      name: 'Zeynep Kara',
      organisation: 'Ege Teknik Üniversitesi Rektörlüğü',
      taxOffice: 'Bornova',
      taxNumber: '0680123456',
      address: 'Kampüs, Bornova / İzmir',
      email: 'satinalma@egeteknik.edu.tr',
    },
    holders: {
      2: [
        { name: 'Dr. Ali Veli', email: 'ali.veli@egeteknik.edu.tr' },
        { name: 'Dr. Ayşe Kaya', email: 'ayse.kaya@egeteknik.edu.tr' },
      ],
    },
  }

  it('a university: a lab and two teachers, one reference, one combined total, the teachers by name', () => {
    const { model, mail, links } = build(university)
    expect(model.subject).toBe(
      `Teklif Talebi ${REFERENCE}: Rhino 8 Laboratuvar Lisansı × 1 + Rhino 8 Öğretmen Lisansı × 2`,
    )
    // 975 + 2 × 195 = 1.365,00 €; KDV 273,00 €; 1.638,00 €.
    expect(model.totalRows).toEqual([
      ['Ara toplam', '1.365,00 €'],
      ['KDV (%20)', '273,00 €'],
      ['Toplam', '1.638,00 €'],
    ])
    // The institution is asked once: its title, no separate school field.
    expect(model.buyer.map((row) => row.label)).toContain('Okul / kurum unvanı')
    expect(model.buyer.map((row) => row.label)).not.toContain('Okul / üniversite')
    expect(model.holders).toEqual([
      { number: 2, order: 'Rhino 8 Öğretmen Lisansı × 2', people: university.holders[2] },
    ])
    expect(model.problems).toEqual([])
    // The request's address, the terms and the usage may give way to the order and the holders; only the page says so.
    expect(mail.leftOut).not.toContain('lisans sahipleri (2 kişi)')
    expect(mail.body.some((line) => line.startsWith('Not:'))).toBe(false)
    expect(mail.body).toEqual(
      expect.arrayContaining([
        '1. Rhino 8 Laboratuvar Lisansı: 1 adet × 975,00 € = 975,00 €',
        '2. Rhino 8 Öğretmen Lisansı: 2 adet × 195,00 € = 390,00 €',
        'Ara toplam: 1.365,00 €',
        'Toplam: 1.638,00 €',
        '2. Dr. Ali Veli <ali.veli@egeteknik.edu.tr>',
        '2. Dr. Ayşe Kaya <ayse.kaya@egeteknik.edu.tr>',
        'Gerekli belgeler (iletiye ayrıca eklenir): Okulun resmî yazısı, Görev belgesi',
      ]),
    )
    for (const link of Object.values(links)) expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
  })

  it('asks a name and an e-mail address for each teacher', () => {
    const { model } = build({ ...university, holders: { 2: [{ name: 'Dr. Ali Veli', email: 'ali@' }] } })
    expect(model.problems.map((problem) => [problem.id, problem.message])).toEqual([
      ['sahip-2-1-eposta', 'E-posta adresi ad@alan.com biçiminde olmalı.'],
      ['sahip-2-2-ad', 'Lisans sahibinin adı soyadı gerekli.'],
      ['sahip-2-2-eposta', 'Lisansın gönderileceği e-posta adresi gerekli.'],
    ])
  })

  it('the indicative TL figure of the combined total, with the bank’s date; none without a rate', () => {
    const { model, mail } = build({ ...university, rate: { rate: 40.6432, date: '2026-12-02' } })
    // 1.638,00 € × 40,6432 = 66.573,56 TL.
    expect(model.tlEstimate).toBe(
      '≈ 66.573,56 TL (TCMB döviz satış kuru, 2 Aralık 2026; fatura günün kuruyla kesilir)',
    )
    expect(mail.body).toContain(model.tlEstimate)
    expect(build(university).model.tlEstimate).toBeNull()
  })
})

describe('a mail that always carries the order', () => {
  // The longest realistic request: a 200-character official title and address, 50 old keys, two lines.
  const title =
    'T.C. Ege Teknik Üniversitesi Rektörlüğü Strateji Geliştirme Daire Başkanlığı Satın Alma ve İhale Şube Müdürlüğü Bilgi İşlem ve Laboratuvar Altyapısı Koordinatörlüğü Mühendislik Fakültesi Dekanlığı Bilgisayar Mühendisliği Bölüm Başkanlığı'.slice(
      0,
      200,
    )
  const address =
    'Gazi Mustafa Kemal Atatürk Bulvarı Üniversite Kampüsü Rektörlük Binası Kat: 3 Oda: 312 Strateji Geliştirme Daire Başkanlığı Erzene Mahallesi Ankara Caddesi No: 172/A Bornova / İzmir 35040 Türkiye (Teslimat ve fatura adresi aynıdır)'.slice(
      0,
      200,
    )
  const keys = Array.from(
    { length: 50 },
    (_, index) => `RH60-${String(index).padStart(4, '0')}-ABCD-EFGH-JKLM-NPQR`,
  )

  const longest = {
    lines: [
      {
        users: 12,
        placement: 'uzak' as const,
        purchase: 'surum6' as const,
        owned: 50,
        audience: 'kamu' as const,
        school: 'hayir' as const,
      },
      { users: 3, placement: 'ag' as const, audience: 'kamu' as const, school: 'hayir' as const },
    ],
    contact: { ...office, organisation: title, address, keys: keys.join('\n') },
  }

  it('the longest realistic request: every link fits, the order and the buyer arrive whole, what did not fit is named', () => {
    expect([title.length, address.length]).toEqual([200, 200])
    const { model, mail, links } = build(longest)
    for (const link of Object.values(links)) expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
    expect(mail.body).toEqual(
      expect.arrayContaining([
        `Referans: ${REFERENCE} (14 Haziran 2025)`,
        "1. Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme): 12 adet (fiyat teklifle bildirilir)",
        '2. Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €',
        'KDV (%20): 597,00 €',
        'Toplam (yükseltmeler hariç): 3.582,00 €',
        'Ad soyad: Ayşe Demir',
        `Kurum / şirket unvanı: ${title}`,
        'Vergi dairesi: Nilüfer',
        'Vergi numarası: 4540536920',
        `Fatura adresi: ${address}`,
        'E-posta: ayse@demirmobilya.com.tr',
        'Telefon: 0224 555 12 34',
        'Not: Bu iletiye sığmadı, ayrıca ileteceğim: eski lisans anahtarları (50 adet).',
      ]),
    )
    expect(mail.leftOut).toContain('eski lisans anahtarları (50 adet)')
    expect(mail.body.at(-2)).toBe('Saygılarımla')
    // Copying and printing keep everything.
    expect(mail.full).toEqual(expect.arrayContaining(keys))
    expect(copyText(EMAIL, model.subject, mail.full)).toContain(title)
  })

  it('a university that also upgrades 50 old licences: three lines and the totals whole, what gave way named in the mail', () => {
    const { mail, links } = build({
      lines: [
        { audience: 'kamu', school: 'derslik', users: 25, placement: 'ag' },
        { audience: 'kamu', school: 'ogretim', users: 2, placement: 'kisisel' },
        { audience: 'kamu', school: 'hayir', users: 50, placement: 'uzak', purchase: 'surum6' },
      ],
      contact: { ...longest.contact, phone: '0232 555 12 34' },
      holders: {
        2: [
          { name: 'Dr. Ali Veli', email: 'ali.veli@egeteknik.edu.tr' },
          { name: 'Dr. Ayşe Kaya', email: 'ayse.kaya@egeteknik.edu.tr' },
        ],
      },
    })
    for (const link of Object.values(links)) expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
    expect(mail.body).toEqual(
      expect.arrayContaining([
        '1. Rhino 8 Laboratuvar Lisansı: 1 adet × 975,00 € = 975,00 €',
        '2. Rhino 8 Öğretmen Lisansı: 2 adet × 195,00 € = 390,00 €',
        "3. Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme): 50 adet (fiyat teklifle bildirilir)",
        'Toplam (yükseltmeler hariç): 1.638,00 €',
        'Telefon: 0232 555 12 34',
      ]),
    )
    // 50 keys and two holders do not fit beside the longest title: the mail names each thing the clerk still gets.
    const note = mail.body.find((line) => line.startsWith('Not:')) ?? ''
    for (const part of [
      'eski lisans anahtarları (50 adet)',
      'lisans sahipleri (2 kişi)',
      'okul / kurum unvanı (tamamı)',
    ])
      expect(note).toContain(part)
    expect(mail.body.some((line) => line.startsWith(`Okul / kurum unvanı: ${title.slice(0, 60)}`))).toBe(true)
    // The address loses words in its middle only: the district, city and postcode arrive.
    expect(
      mail.body.some((line) => line.startsWith('Fatura adresi: ') && line.endsWith(address.slice(-20))),
    ).toBe(true)
  })

  it('beyond it (the most the boxes take): the links still fit, the longest values are cut and named', () => {
    const { mail, links } = build({
      ...longest,
      contact: {
        ...longest.contact,
        organisation: `${title} ${title}`.slice(0, 250),
        address: `${address} ${address}`.slice(0, 300),
      },
    })
    for (const link of Object.values(links)) expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
    expect(mail.body).toContain('2. Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €')
    expect(mail.leftOut.some((name) => name.endsWith('(tamamı)'))).toBe(true)
    // A cut address keeps its start and its end (district, city, postcode); a cut title its start.
    const addressLine = mail.body.find((line) => line.startsWith('Fatura adresi: '))!
    const whole = `${address} ${address}`.slice(0, 300)
    expect(addressLine.startsWith(`Fatura adresi: ${whole.slice(0, 20)}`)).toBe(true)
    expect(addressLine).toContain('… ')
    expect(addressLine.endsWith(whole.slice(-25))).toBe(true)
  })

  it('web links carry address, subject and body', () => {
    const { model, mail } = build({ lines: [{ users: 3 }] })
    const gmail = new URL(gmailLink(EMAIL, model.subject, mail.body))
    expect(gmail.origin).toBe('https://mail.google.com')
    expect(Object.fromEntries(gmail.searchParams)).toMatchObject({ view: 'cm', to: EMAIL, su: model.subject })
    expect(gmail.searchParams.get('body')).toBe(mail.body.join('\n'))
    const outlook = new URL(outlookLink(EMAIL, model.subject, mail.body))
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.office.com/mail/deeplink/compose')
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({ to: EMAIL, subject: model.subject })
    expect(outlook.searchParams.get('body')).toBe(mail.body.join('\n'))
  })

  it('hostile text stays inside the body', () => {
    const { links } = build({ lines: [{}], contact: { name: 'ACME&bcc=evil@example.com?subject=x\r\n<b>' } })
    const url = new URL(links.mailto)
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
