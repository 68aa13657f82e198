// Reading the licence advisor's answers from a query string and writing them back: missing, unknown and hostile
// values fall back to their defaults, out-of-range numbers are clamped and reported. A request's lines: the first
// line's keys as they are, line n's with the prefix "n." (PARAMS). Pure (build and browser).
import {
  AUDIENCES,
  CONCURRENCY,
  DEFAULT_ANSWERS,
  INVOICES,
  MAX_LINES,
  MAX_USERS,
  PARAMS,
  PLACEMENTS,
  PLATFORMS,
  PURCHASES,
  REQUEST_PARAMS,
  SCHOOL_ANSWERS,
  WISHES,
  type Adjustment,
  type Answers,
  type Audience,
  type RequestAnswers,
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

/** The key prefix of a line, 1-based: '' for the first, "2." for the second. */
export const linePrefix = (line: number) => (line > 1 ? `${line}.` : '')

/** Reads one line's answers (the first unless `line` says otherwise); a missing or hostile value gets its default. */
export function readAnswers(
  params: URLSearchParams,
  line = 1,
): { answers: Answers; adjustments: Adjustment[] } {
  const prefix = linePrefix(line)
  const get = (key: string) => params.get(prefix + key)
  const adjustments: Adjustment[] = []
  const wish = oneOf(WISHES, get(PARAMS.wish)) ?? DEFAULT_ANSWERS.wish
  const users = wholeNumber(get(PARAMS.users), 1, MAX_USERS, 'users', adjustments) ?? DEFAULT_ANSWERS.users
  const answers: Answers = {
    audience: oneOf(AUDIENCES, get(PARAMS.audience)) ?? AUDIENCE_OF_WISH[wish] ?? DEFAULT_ANSWERS.audience,
    school: oneOf(SCHOOL_ANSWERS, get(PARAMS.school)) ?? DEFAULT_ANSWERS.school,
    users,
    concurrency: oneOf(CONCURRENCY, get(PARAMS.concurrency)) ?? DEFAULT_ANSWERS.concurrency,
    peak: wholeNumber(get(PARAMS.peak), 1, users, 'peak', adjustments) ?? users,
    placement: oneOf(PLACEMENTS, get(PARAMS.placement)) ?? DEFAULT_ANSWERS.placement,
    platform: oneOf(PLATFORMS, get(PARAMS.platform)) ?? DEFAULT_ANSWERS.platform,
    purchase: oneOf(PURCHASES, get(PARAMS.purchase)) ?? DEFAULT_ANSWERS.purchase,
    owned: wholeNumber(get(PARAMS.owned), 0, MAX_USERS, 'owned', adjustments) ?? DEFAULT_ANSWERS.owned,
    wish,
    triedTrial: get(PARAMS.triedTrial) === 'kullanildi',
  }
  return { answers, adjustments }
}

/** The answers of a query string's first line, without the notes on clamped numbers. */
export function parseAnswers(params: URLSearchParams): Answers {
  return readAnswers(params).answers
}

/** How many lines the address holds: line 1, then each next line that has at least one answer (no gaps). */
function lineCount(params: URLSearchParams): number {
  const hasLine = (line: number) => Object.values(PARAMS).some((key) => params.has(linePrefix(line) + key))
  let count = 1
  while (count < MAX_LINES && hasLine(count + 1)) count++
  return count
}

/**
 * The whole request of an address: every line, the edited one (clamped into range) and the invoice; the notes on
 * clamped numbers are the edited line's (the only one whose numbers are on screen).
 */
export function readRequest(params: URLSearchParams): {
  request: RequestAnswers
  adjustments: Adjustment[]
} {
  const count = lineCount(params)
  const lines = Array.from({ length: count }, (_, index) => readAnswers(params, index + 1))
  const asked = Number(params.get(REQUEST_PARAMS.edited))
  const edited = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked : 1
  return {
    request: {
      lines: lines.map((line) => line.answers),
      edited,
      invoice: oneOf(INVOICES, params.get(REQUEST_PARAMS.invoice)) ?? null,
    },
    adjustments: lines[edited - 1]!.adjustments,
  }
}

/** One line's answers into `params` under the line's prefix; every answer is written so a link needs nothing else. */
function writeAnswers(params: URLSearchParams, answers: Answers, line: number): void {
  const set = (key: string, value: string) => params.set(linePrefix(line) + key, value)
  set(PARAMS.audience, answers.audience)
  if (answers.audience === 'kamu' && answers.school) set(PARAMS.school, answers.school)
  set(PARAMS.users, String(answers.users))
  set(PARAMS.concurrency, answers.concurrency)
  if (answers.concurrency === 'sirayla') set(PARAMS.peak, String(answers.peak))
  set(PARAMS.placement, answers.placement)
  set(PARAMS.platform, answers.platform)
  set(PARAMS.purchase, answers.purchase)
  if (answers.purchase !== 'yeni' && answers.owned !== null) set(PARAMS.owned, String(answers.owned))
  set(PARAMS.wish, answers.wish)
  if (answers.triedTrial) set(PARAMS.triedTrial, 'kullanildi')
}

/** One set of answers as a query string (without '?'), as the first line. */
export function answersQuery(answers: Answers): string {
  const params = new URLSearchParams()
  writeAnswers(params, answers, 1)
  return params.toString()
}

/** The whole request as a query string (without '?'): its lines, the edited one when not the first, the invoice. */
export function requestQuery(request: RequestAnswers): string {
  const params = new URLSearchParams()
  request.lines.forEach((answers, index) => writeAnswers(params, answers, index + 1))
  if (request.edited > 1) params.set(REQUEST_PARAMS.edited, String(request.edited))
  if (request.invoice) params.set(REQUEST_PARAMS.invoice, request.invoice)
  return params.toString()
}
