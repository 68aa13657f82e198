// The text's problems of a refused save are found at their place: which save problems are the text's, which block of
// the text a line is in (the formatted view's paragraph, list or table), and what the message points at.
import { describe, expect, it } from 'vitest'
import {
  blockOfLine,
  bodyProblems,
  problemInWords,
  quotedLine,
  quotedTarget,
  unknownFactOf,
} from '../../src/admin/rich-text/body-problems.ts'

describe("a refused save's problems in the text", () => {
  it('are the ones the check places in the text, with their line', () => {
    expect(
      bodyProblems([
        'title: gerekli',
        'metin, satır 4: "/wiki/nurbs-nedirr" bağlantısının gösterdiği sayfa yok',
        'metin: en az bir bölüm gerekli',
      ]),
    ).toEqual([
      { line: 4, message: '"/wiki/nurbs-nedirr" bağlantısının gösterdiği sayfa yok' },
      { line: null, message: 'en az bir bölüm gerekli' },
    ])
  })

  it('are found in the block that holds their line', () => {
    const text = [
      'Giriş paragrafı.',
      '',
      '## Bölüm',
      '- bir',
      '- iki [bağ](/x)',
      '',
      '| a |',
      '| - |',
      '| b |',
    ].join('\n')
    expect([1, 3, 4, 5, 7, 9].map((line) => blockOfLine(text, line))).toEqual([0, 1, 2, 2, 3, 3])
    expect(blockOfLine(text, 2)).toBeNull()
    expect(blockOfLine(text, 40)).toBeNull()
  })

  it('point at the address their message quotes', () => {
    expect(quotedTarget('"/images/wiki/x.png" görseli bulunamadı')).toBe('/images/wiki/x.png')
    expect(quotedTarget('formül okunamadı')).toBeNull()
  })
})

describe('a problem with a fact, in the formatted view', () => {
  const values = new Map([
    ['fiyat.ogrenci', '195'],
    ['kdv.oran', '20'],
    ['egitim.lab_kullanici', '30'],
  ])
  const factValue = (name: string) => values.get(name)
  const text = [
    '## Fiyatlar',
    '- Öğrenci lisansı **{{fiyat.ogrenci}}** EUR (fiyatlara %{{kdv.oran}} KDV eklenir); deneme {{deneme.gunn}} gündür.',
  ].join('\n')

  it('quotes its sentence with the facts as their chips read, never `{{…}}`', () => {
    expect(quotedLine(text, 2, null, factValue)).toBe(
      'Öğrenci lisansı 195 EUR (fiyatlara %20 KDV eklenir); deneme bilinmeyen bilgi: deneme.gunn gündür.',
    )
    // Fact names keep their underscores while the marks go.
    expect(quotedLine('Laboratuvar lisansı {{egitim.lab_kullanici}} _kişiliktir_.', 1, null, factValue)).toBe(
      'Laboratuvar lisansı 30 kişiliktir.',
    )
    // Without values (the Markdown view's words), the references stay as written.
    expect(quotedLine(text, 2)).toContain('{{fiyat.ogrenci}}')
  })

  it('names the unknown fact as its broken chip does and says what to do, around its place in a long line', () => {
    const message = '"{{deneme.gunn}}" diye bir bilgi yok; bilgiler content/data/facts.yaml dosyasındadır'
    expect(unknownFactOf(message)).toBe('deneme.gunn')
    expect(unknownFactOf('"/wiki/x" bağlantısının gösterdiği sayfa yok')).toBeNull()
    const words = problemInWords(text, { line: 2, message }, factValue)
    expect(words).toMatch(/^“Öğrenci lisansı 195 EUR .*deneme bilinmeyen bilgi: deneme\.gunn gündür\.” — /)
    expect(words).toContain('Temel bilgilerde “deneme.gunn” diye bir ortak bilgi yok')
    expect(words).toContain('“Ortak bilgi ekle”')
    expect(words).not.toContain('facts.yaml')
    const long = `${'Uzun bir giriş cümlesi burada duruyor ve devam ediyor. '.repeat(4)}Süre {{deneme.gunn}} gündür.`
    expect(problemInWords(long, { line: 1, message }, factValue)).toMatch(
      /^“….*Süre bilinmeyen bilgi: deneme\.gunn gündür\.”/,
    )
  })
})
