// The places that link to an article and what a deletion or a rename writes there (src/admin/link-places.ts): on the
// site's own files (the staff review's deletion of "Özel Araç Çubuğu" and renaming of "Bézier Eğrileri Nedir") and on
// small files for each rule.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  linkPlaces,
  rewritePlaces,
  sentenceAround,
  type LinkPlace,
  type PlaceAction,
  type RepositoryFile,
} from '../../src/admin/link-places.ts'

const siteFiles: RepositoryFile[] = [
  ...readdirSync('content/wiki')
    .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
    .map((name) => ({
      path: `content/wiki/${name}`,
      title: name,
      text: readFileSync(`content/wiki/${name}`, 'utf8'),
    })),
  {
    path: 'content/data/glossary.yaml',
    title: 'Terimler sözlüğü',
    text: readFileSync('content/data/glossary.yaml', 'utf8'),
  },
  {
    path: 'content/data/support.yaml',
    title: 'Destek sayfası',
    text: readFileSync('content/data/support.yaml', 'utf8'),
  },
]
const wikiPage = (file: string) =>
  /^content\/wiki\/(.+)\.md$/.exec(file)?.[1] && `/wiki/${/^content\/wiki\/(.+)\.md$/.exec(file)![1]}`
const changedText = (files: RepositoryFile[], path: string) =>
  files.find((file) => file.path === path)?.text ?? ''
const file = (path: string, text: string): RepositoryFile => ({ path, title: path, text })

describe('deleting "Özel Araç Çubuğu" for "Makro Oluşturma" (the staff review, task 6)', () => {
  const others = siteFiles.filter((candidate) => candidate.path !== 'content/wiki/ozel-arac-cubugu.md')
  const places = linkPlaces(others, ['/wiki/ozel-arac-cubugu'])
  const point: PlaceAction = { kind: 'point', to: '/wiki/macro-olusturma', title: 'Makro Oluşturma' }
  const changed = rewritePlaces(others, places, () => point, {
    oldTitle: 'Özel Araç Çubuğu',
    pageOf: wikiPage,
  })

  it('finds every place with its sentence: four articles and three glossary entries', () => {
    expect(new Set(places.map((place) => place.file)).size).toBe(5)
    expect(places.filter((place) => place.file === 'content/data/glossary.yaml')).toHaveLength(3)
    const sentence = places.find((place) => place.kind === 'text')!
    expect(sentence).toMatchObject({ file: 'content/wiki/macro-olusturma.md', text: 'Özel Araç Çubuğu' })
    expect(sentence.context).toBe('Ayrıntılar için Özel Araç Çubuğu makalesine bakın.')
    expect(places.find((place) => place.kind === 'address-list')!.context).toMatch(/^“.+” › ilgili sayfalar$/)
    expect(places.find((place) => place.kind === 'list-item')!.context).toBe(
      '“İlgili Makaleler” listesi: Özel Araç Çubuğu',
    )
  })

  it('gives the links the new title, never a self-link and never a page twice in a list', () => {
    const macro = changedText(changed, 'content/wiki/macro-olusturma.md')
    // Its own links: the sentence keeps its words without the link; the related list loses the entry.
    expect(macro).toContain('Ayrıntılar için Özel Araç Çubuğu makalesine bakın.')
    expect(macro).not.toContain('/wiki/macro-olusturma')
    expect(macro).not.toMatch(/^- \[Özel Araç Çubuğu\]/m)
    // Elsewhere the link leads to the replacement under its title; a list that already named it names it once.
    const gelismis = changedText(changed, 'content/wiki/gelismis-goruntu.md')
    expect(gelismis).toContain('- [Makro Oluşturma](/wiki/macro-olusturma)')
    expect(gelismis).not.toContain('Özel Araç Çubuğu')
    for (const path of ['content/wiki/command-list.md', 'content/wiki/gizli-sirlar.md']) {
      const text = changedText(changed, path)
      expect(text.match(/\(\/wiki\/macro-olusturma\)/g) ?? [], path).toHaveLength(1)
      expect(text, path).not.toContain('ozel-arac-cubugu')
    }
    const glossary = parse(changedText(changed, 'content/data/glossary.yaml')) as {
      entries: { related: string[] }[]
    }
    for (const entry of glossary.entries) expect(new Set(entry.related).size).toBe(entry.related.length)
    expect(changedText(changed, 'content/data/glossary.yaml')).not.toContain('/wiki/ozel-arac-cubugu')
  })

  it('changes nothing but the places: every other line as written', () => {
    for (const after of changed) {
      const before = others.find((candidate) => candidate.path === after.path)!.text.split('\n')
      const lines = after.text.split('\n')
      const kept = before.filter((line) => !line.includes('ozel-arac-cubugu'))
      expect(lines.filter((line) => !/macro-olusturma|Özel Araç Çubuğu/.test(line))).toEqual(
        kept.filter((line) => !/macro-olusturma|Özel Araç Çubuğu/.test(line)),
      )
    }
  })

  it('keeps the words and removes the link where staff choose so', () => {
    const unlinked = rewritePlaces(others, places, () => ({ kind: 'remove' }), { pageOf: wikiPage })
    expect(changedText(unlinked, 'content/wiki/macro-olusturma.md')).toContain(
      'Ayrıntılar için Özel Araç Çubuğu makalesine bakın.',
    )
    expect(changedText(unlinked, 'content/wiki/gelismis-goruntu.md')).not.toContain('Özel Araç Çubuğu')
    expect(changedText(unlinked, 'content/data/glossary.yaml')).toContain('related: [/wiki/command-list]')
  })
})

