// The quote request as one model (reference, dates, buyer, seller, lines, notes, attachments), its plain text for the
// mail and the clipboard, and the links that send it: mailto, Gmail and Outlook on the web. Pure; browser (loaded
// with the request section, after the page is interactive) and tests.
import type { Answers, Invoice } from '../shared/advisor/answers.ts'
import type { AttachmentId } from '../shared/advisor/rule-ids.ts'
import type { AdvisorData } from '../shared/schemas/advisor.ts'
import { CONTACT_LABELS, contactFieldsFor, OPTIONAL_FIELDS, type ContactDetails } from './advisor-contact.ts'
import type { QuoteLine } from './advisor-quote.ts'
import type { AdvisorView } from './advisor-view.ts'
import { formatEuroCents, PRICE_ON_QUOTE } from './price.ts'

/** Longest mailto: URL we build; Windows and several mail programs drop longer ones. */
export const MAX_MAILTO_LENGTH = 2000
/** Longest web-mail compose address we build (Gmail, Outlook on the web). */
export const MAX_WEB_LINK_LENGTH = 8000

/** The reseller as the request names it: facts only; legal details only those staff have filled in. */
export interface SellerInfo {
  name: string
  /** Filled legal facts (yasal.*) as label–value pairs; empty until staff fill them in. */
  legal: readonly (readonly [string, string])[]
  offices: readonly { name: string; address: string; phone: string }[]
  email: string
  web: string
}

/** The company's legal identity as facts.yaml holds it (yasal: empty strings until staff fill them in). */
export interface LegalFacts {
  ticari_unvan: string
  mersis_no: string
  vergi_dairesi: string
  vergi_no: string
  adres: string
  kep: string
}

/** The seller's block from the facts: name, offices, e-mail, web, and of the legal details only the filled ones. */
export function sellerFromFacts(
  site: {
    legalName: string
    email: string
    origin: string
    offices: readonly { name: string; streetAddress: string; district: string; city: string; phone: string }[]
  },
  legal: LegalFacts,
): SellerInfo {
  const filled = (label: string, ...values: string[]): (readonly [string, string])[] => {
    const value = values
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' / ')
    return value ? [[label, value]] : []
  }
  return {
    name: site.legalName,
    legal: [
      ...filled('Ticari unvan', legal.ticari_unvan),
      ...filled('Vergi dairesi / no', legal.vergi_dairesi, legal.vergi_no),
      ...filled('MERSİS no', legal.mersis_no),
      ...filled('Merkez adresi', legal.adres),
      ...filled('KEP', legal.kep),
    ],
    offices: site.offices.map((office) => ({
      name: office.name,
      address: `${office.streetAddress}, ${office.district} / ${office.city}`,
      phone: office.phone,
    })),
    email: site.email,
    web: site.origin.replace(/^https?:\/\//, ''),
  }
}

export interface BuyerRow {
  label: string
  value: string
  /** The request cannot be answered without it. */
  required: boolean
}

export interface QuoteRequest {
  reference: string
  requestDate: string
  validUntil: string
  subject: string
  buyer: BuyerRow[]
  /** Required fields still empty, by label. */
  missing: string[]
  lines: QuoteLine[]
  view: AdvisorView
  management: string
  /** Price, currency, payment and KDV notes, in that order (the document). */
  notes: string[]
  /** The same terms in one line, in the visitor's voice (the mail). */
  mailTerms: string
  /** How the licences will be used, one line each (the document). */
  usage: string[]
  /** The same in one line (the mail). */
  usageLine: string
  attachments: { id: AttachmentId; title: string; text: string }[]
  keys: string[]
  url: string
}

