import { describe, expect, it } from 'vitest'
import { supportSections } from '../../src/data/support.ts'
import type { SupportSection } from '../../src/shared/schemas/support.ts'
import { filterSupportSections } from '../../src/lib/support-filter.ts'

const fixtures: SupportSection[] = [
  {
    id: 'licenses',
    title: 'Lisanslama',
    description: 'Cloud Zoo ve LAN Zoo kurulumu.',
    icon: 'KeyRound',
    links: [
      { title: 'Yöntemler', description: 'Tek bilgisayar veya ağ.', url: '/licensing/methods' },
      { title: 'EULA', description: 'Sözleşme metni.', url: '/licensing/eula' },
    ],
  },
  {
    id: 'advanced',
    title: 'İleri Düzey Konular',
    description: 'BT yöneticileri için.',
    icon: 'Wrench',
    links: [
      { title: 'Işık ve Gölge Ayarları', description: 'Görüntü modları.', url: '/wiki/gelismis-goruntu' },
      { title: 'Makro Oluşturma', description: 'Komut dizileri.', url: '/wiki/macro-olusturma' },
      {
        title: 'Geliştirici Platformu',
        description: 'RhinoCommon ile eklenti; lisans API.',
        url: 'https://developer.rhino3d.com/',
        isExternal: true,
      },
    ],
  },
  {
    id: 'community',
    title: 'Topluluk',
    description: 'Forum ve video kanalı.',
    icon: 'MessagesSquare',
    links: [
      { title: 'Forum', description: 'Soru sorun.', url: 'https://discourse.mcneel.com/', isExternal: true },
    ],
  },
]

type Expected = Record<string, string[]>

function summary(query: string, extra?: readonly string[]): Expected {
  return Object.fromEntries(
    filterSupportSections(fixtures, query, extra).map((section) => [
      section.id,
      section.links.map((link) => link.url),
    ]),
  )
}

const all = summary('')

describe('filterSupportSections: Turkish case and folding', () => {
  it.each<[string, Expected]>([
    ['lisans', { licenses: all.licenses!, advanced: ['https://developer.rhino3d.com/'] }],
    ['LİSANS', { licenses: all.licenses!, advanced: ['https://developer.rhino3d.com/'] }],
    ['LISANS', { licenses: all.licenses!, advanced: ['https://developer.rhino3d.com/'] }],
    ['lısans', { licenses: all.licenses!, advanced: ['https://developer.rhino3d.com/'] }],
    ['ışık', { advanced: ['/wiki/gelismis-goruntu'] }],
    ['IŞIK', { advanced: ['/wiki/gelismis-goruntu'] }],
    ['isik', { advanced: ['/wiki/gelismis-goruntu'] }],
    ['İLERİ', { advanced: all.advanced! }],
    ['ileri düzey', { advanced: all.advanced! }],
  ])('%j', (query, expected) => {
    expect(summary(query)).toEqual(expected)
  })
})

describe('filterSupportSections: section versus link matches', () => {
  it('a section title match keeps the whole section', () => {
    expect(summary('topluluk')).toEqual({ community: all.community })
  })
  it('a section description match keeps the whole section', () => {
    expect(summary('LAN zoo')).toEqual({ licenses: all.licenses })
  })
  it('a link title match keeps only that link', () => {
    expect(summary('makro')).toEqual({ advanced: ['/wiki/macro-olusturma'] })
  })
  it('a link description match keeps only that link', () => {
    expect(summary('sözleşme')).toEqual({ licenses: ['/licensing/eula'] })
  })
  it('keeps section order and does not mutate the input', () => {
    const before = JSON.stringify(fixtures)
    expect(Object.keys(summary('o'))).toEqual(['licenses', 'advanced', 'community'])
    expect(JSON.stringify(fixtures)).toBe(before)
  })
  it.each(['', '   ', '\n'])('an empty query %j returns every section unchanged', (query) => {
    expect(filterSupportSections(fixtures, query)).toEqual(fixtures)
  })
  it('no match leaves nothing', () => {
    expect(filterSupportSections(fixtures, 'zzzz-yok')).toEqual([])
  })
  it('search-engine hits (extraLinkUrls) are kept on top of substring matches', () => {
    expect(summary('makro', ['https://discourse.mcneel.com/'])).toEqual({
      advanced: ['/wiki/macro-olusturma'],
      community: ['https://discourse.mcneel.com/'],
    })
  })
})

describe('filterSupportSections: hostile input', () => {
  it.each([
    ['10,000 characters', 'x'.repeat(10_000)],
    ['regex metacharacters', '.*('],
    ['more metacharacters', '\\d+[^)]{2}|$'],
    ['emoji', '🦏🔑'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('%s: returns without throwing', (_name, query) => {
    expect(() => filterSupportSections(fixtures, query)).not.toThrow()
    expect(filterSupportSections(fixtures, query)).toEqual([])
  })
})

describe('the real support data', () => {
  it('has the seven sections of the spec', () => {
    expect(supportSections.map((section) => section.id)).toEqual([
      'contact',
      'top-questions',
      'licenses',
      'resources',
      'industry',
      'advanced',
      'community',
    ])
  })
  it("'lisans' keeps the whole licensing section", () => {
    const licenses = filterSupportSections(supportSections, 'LİSANS').find(
      (section) => section.id === 'licenses',
    )
    expect(licenses?.links).toHaveLength(
      supportSections.find((section) => section.id === 'licenses')!.links.length,
    )
  })
})
