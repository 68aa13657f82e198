// Unit: the licence advisor's rules, one row per case with the spec rule it follows; the query string and the quote.
import { describe, expect, it } from 'vitest'
import { advisorData as advisor } from '../../src/data/advisor.ts'
import { egitim, kdv } from '../../src/generated/data/facts.ts'
import { pricingPlans, VAT_NOTE } from '../../src/data/pricing.ts'
import {
  answersQuery,
  DEFAULT_ANSWERS,
  parseAnswers,
  type Answers,
} from '../../src/shared/advisor/answers.ts'
import { advise, type Advice } from '../../src/shared/advisor/rules.ts'
import {
  contactFieldsFor,
  EMPTY_CONTACT,
  MAX_MAILTO_LENGTH,
  quoteFor,
  quoteMailto,
  type ContactDetails,
} from '../../src/lib/advisor-quote.ts'

const facts = { labSeats: egitim.lab_kullanici }
const answers = (changes: Partial<Answers>): Answers => ({ ...DEFAULT_ANSWERS, ...changes })

type Expected = Pick<Advice, 'plan' | 'quantity' | 'management'> &
  Partial<Pick<Advice, 'upgradeFrom'>> & {
    rules?: Advice['rules']
    conflicts?: Advice['conflicts']
  }

describe('advice, one row per case', () => {
  it.each<[string, string, Partial<Answers>, Expected]>([
    [
      'student alone',
      'SPEC 6: academic document, no commercial use, cannot be shared',
      { audience: 'ogrenci' },
      {
        plan: 'ogrenci',
        quantity: 1,
        management: 'tek-bilgisayar',
        rules: ['egitim-belge', 'egitim-paylasim'],
        conflicts: [],
      },
    ],
    [
      'teacher on a desktop and a laptop',
      'SPEC 6: education single user; Cloud Zoo (SPEC 9: offline at most 2 weeks)',
      { audience: 'ogretmen', placement: 'kisisel' },
      {
        plan: 'ogrenci',
        quantity: 1,
        management: 'cloud-zoo',
        rules: ['egitim-belge', 'egitim-paylasim', 'cloud-zoo-cevrimdisi'],
        conflicts: [],
      },
    ],
    [
      'school lab of 30',
      'SPEC 9: one lab licence is 30 users; SPEC 6: LAN Zoo serves education lab, needs Windows',
      { audience: 'lab', users: 30, placement: 'ag' },
      {
        plan: 'lab',
        quantity: 1,
        management: 'lan-zoo',
        rules: [
          'egitim-belge',
          'egitim-paylasim',
          'lab-kullanici',
          'lab-atama',
          'lan-zoo-turleri',
          'lan-zoo-windows',
          'eszamanli-oturum',
        ],
        conflicts: [],
      },
    ],
    [
      'school lab of 45',
      'SPEC 9: 30 users per lab licence → two licences',
      { audience: 'lab', users: 45, placement: 'ag' },
      { plan: 'lab', quantity: 2, management: 'lan-zoo' },
    ],
    [
      'school lab wanted on single computers',
      'SPEC 6: lab licences cannot be assigned to individual computers',
      { audience: 'lab', users: 30, placement: 'tek' },
      { plan: 'lab', quantity: 1, management: 'lan-zoo', conflicts: ['lab-tek-bilgisayar'] },
    ],
    [
      'architecture office of 12 in one office',
      'SPEC 6: LAN Zoo serves commercial licences (Windows server); EULA: one licence per concurrent user',
      { audience: 'ticari', users: 12, placement: 'ag' },
      {
        plan: 'ticari',
        quantity: 12,
        management: 'lan-zoo',
        rules: ['lan-zoo-turleri', 'lan-zoo-windows', 'coklu-paket', 'eszamanli-oturum'],
        conflicts: [],
      },
    ],
    [
      'architecture office of 12 in three cities',
      'SPEC 9: Cloud Zoo for several offices, offline at most 2 weeks; packs of 10 and 50',
      { audience: 'ticari', users: 12, placement: 'uzak' },
      {
        plan: 'ticari',
        quantity: 12,
        management: 'cloud-zoo',
        rules: ['lan-zoo-turleri', 'cloud-zoo-cevrimdisi', 'coklu-paket', 'eszamanli-oturum'],
      },
    ],
    [
      '12 people taking turns, at most 5 at once',
      'SPEC 6 (EULA): concurrent sessions may not exceed the licences owned',
      { audience: 'ticari', users: 12, concurrency: 'sirayla', peak: 5, placement: 'ag' },
      { plan: 'ticari', quantity: 5, management: 'lan-zoo' },
    ],
    [
      'freelancer on Windows and Mac',
      'Wiki: one Rhino 8 licence runs on both systems',
      { audience: 'ticari', platform: 'ikisi', placement: 'kisisel' },
      {
        plan: 'ticari',
        quantity: 1,
        management: 'cloud-zoo',
        rules: ['cloud-zoo-cevrimdisi', 'iki-platform'],
        conflicts: [],
      },
    ],
    [
      'commercial user asking for an education licence',
      'SPEC 6: education licences allow no commercial use',
      { audience: 'ticari', wish: 'ogrenci' },
      { plan: 'ticari', quantity: 1, management: 'tek-bilgisayar', conflicts: ['ticari-egitim-lisansi'] },
    ],
    [
      'student asking for LAN Zoo',
      'SPEC 6: LAN Zoo does not serve education single user',
      { audience: 'ogrenci', placement: 'ag' },
      { plan: 'ogrenci', quantity: 1, management: 'cloud-zoo', conflicts: ['egitim-ag-lisansi'] },
    ],
    [
      'company asking for a lab licence',
      'SPEC 9: lab licences are for educational institutions',
      { audience: 'ticari', wish: 'lab' },
      { plan: 'ticari', quantity: 1, management: 'tek-bilgisayar', conflicts: ['lab-yalniz-kurum'] },
    ],
    [
      'upgrade from 6',
      'No upgrade price in the facts: it comes with the quote',
      { audience: 'ticari', purchase: 'surum6' },
      { plan: 'ticari', upgradeFrom: 6, quantity: 1, management: 'tek-bilgisayar', rules: ['yukseltme'] },
    ],
    [
      'evaluation asked for the first time',
      'SPEC 9: 90 days, once per person',
      { wish: 'deneme' },
      { plan: 'deneme', quantity: 1, management: 'tek-bilgisayar', rules: ['deneme-bir-kez'], conflicts: [] },
    ],
    [
      'evaluation asked twice',
      'SPEC 9: the trial may be used once → the fitting licence instead',
      { wish: 'deneme', triedTrial: true },
      {
        plan: 'ticari',
        quantity: 1,
        management: 'tek-bilgisayar',
        rules: ['deneme-bir-kez'],
        conflicts: ['deneme-tekrar'],
      },
    ],
    [
      'evaluation on an office network',
      'SPEC 6: LAN Zoo does not serve evaluation licences',
      { wish: 'deneme', placement: 'ag' },
      { plan: 'deneme', quantity: 1, management: 'cloud-zoo', conflicts: ['deneme-ag'] },
    ],
  ])('%s (%s)', (_, __, given, expected) => {
    const advice = advise(answers(given), facts)
    expect(advice).toMatchObject(expected)
    if (!expected.upgradeFrom) expect(advice.upgradeFrom).toBeUndefined()
  })
})

