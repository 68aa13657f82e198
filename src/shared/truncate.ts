// Truncation that never splits a letter (text.ts holds the other Turkish text helpers): a module of its own, so the
// pages that only fold Turkish text for their filters (/wiki, /support, /wiki/sozluk) do not load it. Pure; used by the
// build and the browser.

// Created on first use: building a Segmenter loads locale data (tens of ms), which importers such as the search
// code never need.
let graphemes: Intl.Segmenter | undefined

/**
 * Cuts text to at most `max` characters (user-perceived characters, so no Turkish letter or emoji is
 * split) and appends an ellipsis when something was cut.
 * @default max 80
 */
export function truncate(text: string, max = 80): string {
  graphemes ??= new Intl.Segmenter('tr', { granularity: 'grapheme' })
  const characters = Array.from(graphemes.segment(text), (part) => part.segment)
  if (characters.length <= max) return text
  return characters.slice(0, max).join('').trimEnd() + '…'
}

/**
 * `truncate` that ends at a word: at most `max` characters, cut at the last space before the limit (a word longer
 * than half the limit is still cut inside), with an ellipsis when something was cut. 'tekne üreticileri ve kuy…'
 * becomes 'tekne üreticileri ve…'.
 */
export function truncateWords(text: string, max: number): string {
  const cut = truncate(text, max)
  if (cut === text) return text
  const kept = cut.slice(0, -1)
  // The limit may fall right at a word's end: then nothing is taken back.
  const atWordEnd = /\s/.test(text.charAt(kept.length))
  const space = kept.lastIndexOf(' ')
  if (!atWordEnd && space < kept.length / 2) return cut
  return (atWordEnd ? kept : kept.slice(0, space)).replace(/[\s,;:.–—-]+$/u, '') + '…'
}
