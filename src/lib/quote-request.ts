// The quote request as one model: reference and dates, the licence lines of every advised line with one combined
// subtotal, KDV and total (and its indicative TL figure), the buyer, the people who get personal licences, the old
// keys, what is still missing or wrong, the seller's terms. The mail's text (mail-body.ts), the links (mail-links.ts)
// and the printed document all read it. Pure; browser (loaded with the request section) and tests.
import { invoiceFor, type RequestAnswers } from '../shared/advisor/answers.ts'
import type { AttachmentId } from '../shared/advisor/rule-ids.ts'
import type { AdvisorData } from '../shared/schemas/advisor.ts'
import {
  contactFieldsFor,
  contactLabel,
  contactProblem,
  holderProblems,
  OPTIONAL_FIELDS,
  type ContactDetails,
  type ContactNeeds,
  type Holder,
} from './advisor-contact.ts'
import type { QuoteLine } from './advisor-quote.ts'
import type { AdvisorView } from './advisor-view.ts'
import { formatEuroCents, formatLiraKurus, priceTotals, PRICE_ON_QUOTE, type PriceTotals } from './price.ts'

export { sellerFromFacts, type LegalFacts, type SellerInfo } from './seller.ts'

/** One advised line of the request, as ordered: its number, its priced rows, how it is managed and used. */
export interface RequestLine {
  /** The line's number in the request (as in the address: line 2's keys are "2.kim" …). */
  number: number
  /** "Rhino 8 Ticari Lisans × 12 (10 yükseltme, 2 yeni)". */
  order: string
  /** One row per price: a partial upgrade has an upgrade row and a new-licence row. */
  rows: QuoteLine[]
  management: string
  /** Who uses it, where, on which system, new or upgrade: one line. */
  usage: string
  /** Student or teacher licences: one holder per licence, unless the buyer is the holder. */
  holders: number
}

/** A required field that is empty or a typed value that is wrong: where it is (DOM id) and what to do. */
export interface RequestProblem {
  id: string
  label: string
  message: string
}

/** The Central Bank's EUR selling rate the Function /api/kur answers with. */
export interface ExchangeRate {
  /** TL per euro. */
  rate: number
  /** The bulletin's date, YYYY-MM-DD. */
  date: string
}

export interface BuyerRow {
  label: string
  value: string
}

export interface QuoteRequest {
  reference: string
  requestDate: string
  validUntil: string
  subject: string
  /** The subject without the lines, for a mail that would not fit a link otherwise. */
  shortSubject: string
  lines: RequestLine[]
  /** Totals of every priced row of every line; null when none has a price. */
  totals: PriceTotals | null
  /** Every row has a price, so the totals are the whole order's. */
  complete: boolean
  vatPercent: number
  /** Subtotal, KDV and total as label–value pairs (or only that the price comes with the quote). */
  totalRows: [string, string][]
  /** "≈ 46.789,12 TL (TCMB döviz satış kuru, …)", or null without a rate or a price. */
  tlEstimate: string | null
  buyer: BuyerRow[]
  /** The holders typed for each line with personal licences, by line number. */
  holders: { number: number; order: string; people: Holder[] }[]
  keys: string[]
  /** Documents to attach (never sent by the links themselves). */
  documents: { id: AttachmentId; title: string; text: string }[]
  /** Price, currency, payment, bank transfer, delivery, KDV: the seller's terms in full (the TL figure stands under the totals). */
  notes: string[]
  mailTerms: string
  /** Every required field missing and every wrong value, in the order of the form. */
  problems: RequestProblem[]
  url: string
}

export interface RequestInput {
  data: AdvisorData
  request: RequestAnswers
  /** The view of each line of `request`, in order. */
  views: readonly AdvisorView[]
  contact: ContactDetails
  /** Holders typed per line number (their rows beyond a line's count are kept but not used). */
  holders: Readonly<Record<number, readonly Holder[]>>
  reference: string
  date: Date
  /** The advisor's address with this request. */
  url: string
  rate: ExchangeRate | null
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

export const longDate = (date: Date) =>
  date.toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' })

/** A YYYY-MM-DD date as "2 Aralık 2026". */
const isoLongDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return longDate(new Date(year ?? 0, (month ?? 1) - 1, day ?? 1))
}

