// The licence advisor's quote: the order's lines with their prices, subtotal, KDV and total, in whole cents.
// Pure; runs in the browser (the page, its pre-paint script) and in tests.
import type { Licence, Management } from '../shared/advisor/rule-ids.ts'
import { PLAN_OF_LICENCE, type Advice, type AdviceLine } from '../shared/advisor/rules.ts'
import type { PricingPlanId } from '../shared/schemas/pricing.ts'
import { ablative } from '../shared/turkish-suffix.ts'
import { priceTotals, toCents, type PriceTotals } from './price.ts'

/** What the advisor needs of a pricing card. */
export interface PlanPrice {
  id: PricingPlanId
  licenseName: string
  /** EUR without KDV. */
  price: number
}

/** The figures and names the advice is priced and worded with; small and serialisable (the pre-paint script's data). */
export interface QuoteData {
  plans: readonly PlanPrice[]
  /** The teacher licence's name (priced as the student licence), e.g. Öğretmen Lisansı. */
  teacherLicenceName: string
  /** The old licences' question, with {sürüm} for the version, e.g. Kaç Rhino {sürüm} lisansınız var? */
  ownedQuestion: string
  vatPercent: number
  labSeats: number
  managementNames: Record<Management, string>
  /** Each old version's upgrade, worded at build time (upgradeNames), e.g. { 6: "Rhino 6'dan yükseltme" }. */
  upgrades: Record<UpgradeVersion, string>
}

/** A version that can be upgraded from. */
type UpgradeVersion = NonNullable<AdviceLine['upgradeFrom']>

/** QuoteData's upgrades (the Turkish ending after each version is worked out here, so the browser never needs it). */
export function upgradeNames(): Record<UpgradeVersion, string> {
  const name = (version: UpgradeVersion) => `Rhino ${ablative(version)} yükseltme`
  return { 5: name(5), 6: name(6), 7: name(7) }
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
  lines: QuoteLine[]
  /** Totals of the lines that have a price; null when none has. */
  totals: PriceTotals | null
  /** Every line has a price, so the totals are the whole order's. */
  complete: boolean
  vatPercent: number
}

/** "Rhino 8 Ticari Lisans", "Rhino 8 Öğretmen Lisansı". */
export function licenceName(licence: Licence, data: QuoteData): string {
  if (licence === 'ogretmen') return `Rhino 8 ${data.teacherLicenceName}`
  const plan = data.plans.find((candidate) => candidate.id === PLAN_OF_LICENCE[licence])
  if (!plan) throw new Error(`pricing.yaml has no plan "${PLAN_OF_LICENCE[licence]}"`)
  return `Rhino 8 ${plan.licenseName}`
}

function quoteLine(line: AdviceLine, data: QuoteData): QuoteLine {
  const price = data.plans.find((plan) => plan.id === PLAN_OF_LICENCE[line.licence])?.price ?? 0
  const upgrade = line.upgradeFrom ? ` (${data.upgrades[line.upgradeFrom]})` : ''
  // Upgrades have no published price: it comes with the quote, never a guess.
  const unitCents = line.upgradeFrom ? null : toCents(price)
  return {
    name: licenceName(line.licence, data) + upgrade,
    quantity: line.quantity,
    unitCents,
    lineCents: unitCents === null ? null : unitCents * line.quantity,
  }
}

export function quoteFor(advice: Advice, data: QuoteData): Quote {
  const lines = advice.lines.map((line) => quoteLine(line, data))
  const priced = lines.flatMap((line) =>
    line.unitCents === null ? [] : [{ unitCents: line.unitCents, quantity: line.quantity }],
  )
  return {
    lines,
    totals: priced.length > 0 ? priceTotals(priced, data.vatPercent) : null,
    complete: priced.length === lines.length,
    vatPercent: data.vatPercent,
  }
}
