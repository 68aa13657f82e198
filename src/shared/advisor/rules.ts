// The licence advisor's rules (product spec sections 6 and 9) as one readable table, and the advice they give. Pure:
// the browser recomputes it on every answer; the rule explanations shown beside it come from content/data/advisor.yaml.
import type { PricingPlanId } from '../schemas/pricing.ts'
import type { Answers, Audience, Placement } from './answers.ts'

/** Every rule the advice may cite; its title, explanation and page link are staff-editable data. */
export const RULE_IDS = [
  'egitim-belge',
  'egitim-paylasim',
  'lab-kullanici',
  'lab-atama',
  'lan-zoo-turleri',
  'lan-zoo-windows',
  'cloud-zoo-cevrimdisi',
  'coklu-paket',
  'eszamanli-oturum',
  'deneme-bir-kez',
  'iki-platform',
  'yukseltme',
] as const
export type RuleId = (typeof RULE_IDS)[number]

/** Answers that contradict each other; each gets a friendly explanation (data) instead of a silent change. */
export const CONFLICT_IDS = [
  'ticari-egitim-lisansi',
  'lab-yalniz-kurum',
  'egitim-ag-lisansi',
  'egitim-tek-kisi',
  'lab-tek-bilgisayar',
  'deneme-tekrar',
  'deneme-ag',
] as const
export type ConflictId = (typeof CONFLICT_IDS)[number]

/** How the licences are managed (/licensing/methods). */
export type Management = 'tek-bilgisayar' | 'cloud-zoo' | 'lan-zoo'

/** The numbers the rules need: facts and the pricing collection, never typed here. */
export interface RuleFacts {
  /** Users of one lab licence (facts egitim.lab_kullanici). */
  labSeats: number
}

export interface Advice {
  /** The licence to buy (or try). */
  plan: PricingPlanId
  /** An upgrade from this version instead of a new licence. */
  upgradeFrom?: 5 | 6 | 7
  quantity: number
  management: Management
  /** Rules that apply to this answer set, in table order. */
  rules: RuleId[]
  conflicts: ConflictId[]
}

const EDUCATION_PEOPLE: readonly Audience[] = ['ogrenci', 'ogretmen']
const NETWORK: readonly Placement[] = ['ag', 'uzak']

/**
 * The rule table. Each row: when it applies (a predicate over the answers and the chosen plan), under a comment naming
 * the spec line it follows (comments, so the wording stays out of the browser's code). The advice lists every row
 * that applies, top to bottom.
 */
interface RuleRow {
  id: RuleId
  applies: (answers: Answers, advice: Omit<Advice, 'rules' | 'conflicts'>) => boolean
}

export const RULE_TABLE: readonly RuleRow[] = [
  // SPEC 6: student licences require an academic document and allow no commercial use
  {
    id: 'egitim-belge',
    applies: (_, advice) => advice.plan === 'ogrenci' || advice.plan === 'lab',
  },
  // SPEC 6: education, lab and NFR licences cannot be transferred, sold or shared
  {
    id: 'egitim-paylasim',
    applies: (_, advice) => advice.plan === 'ogrenci' || advice.plan === 'lab',
  },
  // SPEC 9: lab licences are for 30 users with unlimited installs
  {
    id: 'lab-kullanici',
    applies: (_, advice) => advice.plan === 'lab',
  },
  // SPEC 6: education lab licences cannot be assigned to individual computers (new in version 8)
  {
    id: 'lab-atama',
    applies: (_, advice) => advice.plan === 'lab',
  },
  // SPEC 6: LAN Zoo serves commercial single/multi user and education lab, not evaluation or education single user
  {
    id: 'lan-zoo-turleri',
    applies: (answers) => NETWORK.includes(answers.placement),
  },
  // SPEC 9: the LAN Zoo server requires a Windows machine
  {
    id: 'lan-zoo-windows',
    applies: (_, advice) => advice.management === 'lan-zoo',
  },
  // SPEC 9: Cloud Zoo offline checkout is at most 2 weeks
  {
    id: 'cloud-zoo-cevrimdisi',
    applies: (_, advice) => advice.management === 'cloud-zoo',
  },
  // SPEC 9: multi-user packs come in 10 and 50 users
  {
    id: 'coklu-paket',
    applies: (_, advice) => advice.plan === 'ticari' && advice.quantity >= 2,
  },
  // SPEC 6: concurrent sessions may not exceed the licences owned (EULA)
  {
    id: 'eszamanli-oturum',
    applies: (answers) => answers.users > 1,
  },
  // SPEC 9: the trial is 90 days and may be used once
  {
    id: 'deneme-bir-kez',
    applies: (answers, advice) => advice.plan === 'deneme' || answers.wish === 'deneme',
  },
  // Wiki (sık sorulan sorular): one Rhino 8 licence runs on Windows and Mac
  {
    id: 'iki-platform',
    applies: (answers) => answers.platform !== 'windows',
  },
  // No upgrade price in the facts: it comes with the quote
  {
    id: 'yukseltme',
    applies: (_, advice) => advice.upgradeFrom !== undefined,
  },
]