const PERSONAL = new Set(['ogrenci', 'ogretmen'])

/** What the request asks of the buyer, from its lines. */
export function contactNeeds(request: RequestAnswers, views: readonly AdvisorView[]): ContactNeeds {
  const advices = quotable(views).map((view) => view.advice)
  return {
    invoice: invoiceFor(request),
    personalEducation: advices.some((advice) => PERSONAL.has(advice.licence)),
    education: advices.some((advice) => advice.licence !== 'ticari'),
    upgrade: advices.some((advice) => advice.upgradeFrom !== undefined),
  }
}

/** The lines that are ordered: a trial is downloaded, never quoted. */
const quotable = (views: readonly AdvisorView[]) => views.filter((view) => view.advice.licence !== 'deneme')

/** "Rhino 8 Laboratuvar Lisansı × 1 + Rhino 8 Öğretmen Lisansı × 2", shortened for many lines. */
function subjectOrder(lines: readonly RequestLine[]): string {
  const all = lines.map((line) => line.order).join(' + ')
  if (lines.length === 1 || all.length <= 90) return all
  return `${lines[0]!.order} + ${lines.length - 1} satır daha`
}

/** The usage of one line in a few words, for the mail and the document. */
function usageOf(data: AdvisorData, view: AdvisorView, answers: RequestAnswers['lines'][number]): string {
  const q = data.questions
  const { advice } = view
  const people =
    answers.users === 1
      ? '1 kişi'
      : answers.placement === 'ortak'
        ? `${answers.users} kişi, tek bilgisayarda sırayla`
        : `${answers.users} kişi, ${answers.concurrency === 'sirayla' ? `sırayla (aynı anda en fazla ${advice.seats})` : 'hepsi aynı anda'}`
  const platforms = q.platform.options
  const system =
    answers.platform === 'ikisi'
      ? `${platforms.windows.label} ve ${platforms.mac.label}`
      : platforms[answers.platform].label
  const school = answers.audience === 'kamu' && answers.school ? q.school.options[answers.school].label : ''
  const owned = advice.upgradeFrom
    ? `sahip olunan Rhino ${advice.upgradeFrom} lisansı: ${answers.owned ?? advice.quantity}`
    : ''
  return [
    people,
    school,
    q.placement.options[answers.placement].label,
    system,
    q.purchase.options[answers.purchase].label,
    owned,
  ]
    .filter(Boolean)
    .join('; ')
}

