// The licence advisor's answers: their values, defaults and query-string keys (reading and writing them: query.ts).
// A quote request holds several licence lines, each one set of answers, and who the invoice is for. Pure (build and
// browser).

export const AUDIENCES = ['ogrenci', 'ogretmen', 'lab', 'ticari', 'kamu'] as const
/** A public body: is it a school or university, and for whom are the licences? Asked only of "Kamu kurumu". */
export const SCHOOL_ANSWERS = ['hayir', 'derslik', 'ogretim'] as const
export const PLACEMENTS = ['tek', 'kisisel', 'ortak', 'ag', 'uzak'] as const
export const PLATFORMS = ['windows', 'mac', 'ikisi'] as const
export const PURCHASES = ['yeni', 'surum5', 'surum6', 'surum7'] as const
/** The licence the visitor has in mind; a pricing card's link preselects its plan. */
export const WISHES = ['oneri', 'deneme', 'ogrenci', 'ogretmen', 'ticari', 'lab'] as const
export const CONCURRENCY = ['hepsi', 'sirayla'] as const
/** Who the invoice is made out to: a company or institution (tax office and number) or a person (T.C. kimlik no). */
export const INVOICES = ['kurum', 'sahis'] as const

export type Audience = (typeof AUDIENCES)[number]
/** '' while a public body has not said whether it is a school. */
export type SchoolAnswer = (typeof SCHOOL_ANSWERS)[number] | ''
export type Placement = (typeof PLACEMENTS)[number]
export type Platform = (typeof PLATFORMS)[number]
export type Purchase = (typeof PURCHASES)[number]
export type Wish = (typeof WISHES)[number]
export type Concurrency = (typeof CONCURRENCY)[number]
export type Invoice = (typeof INVOICES)[number]

export interface Answers {
  audience: Audience
  /** Kamu kurumu only: a school or university (classrooms or teaching staff), or another public body. */
  school: SchoolAnswer
  /** How many people use Rhino, 1–500. */
  users: number
  /** Whether they all work at the same time or take turns. */
  concurrency: Concurrency
  /** Taking turns: the most who work at the same time, 1–users. */
  peak: number
  placement: Placement
  platform: Platform
  purchase: Purchase
  /** Upgrades: how many licences of the old version are owned; null = as many as needed. */
  owned: number | null
  wish: Wish
  /** The visitor has used a Rhino 8 trial before. */
  triedTrial: boolean
}

/** Lines a request can hold: more than the four licence types and their upgrades a buyer could mix. */
export const MAX_LINES = 8

/** A quote request: its licence lines (each the answers that chose it), the one the questions show, the invoice. */
export interface RequestAnswers {
  /** One or more (at most MAX_LINES). */
  lines: Answers[]
  /** The line the questions edit, 1-based. */
  edited: number
  /** Who the invoice is for; null = what fits the buyers (a person for students and teachers). */
  invoice: Invoice | null
}

export const MAX_USERS = 500

export const DEFAULT_ANSWERS: Answers = {
  audience: 'ticari',
  school: '',
  users: 1,
  concurrency: 'hepsi',
  peak: 1,
  placement: 'tek',
  platform: 'windows',
  purchase: 'yeni',
  owned: null,
  wish: 'oneri',
  triedTrial: false,
}

/**
 * Query string keys, short Turkish words a purchasing office can read in the address. The first licence line uses them
 * as they are; line 2 onwards prefixes them with its number and a dot (the Turkish ordinal: `2.kim` = "2. kim").
 */
export const PARAMS = {
  audience: 'kim',
  school: 'okul',
  users: 'kisi',
  concurrency: 'kullanim',
  peak: 'ayni-anda',
  placement: 'yer',
  platform: 'platform',
  purchase: 'alim',
  owned: 'sahip',
  wish: 'lisans',
  triedTrial: 'deneme',
} as const satisfies Record<keyof Answers, string>

/** The request's own keys: who the invoice is for, and the line the questions edit (when not the first). */
export const REQUEST_PARAMS = { invoice: 'fatura', edited: 'satir' } as const

/** Whether a query key is one of the advisor's (a line's answer, with or without its line number, or the request's). */
export function isAdvisorKey(key: string): boolean {
  const bare = key.replace(/^\d+\./, '')
  return Object.values<string>(PARAMS).includes(bare) || Object.values<string>(REQUEST_PARAMS).includes(key)
}

/** The answers chosen from a fixed list. */
export type ChoiceField =
  'audience' | 'school' | 'concurrency' | 'placement' | 'platform' | 'purchase' | 'wish'

/** Each such answer's choices, in the order they are shown. */
export const CHOICES: { readonly [K in ChoiceField]: readonly Answers[K][] } = {
  audience: AUDIENCES,
  school: SCHOOL_ANSWERS,
  concurrency: CONCURRENCY,
  placement: PLACEMENTS,
  platform: PLATFORMS,
  purchase: PURCHASES,
  wish: WISHES,
}

/**
 * What the page's components need of this module besides types. The loader hands it to them (loader data), so that
 * its code reaches the browser once, in the advisor's logic (advisor-logic.ts).
 */
export interface AnswerKeys {
  params: typeof PARAMS
  request: typeof REQUEST_PARAMS
  choices: typeof CHOICES
  defaults: Answers
}

/** A number from the address that was outside its range and was brought into it (shown to the visitor). */
export interface Adjustment {
  field: 'users' | 'peak' | 'owned'
  /** As written in the address. */
  given: string
  used: number
}

/** Who the invoice is made out to: the visitor's choice, else a person when every line is a student's or teacher's own. */
export function invoiceFor(request: Pick<RequestAnswers, 'lines' | 'invoice'>): Invoice {
  const personal = request.lines.every(
    (answers) => answers.audience === 'ogrenci' || answers.audience === 'ogretmen',
  )
  return request.invoice ?? (personal ? 'sahis' : 'kurum')
}