/** The plan that fits who uses it, before the visitor's wish is weighed. */
const PLAN_OF_AUDIENCE: Record<Audience, PricingPlanId> = {
  ogrenci: 'ogrenci',
  ogretmen: 'ogrenci',
  lab: 'lab',
  ticari: 'ticari',
  kamu: 'ticari',
}

/** Conflicts between who uses it, where, and the licence they asked for; each row names its spec rule. */
const CONFLICT_TABLE: readonly { id: ConflictId; when: (answers: Answers) => boolean }[] = [
  // SPEC 6: no commercial use on education licences.
  {
    id: 'ticari-egitim-lisansi',
    when: (a) => (a.audience === 'ticari' || a.audience === 'kamu') && a.wish === 'ogrenci',
  },
  // SPEC 9: lab licences are for educational institutions.
  { id: 'lab-yalniz-kurum', when: (a) => a.wish === 'lab' && a.audience !== 'lab' },
  // SPEC 6: LAN Zoo does not serve education single-user licences; they cannot be shared.
  { id: 'egitim-ag-lisansi', when: (a) => EDUCATION_PEOPLE.includes(a.audience) && a.placement === 'ag' },
  // SPEC 6: education single-user licences cannot be shared.
  { id: 'egitim-tek-kisi', when: (a) => EDUCATION_PEOPLE.includes(a.audience) && a.users > 1 },
  // SPEC 6: lab licences cannot be assigned to individual computers.
  {
    id: 'lab-tek-bilgisayar',
    when: (a) => a.audience === 'lab' && (a.placement === 'tek' || a.placement === 'kisisel'),
  },
  // SPEC 9: the trial may be used once.
  { id: 'deneme-tekrar', when: (a) => a.wish === 'deneme' && a.triedTrial },
  // SPEC 6: LAN Zoo does not serve evaluation licences.
  { id: 'deneme-ag', when: (a) => a.wish === 'deneme' && !a.triedTrial && a.placement === 'ag' },
]

function managementFor(plan: PricingPlanId, placement: Placement, users: number): Management {
  if (plan === 'lab') return placement === 'uzak' ? 'cloud-zoo' : 'lan-zoo'
  if (plan === 'ticari' && placement === 'ag') return 'lan-zoo'
  if (placement === 'tek' && users === 1) return 'tek-bilgisayar'
  if (placement === 'tek' && plan !== 'ticari') return 'tek-bilgisayar'
  return 'cloud-zoo'
}

function quantityFor(plan: PricingPlanId, answers: Answers, facts: RuleFacts): number {
  // Each person has their own trial and their own education licence (neither may be shared).
  if (plan === 'deneme' || plan === 'ogrenci') return answers.users
  const seats = answers.concurrency === 'sirayla' ? Math.min(answers.peak, answers.users) : answers.users
  if (plan === 'lab') return Math.max(1, Math.ceil(seats / facts.labSeats))
  // Several people at one computer need one licence; elsewhere one per concurrent user (EULA).
  if (answers.placement === 'tek') return 1
  return seats
}

/** The advice for one set of answers: plan, quantity, management method, the rules that apply and any conflicts. */
export function advise(answers: Answers, facts: RuleFacts): Advice {
  const conflicts = CONFLICT_TABLE.filter((row) => row.when(answers)).map((row) => row.id)
  const fitting = PLAN_OF_AUDIENCE[answers.audience]
  // A wish is followed where it is allowed: anyone may buy commercial, a trial once; otherwise the fitting plan.
  let plan: PricingPlanId = fitting
  if (answers.wish === 'ticari') plan = 'ticari'
  if (answers.wish === 'deneme' && !answers.triedTrial) plan = 'deneme'
  if (answers.wish === 'ogrenci' && EDUCATION_PEOPLE.includes(answers.audience)) plan = 'ogrenci'
  const upgrade =
    answers.purchase === 'yeni' || plan === 'deneme' || plan === 'lab' ? undefined : answers.purchase
  const quantity = quantityFor(plan, answers, facts)
  const base = {
    plan,
    ...(upgrade ? { upgradeFrom: Number(upgrade.slice(-1)) as 5 | 6 | 7 } : {}),
    quantity,
    management: managementFor(plan, answers.placement, answers.users),
  }
  const rules = RULE_TABLE.filter((row) => row.applies(answers, base)).map((row) => row.id)
  return { ...base, rules, conflicts }
}
