// Reading the licence advisor's answers from a query string and writing them back: missing, unknown and hostile
// values fall back to their defaults, out-of-range numbers are clamped and reported. Pure (build and browser).
import {
  AUDIENCES,
  CONCURRENCY,
  DEFAULT_ANSWERS,
  INVOICES,
  MAX_USERS,
  PARAMS,
  PLACEMENTS,
  PLATFORMS,
  PURCHASES,
  SCHOOL_ANSWERS,
  WISHES,
  type Adjustment,
  type Answers,
  type Audience,
  type Wish,
} from './answers.ts'

/** Who a card's plan is for, when the link names only the plan. */
const AUDIENCE_OF_WISH: Partial<Record<Wish, Audience>> = {
  ogrenci: 'ogrenci',
  ogretmen: 'ogretmen',
  lab: 'lab',
  ticari: 'ticari',
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw)
}

/**
 * A whole number written with digits (and an optional sign), clamped to min–max; a clamped value is reported. Any
 * other text (letters, decimals, exponents, spaces, other digits) is undefined: ignored like any unknown value.
 */
function wholeNumber(
  raw: string | null,
  min: number,
  max: number,
  field: Adjustment['field'],
  adjustments: Adjustment[],
): number | undefined {
  if (raw === null || !/^[+-]?\d+$/.test(raw)) return undefined
  const digits = Number(raw)
  const used = Math.min(max, Math.max(min, digits))
  if (used !== digits) adjustments.push({ field, given: raw, used })
  return used
}

/** Reads the answers from a query string; a missing, unknown or hostile value falls back to its default. */
export function readAnswers(params: URLSearchParams): { answers: Answers; adjustments: Adjustment[] } {
  const adjustments: Adjustment[] = []
  const wish = oneOf(WISHES, params.get(PARAMS.wish)) ?? DEFAULT_ANSWERS.wish
  const users =
    wholeNumber(params.get(PARAMS.users), 1, MAX_USERS, 'users', adjustments) ?? DEFAULT_ANSWERS.users
  const answers: Answers = {
    audience:
      oneOf(AUDIENCES, params.get(PARAMS.audience)) ?? AUDIENCE_OF_WISH[wish] ?? DEFAULT_ANSWERS.audience,
    school: oneOf(SCHOOL_ANSWERS, params.get(PARAMS.school)) ?? DEFAULT_ANSWERS.school,
    users,
    concurrency: oneOf(CONCURRENCY, params.get(PARAMS.concurrency)) ?? DEFAULT_ANSWERS.concurrency,
    peak: wholeNumber(params.get(PARAMS.peak), 1, users, 'peak', adjustments) ?? users,
    placement: oneOf(PLACEMENTS, params.get(PARAMS.placement)) ?? DEFAULT_ANSWERS.placement,
    platform: oneOf(PLATFORMS, params.get(PARAMS.platform)) ?? DEFAULT_ANSWERS.platform,
    purchase: oneOf(PURCHASES, params.get(PARAMS.purchase)) ?? DEFAULT_ANSWERS.purchase,
    owned: wholeNumber(params.get(PARAMS.owned), 0, MAX_USERS, 'owned', adjustments) ?? DEFAULT_ANSWERS.owned,
    wish,
    triedTrial: params.get(PARAMS.triedTrial) === 'kullanildi',
    invoice: oneOf(INVOICES, params.get(PARAMS.invoice)) ?? DEFAULT_ANSWERS.invoice,
  }
  return { answers, adjustments }
}

/** The answers of a query string, without the notes on clamped numbers. */
export function parseAnswers(params: URLSearchParams): Answers {
  return readAnswers(params).answers
}

/** The answers as a query string (without '?'); every answer is written so a shared link needs nothing else. */
export function answersQuery(answers: Answers): string {
  const params = new URLSearchParams()
  params.set(PARAMS.audience, answers.audience)
  if (answers.audience === 'kamu' && answers.school) params.set(PARAMS.school, answers.school)
  params.set(PARAMS.users, String(answers.users))
  params.set(PARAMS.concurrency, answers.concurrency)
  if (answers.concurrency === 'sirayla') params.set(PARAMS.peak, String(answers.peak))
  params.set(PARAMS.placement, answers.placement)
  params.set(PARAMS.platform, answers.platform)
  params.set(PARAMS.purchase, answers.purchase)
  if (answers.purchase !== 'yeni' && answers.owned !== null) params.set(PARAMS.owned, String(answers.owned))
  params.set(PARAMS.wish, answers.wish)
  if (answers.triedTrial) params.set(PARAMS.triedTrial, 'kullanildi')
  if (answers.invoice) params.set(PARAMS.invoice, answers.invoice)
  return params.toString()
}
