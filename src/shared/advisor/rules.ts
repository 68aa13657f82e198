// The licence advisor's rules (product spec sections 6 and 9) as one readable table, and the advice they give. Pure:
// the browser recomputes it on every answer; the rule explanations shown beside it come from content/data/advisor.yaml.
import type { PricingPlanId } from '../schemas/pricing.ts'
import type { Answers, Placement } from './answers.ts'
import type { AttachmentId, ConflictId, Licence, Management, RuleId } from './rule-ids.ts'

/** The pricing card whose price a licence has. */
export const PLAN_OF_LICENCE: Record<Licence, PricingPlanId> = {
  deneme: 'deneme',
  ogrenci: 'ogrenci',
  ogretmen: 'ogrenci',
  ticari: 'ticari',
  lab: 'lab',
}

/** From this many licences on one office network, LAN Zoo (own server) is proposed; below it Cloud Zoo (no server). */
export const LAN_ZOO_FROM = 10

/** The numbers the rules need: facts and the pricing collection, never typed here. */
export interface RuleFacts {
  /** Users of one lab licence (facts egitim.lab_kullanici). */
  labSeats: number
}

/** One line of the order: a licence, new or as an upgrade from an older version. */
export interface AdviceLine {
  licence: Licence
  upgradeFrom?: 5 | 6 | 7
  quantity: number
}

export interface Advice {
  /** The licence to buy (or, for 'deneme', to download and try: no quote). */
  licence: Licence
  /** The pricing card whose price the licence has. */
  plan: PricingPlanId
  /** The purchase is an upgrade from this version (for as many licences as are owned). */
  upgradeFrom?: 5 | 6 | 7
  /** People who work with Rhino at the same time: the licences can never be fewer. */
  seats: number
  /** Licences in all (lab licences serve labSeats people each). */
  quantity: number
  /** The order: upgrades first, then new licences. */
  lines: AdviceLine[]
  management: Management
  /** Rules that apply to this answer set, in table order. */
  rules: RuleId[]
  conflicts: ConflictId[]
  attachments: AttachmentId[]
}

type AdviceBase = Omit<Advice, 'rules' | 'conflicts' | 'attachments'>

const SINGLE_EDUCATION: readonly Licence[] = ['ogrenci', 'ogretmen']
const EDUCATION: readonly Licence[] = ['ogrenci', 'ogretmen', 'lab']
const AT_ONE_COMPUTER: readonly Placement[] = ['tek', 'kisisel', 'ortak']

/** A person with an education licence of their own: students, teachers, a public school's teaching staff. */
const educationPerson = (a: Answers) =>
  a.audience === 'ogrenci' || a.audience === 'ogretmen' || (a.audience === 'kamu' && a.school === 'ogretim')
/** A school buying for its classrooms, private or public. */
const labBuyer = (a: Answers) => a.audience === 'lab' || (a.audience === 'kamu' && a.school === 'derslik')

/**
 * The rule table. Each row: when it applies (a predicate over the answers and the advice), under a comment naming
 * the spec line it follows and why (comments, so the wording stays out of the browser's code). The advice lists
 * every row that applies, top to bottom.
 */
interface RuleRow {
  id: RuleId
  applies: (answers: Answers, advice: AdviceBase) => boolean
}