const RANDOM_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A reference such as RT-20250614-K7Q3: the request date and four characters that cannot be misread (no O/0, I/1). */
export function makeReference(
  date: Date,
  random: Uint8Array = crypto.getRandomValues(new Uint8Array(4)),
): string {
  const day = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`
  const code = [...random.slice(0, 4)].map((byte) => RANDOM_LETTERS[byte % RANDOM_LETTERS.length]).join('')
  return `RT-${day}-${code}`
}

const longDate = (date: Date) =>
  date.toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' })

export interface RequestInput {
  data: AdvisorData
  view: AdvisorView
  answers: Answers
  /** Who the invoice is for (invoiceFor of the answers). */
  invoice: Invoice
  contact: ContactDetails
  reference: string
  date: Date
  /** The advisor's address with these answers. */
  url: string
}

export function quoteRequest(input: RequestInput): QuoteRequest {
  const { data, view, answers, invoice, contact, reference, date, url } = input
  const { advice, quote } = view
  const q = data.questions
  const upgrade = advice.upgradeFrom !== undefined
  const fields = contactFieldsFor(advice.licence, invoice, upgrade).filter((field) => field !== 'keys')
  const buyer = fields.map((field) => ({
    label:
      field === 'organisation' && advice.licence === 'lab' ? 'Okul / kurum unvanı' : CONTACT_LABELS[field],
    value: contact[field].trim().replace(/\s*\n\s*/g, ', '),
    required: !OPTIONAL_FIELDS.has(field),
  }))
  const keys = contact.keys
    .split('\n')
    .map((key) => key.trim())
    .filter(Boolean)
  const missing = buyer.filter((row) => row.required && !row.value).map((row) => row.label)
  if (upgrade && keys.length === 0) missing.push(CONTACT_LABELS.keys)
  const validUntil = new Date(date)
  validUntil.setDate(validUntil.getDate() + data.request.validityDays)
  const platforms = q.platform.options
  const people =
    answers.users === 1
      ? '1 kişi'
      : `${answers.users} kişi, ${
          answers.concurrency === 'sirayla'
            ? `sırayla (aynı anda en fazla ${advice.seats})`
            : 'hepsi aynı anda'
        }`
  const system =
    answers.platform === 'ikisi'
      ? `${platforms.windows.label} ve ${platforms.mac.label}`
      : platforms[answers.platform].label
  const school = answers.audience === 'kamu' && answers.school ? q.school.options[answers.school].label : ''
  const owned = upgrade
    ? `Sahip olunan Rhino ${advice.upgradeFrom} lisansı: ${answers.owned ?? advice.quantity}`
    : ''
  const purchase = q.purchase.options[answers.purchase].label
  const usage = [
    `${answers.users === 1 ? 'Kullanıcı' : 'Kullanıcılar'}: ${people}`,
    ...(school ? [`Kurum: ${school}`] : []),
    `Kullanım yeri: ${q.placement.options[answers.placement].label}`,
    `İşletim sistemi: ${system}`,
    `Alım: ${purchase}`,
    ...(owned ? [owned] : []),
  ]
  // The same in one line for the mail, which must stay short enough for a mail link.
  const usageLine = `Kullanım: ${[
    people,
    school,
    q.placement.options[answers.placement].label,
    system,
    purchase,
    owned,
  ]
    .filter(Boolean)
    .join('; ')}`
  return {
    reference,
    requestDate: longDate(date),
    validUntil: longDate(validUntil),
    subject: `Teklif Talebi ${reference}: ${view.text.siparis}`,
    buyer,
    missing,
    lines: quote.lines,
    view,
    management: data.managementNames[advice.management],
    notes: [
      data.request.priceNote.replace('{gün}', String(data.request.validityDays)),
      data.request.currencyNote,
      data.request.paymentTerms,
      ...(view.show.fiyatli ? [data.request.vatNote] : []),
    ],
    mailTerms: data.request.mailTerms.replace('{tarih}', longDate(validUntil)),
    usage,
    usageLine,
    attachments: advice.attachments.map((id) => ({ id, ...data.attachments[id] })),
    keys,
    url,
  }
}

/** One order line as text: "Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €". */
export function lineText(line: QuoteLine): string {
  if (line.unitCents === null || line.lineCents === null)
    return `${line.name}: ${line.quantity} adet (${PRICE_ON_QUOTE.toLocaleLowerCase('tr')})`
  return `${line.name}: ${line.quantity} adet × ${formatEuroCents(line.unitCents)} = ${formatEuroCents(line.lineCents)}`
}

/** The price lines under the order: subtotal, KDV, total (or that the price comes with the quote). */
export function totalLines(request: QuoteRequest, vatPercent: number): [string, string][] {
  const { text, show } = request.view
  if (!show.fiyatli) return [[text['toplam-etiket'], text.toplam]]
  return [
    [text['ara-toplam-etiket'], text['ara-toplam']],
    [`KDV (%${vatPercent})`, text.kdv],
    [text['toplam-etiket'], text.toplam],
  ]
}

/**
 * The request as the mail's body (and the copied text): everything the clerk needs, in the order they need it, short
 * enough that a typical request fits a mail link; the seller's own conditions are in one line (the document and the
 * printout carry them in full).
 */
export function requestText(request: QuoteRequest, vatPercent: number): string[] {
  const name = request.buyer.find((row) => row.label === CONTACT_LABELS.name)?.value
  const totals = totalLines(request, vatPercent)
  const toAttach = request.attachments.filter(
    (item) => item.id !== 'eski-anahtarlar' || request.keys.length === 0,
  )
  const attached = toAttach.length > 0 ? [toAttach.map((item) => item.title).join(', ')] : []
  return [
    'Merhaba,',
    '',
    'Aşağıdaki lisanslar için fiyat teklifi rica ederim.',
    '',
    `Referans: ${request.reference} (${request.requestDate})`,
    ...request.lines.map((line) => `- ${lineText(line)}`),
    // One priced line already shows its amount: its subtotal would repeat it.
    ...(request.lines.length > 1 ? totals : totals.slice(-2)).map(([label, value]) => `${label}: ${value}`),
    `Lisans yönetimi: ${request.management}`,
    request.mailTerms,
    '',
    ...request.buyer.map((row) => `${row.label}: ${row.value}`),
    '',
    request.usageLine,
    // Documents to attach; the old keys are written in the mail itself once given.
    ...attached.map((titles) => `Ekler (bu e-postaya ekliyorum): ${titles}`),
    ...(request.keys.length > 0 ? [`${CONTACT_LABELS.keys}:`, ...request.keys] : []),
    `Seçimlerim: ${request.url}`,
    '',
    'Saygılarımla',
    ...(name ? [name] : []),
  ]
}

const encode = (text: string) => encodeURIComponent(text)

export function mailtoLink(email: string, subject: string, body: readonly string[]): string {
  return `mailto:${email}?subject=${encode(subject)}&body=${encode(body.join('\r\n'))}`
}

/** Gmail's compose window in a new tab (the visitor's own account). */
export function gmailLink(email: string, subject: string, body: readonly string[]): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encode(email)}&su=${encode(subject)}&body=${encode(body.join('\n'))}`
}

/** Outlook on the web's compose window in a new tab (Microsoft 365 and Outlook.com accounts). */
export function outlookLink(email: string, subject: string, body: readonly string[]): string {
  return `https://outlook.office.com/mail/deeplink/compose?to=${encode(email)}&subject=${encode(subject)}&body=${encode(body.join('\n'))}`
}

/** The text "Metni kopyala" copies: address, subject and body, ready to paste into any mail. */
export function copyText(email: string, subject: string, body: readonly string[]): string {
  return [`Kime: ${email}`, `Konu: ${subject}`, '', ...body].join('\n')
}
