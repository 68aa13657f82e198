// Price maths of the licence advisor and the price cards: whole cents, KDV, Turkish number format. Build and browser.

/** What stands where a price is not published (upgrades, packs): it comes with the quote. */
export const PRICE_ON_QUOTE = 'Fiyat teklifle bildirilir'

/** Euros to whole cents, rounded half away from zero (995.005 € → 99501). */
export function toCents(euros: number): number {
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100 + Number.EPSILON)
}

/** Groups thousands with a dot, the Turkish way: 1234567 → '1.234.567'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/**
 * Cents as a Turkish euro amount: `119400` → `'1.194,00 €'`; with `{ cents: false }` a whole amount drops its
 * decimals (`99500` → `'995 €'`), the way the price cards write it.
 * @default options.cents true
 */
export function formatEuroCents(cents: number, options: { cents?: boolean } = {}): string {
  const negative = cents < 0
  const absolute = Math.abs(Math.round(cents))
  const whole = Math.floor(absolute / 100)
  const rest = absolute % 100
  const showCents = options.cents !== false || rest !== 0
  const amount = groupThousands(whole) + (showCents ? `,${String(rest).padStart(2, '0')}` : '')
  return `${negative ? '-' : ''}${amount} €`
}

/** A price in euros as the cards show it: `995` → `'995 €'`, `1250` → `'1.250 €'`. */
export function formatEuro(euros: number): string {
  return formatEuroCents(toCents(euros), { cents: false })
}

export interface PriceLine {
  /** Unit price in cents. */
  unitCents: number
  quantity: number
}

export interface PriceTotals {
  subtotalCents: number
  vatCents: number
  totalCents: number
}

/** Subtotal of the lines, KDV on the subtotal rounded to the cent, and the total; all in cents. */
export function priceTotals(lines: readonly PriceLine[], vatPercent: number): PriceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  // Integer maths: subtotal × rate / 100, rounded half up once, on the whole subtotal.
  const vatCents = Math.round((subtotalCents * vatPercent) / 100 + Number.EPSILON)
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents }
}

/** Kuruş as a Turkish lira amount without the currency: `4678912` → `'46.789,12'`. */
export function formatLiraKurus(kurus: number): string {
  const absolute = Math.abs(Math.round(kurus))
  return `${kurus < 0 ? '-' : ''}${groupThousands(Math.floor(absolute / 100))},${String(absolute % 100).padStart(2, '0')}`
}
