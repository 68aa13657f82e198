// The engine on a small hand-made corpus: the two indexes, ranking, one hit per destination, kinds, AND, typos,
// document weights.
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import {
  buildIndexes,
  DOCUMENT_BOOSTS,
  fuzziness,
  GLOSSARY_HIT_POSITION,
  indexOptions,
  prefixLast,
  querySearchOptions,
  SearchEngine,
  SUMMARY_LENGTH,
  summaryOf,
  type SearchDocument,
} from '../../src/shared/search/engine.ts'
import { queryTerms } from '../../src/shared/search/text-processing.ts'

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
    headings: 'Eklenti',
    text: 'Lisans',
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

describe('buildIndexes', () => {
  it('keeps titles, commands, headings and glossary synonyms in the meta index and the rest in the full one, and survives JSON', () => {
    const { meta, full } = buildIndexes(documents)
    expect(meta.fieldIds).toEqual({ title: 0, command: 1, headings: 2, keywords: 3, synonyms: 4 })
    expect(Object.keys(full.fieldIds)).toEqual(['description', 'text'])
    // The full index borrows the meta index's document ids.
    expect(Object.values(meta.documentIds)).toEqual(['wiki:a', 'page:b', 'support:c'])
    expect(full.documentIds).toEqual({})
    expect(JSON.parse(JSON.stringify(buildIndexes(documents)))).toEqual(
      JSON.parse(JSON.stringify({ meta, full })),
    )
    // Index terms are processed: folded and stemmed ('Lisansları' → 'lisans', 'yönetin' folded).
    expect(JSON.stringify(full.index)).not.toMatch(/lisansları|ö/)
  })
})

describe('prefixLast', () => {
  it('expands only the last word of the query, from three letters', () => {
    expect(prefixLast('lis', 0, ['lis'])).toBe(true)
    expect(prefixLast('li', 0, ['li'])).toBe(false)
    expect(prefixLast('lisans', 0, ['lisans', 'dog'])).toBe(false)
    expect(prefixLast('dog', 1, ['lisans', 'dog'])).toBe(true)
  })
})

