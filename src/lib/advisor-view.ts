// Everything on /teklif that depends on the answers, as plain values: the texts of the summary and form, which parts
// show, which choices are checked. The page renders from it, and its pre-paint script (advisor-prepaint.ts) writes
// the same values into the pre-rendered HTML before the first paint, so both always agree. Pure; browser.
import { PARAMS, type Adjustment, type Answers } from '../shared/advisor/answers.ts'
import { advise, type Advice } from '../shared/advisor/rules.ts'
import { licenceName, quoteFor, type Quote, type QuoteData } from './advisor-quote.ts'
import { formatEuroCents, PRICE_ON_QUOTE } from './price.ts'

export type ViewTextKey =
  | 'oneri'
  | 'siparis'
  | 'satir1'
  | 'satir1-fiyat'
  | 'satir2'
  | 'satir2-fiyat'
  | 'ara-toplam-etiket'
  | 'ara-toplam'
  | 'kdv'
  | 'toplam-etiket'
  | 'toplam'
  | 'durum'
  | 'kisi-not'
  | 'ayni-anda-not'
  | 'sahip-not'
  | 'sahip-soru'

/** A part shown or hidden by the answers. */
export type ViewShowKey =
  | 'okul'
  | 'kullanim'
  | 'ayni-anda'
  | 'sahip'
  | 'kisi-not'
  | 'ayni-anda-not'
  | 'sahip-not'
  | 'deneme-onay'
  | 'teklif'
  | 'deneme'
  | 'satir2'
  | 'fiyatli'
  | 'kurallar'
  | 'ekler'

export interface AdvisorView {
  advice: Advice
  quote: Quote
  text: Record<ViewTextKey, string>
  /**
   * Whether a part is shown. Each rule, conflict and attachment is marked too (data-s="kural-…", "catisma-…", "ek-…")
   * and shown by the advice's lists (advice.rules, .conflicts, .attachments).
   */
  show: Record<ViewShowKey, boolean>
  /** Each radio group (by its name, the query key) and the value checked in it. */
  checked: Record<string, string>
  /** Each number box (by id) and its value. */
  values: Record<string, string>
  /** Each checkbox (by name) and whether it is ticked. */
  ticked: Record<string, boolean>
}

/** The note beside a number the address gave out of range, e.g. "… (501) 1 ile 500 arasında olmalı; 500 ile …". */
const ADJUSTED_WHAT: Record<Adjustment['field'], string> = {
  users: 'kişi sayısı',
  peak: 'aynı anda çalışan kişi sayısı',
  owned: 'eski lisans sayısı',
}

function adjustmentNote(adjustment: Adjustment | undefined, min: number, max: number): string {
  if (!adjustment) return ''
  return `Adresteki ${ADJUSTED_WHAT[adjustment.field]} (${adjustment.given.slice(0, 12)}) ${min} ile ${max} arasında olmalı; ${adjustment.used} ile hesaplıyoruz.`
}

/** The order in a few words: "Rhino 8 Ticari Lisans × 12 (10 yükseltme, 2 yeni)". */
function order(advice: Advice, quote: Quote, data: QuoteData): string {
  if (advice.licence === 'deneme') return licenceName('deneme', data)
  const [first, second] = quote.lines
  return second
    ? `${licenceName(advice.licence, data)} × ${advice.quantity} (${first!.quantity} yükseltme, ${second.quantity} yeni)`
    : `${first!.name} × ${first!.quantity}`
}

export function advisorView(
  answers: Answers,
  adjustments: readonly Adjustment[],
  data: QuoteData,
): AdvisorView {
  const advice = advise(answers, { labSeats: data.labSeats })
  const quote = quoteFor(advice, data)
  const { totals, complete } = quote
  const trial = advice.licence === 'deneme'
  // One computer used in turns: how many work at once is already answered (one).
  const turnsAsked = answers.placement !== 'ortak'
  // The old version's questions stay while the visitor says they own none (0): only the keys go.
  const upgradePurchase = answers.purchase !== 'yeni' && advice.licence !== 'lab' && !trial
  const version = answers.purchase === 'yeni' ? '' : answers.purchase.slice(-1)
  const lineText = (index: number) => {
    const line = quote.lines[index]
    if (!line) return ['', '']
    const unit = line.unitCents === null ? PRICE_ON_QUOTE : `${formatEuroCents(line.unitCents)} / adet`
    return [`${line.name} × ${line.quantity}`, unit]
  }
  const [line1 = '', price1 = ''] = lineText(0)
  const [line2 = '', price2 = ''] = lineText(1)
  const partial = complete ? '' : ' (yükseltmeler hariç)'
  const total = totals ? formatEuroCents(totals.totalCents) : PRICE_ON_QUOTE
  const siparis = order(advice, quote, data)
  const oneri = `${siparis}, ${data.managementNames[advice.management]}`
  const adjusted = (field: Adjustment['field']) => adjustments.find((item) => item.field === field)
  const text: Record<ViewTextKey, string> = {
    oneri,
    siparis,
    satir1: line1,
    'satir1-fiyat': price1,
    satir2: line2,
    'satir2-fiyat': price2,
    'ara-toplam-etiket': `Ara toplam${partial}`,
    'ara-toplam': totals ? formatEuroCents(totals.subtotalCents) : '',
    kdv: totals ? formatEuroCents(totals.vatCents) : '',
    'toplam-etiket': totals ? `Toplam${partial}` : 'Toplam',
    toplam: total,
    durum: trial ? `Öneri: ${oneri}. Teklif gerekmez.` : `Öneri: ${oneri}. Toplam ${total}.`,
    'kisi-not': adjustmentNote(adjusted('users'), 1, 500),
    'ayni-anda-not': adjustmentNote(adjusted('peak'), 1, answers.users),
    'sahip-not': adjustmentNote(adjusted('owned'), 0, 500),
    'sahip-soru': data.ownedQuestion.replace('{sürüm}', version),
  }
  const show = {
    okul: answers.audience === 'kamu',
    kullanim: turnsAsked,
    'ayni-anda': turnsAsked && answers.concurrency === 'sirayla' && answers.users > 1,
    sahip: upgradePurchase,
    'kisi-not': Boolean(adjusted('users')),
    'ayni-anda-not': Boolean(adjusted('peak')),
    'sahip-not': Boolean(adjusted('owned')),
    'deneme-onay': answers.wish === 'deneme',
    teklif: !trial,
    deneme: trial,
    satir2: quote.lines.length > 1,
    fiyatli: Boolean(totals) && !trial,
    kurallar: advice.rules.length > 0,
    ekler: advice.attachments.length > 0,
  }
  return {
    advice,
    quote,
    text,
    show,
    checked: {
      [PARAMS.audience]: answers.audience,
      [PARAMS.school]: answers.school,
      [PARAMS.concurrency]: answers.concurrency,
      [PARAMS.placement]: answers.placement,
      [PARAMS.platform]: answers.platform,
      [PARAMS.purchase]: answers.purchase,
      [PARAMS.wish]: answers.wish,
    },
    values: {
      kisi: String(answers.users),
      'ayni-anda': String(answers.peak),
      sahip: String(answers.owned ?? advice.quantity),
    },
    ticked: { [PARAMS.triedTrial]: answers.triedTrial },
  }
}
