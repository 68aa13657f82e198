// The glossary's rules: Turkish A–Z order and letter anchors, synonyms for search, the [[terim]] syntax and the
// house-style warnings (src/shared/glossary.ts, src/shared/search/synonyms.ts).
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import { markdownHtml } from '../../src/shared/content/wiki-article.ts'
import {
  applyTermMarks,
  glossaryEntryPath,
  glossaryParts,
  glossaryPartText,
  groupByLetter,
  houseStyleWarnings,
  letterAnchor,
  letterIndex,
  stylePatterns,
} from '../../src/shared/glossary.ts'
import type { GlossaryEntry } from '../../src/shared/schemas/glossary.ts'
import { glossaryEntryFields, pageSynonyms } from '../../src/shared/search/synonyms.ts'
import { stringMatching } from '../matchers.ts'

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

const FILLET = entry('Kenar yuvarlatma', {
  variants: ['kenar yuvarlama'],
  discouraged: ['kenar kavisleme'],
  english: 'Fillet edge',
  commands: ['FilletEdge'],
})
const CREASE = entry('Kırışık kenar', {
  discouraged: ['kırışıklık', 'kıvrım'],
  english: 'Crease',
  commands: ['Crease'],
})
const THREE_D = entry('3D', { discouraged: ['3B'], english: '3D' })
const ENTRIES = [
  FILLET,
  CREASE,
  THREE_D,
  entry('Budama', { variants: ['kırpma'], english: 'Trim', commands: ['Trim'] }),
]

describe('Turkish A–Z', () => {
  it('orders terms and letters the Turkish way: C < Ç < D, I < İ, O < Ö, S < Ş, U < Ü', () => {
    const terms = [
      'Ünite',
      'Şablon',
      'Çizgi',
      'İzdüşüm',
      'Işık',
      'Cetvel',
      'Dönme',
      'Sahne',
      'Ölçü',
      'Ofset',
      'Uç',
      'Zebra',
    ]
    const groups = groupByLetter(terms.map((term) => entry(term)))
    expect(groups.map((group) => group.letter)).toEqual([
      'C',
      'Ç',
      'D',
      'I',
      'İ',
      'O',
      'Ö',
      'S',
      'Ş',
      'U',
      'Ü',
      'Z',
    ])
    expect(
      groupByLetter([entry('çokgen'), entry('Çap'), entry('ışın')]).map((group) =>
        group.entries.map((e) => e.term),
      ),
    ).toEqual([['Çap', 'çokgen'], ['ışın']])
  })

  it('gives each Turkish letter its own ASCII anchor', () => {
    const anchors = ['C', 'Ç', 'G', 'Ğ', 'I', 'İ', 'O', 'Ö', 'S', 'Ş', 'U', 'Ü'].map(letterAnchor)
    expect(new Set(anchors).size).toBe(anchors.length)
    expect(letterAnchor('Ç')).toBe('harf-ch')
    expect(letterAnchor('İ')).toBe('harf-i')
    expect(letterAnchor('I')).toBe('harf-ih')
  })

  it('lists all 29 letters in the index, linked only where there are entries', () => {
    const index = letterIndex(groupByLetter([entry('Çap')]))
    expect(index.map((item) => item.letter).join('')).toBe('ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ')
    expect(index.filter((item) => item.anchor)).toEqual([{ letter: 'Ç', anchor: 'harf-ch' }])
  })
})

describe('the glossary in parts', () => {
  it('puts whole letters in their part, the Turkish way: Ç with C–F, Ğ and İ with G–K, Ş and Ü with S–Z', () => {
    const terms = [
      '3D',
      'Bağ',
      'Çap',
      'Fark',
      'Ğ-harfi',
      'Işık',
      'İzdüşüm',
      'Kırpma',
      'Ölçü',
      'Quad',
      'Şablon',
      'Ünite',
      'Xform',
    ]
    const parts = glossaryParts(terms.map((term) => entry(term)))
    expect(parts.map((part) => [part.slug, part.groups.map((group) => group.letter).join('')])).toEqual([
      ['a-b', '#B'],
      ['c-f', 'ÇF'],
      ['g-k', 'ĞIİK'],
      ['l-r', 'ÖQ'],
      ['s-z', 'ŞÜX'],
    ])
    expect(parts.map((part) => part.entries)).toEqual([2, 2, 4, 2, 3])
    expect(glossaryEntryPath('Çap')).toBe('/wiki/sozluk/c-f#cap')
    expect(glossaryEntryPath('Kenar yuvarlatma')).toBe('/wiki/sozluk/g-k#kenar-yuvarlatma')
    expect(glossaryEntryPath('Ünite')).toBe('/wiki/sozluk/s-z#unite')
  })

  it('leaves out a part without entries, and names each part after the index', () => {
    const parts = glossaryParts([entry('Çap')])
    expect(parts.map((part) => part.slug)).toEqual(['c-f'])
    const index = {
      title: 'Rhino Terimleri Sözlüğü',
      breadcrumb: [{ label: 'Wiki', href: '/wiki' }, { label: 'Terimler Sözlüğü' }],
    }
    expect(glossaryPartText(index, parts[0]!)).toEqual({
      title: 'Rhino Terimleri Sözlüğü: C–F',
      description:
        'Rhino Terimleri Sözlüğü, C–F bölümü: 1 terimin İngilizcesi, tanımı, varsa komutu ve ilgili sayfaları.',
      breadcrumb: [
        { label: 'Wiki', href: '/wiki' },
        { label: 'Terimler Sözlüğü', href: '/wiki/sozluk' },
        { label: 'C–F' },
      ],
    })
  })
})

