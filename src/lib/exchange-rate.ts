// The Central Bank's euro selling rate for the indicative TL figure, from this site's Function /api/kur
// (functions/api/kur.ts). Asked once, after the request section has loaded; the page never waits for it, and when it
// cannot be had (no Function, the bank unreachable, a slow answer) the page says how the invoice's rate is set
// instead. Browser.
import type { ExchangeRate } from './quote-request.ts'

/** The Function's address. */
export const RATE_PATH = '/api/kur'

/** How long the page waits for the rate before it gives up (the Function itself gives the bank less). */
const WAIT_MS = 8000

/** The rate, or null when there is none to be had. */
export async function fetchExchangeRate(): Promise<ExchangeRate | null> {
  try {
    const response = await fetch(RATE_PATH, { signal: AbortSignal.timeout(WAIT_MS) })
    if (!response.ok) return null
    const answer = (await response.json()) as Partial<ExchangeRate>
    const valid =
      typeof answer.rate === 'number' &&
      Number.isFinite(answer.rate) &&
      answer.rate > 0 &&
      typeof answer.date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(answer.date)
    return valid ? { rate: answer.rate!, date: answer.date! } : null
  } catch {
    return null
  }
}
