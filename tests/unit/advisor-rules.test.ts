// Unit: the licence advisor's rules, one row per case with the spec rule it follows; the query string (hostile values,
// clamped numbers); the quote and the view the page and its pre-paint script render.
import { describe, expect, it } from 'vitest'
import { advisorData as advisor } from '../../src/data/advisor.ts'
import { egitim, kdv } from '../../src/generated/data/facts.ts'
import { pricingPlans } from '../../src/data/pricing.ts'
import { contactFieldsFor } from '../../src/lib/advisor-contact.ts'
import { quoteFor, upgradeNames, type QuoteData } from '../../src/lib/advisor-quote.ts'
import { advisorView } from '../../src/lib/advisor-view.ts'
import {
  DEFAULT_ANSWERS,
  invoiceFor,
  isAdvisorKey,
  MAX_LINES,
  PLACEMENTS,
  type Answers,
} from '../../src/shared/advisor/answers.ts'
import {
  answersQuery,
  parseAnswers,
  readAnswers,
  readRequest,
  requestQuery,
} from '../../src/shared/advisor/query.ts'
import { advise, peopleAtOnce, type Advice } from '../../src/shared/advisor/rules.ts'

const facts = { labSeats: egitim.lab_kullanici }
const data: QuoteData = {
  plans: pricingPlans,
  teacherLicenceName: advisor.teacherLicenceName,
  ownedQuestion: advisor.questions.owned.label,
  vatPercent: kdv.oran,
  labSeats: egitim.lab_kullanici,
  managementNames: advisor.managementNames,
  upgrades: upgradeNames(),
}
const answers = (changes: Partial<Answers>): Answers => ({ ...DEFAULT_ANSWERS, ...changes })

type Expected = Partial<
  Pick<Advice, 'licence' | 'quantity' | 'seats' | 'management' | 'upgradeFrom' | 'lines'> & {
    rules: Advice['rules']
    conflicts: Advice['conflicts']
    attachments: Advice['attachments']
  }
>

