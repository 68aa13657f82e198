import { describe, expect, it } from 'vitest'
import { dealers } from '../../src/data/offices.ts'
import { truncate } from '../../src/shared/truncate.ts'

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter('tr', { granularity: 'grapheme' }).segment(text)).length

describe('truncate', () => {
  it('defaults to 80 characters plus an ellipsis', () => {
    const text = 'a'.repeat(100)
    expect(truncate(text)).toBe('a'.repeat(80) + '…')
  })
  it('cuts to 60 with an ellipsis (the offices preview)', () => {
    const text = 'b'.repeat(61)
    expect(truncate(text, 60)).toBe('b'.repeat(60) + '…')
  })
  it.each([
    ['', 60],
    ['kısa metin', 60],
    ['c'.repeat(60), 60],
    ['d'.repeat(80), undefined],
  ])('leaves %j unchanged when it fits', (text, max) => {
    expect(truncate(text, max)).toBe(text)
  })
  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate('abc def', 4)).toBe('abc…')
  })
  it('never splits a Turkish letter written with a combining mark', () => {
    // 'ş' as s + U+0327 and 'İ' as I + U+0307: one character each on screen.
    const text = 's\u0327'.repeat(5) + 'I\u0307'.repeat(5)
    const cut = truncate(text, 6)
    expect(cut).toBe('s\u0327'.repeat(5) + 'I\u0307' + '…')
  })
  it('counts precomposed Turkish letters as one character', () => {
    expect(truncate('ğüşıöçİĞÜŞ', 5)).toBe('ğüşıö…')
  })
  it('never splits an emoji (surrogate pairs, ZWJ sequences, flags, skin tones)', () => {
    const text = '👩‍💻🇹🇷👍🏽🦏'.repeat(4)
    const cut = truncate(text, 5)
    expect(cut).toBe('👩‍💻🇹🇷👍🏽🦏👩‍💻…')
  })
  it('every dealer preview is at most 60 characters plus the ellipsis', () => {
    for (const dealer of dealers) {
      const preview = truncate(dealer.specialty, 60)
      expect(graphemes(preview)).toBeLessThanOrEqual(61)
      expect(preview.endsWith('…')).toBe(graphemes(dealer.specialty) > 60)
    }
  })
})
