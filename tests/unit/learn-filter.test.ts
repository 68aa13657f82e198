import { describe, expect, it } from 'vitest'
import { learningResources } from '../../src/data/learn.ts'
import type { LearningResource } from '../../src/shared/schemas/learn.ts'
import {
  DEFAULT_LEARN_FILTERS,
  filterLearningResources,
  parseLanguage,
  parseSector,
  type LearnFilters,
} from '../../src/lib/learn-filter.ts'

function resource(overrides: Partial<LearningResource>): LearningResource {
  return {
    id: 'x',
    title: 'Başlık',
    description: 'Açıklama',
    category: 'Başlangıç',
    type: 'Video',
    duration: '10 dk',
    image: '/images/learn/baslangic.svg',
    imageAlt: '',
    link: 'https://example.com/',
    isPurchase: false,
    language: 'Türkçe',
    sector: 'Genel',
    ...overrides,
  } as LearningResource
}

const fixtures: LearningResource[] = [
  resource({ id: 'isik', title: 'IŞIK ve Gölge', description: 'Render ayarları' }),
  resource({ id: 'lisans', title: 'Lisans Yönetimi', description: 'Cloud Zoo', language: 'İngilizce' }),
  resource({
    id: 'mimari',
    title: 'Cephe',
    description: 'Parametrik tasarım',
    category: 'Mimarlık',
    image: '/images/learn/mimarlik.svg',
    sector: 'Mimarlık',
  }),
  resource({
    id: 'izmir',
    title: 'İzmir Körfezi Tekne',
    description: 'Gövde modelleme (fairing)',
    category: 'Denizcilik',
    image: '/images/learn/denizcilik.svg',
    language: 'İngilizce',
    sector: 'Denizcilik',
  }),
]

const ids = (filters: Partial<LearnFilters>) =>
  filterLearningResources(fixtures, { ...DEFAULT_LEARN_FILTERS, ...filters }).map((item) => item.id)

describe('filterLearningResources: search text (Turkish case and folding)', () => {
  it.each([
    ['ışık', ['isik']],
    ['IŞIK', ['isik']],
    ['isik', ['isik']],
    ['Işık', ['isik']],
    ['LİSANS', ['lisans']],
    ['lisans', ['lisans']],
    ['LISANS', ['lisans']],
    ['lısans', ['lisans']],
    ['İZMİR', ['izmir']],
    ['izmir', ['izmir']],
    ['mimarlik', ['mimari']],
    ['MİMARLIK', ['mimari']],
    ['  cloud zoo  ', ['lisans']],
    ['fairing)', ['izmir']],
    ['yok-böyle-bir-şey', []],
  ])('%j → %j', (query, expected) => {
    expect(ids({ query })).toEqual(expected)
  })

  it('matches title, description or category', () => {
    expect(ids({ query: 'gölge' })).toEqual(['isik'])
    expect(ids({ query: 'parametrik' })).toEqual(['mimari'])
    expect(ids({ query: 'denizcilik' })).toEqual(['izmir'])
  })

  it.each(['', '   ', '\t\n'])('an empty query %j keeps everything', (query) => {
    expect(ids({ query })).toEqual(fixtures.map((item) => item.id))
  })
})

describe('filterLearningResources: language, sector and combinations', () => {
  it.each<[Partial<LearnFilters>, string[]]>([
    [{ language: 'turkce' }, ['isik', 'mimari']],
    [{ language: 'ingilizce' }, ['lisans', 'izmir']],
    [{ sector: 'genel' }, ['isik', 'lisans']],
    [{ sector: 'mimarlik' }, ['mimari']],
    [{ sector: 'peyzaj' }, []],
    [{ language: 'ingilizce', sector: 'denizcilik' }, ['izmir']],
    [{ language: 'turkce', sector: 'denizcilik' }, []],
    [{ query: 'lisans', language: 'turkce' }, []],
    [{ query: 'lisans', language: 'ingilizce', sector: 'genel' }, ['lisans']],
    [{ query: 'a', language: 'all', sector: 'all' }, ['isik', 'lisans', 'mimari', 'izmir']],
  ])('%j → %j', (filters, expected) => {
    expect(ids(filters)).toEqual(expected)
  })

  it('the real data: 20 resources, all shown without filters', () => {
    expect(learningResources).toHaveLength(20)
    expect(filterLearningResources(learningResources, DEFAULT_LEARN_FILTERS)).toHaveLength(20)
  })
})

describe('filterLearningResources: hostile input', () => {
  it.each([
    ['10,000 characters', 'a'.repeat(10_000)],
    ['regex metacharacters', '.*('],
    ['more metacharacters', '[a-z]+$^\\d{2}|(?<x>)'],
    ['emoji', '🦏🚀👩‍💻'],
    ['markup', '<script>alert(1)</script>'],
    ['lone surrogate', '\ud800'],
  ])('%s: returns without throwing and matches literally', (_name, query) => {
    expect(() => ids({ query })).not.toThrow()
    expect(ids({ query })).toEqual([])
  })
})

describe('URL values', () => {
  it.each([
    ['turkce', 'turkce'],
    ['ingilizce', 'ingilizce'],
    ['all', 'all'],
    [null, 'all'],
    ['', 'all'],
    ['Türkçe', 'all'],
    ['<script>', 'all'],
  ])('parseLanguage(%j) → %j', (value, expected) => {
    expect(parseLanguage(value)).toBe(expected)
  })
  it.each([
    ['mimarlik', 'mimarlik'],
    ['uretim', 'uretim'],
    [undefined, 'all'],
    ['MIMARLIK', 'all'],
    ['toString', 'all'],
  ])('parseSector(%j) → %j', (value, expected) => {
    expect(parseSector(value)).toBe(expected)
  })
})