describe('advice, one row per case', () => {
  it.each<[string, string, Partial<Answers>, Expected]>([
    [
      'student alone',
      'SPEC 6: academic document, no commercial use, cannot be shared',
      { audience: 'ogrenci' },
      {
        licence: 'ogrenci',
        quantity: 1,
        management: 'tek-bilgisayar',
        rules: ['egitim-belge', 'egitim-paylasim'],
        conflicts: [],
        attachments: ['ogrenci-belgesi'],
      },
    ],
    [
      'teacher on a desktop and a laptop: a teacher licence, not a student one',
      'SPEC 6: education single user; Cloud Zoo (SPEC 9: offline at most 2 weeks)',
      { audience: 'ogretmen', placement: 'kisisel' },
      {
        licence: 'ogretmen',
        quantity: 1,
        management: 'cloud-zoo',
        rules: ['egitim-belge', 'egitim-paylasim', 'cloud-zoo-cevrimdisi'],
        conflicts: [],
        attachments: ['gorev-belgesi'],
      },
    ],
    [
      'school lab of 30',
      'SPEC 9: one lab licence is 30 users; SPEC 6: LAN Zoo serves education lab, needs Windows',
      { audience: 'lab', users: 30, placement: 'ag' },
      {
        licence: 'lab',
        quantity: 1,
        management: 'lan-zoo',
        rules: [
          'eszamanli-oturum',
          'egitim-belge',
          'egitim-paylasim',
          'lab-kullanici',
          'lab-atama',
          'lan-zoo-turleri',
          'lan-zoo-windows',
        ],
        conflicts: [],
        attachments: ['kurum-yazisi'],
      },
    ],
    [
      'state vocational school lab of 30, answered as a public body',
      'SPEC 9: lab licences are for educational institutions, a state school is one → one lab licence',
      { audience: 'kamu', school: 'derslik', users: 30, placement: 'ag' },
      {
        licence: 'lab',
        quantity: 1,
        management: 'lan-zoo',
        conflicts: [],
        attachments: ['kurum-yazisi'],
      },
    ],
    [
      'a public body that has not said whether it is a school',
      'asked, not assumed: the commercial licence stands with a question above it',
      { audience: 'kamu', users: 30, placement: 'ag' },
      { licence: 'ticari', quantity: 30, management: 'lan-zoo', conflicts: ['kamu-okul-sor'] },
    ],
    [
      'a ministry (a public body that is not a school)',
      'SPEC 6: commercial licences for every other use',
      { audience: 'kamu', school: 'hayir', users: 4, placement: 'ag' },
      { licence: 'ticari', quantity: 4, management: 'cloud-zoo', conflicts: [] },
    ],
    [
      'university department of 12 teachers, answered as a public body',
      'SPEC 6: education licences are personal → one teacher licence each',
      { audience: 'kamu', school: 'ogretim', users: 12, placement: 'kisisel' },
      {
        licence: 'ogretmen',
        quantity: 12,
        management: 'cloud-zoo',
        conflicts: ['egitim-tek-kisi'],
        attachments: ['gorev-belgesi'],
      },
    ],
    [
      'university department of 12 teachers, answered as teachers',
      'SPEC 6: education licences are personal → one teacher licence each',
      { audience: 'ogretmen', users: 12 },
      { licence: 'ogretmen', quantity: 12, attachments: ['gorev-belgesi'] },
    ],
    [
      'school lab of 45',
      'SPEC 9: 30 users per lab licence → two licences',
      { audience: 'lab', users: 45, placement: 'ag' },
      { licence: 'lab', quantity: 2, management: 'lan-zoo' },
    ],
    [
      'school lab wanted on single computers',
      'SPEC 6: lab licences cannot be assigned to individual computers',
      { audience: 'lab', users: 30, placement: 'tek' },
      { licence: 'lab', quantity: 1, management: 'lan-zoo', conflicts: ['lab-tek-bilgisayar'] },
    ],
    [
      'office of 3 designers on one office network',
      'SPEC 9: no server needed for a small team (Cloud Zoo); EULA: one licence per concurrent user',
      { audience: 'ticari', users: 3, placement: 'ag', platform: 'ikisi' },
      {
        licence: 'ticari',
        quantity: 3,
        management: 'cloud-zoo',
        rules: ['eszamanli-oturum', 'kucuk-ofis-cloud-zoo', 'cloud-zoo-cevrimdisi', 'iki-platform'],
        conflicts: [],
      },
    ],
    [
      'architecture office of 12 in one office',
      'SPEC 6: LAN Zoo serves commercial licences (Windows server) from 10 licences; packs of 10 and 50',
      { audience: 'ticari', users: 12, placement: 'ag' },
      {
        licence: 'ticari',
        quantity: 12,
        management: 'lan-zoo',
        rules: ['eszamanli-oturum', 'lan-zoo-turleri', 'lan-zoo-windows', 'coklu-paket'],
        conflicts: [],
      },
    ],
    [
      'architecture office of 12 in three cities',
      'SPEC 9: Cloud Zoo for several offices, offline at most 2 weeks; no LAN Zoo rules under a Cloud Zoo advice',
      { audience: 'ticari', users: 12, placement: 'uzak' },
      {
        licence: 'ticari',
        quantity: 12,
        management: 'cloud-zoo',
        rules: ['eszamanli-oturum', 'cloud-zoo-cevrimdisi', 'coklu-paket'],
      },
    ],
    [
      '5 people taking turns, at most 2 at once',
      'SPEC 6 (EULA): concurrent sessions may not exceed the licences owned',
      { audience: 'ticari', users: 5, concurrency: 'sirayla', peak: 2, placement: 'ag' },
      { licence: 'ticari', seats: 2, quantity: 2, management: 'cloud-zoo' },
    ],
    [
      '5 people taking turns at one shared computer (the concurrency answer left at its default)',
      'SPEC 6 (EULA): one computer used in turns is one session → one licence, whatever else was answered',
      { audience: 'ticari', users: 5, placement: 'ortak' },
      {
        licence: 'ticari',
        quantity: 1,
        management: 'tek-bilgisayar',
        rules: ['eszamanli-oturum', 'ortak-bilgisayar'],
        conflicts: [],
      },
    ],
    [
      'freelancer on Windows and Mac',
      'Wiki: one Rhino 8 licence runs on both systems',
      { audience: 'ticari', platform: 'ikisi', placement: 'kisisel' },
      {
        licence: 'ticari',
        quantity: 1,
        management: 'cloud-zoo',
        rules: ['cloud-zoo-cevrimdisi', 'iki-platform'],
        conflicts: [],
      },
    ],
    [
      'one commercial user on one computer: no rule to list',
      'nothing applies beyond the licence itself',
      {},
      { licence: 'ticari', quantity: 1, management: 'tek-bilgisayar', rules: [], conflicts: [] },
    ],
    [
      'commercial user asking for an education licence',
      'SPEC 6: education licences allow no commercial use',
      { audience: 'ticari', wish: 'ogrenci' },
      { licence: 'ticari', quantity: 1, conflicts: ['ticari-egitim-lisansi'] },
    ],
    [
      'student asking for LAN Zoo',
      'SPEC 6: LAN Zoo does not serve education single user',
      { audience: 'ogrenci', placement: 'ag' },
      { licence: 'ogrenci', quantity: 1, management: 'cloud-zoo', conflicts: ['egitim-ag-lisansi'] },
    ],
    [
      'company asking for a lab licence',
      'SPEC 9: lab licences are for educational institutions',
      { audience: 'ticari', wish: 'lab' },
      { licence: 'ticari', quantity: 1, conflicts: ['lab-yalniz-kurum'] },
    ],
    [
      'upgrade from 6 with 12 users',
      'No upgrade price in the facts: 12 upgrades, priced with the quote, the old keys asked',
      { audience: 'ticari', users: 12, placement: 'uzak', purchase: 'surum6' },
      {
        licence: 'ticari',
        upgradeFrom: 6,
        quantity: 12,
        lines: [{ licence: 'ticari', upgradeFrom: 6, quantity: 12 }],
        rules: ['eszamanli-oturum', 'cloud-zoo-cevrimdisi', 'coklu-paket', 'yukseltme'],
        attachments: ['eski-anahtarlar'],
      },
    ],
    [
      'upgrade from 6 with 12 users, 10 of them owned',
      'upgrades as many as owned, new licences for the rest',
      { audience: 'ticari', users: 12, placement: 'uzak', purchase: 'surum6', owned: 10 },
      {
        quantity: 12,
        upgradeFrom: 6,
        lines: [
          { licence: 'ticari', upgradeFrom: 6, quantity: 10 },
          { licence: 'ticari', quantity: 2 },
        ],
        attachments: ['eski-anahtarlar'],
      },
    ],
    [
      'upgrade asked, none owned',
      'nothing to upgrade: new licences, no keys asked',
      { audience: 'ticari', users: 2, purchase: 'surum7', owned: 0 },
      {
        quantity: 2,
        lines: [{ licence: 'ticari', quantity: 2 }],
        attachments: [],
        rules: ['eszamanli-oturum'],
      },
    ],
    [
      'trial',
      'SPEC 1 and 9: a download, 90 days, once per person → no quote',
      { wish: 'deneme' },
      {
        licence: 'deneme',
        management: 'cloud-zoo',
        rules: ['deneme-indir', 'deneme-bir-kez'],
        conflicts: [],
        attachments: [],
      },
    ],
    [
      'trial asked twice',
      'SPEC 9: the trial may be used once → the fitting licence instead',
      { wish: 'deneme', triedTrial: true },
      { licence: 'ticari', quantity: 1, rules: ['deneme-bir-kez'], conflicts: ['deneme-tekrar'] },
    ],
    [
      'trial on an office network',
      'SPEC 6: LAN Zoo does not serve evaluation licences',
      { wish: 'deneme', placement: 'ag' },
      { licence: 'deneme', management: 'cloud-zoo', conflicts: ['deneme-ag'] },
    ],
  ])('%s (%s)', (_, __, given, expected) => {
    const advice = advise(answers(given), facts)
    expect(advice).toMatchObject(expected)
    if (!expected.upgradeFrom) expect(advice.upgradeFrom).toBeUndefined()
  })
})