describe('answers in the query string', () => {
  it('round-trips every answer', () => {
    const given = answers({
      audience: 'lab',
      users: 45,
      concurrency: 'sirayla',
      peak: 31,
      placement: 'uzak',
      platform: 'ikisi',
      purchase: 'surum7',
      wish: 'lab',
      triedTrial: true,
    })
    expect(parseAnswers(new URLSearchParams(answersQuery(given)))).toEqual(given)
  })

  it('a card link names only the plan: the audience follows it', () => {
    expect(parseAnswers(new URLSearchParams('lisans=ogrenci'))).toMatchObject({
      wish: 'ogrenci',
      audience: 'ogrenci',
    })
    expect(parseAnswers(new URLSearchParams('lisans=lab'))).toMatchObject({ wish: 'lab', audience: 'lab' })
  })

  it.each([
    'kim=<script>alert(1)</script>',
    'kisi=0',
    'kisi=501',
    'kisi=-3',
    'kisi=1e3',
    'kisi=12.5',
    'kisi=%00',
    'yer=../../etc',
    'platform=WINDOWS',
    'alim=surum4',
    'lisans=__proto__',
    'kim=constructor&kullanim=toString',
    'ayni-anda=99999999999999999999',
    'deneme=true',
  ])('ignores %s and keeps the defaults', (query) => {
    expect(parseAnswers(new URLSearchParams(query))).toEqual(DEFAULT_ANSWERS)
  })

  it('a peak above the number of people falls back to all of them', () => {
    expect(parseAnswers(new URLSearchParams('kisi=4&kullanim=sirayla&ayni-anda=9'))).toMatchObject({
      users: 4,
      peak: 4,
    })
  })
})

