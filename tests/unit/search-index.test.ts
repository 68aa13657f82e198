// The search index format and its lookups: postings, field lengths, prefix and typo matching, version checks.
import { describe, expect, it } from 'vitest'
import { buildIndexes, SearchEngine, type SearchDocument } from '../../src/shared/search/engine'
import { INDEX_VERSION } from '../../src/shared/search/index-format'
import { fuzzyMatches, lowerBound, prefixRange } from '../../src/shared/search/term-lookup'

const documents: SearchDocument[] = [
  {
    id: 'wiki:a',
    kind: 'wiki',
    title: 'Lisans lisans yönetimi',
    description: 'Cloud Zoo ile lisans',
    headings: 'Kurulum',
    text: 'Lisansları yönetin.',
    url: '/wiki/a',
  },
  {
    id: 'page:b',
    kind: 'page',
    title: 'Grasshopper eklentileri',
    description: 'Görsel programlama',
    headings: 'Eklenti · Lisans',
    text: '',
    url: '/b',
  },
  {
    id: 'support:c',
    kind: 'support',
    title: 'Grasshopper forumu',
    description: '',
    headings: '',
    text: '',
    url: '/b',
  },
]

/** Textbook Levenshtein distance, to check the banded, prefix-sharing one against. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}

describe('buildIndexes', () => {
  const { meta, full } = buildIndexes(documents)

  it('writes sorted terms, gap-encoded postings with counts, and distinct-token field lengths', () => {
    expect(meta.terms).toEqual([...meta.terms].sort())
    expect(meta.fields).toEqual(['title', 'headings'])
    const lisans = meta.terms.indexOf('lisans')
    // Title: document 0 twice. Headings: document 1 once.
    expect(meta.postings[lisans]).toEqual([[0, -2], [1]])
    // 'Lisans lisans yönetimi': three distinct raw tokens (as MiniSearch counted them).
    expect(meta.lengths[0]).toEqual([3, 2, 2])
    expect(meta.averageLengths[0]).toBeCloseTo(7 / 3)
    expect(meta.documents[2]).toEqual(['support', 'Grasshopper forumu', '/b'])
    expect(full.fields).toEqual(['description', 'text'])
    expect(full.descriptions).toEqual(['Cloud Zoo ile lisans', 'Görsel programlama', ''])
    expect(full.postings[full.terms.indexOf('lisans')]).toEqual([[0], [0]])
  })

  it('is deterministic and survives JSON', () => {
    expect(JSON.parse(JSON.stringify(buildIndexes(documents)))).toEqual({ meta, full })
  })
})

describe('term lookups', () => {
  const terms = ['egri', 'egrisel', 'eklenti', 'grasshopper', 'lisans', 'lisanslam', 'lisan', 'yuzey'].sort()

  it('finds positions and prefix ranges by binary search', () => {
    expect(terms[lowerBound(terms, 'lisans')]).toBe('lisans')
    expect(lowerBound(terms, 'zzz')).toBe(terms.length)
    const [start, end] = prefixRange(terms, 'lisan')
    expect(terms.slice(start, end)).toEqual(['lisan', 'lisans', 'lisanslam'])
    const [none, alsoNone] = prefixRange(terms, 'qq')
    expect(none).toBe(alsoNone)
  })

  it.each([
    ['lisnas', 1],
    ['lisnas', 2],
    ['grashoper', 2],
    ['egri', 1],
    ['yuzeyy', 1],
    ['xxxxx', 2],
  ])('fuzzyMatches(%j, %i) agrees with plain Levenshtein', (query, distance) => {
    const expected = new Map(
      terms
        .map((term, position) => [position, levenshtein(term, query)] as const)
        .filter(([, found]) => found <= distance),
    )
    expect(fuzzyMatches(terms, query, distance)).toEqual(expected)
  })
})

describe('SearchEngine', () => {
  const { meta, full } = buildIndexes(documents)

  it('refuses an index of another version or parts that do not belong together', () => {
    expect(() => new SearchEngine({ ...meta, version: (INDEX_VERSION + 1) as typeof INDEX_VERSION })).toThrow(
      /version/,
    )
    const engine = new SearchEngine(meta)
    expect(() => engine.addFullIndex({ ...full, documentCount: 99 })).toThrow(/do not match/)
  })

  it('answers from the meta part first, with descriptions once the body part is added', () => {
    const engine = new SearchEngine(JSON.stringify(meta))
    expect(engine.search('cloud')).toEqual([])
    expect(engine.search('lisans')[0]).toMatchObject({ url: '/wiki/a', description: '' })
    engine.addFullIndex(JSON.stringify(full))
    expect(engine.hasFullIndex).toBe(true)
    expect(engine.search('cloud').map((hit) => hit.url)).toEqual(['/wiki/a'])
    expect(engine.search('lisans')[0]).toMatchObject({ url: '/wiki/a', description: 'Cloud Zoo ile lisans' })
  })

  it('ranks by score, keeps one hit per destination, honours limit, kinds and AND', () => {
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    const hits = engine.search('grasshopper lisans')
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a))
    expect(new Set(hits.map((hit) => hit.url)).size).toBe(hits.length)
    expect(engine.search('grasshopper lisans', { limit: 1 })).toHaveLength(1)
    expect(engine.search('grasshopper', { kinds: ['support'] }).map((hit) => hit.kind)).toEqual(['support'])
    expect(engine.search('grasshopper lisans', { combineWith: 'AND' }).map((hit) => hit.url)).toEqual(['/b'])
  })

  it('answers the same whatever was asked before (its working arrays are reused)', () => {
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    const first = engine.search('lisans grasshopper')
    engine.search('grasshopper', { kinds: ['support'], combineWith: 'AND' })
    engine.search('görsel programlama eklenti')
    expect(engine.search('lisans grasshopper')).toEqual(first)
    expect(engine.search('lisans', { kinds: [] })).toEqual([])
  })

  it('tries typos only for the words that found nothing, and reports the matched terms', () => {
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    expect(engine.search('grashopper').map((hit) => hit.url)).toEqual(['/b'])
    const hits = engine.search('grashopper lisans')
    expect(hits.map((hit) => hit.url).sort()).toEqual(['/b', '/wiki/a'])
    expect(hits[0]!.terms).toEqual(expect.arrayContaining(['grasshopper', 'lisans']))
    const { meta: small } = buildIndexes(
      ['lisans', 'lisans kur', 'lisans al', 'lisens'].map((title, index) => ({
        ...documents[0]!,
        id: String(index),
        title,
        url: `/${index}`,
      })),
    )
    const engine2 = new SearchEngine(small)
    // One letter off: typos find all four. 'lisans' itself found three (enough), so 'lisens' is not tried; with
    // fewer than three, typos are tried for every word.
    expect(
      engine2
        .search('lisxns')
        .map((hit) => hit.url)
        .sort(),
    ).toEqual(['/0', '/1', '/2', '/3'])
    expect(
      engine2
        .search('lisans')
        .map((hit) => hit.url)
        .sort(),
    ).toEqual(['/0', '/1', '/2'])
    expect(engine2.search('lisens').map((hit) => hit.url)).toEqual(['/3', '/0', '/1', '/2'])
  })
})
