// The labels the product specification (SPEC.md) quotes in single quotes, each with a route that shows it: they stay
// exactly as quoted. One list for the e2e test that finds each on the built pages (tests/e2e/spec-labels.e2e.ts) and
// for the house-style checks, which never warn about them (src/shared/glossary.ts). Pure.

/** What a visitor does before a label shows. */
export type SpecLabelStep =
  /** Types into the page's search box. */
  | { search: string }
  /** Clicks the button whose accessible name holds these words (a SPEC label: `N` stands for a number). */
  | { click: string; within?: string }
  /** Opens the first collapsed entry (`<details>`) inside this CSS selector. */
  | { open: string }

export interface SpecLabel {
  /** The words as the SPEC quotes them; `{n}` and `N` stand for a number where the SPEC writes a template. */
  text: string
  /** A page that shows it (a path, with a query string when the state lives there). */
  route: string
  /** The SPEC's section, for the test's messages. */
  section: string
  /**
   * How the page shows it: as visible text (a longer text that keeps the SPEC's words counts, e.g. "E-postayla Teklif
   * İste"), as the title of a control, in the document's title, or as a form field's value. @default 'text'
   */
  shown?: 'text' | 'title' | 'document-title' | 'value'
  /** Only after these steps (empty states, 'Daha Az Göster', the second toggle title); absent: once the page loaded. */
  after?: readonly SpecLabelStep[]
  /** A CSS selector the label must be inside (the header, a section), when the words also appear elsewhere. */
  within?: string
  /** Letter case may differ: the SPEC writes the words inside an English sentence. */
  ignoreCase?: true
}

/** The home page's button to /features (content/data/home.yaml `allDetailsLabel`, also its schema's default). */
export const ALL_DETAILS_LABEL = 'Tüm Detaylar...'

/** A query no page, resource or support card matches: the empty states. */
const NOTHING = 'qqzzxxyy'

/**
 * Every label the SPEC quotes in single quotes. Four quotes are not labels and are left out: 'rebuilt from scratch'
 * and 'choose your license type' are English descriptions of Turkish sections (/irhino 'Sıfırdan Yeniden Yazıldı',
 * /licensing/methods' licence-type cards), and 'all' is the filters' value (checked below as the selects' value).
 */