describe('answers that agree: every place × taking turns for a team of 10, at most 4 at once', () => {
  type Row = [Answers['placement'], Answers['concurrency'], number, Advice['management'], boolean]
  it.each<Row>([
    // place, turns, licences, management, licences shared between people
    ['tek', 'hepsi', 10, 'tek-bilgisayar', false],
    ['tek', 'sirayla', 4, 'cloud-zoo', true],
    ['kisisel', 'hepsi', 10, 'cloud-zoo', false],
    ['kisisel', 'sirayla', 4, 'cloud-zoo', true],
    ['ortak', 'hepsi', 1, 'tek-bilgisayar', false],
    ['ortak', 'sirayla', 1, 'tek-bilgisayar', false],
    ['ag', 'hepsi', 10, 'lan-zoo', false],
    ['ag', 'sirayla', 4, 'cloud-zoo', true],
    ['uzak', 'hepsi', 10, 'cloud-zoo', false],
    ['uzak', 'sirayla', 4, 'cloud-zoo', true],
  ])('%s, %s: %i licence(s), %s', (placement, concurrency, quantity, management, shared) => {
    const given = answers({ audience: 'ticari', users: 10, concurrency, peak: 4, placement })
    const advice = advise(given, facts)
    expect(advice).toMatchObject({ licence: 'ticari', quantity, management })
    // Fewer licences than people only work if the licences move: never a key installed on one computer.
    expect(advice.rules.includes('paylasilan-lisans')).toBe(shared)
    if (quantity < 10 && placement !== 'ortak') expect(advice.management).not.toBe('tek-bilgisayar')
    // One computer used in turns: the "same time?" question does not apply and is not shown.
    const view = advisorView(given, [], data)
    expect(view.show.kullanim).toBe(placement !== 'ortak')
    expect(view.show['ayni-anda']).toBe(placement !== 'ortak' && concurrency === 'sirayla')
    expect(view.text.oneri).toBe(
      `Rhino 8 Ticari Lisans × ${quantity}, ${advisor.managementNames[management]}`,
    )
  })

  it('a shared computer for 4 students: each still needs their own licence (education licences are personal)', () => {
    const advice = advise(answers({ audience: 'ogrenci', users: 4, placement: 'ortak' }), facts)
    expect(advice).toMatchObject({ licence: 'ogrenci', quantity: 4, conflicts: ['egitim-tek-kisi'] })
  })

  it('a school lab on one shared computer: one lab licence, and why it is not tied to that computer', () => {
    const advice = advise(answers({ audience: 'lab', users: 4, placement: 'ortak' }), facts)
    expect(advice).toMatchObject({ licence: 'lab', quantity: 1, conflicts: ['lab-tek-bilgisayar'] })
  })
})