export const RULE_TABLE: readonly RuleRow[] = [
  // SPEC 6 (EULA): concurrent sessions may not exceed the licences owned → licences = people at the same time
  { id: 'eszamanli-oturum', applies: (a, advice) => a.users > 1 && advice.licence !== 'deneme' },
  // SPEC 6 (EULA): one computer used in turns is one session at a time → one licence, whatever the other answers
  {
    id: 'ortak-bilgisayar',
    applies: (a, advice) => a.placement === 'ortak' && a.users > 1 && advice.licence === 'ticari',
  },
  // SPEC 6 (EULA) and 9: fewer licences than people works only if the licences move to whoever starts Rhino, which a
  // key installed on one computer cannot: the team's licences are shared through Cloud Zoo (or LAN Zoo)
  {
    id: 'paylasilan-lisans',
    applies: (a, advice) => sharedInTurns(a, advice),
  },
  // SPEC 9: lab licences are for educational institutions, SPEC 6: education licences for teaching — a state school
  // or university is an educational institution, whoever funds it: its classrooms get lab licences, its staff
  // teacher licences, never the commercial price
  {
    id: 'kamu-okul',
    applies: (a) => a.audience === 'kamu' && (a.school === 'derslik' || a.school === 'ogretim'),
  },
  // SPEC 6: education licences require an academic document (student or staff), a lab the school's own request
  { id: 'egitim-belge', applies: (_, advice) => EDUCATION.includes(advice.licence) },
  // SPEC 6: education, lab and NFR licences cannot be transferred, sold or shared
  { id: 'egitim-paylasim', applies: (_, advice) => EDUCATION.includes(advice.licence) },
  // SPEC 9: lab licences are for 30 users with unlimited installs
  { id: 'lab-kullanici', applies: (_, advice) => advice.licence === 'lab' },
  // SPEC 6: education lab licences cannot be assigned to individual computers (new in version 8)
  { id: 'lab-atama', applies: (_, advice) => advice.licence === 'lab' },
  // SPEC 9: LAN Zoo needs a Windows server; Cloud Zoo shares without one → a small office gets Cloud Zoo
  {
    id: 'kucuk-ofis-cloud-zoo',
    applies: (a, advice) =>
      advice.licence === 'ticari' && a.placement === 'ag' && advice.management === 'cloud-zoo',
  },
  // SPEC 6: LAN Zoo serves commercial single/multi user and education lab, not evaluation or education single user
  { id: 'lan-zoo-turleri', applies: (_, advice) => advice.management === 'lan-zoo' },
  // SPEC 9: the LAN Zoo server requires a Windows machine
  { id: 'lan-zoo-windows', applies: (_, advice) => advice.management === 'lan-zoo' },
  // SPEC 9: Cloud Zoo offline checkout is at most 2 weeks
  {
    id: 'cloud-zoo-cevrimdisi',
    applies: (_, advice) => advice.management === 'cloud-zoo' && advice.licence !== 'deneme',
  },
  // SPEC 9: multi-user packs come in 10 and 50 users → only for orders that large
  { id: 'coklu-paket', applies: (_, advice) => advice.licence === 'ticari' && advice.quantity >= 10 },
  // SPEC 1: the trial is a download (the vendor's survey page), not a purchase → no quote
  { id: 'deneme-indir', applies: (_, advice) => advice.licence === 'deneme' },
  // SPEC 9: the trial is 90 days and may be used once
  { id: 'deneme-bir-kez', applies: (a, advice) => advice.licence === 'deneme' || a.wish === 'deneme' },
  // Wiki (sık sorulan sorular): one Rhino 8 licence runs on Windows and Mac
  { id: 'iki-platform', applies: (a) => a.platform !== 'windows' },
  // No upgrade price in the facts: it comes with the quote, for the licences the buyer owns (keys asked)
  { id: 'yukseltme', applies: (_, advice) => advice.upgradeFrom !== undefined },
]

/** Conflicts between who uses it, where, and the licence asked for; each row names its spec rule. */
const CONFLICT_TABLE: readonly { id: ConflictId; when: (a: Answers, advice: AdviceBase) => boolean }[] = [
  // A public body that is a school pays far less (SPEC 9, education discount): ask before the commercial price stands.
  { id: 'kamu-okul-sor', when: (a) => a.audience === 'kamu' && a.school === '' },
  // SPEC 6: no commercial use on education licences.
  {
    id: 'ticari-egitim-lisansi',
    when: (a) => (a.wish === 'ogrenci' || a.wish === 'ogretmen') && !educationPerson(a),
  },
  // SPEC 9: lab licences are for educational institutions.
  { id: 'lab-yalniz-kurum', when: (a) => a.wish === 'lab' && !labBuyer(a) },
  // SPEC 6: LAN Zoo does not serve education single-user licences; they cannot be shared.
  {
    id: 'egitim-ag-lisansi',
    when: (a, advice) => SINGLE_EDUCATION.includes(advice.licence) && a.placement === 'ag',
  },
  // SPEC 6: education single-user licences cannot be shared.
  { id: 'egitim-tek-kisi', when: (a, advice) => SINGLE_EDUCATION.includes(advice.licence) && a.users > 1 },
  // SPEC 6: lab licences cannot be assigned to individual computers.
  {
    id: 'lab-tek-bilgisayar',
    when: (a, advice) => advice.licence === 'lab' && AT_ONE_COMPUTER.includes(a.placement),
  },
  // SPEC 9: the trial may be used once.
  { id: 'deneme-tekrar', when: (a) => a.wish === 'deneme' && a.triedTrial },
  // SPEC 6: LAN Zoo does not serve evaluation licences.
  { id: 'deneme-ag', when: (a, advice) => advice.licence === 'deneme' && a.placement === 'ag' },
]