export const SPEC_LABELS: readonly SpecLabel[] = [
  // 2. Screens and routes: the 404 page (also §8).
  { text: '404 Page Not Found', route: '/bu-sayfa-yok', section: 'Route table, 404 page' },
  {
    text: 'Page Not Found',
    route: '/bu-sayfa-yok',
    section: 'Route table, 404 page',
    shown: 'document-title',
  },
  {
    text: 'Did you forget to add the page to the router?',
    route: '/bu-sayfa-yok',
    section: 'Route table, 404 page',
  },
  // Header (every page).
  { text: 'Ofisler', route: '/', section: 'Header', within: 'header' },
  {
    text: 'Resmi Lisans Satış Ofisleri',
    route: '/',
    section: 'Header',
    within: 'header',
    after: [{ click: 'Ofisler', within: 'header' }],
  },
  {
    text: 'Sertifikalı Yetkili Eğitim Merkezleri',
    route: '/',
    section: 'Header',
    within: 'header',
    after: [{ click: 'Ofisler', within: 'header' }],
  },
  { text: 'İndir', route: '/', section: 'Header', within: 'header' },
  // Home.
  { text: 'Daha Fazla Öğren', route: '/', section: 'Home, hero carousel' },
  { text: 'Ücretsiz Dene', route: '/', section: 'Home, hero carousel' },
  { text: ALL_DETAILS_LABEL, route: '/', section: 'Home, features section', within: '#features' },
  { text: 'Teklif İste', route: '/', section: '§7 and §9, pricing cards' },
  { text: 'Popüler', route: '/', section: '§9, pricing (the featured plan)' },
  {
    text: 'Rhino 3D Satış - Rhino 3D Satın Alma, Öğrenci Lisansı',
    route: '/',
    section: '§9, home metadata title',
    shown: 'document-title',
  },
  // /features and a feature detail page.
  { text: 'Ücretsiz Deneyin', route: '/features', section: '/features, hero' },
  { text: 'Ücretsiz İndirin', route: '/features', section: '/features, closing call to action' },
  {
    // The SPEC names the option mid-sentence; the settings table starts it with a capital, as Rhino's dialog does.
    text: 'inflate vertices and points',
    route: '/features/shrinkwrap',
    section: 'Feature detail pages, ShrinkWrap settings',
    ignoreCase: true,
  },
  // /learn.
  { text: '{n} kaynak bulundu', route: '/learn', section: '/learn, count line' },
  { text: 'all', route: '/learn', section: '§4 and §5, the language and sector filters', shown: 'value' },
  { text: 'Başla', route: '/learn', section: '/learn, free item' },
  { text: 'Önizleme', route: '/learn', section: '/learn, paid item' },
  { text: 'Satın Al', route: '/learn', section: '/learn, paid item' },
  {
    text: 'Kaynak Bulunamadı',
    route: '/learn',
    section: '/learn, empty result',
    after: [{ search: NOTHING }],
  },
  {
    text: 'Farklı filtreler veya arama terimleri deneyin.',
    route: '/learn',
    section: '/learn, empty result',
    after: [{ search: NOTHING }],
  },
  // /gallery.
  { text: 'Detayları Görüntüle', route: '/gallery', section: '/gallery, project cards' },
  // /wiki and /wiki/:slug.
  { text: 'Öne Çıkanlar', route: '/wiki', section: '/wiki, article view' },
  { text: 'Bir makale seçin', route: '/wiki?makale=bu-makale-yok', section: '/wiki, nothing selected' },
  {
    text: 'Arama sonucu bulunamadı',
    route: '/wiki',
    section: '/wiki, search with no match',
    after: [{ search: NOTHING }],
  },
  { text: 'Kategori:', route: '/wiki/control-points-weights', section: '/wiki/:slug' },
  { text: 'Konular', route: '/wiki/control-points-weights', section: '/wiki/:slug' },
  { text: 'Makale Bulunamadı', route: '/wiki/bu-makale-yok', section: '/wiki/:slug, unknown slug' },
  {
    text: 'Aradığınız wiki makalesi mevcut değil.',
    route: '/wiki/bu-makale-yok',
    section: '/wiki/:slug, unknown slug',
  },
  // /offices.
  { text: 'Daha Fazla (N firma daha)', route: '/offices', section: '/offices', within: '#satis' },
  {
    text: 'Daha Az Göster',
    route: '/offices',
    section: '/offices',
    within: '#satis',
    after: [{ click: 'Daha Fazla (N firma daha)', within: '#satis' }],
  },
  {
    text: 'Yetkili Eğitim Merkezi',
    route: '/offices',
    section: '/offices, dealer row badge',
    within: '#satis',
  },
  { text: 'Sertifikalı', route: '/offices', section: '/offices, training row badge', within: '#egitim' },
  {
    text: 'Eğitimleri İncele',
    route: '/offices',
    section: '/offices, training row',
    within: '#egitim',
    after: [{ open: '#egitim' }],
  },
  // /support.
  { text: 'Size Nasıl Yardımcı Olabiliriz?', route: '/support', section: '/support' },
  {
    text: 'Aramanızla eşleşen sonuç bulunamadı. Lütfen farklı bir anahtar kelime deneyin.',
    route: '/support',
    section: '/support, no results',
    after: [{ search: NOTHING }],
  },
  { text: 'Git', route: '/support', section: '/support, internal card' },
  { text: 'Görüntüle', route: '/support', section: '/support, external card' },
  // Industry pages.
  { text: '90 Günlük Deneme İndir', route: '/for/architecture', section: 'Industry pages, hero' },
  { text: 'Öğrenmeye Başla', route: '/for/architecture', section: 'Industry pages, hero' },
  { text: 'Özel Fiyat', route: '/for/education', section: '§9, education lab licence' },
  // /licensing/methods.
  { text: 'Detaylı Bilgi', route: '/licensing/methods', section: '/licensing/methods, method cards' },
  // §4 States: the theme toggle's titles.
  { text: 'Karanlık moda geç', route: '/', section: '§4, theme toggle', shown: 'title' },
  {
    text: 'Aydınlık moda geç',
    route: '/',
    section: '§4, theme toggle',
    shown: 'title',
    after: [{ click: 'Karanlık moda geç' }],
  },
]

/**
 * A label's words as a pattern: whole words (a longer text that keeps them matches, 'Başla' does not match
 * 'Başlangıç'), number placeholders for any number, the rest as written, case included unless `ignoreCase`.
 */
export function specLabelPattern({ text, ignoreCase }: Pick<SpecLabel, 'text' | 'ignoreCase'>): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{n\\\}|\bN\b/g, '\\d+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, ignoreCase ? 'iu' : 'u')
}

/** Where a text holds one of the SPEC's labels, as [start, end) ranges: the house-style checks leave them alone. */
export function specLabelRanges(text: string): [start: number, end: number][] {
  const ranges: [number, number][] = []
  for (const label of SPEC_LABELS) {
    const pattern = new RegExp(specLabelPattern(label).source, `g${specLabelPattern(label).flags}`)
    for (const match of text.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length])
  }
  return ranges
}