describe('never fewer licences than people at the same time', () => {
  it.each(PLACEMENTS)(
    'an office of 3 at the same time, "%s": 3 licences (one shared computer: one)',
    (placement) => {
      const advice = advise(answers({ audience: 'ticari', users: 3, concurrency: 'hepsi', placement }), facts)
      // One computer runs one session at a time: the answer "several people take turns at one computer" says so.
      expect(advice.quantity).toBe(placement === 'ortak' ? 1 : 3)
      expect(advice.rules.includes('ortak-bilgisayar')).toBe(placement === 'ortak')
    },
  )

  it('holds for every audience, number of people, peak and place', () => {
    for (const audience of ['ogrenci', 'ogretmen', 'ticari', 'kamu'] as const)
      for (const users of [1, 2, 3, 9, 10, 31, 500])
        for (const placement of PLACEMENTS)
          for (const peak of [1, 2, users]) {
            const given = answers({ audience, users, concurrency: 'sirayla', peak, placement })
            const advice = advise(given, facts)
            expect(advice.quantity, JSON.stringify(given)).toBeGreaterThanOrEqual(peopleAtOnce(given))
            expect(peopleAtOnce(given)).toBe(placement === 'ortak' ? 1 : Math.min(peak, users))
          }
  })

  it('a lab licence serves 30 at the same time: licences × 30 is never below the people at once', () => {
    for (const users of [1, 29, 30, 31, 60, 61, 500]) {
      const advice = advise(answers({ audience: 'lab', users, placement: 'ag' }), facts)
      expect(advice.quantity * egitim.lab_kullanici).toBeGreaterThanOrEqual(users)
    }
  })
})

