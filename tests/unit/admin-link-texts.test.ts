// The warnings about what a reader would notice on a link (src/shared/content/link-texts.ts), as `npm run check`, the
// build and the editor's check before saving report them: each with a case that warns and one that does not.
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import {
  articleTitles,
  comparableText,
  treeLinkTextWarnings,
  valueLinkTextWarnings,
} from '../../src/shared/content/link-texts.ts'

const titles = articleTitles(
  [
    { path: '/wiki/nurbs-nedir', title: 'NURBS Nedir' },
    { path: '/wiki/macro-olusturma', title: 'Makro Oluşturma' },
    { path: '/wiki/bezier-egrileri', title: 'Bézier Eğrileri' },
  ],
  // A deleted article's address and a renamed one's former address, as the redirect table gives them.
  {
    '/wiki/ozel-arac-cubugu': '/wiki/macro-olusturma',
    '/wiki/bezier-egrileri-nedir': '/wiki/bezier-egrileri',
  },
)
const onPage = (markdown: string, ownPath = '/wiki/sayfa') =>
  treeLinkTextWarnings(parseMarkdown(markdown), { ownPath, titles }).map(
    ({ line, message }) => `${line}: ${message}`,
  )

describe('link words that name another article', () => {
  it('warn when the words are the title of an article other than the one the link leads to', () => {
    const [warning] = onPage('Önce [Makro Oluşturma](/wiki/nurbs-nedir) yazısını okuyun.')
    expect(warning).toMatch(
      /^1: bağlantının metni “Makro Oluşturma” başka bir makalenin başlığı \(\/wiki\/macro-olusturma\)/,
    )
    // Case, Turkish letters and a question mark do not make other words.
    expect(onPage('[makro oluşturma?](/wiki/nurbs-nedir)')).toHaveLength(1)
  })

  it('do not warn on the article itself, other words, a part of it, the glossary or another site', () => {
    expect(
      onPage(
        '[NURBS nedir?](/wiki/nurbs-nedir), [bu yazı](/wiki/nurbs-nedir), [Makro Oluşturma](/wiki/macro-olusturma#adimlar), ' +
          '[NURBS Nedir](/wiki/sozluk/l-r#nurbs), [Makro Oluşturma](https://wiki.mcneel.com/rhino/basicmacros)',
      ),
    ).toEqual([])
  })

  it('warn when the words are the name of an article that is gone, left on a link that leads elsewhere', () => {
    const [deleted] = onPage('- [Özel Araç Çubuğu](/wiki/macro-olusturma)')
    expect(deleted).toContain(
      '“Özel Araç Çubuğu” artık sitede olmayan bir makalenin adı (/wiki/ozel-arac-cubugu',
    )
    expect(deleted).toContain('(başlığı “Makro Oluşturma”)')
    // A renamed article's old title on a link to it.
    expect(onPage('[Bézier Eğrileri Nedir](/wiki/bezier-egrileri)')).toHaveLength(1)
    expect(onPage('[Bézier Eğrileri](/wiki/bezier-egrileri)')).toEqual([])
  })
})

describe('self-links', () => {
  it('warn on a link from a page to itself', () => {
    const [warning] = onPage(
      'Ayrıntılar için [Makro Oluşturma](/wiki/macro-olusturma) makalesine bakın.',
      '/wiki/macro-olusturma',
    )
    expect(warning).toMatch(
      /^1: “Makro Oluşturma” bağlantısı bulunduğu sayfanın kendisine \(\/wiki\/macro-olusturma\) gidiyor/,
    )
  })

  it('do not warn on a jump to a part of the same page', () => {
    expect(
      onPage(
        '[Adımlar](/wiki/macro-olusturma#adimlar) ve [NURBS Nedir](/wiki/nurbs-nedir)',
        '/wiki/macro-olusturma',
      ),
    ).toEqual([])
  })
})

describe('a page twice in a list of related pages', () => {
  it('warn on the second entry of a list of links naming the same page', () => {
    const warnings = onPage(
      '## İlgili Makaleler\n- [NURBS Nedir](/wiki/nurbs-nedir)\n- [NURBS](/wiki/nurbs-nedir/)\n',
    )
    expect(warnings).toEqual([
      expect.stringMatching(/^3: \/wiki\/nurbs-nedir bu listede birden fazla kez geçiyor/),
    ])
  })

  it('do not warn on different pages, nor on a list that is more than links', () => {
    expect(
      onPage('- [NURBS Nedir](/wiki/nurbs-nedir)\n- [Makro Oluşturma](/wiki/macro-olusturma)\n'),
    ).toEqual([])
    expect(
      onPage(
        '- [NURBS Nedir](/wiki/nurbs-nedir) ile başlayın\n- Sonra [NURBS Nedir](/wiki/nurbs-nedir) yeniden\n',
      ),
    ).toEqual([])
  })

  it('warn on a data list naming a page twice, and on a card whose title names another article', () => {
    const warnings = valueLinkTextWarnings(
      {
        entries: [
          { term: 'Makro', related: ['/wiki/macro-olusturma', '/wiki/macro-olusturma'] },
          { term: 'Eğri', related: ['/wiki/nurbs-nedir', '/wiki/bezier-egrileri'] },
        ],
        links: [
          { title: 'Makro Oluşturma', url: '/wiki/nurbs-nedir' },
          { title: 'NURBS Nedir', url: '/wiki/nurbs-nedir' },
        ],
      },
      titles,
    )
    expect(warnings.map((warning) => warning.path)).toEqual([
      ['entries', 0, 'related', 1],
      ['links', 0, 'title'],
    ])
  })
})

describe('the words as a reader takes them', () => {
  it('fold case, Turkish letters, quotes and end punctuation', () => {
    expect(comparableText('  “Özel  Araç Çubuğu?” ')).toBe(comparableText('ozel arac cubugu'))
    expect(comparableText('İşık')).not.toBe(comparableText('Işık Ayarı'))
  })
})