export function quoteRequest(input: RequestInput): QuoteRequest {
  const { data, request, views, contact, reference, date, url, rate } = input
  const needs = contactNeeds(request, views)
  const ordered = views.flatMap((view, index) =>
    view.advice.licence === 'deneme' ? [] : [{ view, answers: request.lines[index]!, number: index + 1 }],
  )
  // The buyer is the holder of the one personal licence they buy for themselves: no row to fill.
  const personalCount = ordered
    .filter(({ view }) => PERSONAL.has(view.advice.licence))
    .reduce((sum, { view }) => sum + view.advice.quantity, 0)
  const buyerHolds = needs.invoice === 'sahis' && personalCount === 1
  const lines: RequestLine[] = ordered.map(({ view, answers, number }) => ({
    number,
    order: view.text.siparis,
    rows: view.quote.lines,
    management: data.managementNames[view.advice.management],
    usage: usageOf(data, view, answers),
    holders: PERSONAL.has(view.advice.licence) && !buyerHolds ? view.advice.quantity : 0,
  }))
  const rows = lines.flatMap((line) => line.rows)
  const priced = rows.flatMap((row) =>
    row.unitCents === null ? [] : [{ unitCents: row.unitCents, quantity: row.quantity }],
  )
  const vatPercent = views[0]?.quote.vatPercent ?? 0
  const totals = priced.length > 0 ? priceTotals(priced, vatPercent) : null
  const complete = priced.length === rows.length
  const partial = complete ? '' : ' (yükseltmeler hariç)'
  const totalRows: [string, string][] = totals
    ? [
        [`Ara toplam${partial}`, formatEuroCents(totals.subtotalCents)],
        [`KDV (%${vatPercent})`, formatEuroCents(totals.vatCents)],
        [`Toplam${partial}`, formatEuroCents(totals.totalCents)],
      ]
    : [['Toplam', PRICE_ON_QUOTE]]
  const tlEstimate =
    totals && rate
      ? data.request.tlEstimate
          .replace('{tutar}', formatLiraKurus(totals.totalCents * rate.rate))
          .replace('{tarih}', isoLongDate(rate.date))
      : null

  const fields = contactFieldsFor(needs)
  const label = (field: (typeof fields)[number]) => contactLabel(field, needs)
  // An optional detail left empty is not a blank line on paper or in the mail.
  const buyer = fields.flatMap((field) => {
    const value = contact[field].trim().replace(/\s*\n\s*/g, ', ')
    return field === 'keys' || (!value && !isRequired(field)) ? [] : [{ label: label(field), value }]
  })
  // The offer comes in euros unless the buyer asks for lira: only that wish needs saying.
  if (contact.currency === 'tl') buyer.push({ label: 'Teklif para birimi', value: 'Türk lirası (TL)' })
  const keys = contact.keys
    .split('\n')
    .map((key) => key.trim())
    .filter(Boolean)

  const problems: RequestProblem[] = fields.flatMap((field) => {
    const message = contactProblem(field, contact[field], label(field))
    return message ? [{ id: `bilgi-${field}`, label: label(field), message }] : []
  })
  const holders = lines
    .filter((line) => line.holders > 0)
    .map((line) => {
      const typed = input.holders[line.number] ?? []
      const people = Array.from(
        { length: line.holders },
        (_, index) => typed[index] ?? { name: '', email: '' },
      )
      people.forEach((person, index) => {
        const found = holderProblems(person)
        const row = `${line.number}. satırın ${index + 1}. lisans sahibi`
        if (found.name)
          problems.push({ id: holderId(line.number, index, 'ad'), label: row, message: found.name })
        if (found.email)
          problems.push({ id: holderId(line.number, index, 'eposta'), label: row, message: found.email })
      })
      return { number: line.number, order: line.order, people }
    })

  const validUntil = new Date(date)
  validUntil.setDate(validUntil.getDate() + data.request.validityDays)
  const attachments = new Set(ordered.flatMap(({ view }) => view.advice.attachments))
  return {
    reference,
    requestDate: longDate(date),
    validUntil: longDate(validUntil),
    subject: `Teklif Talebi ${reference}: ${subjectOrder(lines)}`,
    shortSubject: `Teklif Talebi ${reference}${lines.length > 1 ? ` (${lines.length} lisans satırı)` : ''}`,
    lines,
    totals,
    complete,
    vatPercent,
    totalRows,
    tlEstimate,
    buyer,
    holders,
    keys,
    // The old keys are typed into the request, not attached.
    documents: [...attachments]
      .filter((id) => id !== 'eski-anahtarlar')
      .map((id) => ({ id, ...data.attachments[id] })),
    notes: [
      data.request.priceNote.replace('{gün}', String(data.request.validityDays)),
      data.request.currencyNote,
      data.request.paymentTerms,
      data.request.bankTransfer,
      data.request.delivery,
      ...(totals ? [data.request.vatNote] : []),
    ],
    mailTerms: data.request.mailTerms.replace('{tarih}', longDate(validUntil)),
    problems,
    url,
  }
}

/** The DOM id of a holder's name or e-mail box. */
export const holderId = (line: number, index: number, part: 'ad' | 'eposta') =>
  `sahip-${line}-${index + 1}-${part}`

/** Whether a field must be filled (for the form's "(gerekli)"). */
export const isRequired = (field: Parameters<typeof contactProblem>[0]) => !OPTIONAL_FIELDS.has(field)

/** One order row as text: "Rhino 8 Ticari Lisans: 3 adet × 995,00 € = 2.985,00 €". */
export function rowText(row: QuoteLine): string {
  if (row.unitCents === null || row.lineCents === null)
    return `${row.name}: ${row.quantity} adet (${PRICE_ON_QUOTE.toLocaleLowerCase('tr')})`
  return `${row.name}: ${row.quantity} adet × ${formatEuroCents(row.unitCents)} = ${formatEuroCents(row.lineCents)}`
}