describe('renaming "Bézier Eğrileri Nedir" (the staff review, task 5)', () => {
  const others = siteFiles.filter((candidate) => candidate.path !== 'content/wiki/bezier-egrileri-nedir.md')
  const places = linkPlaces(others, ['/wiki/bezier-egrileri-nedir'])
  const changed = rewritePlaces(
    others,
    places,
    () => ({ kind: 'point', to: '/wiki/bezier-egrileri', title: 'Bézier Eğrileri', samePage: true }),
    { oldTitle: 'Bézier Eğrileri Nedir' },
  )

  it('gives links written with the old title the new one, at the new address', () => {
    const titled = places.filter((place) => place.text === 'Bézier Eğrileri Nedir')
    expect(titled.length).toBeGreaterThan(0)
    for (const place of titled)
      expect(changedText(changed, place.file)).toContain('[Bézier Eğrileri](/wiki/bezier-egrileri)')
    for (const after of changed) expect(after.text).not.toContain('/wiki/bezier-egrileri-nedir')
  })

  it('keeps the words of links written otherwise, and the part of the page they point to', () => {
    const files = [
      file('content/wiki/a.md', '---\ntitle: A\n---\n\nBir [Bézier eğrisi](/wiki/eski#kontrol) çizin.\n'),
    ]
    const [after] = rewritePlaces(
      files,
      linkPlaces(files, ['/wiki/eski']),
      () => ({ kind: 'point', to: '/wiki/yeni', title: 'Yeni', samePage: true }),
      {
        oldTitle: 'Eski',
      },
    )
    expect(after!.text).toContain('Bir [Bézier eğrisi](/wiki/yeni#kontrol) çizin.')
  })
})

