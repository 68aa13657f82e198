// Highlighting of search results: matched words adjacent to each other form one mark, so no gap shows between marks.
import { describe, expect, it } from 'vitest'
import { highlight } from '../../src/shared/search/highlight.ts'

describe('highlight', () => {
  it('joins two matched words separated by spaces into one mark, with a single space', () => {
    expect(highlight('Lisans  Yönetim Yöntemleri', ['lisans', 'yonetim'])).toEqual([
      { text: 'Lisans Yönetim', match: true },
      { text: ' Yöntemleri', match: false },
    ])
  })
})
