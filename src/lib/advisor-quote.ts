// The licence advisor's quote: price lines and totals, the summary text (copy, print) and the "Teklif İste" mail
// link, kept under the length mail programs accept. Pure; runs in the browser (and in tests).
import type { Advice } from '../shared/advisor/rules.ts'
import type { Answers } from '../shared/advisor/answers.ts'
import type { AdvisorData } from '../shared/schemas/advisor.ts'
import type { PricingPlanId } from '../shared/schemas/pricing.ts'
import { formatEuroCents, priceTotals, toCents, type PriceTotals } from './price.ts'

/** Longest mailto: URL we build; Windows and several mail programs drop longer ones. */
export const MAX_MAILTO_LENGTH = 2000

/** What the advisor needs of a pricing card. */
export interface PlanPrice {
  id: PricingPlanId
  licenseName: string
  /** EUR without KDV. */
  price: number
}

export interface QuoteLine {
  /** e.g. "Rhino 8 Ticari Lisans" or "Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme)". */
  name: string
  quantity: number
  /** Cents, or null when the price comes with the quote (upgrades). */
  unitCents: number | null
  lineCents: number | null
}

export interface Quote {
  line: QuoteLine
  /** Null when some price is not published. */
  totals: PriceTotals | null
  vatPercent: number
}

/** Optional fields for a Turkish business quote; all free text, none required. */
export interface ContactDetails {
  name: string
  organisation: string
  city: string
  phone: string
  taxOffice: string
  taxNumber: string
  school: string
}

export const EMPTY_CONTACT: ContactDetails = {
  name: '',
  organisation: '',
  city: '',
  phone: '',
  taxOffice: '',
  taxNumber: '',
  school: '',
}

export const CONTACT_LABELS: Record<keyof ContactDetails, string> = {
  name: 'Ad soyad',
  organisation: 'Kurum / şirket unvanı',
  city: 'Şehir',
  phone: 'Telefon',
  taxOffice: 'Vergi dairesi',
  taxNumber: 'Vergi numarası',
  school: 'Okul',
}

export function quoteFor(advice: Advice, plans: readonly PlanPrice[], vatPercent: number): Quote {
  const plan = plans.find((candidate) => candidate.id === advice.plan)
  if (!plan) throw new Error(`pricing.yaml has no plan "${advice.plan}"`)
  const upgrade = advice.upgradeFrom ? ` (Rhino ${advice.upgradeFrom}'dan yükseltme)` : ''
  // Upgrades have no published price: it comes with the quote, never a guess.
  const unitCents = advice.upgradeFrom ? null : toCents(plan.price)
  const line: QuoteLine = {
    name: `Rhino 8 ${plan.licenseName}${upgrade}`,
    quantity: advice.quantity,
    unitCents,
    lineCents: unitCents === null ? null : unitCents * advice.quantity,
  }
  const totals =
    unitCents === null ? null : priceTotals([{ unitCents, quantity: advice.quantity }], vatPercent)
  return { line, totals, vatPercent }
}

const PRICE_ON_QUOTE = 'fiyat teklifle bildirilir'

/** The price lines as text: unit, subtotal, KDV, total (or the note that the price comes with the quote). */
export function priceLines(quote: Quote): string[] {
  const { line, totals } = quote
  const unit = line.unitCents === null ? PRICE_ON_QUOTE : formatEuroCents(line.unitCents)
  if (!totals) return [`Birim fiyat: ${unit}`, `Toplam: ${PRICE_ON_QUOTE}`]
  return [
    `Birim fiyat: ${unit} × ${line.quantity}`,
    `Ara toplam: ${formatEuroCents(totals.subtotalCents)}`,
    `KDV (%${quote.vatPercent}): ${formatEuroCents(totals.vatCents)}`,
    `Toplam: ${formatEuroCents(totals.totalCents)}`,
  ]
}