/** People take turns on their own computers with fewer commercial licences than people: the licences must move. */
const sharedInTurns = (a: Answers, advice: Pick<Advice, 'licence' | 'seats'>) =>
  advice.licence === 'ticari' && advice.seats < a.users && a.placement !== 'ortak'

/**
 * People who work with Rhino at the same time. One computer used in turns is one session at a time whatever the
 * concurrency answer says (the page hides that question then); otherwise the most at once when they take turns.
 */
export function peopleAtOnce(a: Answers): number {
  if (a.placement === 'ortak') return 1
  return a.concurrency === 'sirayla' ? Math.min(a.peak, a.users) : a.users
}

/** The licence that fits who uses it, before the visitor's wish is weighed. */
function fittingLicence(a: Answers): Licence {
  if (labBuyer(a)) return 'lab'
  if (a.audience === 'ogrenci') return 'ogrenci'
  if (educationPerson(a)) return 'ogretmen'
  return 'ticari'
}

function managementFor(
  licence: Licence,
  placement: Placement,
  quantity: number,
  shared: boolean,
): Management {
  // The trial runs through the visitor's own Rhino account (Cloud Zoo, /licensing/methods).
  if (licence === 'deneme') return 'cloud-zoo'
  if (licence === 'lab') return placement === 'uzak' ? 'cloud-zoo' : 'lan-zoo'
  if (placement === 'ortak') return 'tek-bilgisayar'
  // Each on their own computer with a licence each; taking turns, the licences move to whoever starts Rhino.
  if (placement === 'tek') return shared ? 'cloud-zoo' : 'tek-bilgisayar'
  if (licence === 'ticari' && placement === 'ag' && quantity >= LAN_ZOO_FROM) return 'lan-zoo'
  return 'cloud-zoo'
}

/** The advice for one set of answers: licence, quantity, management method, the rules that apply and any conflicts. */
export function advise(answers: Answers, facts: RuleFacts): Advice {
  const fitting = fittingLicence(answers)
  // A wish is followed where it is allowed: anyone may buy commercial, a trial once; otherwise the fitting licence.
  let licence: Licence = fitting
  if (answers.wish === 'ticari') licence = 'ticari'
  if (answers.wish === 'deneme' && !answers.triedTrial) licence = 'deneme'
  // People at the same time: the number of commercial and lab licences never goes below it.
  const seats = peopleAtOnce(answers)
  // Each person has their own trial and education licence (neither may be shared); a lab licence serves labSeats.
  const quantity =
    licence === 'lab' ? Math.ceil(seats / facts.labSeats) : licence === 'ticari' ? seats : answers.users
  const version =
    answers.purchase === 'yeni' || licence === 'deneme' || licence === 'lab'
      ? undefined
      : (Number(answers.purchase.slice(-1)) as 5 | 6 | 7)
  const upgrades = version ? Math.min(answers.owned ?? quantity, quantity) : 0
  const lines: AdviceLine[] = []
  if (upgrades > 0) lines.push({ licence, upgradeFrom: version, quantity: upgrades })
  if (quantity > upgrades) lines.push({ licence, quantity: quantity - upgrades })
  const base: AdviceBase = {
    licence,
    plan: PLAN_OF_LICENCE[licence],
    ...(upgrades > 0 ? { upgradeFrom: version } : {}),
    seats,
    quantity,
    lines,
    management: managementFor(
      licence,
      answers.placement,
      quantity,
      sharedInTurns(answers, { licence, seats }),
    ),
  }
  const attachments: AttachmentId[] = []
  if (licence === 'ogrenci') attachments.push('ogrenci-belgesi')
  if (licence === 'ogretmen') attachments.push('gorev-belgesi')
  if (licence === 'lab') attachments.push('kurum-yazisi')
  if (upgrades > 0) attachments.push('eski-anahtarlar')
  return {
    ...base,
    rules: RULE_TABLE.filter((row) => row.applies(answers, base)).map((row) => row.id),
    conflicts: CONFLICT_TABLE.filter((row) => row.when(answers, base)).map((row) => row.id),
    attachments,
  }
}
