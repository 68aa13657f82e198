// Which glossary entries a page is about (its synonyms in search), the commands its list items describe, and what a
// glossary entry's search document holds (src/shared/search/synonyms.ts, scripts/content/search-documents.ts).
import { describe, expect, it } from 'vitest'
import { toSearchDocuments, type PageBody } from '../../scripts/content/search-documents.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import type { GlossaryEntry } from '../../src/shared/schemas/glossary.ts'
import { describedCommands, glossaryEntryFields, pageSynonyms } from '../../src/shared/search/synonyms.ts'

const entry = (term: string, fields: Partial<GlossaryEntry> = {}): GlossaryEntry => ({
  term,
  variants: [],
  discouraged: [],
  english: `${term} (en)`,
  englishInUse: false,
  commands: [],
  definition: 'Bir tanım cümlesi. İkinci cümle.',
  related: [],
  ...fields,
})

const HIDE = entry('Gizleme', {
  variants: ['nesne gizleme', 'gizle'],
  english: 'Hide',
  commands: ['Hide', 'Show'],
  definition:
    'Hide seçili nesneleri silmeden görünümden kaldırır; Show gizlenmiş bütün nesneleri geri getirir.',
  related: ['/wiki/command-list'],
})
const SOLID = entry('Katı', {
  variants: ['katı model'],
  english: 'Solid',
  commands: ['Box', 'Sphere'],
  definition: 'Hacmi tam olarak kapatan yüzey ya da çoklu yüzeydir. Box ve Sphere ilkel katılar üretir.',
})
const DISPLAY_MODE = entry('Görüntüleme modu', {
  variants: ['görüntü modu'],
  english: 'Display mode',
  commands: ['SetDisplayMode'],
  related: ['/wiki/gelismis-goruntu#yerlesik'],
})
const CLIPPING = entry('Kesit düzlemi', { english: 'Clipping plane', commands: ['ClippingPlane'] })
const ENTRIES = [HIDE, SOLID, DISPLAY_MODE, CLIPPING]

describe('describedCommands', () => {
  const commands = ['Line', 'Polyline', 'PushPull', 'ExtrudeSrf', 'Hide', 'Options', 'Move', 'Copy']

  it.each([
    [
      'Line — İki nokta arasında tek bir doğru parçası çizer.',
      { Line: ['İki nokta arasında tek bir doğru parçası çizer.'] },
    ],
    ['PushPull, ExtrudeSrf', { PushPull: [], ExtrudeSrf: [] }],
    ['_Hide: seçili nesneleri gizler', { Hide: ['seçili nesneleri gizler'] }],
    [
      'Move / Copy – taşır ya da kopyalar',
      { Move: ['taşır ya da kopyalar'], Copy: ['taşır ya da kopyalar'] },
    ],
  ])('an item that begins with commands describes them: %j', (item, expected) => {
    expect(Object.fromEntries(describedCommands([item], commands))).toEqual(expected)
  })

  it.each([
    'Options komutuyla açılan penceredeki View > OpenGL sayfası',
    'Komut satırına Line yazın.',
    'Line ve Polyline ile çizin.',
    'Arc — bu sayfa yazmıyor',
    'Line, Foo — bilinmeyen bir adla',
    '',
  ])('an item that does not begin with them describes nothing: %j', (item) => {
    expect(describedCommands([item], commands).size).toBe(0)
  })
})

describe('pageSynonyms', () => {
  it('names an entry whose command the page is about, or that lists the page among its related pages', () => {
    expect(pageSynonyms({ headline: 'Komutlar', commands: ['Hide'] }, ENTRIES)).toContain('nesne gizleme')
    expect(
      pageSynonyms({ path: '/wiki/gelismis-goruntu', headline: 'Gelişmiş', commands: [] }, ENTRIES),
    ).toContain('Display mode')
    expect(pageSynonyms({ path: '/wiki/baska', headline: 'Gelişmiş', commands: [] }, ENTRIES)).toBe('')
  })

  it('finds an entry named in a heading whatever its endings, or a command named there', () => {
    expect(
      pageSynonyms({ headline: "Rhino 8'de Kesit Stilleri ve Kesit Düzlemleri", commands: [] }, ENTRIES),
    ).toBe('Kesit düzlemi Clipping plane ClippingPlane')
    expect(pageSynonyms({ headline: 'Sphere ile başlamak', commands: [] }, ENTRIES)).toContain('Katı')
    expect(pageSynonyms({ headline: 'Katmanlar', commands: [] }, ENTRIES)).toBe('')
  })
})

describe('search documents and the glossary', () => {
  const route = (path: string, fields: Partial<RouteEntry> = {}): RouteEntry => ({
    path,
    title: 'Başlık',
    description: '',
    kind: 'wiki',
    breadcrumb: [],
    anchors: [],
    headings: [],
    search: true,
    ...fields,
  })
  const article = (slug: string, title: string, items: string[]) => ({
    slug,
    title,
    description: '',
    sections: [{ id: 'bolum', title: 'Bölüm', items }],
    text: items.join(' '),
  })
  const documents = (bodies: ReadonlyMap<string, PageBody> = new Map()) =>
    toSearchDocuments(
      [
        article('goruntu', 'Görüntü Sorunları', ['Komut satırına Show yazıp gizli nesneleri geri getirin.']),
        article('komutlar', 'Komut Listesi', [
          'Hide — Seçili nesneleri silmeden görünümden gizler.',
          'Sphere — Merkez ve yarıçapla küre oluşturur.',
        ]),
      ],
      [
        route('/wiki/goruntu', { keywords: ['Show'] }),
        route('/wiki/komutlar', { keywords: ['Hide', 'Sphere'] }),
        route('/features/modeling', { kind: 'page', keywords: ['Box'] }),
        route('/wiki/sozluk', { kind: 'page' }),
      ],
      { support: { supportSections: [] }, learn: { learningResources: [] }, glossary: { entries: ENTRIES } },
      bodies,
    )
  const byId = (list: ReturnType<typeof documents>, id: string) => list.find((document) => document.id === id)

  it('gives a page the names of the entries it is about, not of a command it mentions in passing', () => {
    const list = documents()
    expect(byId(list, 'wiki:goruntu')?.synonyms).toBeUndefined()
    expect(byId(list, 'wiki:komutlar')?.synonyms).toContain('nesne gizleme')
    expect(byId(list, 'wiki:komutlar')?.synonyms).toContain('Katı')
  })

  it("indexes an entry's definition and what the list items say its commands do", () => {
    const solid = byId(
      documents(
        new Map([['/features/modeling', { text: 'Kutu', items: ['Box — Dikdörtgen kutu oluşturur.'] }]]),
      ),
      'glossary:kati',
    )!
    expect(solid.description).toContain('Hacmi tam olarak kapatan')
    expect(solid.description).toContain('küre oluşturur')
    expect(solid.description).toContain('Dikdörtgen kutu oluşturur')
    expect(solid.summary).toBe(SOLID.definition)
  })

  it('an entry document keeps its names once: term and English in the title, commands as keywords', () => {
    expect(glossaryEntryFields(HIDE)).toMatchObject({
      title: 'Gizleme (Hide)',
      keywords: 'Hide Show',
      synonyms: 'nesne gizleme gizle',
      url: '/wiki/sozluk/g-k#gizleme',
    })
  })
})