describe('answers in the query string', () => {
  it('round-trips every answer', () => {
    const given = answers({
      audience: 'kamu',
      school: 'derslik',
      users: 45,
      concurrency: 'sirayla',
      peak: 31,
      placement: 'uzak',
      platform: 'ikisi',
      purchase: 'surum7',
      owned: 20,
      wish: 'lab',
      triedTrial: true,
    })
    expect(parseAnswers(new URLSearchParams(answersQuery(given)))).toEqual(given)
  })

  it('round-trips a request of several lines, the edited line and the invoice', () => {
    const request = {
      lines: [
        answers({ audience: 'kamu', school: 'derslik', users: 25, peak: 25, placement: 'ag' }),
        answers({ audience: 'kamu', school: 'ogretim', users: 2, peak: 2, placement: 'kisisel' }),
        answers({ audience: 'ticari', users: 3, peak: 3, purchase: 'surum6', owned: 2 }),
      ],
      edited: 2,
      invoice: 'kurum' as const,
    }
    const query = requestQuery(request)
    expect(query).toContain('kim=kamu&okul=derslik&kisi=25')
    expect(query).toContain('2.kim=kamu&2.okul=ogretim&2.kisi=2')
    expect(query).toContain('3.alim=surum6&3.sahip=2')
    expect(query).toContain('satir=2&fatura=kurum')
    expect(readRequest(new URLSearchParams(query))).toEqual({ request, adjustments: [] })
  })

  it('a request read from the address: no gaps, at most MAX_LINES lines, an edited line out of range is the first', () => {
    const read = (query: string) => readRequest(new URLSearchParams(query)).request
    expect(read('lisans=ogrenci').lines).toHaveLength(1)
    expect(read('kim=lab&2.kim=ogretmen&4.kim=ticari').lines.map((line) => line.audience)).toEqual([
      'lab',
      'ogretmen',
    ])
    const many = Array.from({ length: 12 }, (_, index) => `${index + 2}.kisi=2`).join('&')
    expect(read(many).lines).toHaveLength(MAX_LINES)
    expect(read('kim=lab&2.kim=ticari&satir=9').edited).toBe(1)
    expect(read('kim=lab&2.kim=ticari&satir=2').edited).toBe(2)
    // The clamped numbers shown are the edited line's.
    expect(readRequest(new URLSearchParams('kisi=3&2.kisi=900&satir=2')).adjustments).toEqual([
      { field: 'users', given: '900', used: 500 },
    ])
  })

  it("only the advisor's own keys count as answers (tracking parameters do not)", () => {
    for (const key of ['kim', 'kisi', 'ayni-anda', '2.kim', '8.lisans', 'satir', 'fatura'])
      expect(isAdvisorKey(key), key).toBe(true)
    for (const key of ['utm_source', 'utm_campaign', 'fbclid', 'gclid', 'kimlik', '2.utm_source', 'ref'])
      expect(isAdvisorKey(key), key).toBe(false)
  })

  it('a card link names only the plan: the audience follows it', () => {
    expect(parseAnswers(new URLSearchParams('lisans=ogrenci'))).toMatchObject({
      wish: 'ogrenci',
      audience: 'ogrenci',
    })
    expect(parseAnswers(new URLSearchParams('lisans=ogretmen'))).toMatchObject({ audience: 'ogretmen' })
    expect(parseAnswers(new URLSearchParams('lisans=lab'))).toMatchObject({ wish: 'lab', audience: 'lab' })
  })

  it.each([
    'kim=<script>alert(1)</script>',
    'kisi=0',
    'kisi=-3',
    'kisi=1e3',
    'kisi=12.5',
    'kisi=%00',
    'kisi=%20%2012',
    'kisi=０１２',
    'yer=../../etc',
    'platform=WINDOWS',
    'alim=surum4',
    'lisans=__proto__',
    'kim=constructor&kullanim=toString',
    'ayni-anda=99999999999999999999',
    'deneme=true',
    'okul=evet',
    'sahip=abc',
  ])('ignores %s and keeps the defaults', (query) => {
    expect(parseAnswers(new URLSearchParams(query))).toEqual(DEFAULT_ANSWERS)
  })

  it.each([
    ['kisi=501', 'users', '501', 500],
    ['kisi=1000000', 'users', '1000000', 500],
    ['kisi=0', 'users', '0', 1],
    ['kisi=-1', 'users', '-1', 1],
    ['kisi=4&kullanim=sirayla&ayni-anda=9', 'peak', '9', 4],
    ['alim=surum6&sahip=900', 'owned', '900', 500],
  ] as const)('clamps %s and says so', (query, field, given, used) => {
    const { answers: read, adjustments } = readAnswers(new URLSearchParams(query))
    expect(read[field]).toBe(used)
    expect(adjustments).toEqual([{ field, given, used }])
  })

  it('a clamped number shows its note, before and after the first paint alike (the view)', () => {
    const { answers: read, adjustments } = readAnswers(new URLSearchParams('kisi=600'))
    const view = advisorView(read, adjustments, data)
    expect(view.show['kisi-not']).toBe(true)
    expect(view.text['kisi-not']).toBe(
      'Adresteki kişi sayısı (600) 1 ile 500 arasında olmalı; 500 ile hesaplıyoruz.',
    )
    expect(view.text.oneri).toMatch(/^Rhino 8 Ticari Lisans × 500,/)
    expect(advisorView(DEFAULT_ANSWERS, [], data).show['kisi-not']).toBe(false)
  })
})

