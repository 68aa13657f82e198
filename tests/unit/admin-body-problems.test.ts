// The text's problems of a refused save are found at their place: which save problems are the text's, which block of
// the text a line is in (the formatted view's paragraph, list or table), and what the message points at.
import { describe, expect, it } from 'vitest'
import { blockOfLine, bodyProblems, quotedTarget } from '../../src/admin/rich-text/body-problems.ts'

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