describe('the quote mail link', () => {
  const plans = pricingPlans
  const longest = (audience: Answers['audience']): ContactDetails => {
    const filled = { ...EMPTY_CONTACT }
    // Worst case for the URL: every field at its box's limit, in letters that take six characters encoded.
    for (const field of contactFieldsFor(audience)) filled[field] = 'ş'.repeat(200)
    return filled
  }

  it.each<Answers['audience']>(['ticari', 'kamu', 'ogrenci', 'ogretmen', 'lab'])(
    'stays within the limit for the longest %s request and keeps every answer and the total',
    (audience) => {
      const given = answers({
        audience,
        users: 499,
        concurrency: 'sirayla',
        peak: 488,
        placement: 'uzak',
        platform: 'ikisi',
        purchase: 'yeni',
        wish: 'oneri',
        triedTrial: true,
      })
      const advice = advise(given, facts)
      const quote = quoteFor(advice, plans, kdv.oran)
      const url = quoteMailto({
        answers: given,
        advice,
        quote,
        data: advisor,
        vatNote: VAT_NOTE,
        contact: longest(audience),
        email: 'info@rhinoturkiye.com',
        pageUrl: `https://www.rhinoturkiye.com/teklif?${answersQuery(given)}`,
      })
      expect(url.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH)
      const body = decodeURIComponent(new URL(url).searchParams.get('body') ?? '')
      for (const question of Object.values(advisor.questions)) expect(body).toContain(question.label)
      expect(body).toMatch(/Toplam: [\d.]+,\d\d €/)
    },
  )

  it('a short request keeps the link to the same advice', () => {
    const given = answers({ audience: 'ticari', users: 12, placement: 'ag' })
    const advice = advise(given, facts)
    const quote = quoteFor(advice, plans, kdv.oran)
    const pageUrl = `https://www.rhinoturkiye.com/teklif?${answersQuery(given)}`
    const url = new URL(
      quoteMailto({
        answers: given,
        advice,
        quote,
        data: advisor,
        vatNote: VAT_NOTE,
        contact: EMPTY_CONTACT,
        email: 'info@rhinoturkiye.com',
        pageUrl,
      }),
    )
    expect(url.searchParams.get('subject')).toBe('Teklif Talebi: Rhino 8 Ticari Lisans × 12')
    const body = url.searchParams.get('body') ?? ''
    expect(body).toContain('Birim fiyat: 995,00 € × 12')
    expect(body).toContain('Toplam: 14.328,00 €')
    expect(body).toContain(pageUrl)
  })

  it('an upgrade has no price: it comes with the quote', () => {
    const quote = quoteFor(advise(answers({ purchase: 'surum6' }), facts), plans, kdv.oran)
    expect(quote.totals).toBeNull()
    expect(quote.line).toMatchObject({
      unitCents: null,
      name: "Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme)",
    })
  })
})