describe('search synonyms from the glossary', () => {
  it('gives a page that writes a command the Turkish names of its entry', () => {
    const synonyms = pageSynonyms(
      { headline: 'Rhino 8 Komut Listesi', commands: ['FilletEdge', 'Line'] },
      ENTRIES,
    )
    expect(synonyms.split(' ')).toEqual(
      expect.arrayContaining(['Kenar', 'yuvarlatma', 'kavisleme', 'Fillet', 'FilletEdge']),
    )
    expect(synonyms).not.toContain('Crease')
  })

  it('gives a page titled with a Turkish term the English name and commands', () => {
    expect(pageSynonyms({ headline: 'SubD ile kırışık kenar oluşturma', commands: [] }, ENTRIES)).toContain(
      'Crease',
    )
    expect(pageSynonyms({ headline: 'Kenar çizgisi', commands: [] }, ENTRIES)).toBe('')
  })

  it('makes each entry a search document at its anchor', () => {
    expect(glossaryEntryFields(FILLET)).toMatchObject({
      url: '/wiki/sozluk/g-k#kenar-yuvarlatma',
      title: 'Kenar yuvarlatma (Fillet edge)',
      keywords: 'FilletEdge',
    })
  })
})

describe('[[terim]] in articles', () => {
  it('links a known term (by term, variant or command) to its entry with the English name', () => {
    const tree = parseMarkdown(
      'Önce [[kenar yuvarlatma]], sonra\n[[Kenar yuvarlama|kenarları yuvarlatın]] ve [[FilletEdge]].\n',
    )
    expect(applyTermMarks(tree, ENTRIES)).toEqual([])
    const html = markdownHtml(tree.children)
    expect(html).toContain(
      '<a href="/wiki/sozluk/g-k#kenar-yuvarlatma" class="glossary-term">kenar yuvarlatma' +
        '<span class="glossary-term-english"> İngilizcesi: <span lang="en">Fillet edge</span></span></a>',
    )
    expect(html).toContain('kenarları yuvarlatın<span')
    expect(html).not.toMatch(/\[\[[A-Za-z]/)
  })

  it('reports an unknown term with its line and the closest entries', () => {
    const tree = parseMarkdown('Giriş.\n\nBurada [[kenar yuvarlamak]] ve\n[[kırışk kenar]] var.\n')
    expect(applyTermMarks(tree, ENTRIES)).toEqual([
      {
        line: 3,
        message: stringMatching(/^"kenar yuvarlamak" sözlükte yok .*en yakın terimler: Kenar yuvarlatma/),
      },
      {
        line: 4,
        message: stringMatching(/"kırışk kenar" sözlükte yok .*en yakın terimler: Kırışık kenar/),
      },
    ])
  })
})

describe('house-style warnings', () => {
  const patterns = stylePatterns(ENTRIES)

  it('reports each discouraged variant with its line and the preferred term, suffixes included', () => {
    const text = 'Giriş\nSubD kırışıklığı ve kıvrımları\n3B baskı, 3B’de model, kenar kavislemesi.\n'
    expect(houseStyleWarnings(text, patterns)).toEqual([
      { line: 2, message: '"kırışıklığı" yerine sözlükteki tercih edilen terimi kullanın: "Kırışık kenar"' },
      { line: 2, message: '"kıvrımları" yerine sözlükteki tercih edilen terimi kullanın: "Kırışık kenar"' },
      { line: 3, message: '"3B" yerine sözlükteki tercih edilen terimi kullanın: "3D"' },
      { line: 3, message: '"3B’de" yerine sözlükteki tercih edilen terimi kullanın: "3D"' },
      {
        line: 3,
        message: '"kenar kavislemesi" yerine sözlükteki tercih edilen terimi kullanın: "Kenar yuvarlatma"',
      },
    ])
  })

  it('does not flag other words, ids or addresses that contain the letters', () => {
    const text =
      'Kırışık kenar, 3D baskı, kıvrımsızlaştırılmışlarından, 33B, id: 3b-baski, /images/3b.svg, kenar kaviste'
    expect(houseStyleWarnings(text, patterns)).toEqual([])
  })
})