describe('SearchEngine', () => {
  const { meta, full } = buildIndexes(documents)

  it('answers from the meta index first, with descriptions once the full index is added', () => {
    const engine = new SearchEngine(JSON.stringify(meta))
    expect(engine.search('cloud')).toEqual([])
    expect(engine.search('lisans')[0]).toMatchObject({ url: '/wiki/a', description: '' })
    engine.addFullIndex(JSON.stringify(full))
    expect(engine.hasFullIndex).toBe(true)
    expect(engine.documentCount).toBe(3)
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
    expect(engine.search('grasshopper lisans', { limit: 0 })).toEqual([])
    expect(engine.search('grasshopper', { kinds: ['support'] }).map((hit) => hit.kind)).toEqual(['support'])
    expect(engine.search('grasshopper lisans', { combineWith: 'AND' }).map((hit) => hit.url)).toEqual(['/b'])
    expect(engine.search('lisans', { kinds: [] })).toEqual([])
  })

  it('keeps the best-ranked of the documents that lead to the same URL', () => {
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    // 'page:b' (title and headings) and 'support:c' (title only) both lead to '/b'.
    const [hit, ...rest] = engine.search('grasshopper')
    expect(hit).toMatchObject({ url: '/b', kind: 'page', title: 'Grasshopper eklentileri' })
    expect(rest.some((other) => other.url === '/b')).toBe(false)
  })

  it('ranks the page about a command above a long listing of commands and above a passing mention', () => {
    const commandDocuments: SearchDocument[] = [
      {
        id: 'page:feature',
        kind: 'page',
        title: 'Modelleme Basitleştirildi',
        description: 'Yüzleri itip çekin.',
        headings: '',
        command: 'PushPull',
        keywords: 'PushPull Gumball FilletEdge',
        text: '',
        url: '/features/modeling',
      },
      {
        id: 'learn:several',
        kind: 'learn',
        title: 'Yenilikler: ShrinkWrap, PushPull ve SubD',
        description: '',
        headings: '',
        text: '',
        url: '/learn?q=yenilikler',
      },
      {
        id: 'wiki:list',
        kind: 'wiki',
        title: 'Komut Listesi',
        description: '',
        headings: '',
        keywords:
          Array.from({ length: 200 }, (_, index) => `Komut${index}`).join(' ') + ' PushPull QuadRemesh',
        text: '',
        url: '/wiki/command-list',
      },
      {
        id: 'wiki:workflow',
        kind: 'wiki',
        title: 'Tarama',
        description: '',
        headings: '',
        keywords: 'QuadRemesh ToSubD',
        text: 'QuadRemesh ile dörtgen mesh.',
        url: '/wiki/tarama',
      },
      {
        id: 'wiki:forum',
        kind: 'wiki',
        title: 'Forum',
        description: '',
        headings: '',
        text: 'Örneğin "QuadRemesh" aratın.',
        url: '/wiki/forum',
      },
    ]
    const indexes = buildIndexes(commandDocuments)
    const engine = new SearchEngine(indexes.meta)
    engine.addFullIndex(indexes.full)
    expect(engine.search('pushpull').map((hit) => hit.url)[0]).toBe('/features/modeling')
    expect(engine.search('quadremesh').map((hit) => hit.url)).toEqual([
      '/wiki/tarama',
      '/wiki/command-list',
      '/wiki/forum',
    ])
  })

  it('answers several words with the documents holding all of them when they fill the limit', () => {
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    // '/wiki/a' scores higher ('Lisans lisans' in its title) but holds one of the two words only.
    expect(engine.search('grasshopper lisans', { limit: 2 }).map((hit) => hit.url)).toEqual(['/wiki/a', '/b'])
    // One document holds both: enough for a single hit.
    expect(engine.search('grasshopper lisans', { limit: 1 }).map((hit) => hit.url)).toEqual(['/b'])
  })

  it('finds by prefix only with the last word', () => {
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    expect(engine.search('grass').map((hit) => hit.url)).toEqual(['/b'])
    expect(engine.search('grass yönetimi', { combineWith: 'AND' })).toEqual([])
    // A complete word before the last one is not expanded: 'grass' is not 'grasshopper' there.
    expect(engine.search('grass lisans', { combineWith: 'AND' })).toEqual([])
    expect(engine.search('lisans grass', { combineWith: 'AND' }).map((hit) => hit.url)).toEqual(['/b'])
  })

  it('tries typos only for the words that found nothing, and reports the matched terms', () => {
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    expect(engine.search('grashopper').map((hit) => hit.url)).toEqual(['/b'])
    const hits = engine.search('grashopper lisans')
    expect(hits.map((hit) => hit.url).sort()).toEqual(['/b', '/wiki/a'])
    expect(hits.flatMap((hit) => hit.terms)).toEqual(expect.arrayContaining(['grasshopper', 'lisans']))
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

describe('what the indexes store', () => {
  const long = `${'Uzun bir açıklama cümlesi, '.repeat(12)}son.`

  it('a description is cut to a summary at a word boundary; a short one stays whole', () => {
    expect(summaryOf('Kısa açıklama.')).toBe('Kısa açıklama.')
    const summary = summaryOf(long)
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH)
    expect(summary).toMatch(/\p{L}…$/u)
    expect(long.startsWith(summary.slice(0, -1))).toBe(true)
  })

  it('the full index stores only the summary; kind, title and URL come from the meta index', () => {
    const { meta, full } = buildIndexes([{ ...documents[0]!, description: long }, ...documents.slice(1)])
    const stored = Object.values(full.storedFields) as Record<string, unknown>[]
    expect(stored.every((fields) => Object.keys(fields).join() === 'summary')).toBe(true)
    expect(Object.values(meta.storedFields)[0]).toEqual({
      kind: 'wiki',
      title: 'Lisans lisans yönetimi',
      url: '/wiki/a',
    })
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    expect(engine.search('lisans')[0]).toMatchObject({
      kind: 'wiki',
      title: 'Lisans lisans yönetimi',
      url: '/wiki/a',
      description: summaryOf(long),
    })
  })

  it('a document can show a summary that is not indexed (a glossary entry is found by its names)', () => {
    const entry: SearchDocument = {
      id: 'glossary:katman',
      kind: 'wiki',
      title: 'Katman (Layer)',
      description: '',
      summary: 'Nesneleri gruplayan düzen birimi.',
      headings: '',
      text: '',
      url: '/wiki/sozluk#katman',
    }
    const { meta, full } = buildIndexes([entry])
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    expect(engine.search('gruplayan')).toEqual([])
    expect(engine.search('katman')[0]?.description).toBe('Nesneleri gruplayan düzen birimi.')
  })
})

describe('glossary entries among the hits', () => {
  const page = (index: number, title: string): SearchDocument => ({
    id: `wiki:${index}`,
    kind: 'wiki',
    title,
    description: '',
    headings: '',
    text: '',
    url: `/wiki/${index}`,
  })
  const entry = (anchor: string, title: string): SearchDocument => ({
    ...page(0, title),
    id: `glossary:${anchor}`,
    url: `/wiki/sozluk#${anchor}`,
  })

  it('the best entry comes after the best pages, however high it scores; one entry only', () => {
    const { meta, full } = buildIndexes([
      entry('kaydirici', 'Kaydırıcı'),
      entry('kaydirici-2', 'Kaydırıcı kaydırıcı'),
      { ...page(1, 'Grasshopper temelleri'), text: 'Bir sayı kaydırıcısı ile başlayın.' },
      { ...page(2, 'Parametrik tasarım'), text: 'Kaydırıcı değerini değiştirin.' },
      { ...page(3, 'Paneller'), text: 'Panel, kaydırıcı ve düğümler.' },
    ])
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    const hits = engine.search('kaydırıcı')
    const urls = hits.map((hit) => hit.url)
    // The entry scores highest (its title is the term) and still comes after the pages.
    const entryHit = hits.find((hit) => hit.url.startsWith('/wiki/sozluk'))!
    expect(Math.max(...hits.map((hit) => hit.score))).toBe(entryHit.score)
    expect(urls.filter((url) => url.startsWith('/wiki/sozluk'))).toHaveLength(1)
    expect(urls.findIndex((url) => url.startsWith('/wiki/sozluk'))).toBe(GLOSSARY_HIT_POSITION)
    expect(urls).toHaveLength(4)
  })

  it('with fewer pages it follows them, and alone it is the answer', () => {
    const { meta, full } = buildIndexes([entry('katman', 'Katman'), page(1, 'Katman yönetimi üzerine')])
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    expect(engine.search('katman').map((hit) => hit.url)).toEqual(['/wiki/1', '/wiki/sozluk#katman'])
    expect(engine.search('katman', { limit: 1 }).map((hit) => hit.url)).toEqual(['/wiki/1'])
    const { meta: alone } = buildIndexes([entry('katman', 'Katman')])
    expect(new SearchEngine(alone).search('katman').map((hit) => hit.url)).toEqual(['/wiki/sozluk#katman'])
  })
})

describe('the two indexes together', () => {
  const body = (index: number): SearchDocument => ({
    id: `wiki:${index}`,
    kind: 'wiki',
    title: ['Katman yönetimi', 'Eğri çizme', 'Yüzey ve katman', 'Render'][index % 4]!,
    description: ['Katmanları düzenleyin.', 'Bir eğri çizer.', '', 'Katman renkleri ve yüzey'][index % 4]!,
    headings: index % 2 ? 'Katman · Eğri' : 'Yüzey',
    keywords: index % 3 ? 'Layer' : '',
    text: 'Katman ve eğri, yüzey ve render; katman. '.repeat((index % 5) + 1),
    url: `/wiki/${index}`,
  })
  const corpus = Array.from({ length: 12 }, (_, index) => body(index))

  it('score every document as one index holding every field would', () => {
    const { meta, full } = buildIndexes(corpus)
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    const single = new MiniSearch<SearchDocument>({
      ...indexOptions('meta'),
      fields: ['title', 'command', 'headings', 'keywords', 'synonyms', 'description', 'text'],
    })
    single.addAll(corpus)
    const scores = (results: { id: unknown; score: number }[]) =>
      results.map((result): [string, number] => [String(result.id), result.score])
    for (const query of ['katman', 'katman eğri', 'yüzey render katman', 'layer çizme']) {
      for (const combineWith of ['OR', 'AND'] as const) {
        const text = queryTerms(query).join(' ')
        const expected = scores(single.search(text, { ...querySearchOptions, combineWith }))
        const found = engine
          .search(query, { limit: 50, combineWith })
          .map((hit): [string, number] => [`wiki:${hit.url.slice('/wiki/'.length)}`, hit.score])
        expect(
          found.map(([id]) => id),
          `${query} ${combineWith}`,
        ).toEqual(expected.map(([id]) => id))
        found.forEach(([, score], index) => expect(score).toBeCloseTo(expected[index]![1], 6))
      }
    }
    // A typo: the engine's second pass with typo tolerance finds what the single index finds that way.
    const typo = scores(
      single.search(queryTerms('katmn').join(' '), { ...querySearchOptions, fuzzy: fuzziness }),
    )
    const typoScores = engine.search('katmn', { limit: 50 }).map((hit) => hit.score)
    expect(typoScores).toHaveLength(typo.length)
    typoScores.forEach((score, index) => expect(score).toBeCloseTo(typo[index]![1], 6))
  })
})

describe('document weights', () => {
  const page = (id: string, url: string): SearchDocument => ({
    id,
    kind: 'page',
    title: 'Lisans türleri',
    description: 'Öğrenci lisansı, laboratuvar lisansı ve ticari lisans.',
    headings: 'Lisans',
    text: 'Lisans koşulları.',
    url,
  })

  it('put the legal texts (licence agreement, KVKK, cookies) after a page with the same words', () => {
    const { meta, full } = buildIndexes([
      page('page:/licensing/eula', '/licensing/eula'),
      page('page:/kvkk', '/kvkk'),
      page('page:/cerezler', '/cerezler'),
      page('page:/for/education', '/for/education'),
      page('wiki:lisans-yonetimi', '/wiki/lisans-yonetimi'),
    ])
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    const urls = engine.search('öğrenci lisansı').map((hit) => hit.url)
    expect(urls.slice(0, 2).sort()).toEqual(['/for/education', '/wiki/lisans-yonetimi'])
    expect(urls.slice(2).sort()).toEqual(['/cerezler', '/kvkk', '/licensing/eula'])
    expect(DOCUMENT_BOOSTS.legal).toBeLessThan(1)
  })

  it('let a glossary entry whose names hold the query take the third place from a page that only shares a word', () => {
    const entry: SearchDocument = {
      id: 'glossary:gizleme',
      kind: 'wiki',
      title: 'Gizleme (Hide)',
      description: 'Hide seçili nesneleri görünümden kaldırır; Show gizlenmiş nesneleri geri getirir.',
      keywords: 'Hide Show',
      synonyms: 'nesne gizleme gizle',
      headings: '',
      text: '',
      url: '/wiki/sozluk/g-k#gizleme',
    }
    const article = (index: number): SearchDocument => ({
      id: `wiki:${index}`,
      kind: 'wiki',
      title: ['Nesne seçimi', 'Nesne özellikleri', 'Nesne yakalama'][index]!,
      // They hold both words, but 'gizleme' only in passing: they score less than the entry at half weight, more
      // than it at a quarter.
      description: 'Nesneleri gizleme.',
      headings: 'Nesne',
      text: 'Nesne.',
      url: `/wiki/${index}`,
    })
    const { meta, full } = buildIndexes([entry, article(0), article(1), article(2)])
    const engine = new SearchEngine(meta)
    engine.addFullIndex(full)
    expect(engine.search('nesne gizleme').map((hit) => hit.url)[GLOSSARY_HIT_POSITION]).toBe(entry.url)
  })
})