/** Every answer as "Question: answer" lines, in form order. */
export function answerLines(answers: Answers, data: AdvisorData): string[] {
  const q = data.questions
  const lines = [
    `${q.audience.label} ${q.audience.options[answers.audience].label}`,
    `${q.users.label} ${answers.users}`,
    `${q.concurrency.label} ${q.concurrency.options[answers.concurrency].label}`,
  ]
  if (answers.concurrency === 'sirayla') lines.push(`${q.peak.label} ${answers.peak}`)
  lines.push(
    `${q.placement.label} ${q.placement.options[answers.placement].label}`,
    `${q.platform.label} ${q.platform.options[answers.platform].label}`,
    `${q.purchase.label} ${q.purchase.options[answers.purchase].label}`,
    `${q.wish.label} ${q.wish.options[answers.wish].label}`,
  )
  if (answers.triedTrial) lines.push(q.triedTrial.label)
  return lines.map((line) => `- ${line}`)
}

/** The recommendation in one line, e.g. "Rhino 8 Ticari Lisans × 12, LAN Zoo ile". */
export function recommendationLine(quote: Quote, advice: Advice, data: AdvisorData): string {
  return `${quote.line.name} × ${quote.line.quantity}, ${data.managementNames[advice.management]}`
}

export interface SummaryInput {
  answers: Answers
  advice: Advice
  quote: Quote
  data: AdvisorData
  vatNote: string
}

/** The summary as plain text: what "Özeti kopyala" copies and the mail body's core. */
export function summaryText({ answers, advice, quote, data, vatNote }: SummaryInput): string[] {
  return [
    `Önerilen lisans: ${recommendationLine(quote, advice, data)}`,
    ...priceLines(quote),
    vatNote,
    '',
    'Cevaplarım:',
    ...answerLines(answers, data),
  ]
}

export function quoteSubject(quote: Quote): string {
  return `Teklif Talebi: ${quote.line.name} × ${quote.line.quantity}`
}

function contactLines(contact: ContactDetails, fields: readonly (keyof ContactDetails)[]): string[] {
  return fields.map((field) => `${CONTACT_LABELS[field]}: ${contact[field].trim()}`)
}

/** Contact fields that fit who buys: tax details for companies and public bodies, the school for education. */
export function contactFieldsFor(audience: Answers['audience']): (keyof ContactDetails)[] {
  const common: (keyof ContactDetails)[] = ['name']
  const rest: (keyof ContactDetails)[] = ['city', 'phone']
  if (audience === 'ticari' || audience === 'kamu')
    return [...common, 'organisation', ...rest, 'taxOffice', 'taxNumber']
  return [...common, 'school', ...rest]
}

function mailtoUrl(email: string, subject: string, body: string[]): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.join('\r\n'))}`
}

/**
 * The "Teklif İste" mail link: subject naming the licence and quantity, a polite body with the recommendation,
 * totals, every answer, the visitor's details and the link to the same advice. Over MAX_MAILTO_LENGTH, the link is
 * dropped first, then the longest detail is shortened (with …) until it fits; the answers and totals always stay.
 */
export function quoteMailto(
  input: SummaryInput & { contact: ContactDetails; email: string; pageUrl: string },
): string {
  const fields = contactFieldsFor(input.answers.audience)
  const contact = { ...input.contact }
  const body = (withLink: boolean) => [
    'Merhaba,',
    '',
    'Aşağıdaki lisans için fiyat teklifi almak istiyorum.',
    '',
    ...summaryText(input),
    '',
    'Bilgilerim:',
    ...contactLines(contact, fields),
    ...(withLink ? ['', `Seçimlerim: ${input.pageUrl}`] : []),
    '',
    'İlginiz için şimdiden teşekkür ederim.',
    'Saygılarımla',
  ]
  const subject = quoteSubject(input.quote)
  let url = mailtoUrl(input.email, subject, body(true))
  if (url.length <= MAX_MAILTO_LENGTH) return url
  url = mailtoUrl(input.email, subject, body(false))
  while (url.length > MAX_MAILTO_LENGTH) {
    const longest = fields.reduce((a, b) => (contact[b].trim().length > contact[a].trim().length ? b : a))
    const value = contact[longest].trim()
    if (value.length <= 1) break
    contact[longest] = `${[...value].slice(0, -2).join('')}…`
    url = mailtoUrl(input.email, subject, body(false))
  }
  return url
}