describe('each rule on a small file', () => {
  const article = file(
    'content/wiki/kaynaklar.md',
    '---\ntitle: Kaynaklar\nparent: eski\n---\n\nGiriş. [Eski Ad](/wiki/eski) burada, **[eski](/wiki/eski#b)** orada.\n\n## Liste\n- [Yeni Ad](/wiki/yeni)\n- [Eski Ad](/wiki/eski)\n',
  )
  const data = file(
    'content/data/support.yaml',
    '# Yorum kalır.\nlinks:\n  - title: Eski Ad\n    url: /wiki/eski\n    note: "x"\nrelated: [/wiki/eski]\nblock:\n  - /wiki/eski\nafter: 1\n',
  )
  const places = linkPlaces([article, data], ['/wiki/eski'])
  const kinds = (filter: (place: LinkPlace) => boolean) => places.filter(filter).map((place) => place.kind)

  it('tells the kinds of place apart', () => {
    expect(kinds((place) => place.file === article.path)).toEqual(['text', 'text', 'list-item', 'parent'])
    expect(kinds((place) => place.file === data.path)).toEqual(['item', 'address-list', 'address-list'])
  })

  it('points each to the new page with its title where the words were the old title', () => {
    const [a, d] = rewritePlaces(
      [article, data],
      places,
      () => ({ kind: 'point', to: '/wiki/yeni', title: 'Yeni Ad' }),
      {
        oldTitle: 'Eski Ad',
        pageOf: () => undefined,
      },
    )
    expect(a!.text).toContain('parent: yeni\n')
    expect(a!.text).toContain('[Yeni Ad](/wiki/yeni) burada, **[eski](/wiki/yeni)** orada.')
    // The list already named the new page: the entry goes instead of naming it twice.
    expect(a!.text).toMatch(/## Liste\n- \[Yeni Ad\]\(\/wiki\/yeni\)\n$/)
    expect(d!.text).toBe(
      '# Yorum kalır.\nlinks:\n  - title: Yeni Ad\n    url: /wiki/yeni\n    note: "x"\nrelated: [/wiki/yeni]\nblock:\n  - /wiki/yeni\nafter: 1\n',
    )
  })

  it('removes links and entries: words stay, lists left empty are written []', () => {
    const [a, d] = rewritePlaces([article, data], places, () => ({ kind: 'remove' }))
    expect(a!.text).toBe(
      '---\ntitle: Kaynaklar\n---\n\nGiriş. Eski Ad burada, **eski** orada.\n\n## Liste\n- [Yeni Ad](/wiki/yeni)\n',
    )
    // A card's link has no words of its own to keep: it stays until it is pointed elsewhere.
    expect(d!.text).toBe(
      '# Yorum kalır.\nlinks:\n  - title: Eski Ad\n    url: /wiki/eski\n    note: "x"\nrelated: []\nblock: []\nafter: 1\n',
    )
    expect(parse(d!.text)).toMatchObject({ related: [], block: [], after: 1 })
  })

  it('never points a page to itself', () => {
    const [a] = rewritePlaces(
      [article],
      linkPlaces([article], ['/wiki/eski']),
      () => ({ kind: 'point', to: '/wiki/kaynaklar', title: 'Kaynaklar' }),
      {
        oldTitle: 'Eski Ad',
        pageOf: () => '/wiki/kaynaklar',
      },
    )
    expect(a!.text).not.toContain('/wiki/kaynaklar')
    expect(a!.text).toContain('Giriş. Eski Ad burada, **eski** orada.')
  })

  it('quotes a new title where YAML would read it otherwise', () => {
    const [d] = rewritePlaces(
      [data],
      linkPlaces([data], ['/wiki/eski']),
      () => ({ kind: 'point', to: '/wiki/yeni', title: 'Eğriler: #1' }),
      {
        oldTitle: 'Eski Ad',
      },
    )
    expect(parse(d!.text)).toMatchObject({ links: [{ title: 'Eğriler: #1', url: '/wiki/yeni' }] })
  })
})

describe('the sentence of a place', () => {
  it('is the one the link stands in', () => {
    const text = 'Birinci cümle. İkinci cümlede bağlantı var. Üçüncü.'
    const at = text.indexOf('bağlantı')
    expect(sentenceAround(text, at, at + 'bağlantı'.length)).toBe('İkinci cümlede bağlantı var.')
    expect(sentenceAround('Tek parça metin', 4, 9)).toBe('Tek parça metin')
  })
})
