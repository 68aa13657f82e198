// The licence advisor's answers: their values, defaults and the query string that carries them. Pure (build and browser).

export const AUDIENCES = ['ogrenci', 'ogretmen', 'lab', 'ticari', 'kamu'] as const
export const PLACEMENTS = ['tek', 'kisisel', 'ag', 'uzak'] as const
export const PLATFORMS = ['windows', 'mac', 'ikisi'] as const
export const PURCHASES = ['yeni', 'surum5', 'surum6', 'surum7'] as const
/** The licence the visitor has in mind; a pricing card's link preselects its plan. */
export const WISHES = ['oneri', 'deneme', 'ogrenci', 'ticari', 'lab'] as const
export const CONCURRENCY = ['hepsi', 'sirayla'] as const

export type Audience = (typeof AUDIENCES)[number]
export type Placement = (typeof PLACEMENTS)[number]
export type Platform = (typeof PLATFORMS)[number]
export type Purchase = (typeof PURCHASES)[number]
export type Wish = (typeof WISHES)[number]
export type Concurrency = (typeof CONCURRENCY)[number]

export interface Answers {
  audience: Audience
  /** How many people use Rhino, 1–500. */
  users: number
  /** Whether they all work at the same time or take turns. */
  concurrency: Concurrency
  /** Taking turns: the most who work at the same time, 1–users. */
  peak: number
  placement: Placement
  platform: Platform
  purchase: Purchase
  wish: Wish
  /** The visitor has used a Rhino 8 trial before. */
  triedTrial: boolean
}

export const MAX_USERS = 500

export const DEFAULT_ANSWERS: Answers = {
  audience: 'ticari',
  users: 1,
  concurrency: 'hepsi',
  peak: 1,
  placement: 'tek',
  platform: 'windows',
  purchase: 'yeni',
  wish: 'oneri',
  triedTrial: false,
}

/** Query string keys, short Turkish words a purchasing office can read in the address. */
export const PARAMS = {
  audience: 'kim',
  users: 'kisi',
  concurrency: 'kullanim',
  peak: 'ayni-anda',
  placement: 'yer',
  platform: 'platform',
  purchase: 'alim',
  wish: 'lisans',
  triedTrial: 'deneme',
} as const satisfies Record<keyof Answers, string>

/** Who a card's plan is for, when the link names only the plan. */
const AUDIENCE_OF_WISH: Partial<Record<Wish, Audience>> = { ogrenci: 'ogrenci', lab: 'lab', ticari: 'ticari' }

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw)
}

/** A whole number written with digits only, within bounds; anything else is undefined. */
function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= min && value <= max ? value : undefined
}

/** Reads the answers from a query string; a missing, unknown or hostile value falls back to its default. */
export function parseAnswers(params: URLSearchParams): Answers {
  const wish = oneOf(WISHES, params.get(PARAMS.wish)) ?? DEFAULT_ANSWERS.wish
  const users = wholeNumber(params.get(PARAMS.users), 1, MAX_USERS) ?? DEFAULT_ANSWERS.users
  return {
    audience:
      oneOf(AUDIENCES, params.get(PARAMS.audience)) ?? AUDIENCE_OF_WISH[wish] ?? DEFAULT_ANSWERS.audience,
    users,
    concurrency: oneOf(CONCURRENCY, params.get(PARAMS.concurrency)) ?? DEFAULT_ANSWERS.concurrency,
    peak: wholeNumber(params.get(PARAMS.peak), 1, users) ?? users,
    placement: oneOf(PLACEMENTS, params.get(PARAMS.placement)) ?? DEFAULT_ANSWERS.placement,
    platform: oneOf(PLATFORMS, params.get(PARAMS.platform)) ?? DEFAULT_ANSWERS.platform,
    purchase: oneOf(PURCHASES, params.get(PARAMS.purchase)) ?? DEFAULT_ANSWERS.purchase,
    wish,
    triedTrial: params.get(PARAMS.triedTrial) === 'kullanildi',
  }
}

/** The answers as a query string (without '?'); every answer is written so a shared link needs nothing else. */
export function answersQuery(answers: Answers): string {
  const params = new URLSearchParams()
  params.set(PARAMS.audience, answers.audience)
  params.set(PARAMS.users, String(answers.users))
  params.set(PARAMS.concurrency, answers.concurrency)
  if (answers.concurrency === 'sirayla') params.set(PARAMS.peak, String(answers.peak))
  params.set(PARAMS.placement, answers.placement)
  params.set(PARAMS.platform, answers.platform)
  params.set(PARAMS.purchase, answers.purchase)
  params.set(PARAMS.wish, answers.wish)
  if (answers.triedTrial) params.set(PARAMS.triedTrial, 'kullanildi')
  return params.toString()
}