describe('the quote and the view', () => {
  it('an upgrade has no price: it comes with the quote, and the KDV note is not shown', () => {
    const given = answers({ users: 12, purchase: 'surum6' })
    const quote = quoteFor(advise(given, facts), data)
    expect(quote.totals).toBeNull()
    expect(quote.lines).toEqual([
      {
        name: "Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme)",
        quantity: 12,
        unitCents: null,
        lineCents: null,
      },
    ])
    const view = advisorView(given, [], data)
    expect(view.show.fiyatli).toBe(false)
    expect(view.text.toplam).toBe('Fiyat teklifle bildirilir')
    expect(view.show.sahip).toBe(true)
    expect(view.text['sahip-soru']).toBe('Kaç Rhino 6 lisansınız var?')
    expect(
      contactFieldsFor({
        invoice: invoiceFor({ lines: [given], invoice: null }),
        personalEducation: false,
        education: false,
        upgrade: true,
      }),
    ).toContain('keys')
  })

  it.each([
    ['surum5', "Rhino 5'ten"],
    ['surum6', "Rhino 6'dan"],
    ['surum7', "Rhino 7'den"],
  ] as const)('names the upgrade from %s with the right ending', (purchase, from) => {
    expect(quoteFor(advise(answers({ purchase }), facts), data).lines[0]?.name).toBe(
      `Rhino 8 Ticari Lisans (${from} yükseltme)`,
    )
  })

  it('a mixed order prices the new licences and says the upgrades come with the quote', () => {
    const view = advisorView(
      answers({ users: 12, purchase: 'surum6', owned: 10, placement: 'uzak' }),
      [],
      data,
    )
    expect(view.text.oneri).toBe(
      'Rhino 8 Ticari Lisans × 12 (10 yükseltme, 2 yeni), Cloud Zoo ile (bulut üzerinden)',
    )
    expect([view.text.satir1, view.text['satir1-fiyat']]).toEqual([
      "Rhino 8 Ticari Lisans (Rhino 6'dan yükseltme) × 10",
      'Fiyat teklifle bildirilir',
    ])
    expect([view.text.satir2, view.text['satir2-fiyat']]).toEqual([
      'Rhino 8 Ticari Lisans × 2',
      '995,00 € / adet',
    ])
    expect(view.text['toplam-etiket']).toBe('Toplam (yükseltmeler hariç)')
    expect(view.text.toplam).toBe('2.388,00 €')
  })

  it('the KDV note stands under a total that includes KDV, which the text says', () => {
    const view = advisorView(answers({ users: 3, placement: 'ag' }), [], data)
    expect(view.show.fiyatli).toBe(true)
    expect(view.text.toplam).toBe('3.582,00 €')
    expect(advisor.request.vatNote).toBe(
      'Birim fiyatlar ve ara toplam KDV hariçtir; toplam %20 KDV dâhildir.',
    )
  })

  it('the rules heading shows only above rules', () => {
    expect(advisorView(DEFAULT_ANSWERS, [], data).show.kurallar).toBe(false)
    expect(advisorView(answers({ users: 2 }), [], data).show.kurallar).toBe(true)
  })

  it('a teacher gets a teacher licence line at the student price', () => {
    const view = advisorView(answers({ audience: 'ogretmen' }), [], data)
    expect(view.text.satir1).toBe('Rhino 8 Öğretmen Lisansı × 1')
    expect(view.text.toplam).toBe('234,00 €')
  })

  it('a trial shows no quote: no price block, the download box instead', () => {
    const view = advisorView(answers({ wish: 'deneme', users: 5 }), [], data)
    expect(view.show).toMatchObject({ teklif: false, deneme: true, fiyatli: false })
    expect(view.text.durum).toContain('Teklif gerekmez')
  })

  it('names the lab licence one way', () => {
    const view = advisorView(answers({ audience: 'lab', users: 30, placement: 'ag' }), [], data)
    expect(view.text.oneri).toBe('Rhino 8 Laboratuvar Lisansı × 1, LAN Zoo ile (kendi sunucunuzda)')
  })
})
