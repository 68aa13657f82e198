// Splits display text into parts, marking the words that a search matched (same processing as the index).
import { processTerm } from './text-processing.ts'

export interface HighlightPart {
  text: string
  match: boolean
}

/** Words already processed: results are re-highlighted on every keystroke, with mostly the same words. */
const wordTerms = new Map<string, string | null>()
const MAX_REMEMBERED_WORDS = 5000

function termOf(word: string): string | null {
  let term = wordTerms.get(word)
  if (term === undefined) {
    if (wordTerms.size >= MAX_REMEMBERED_WORDS) wordTerms.clear()
    wordTerms.set(word, (term = processTerm(word)))
  }
  return term
}

export function highlight(text: string, matchedTerms: readonly string[]): HighlightPart[] {
  if (matchedTerms.length === 0) return [{ text, match: false }]
  const parts: HighlightPart[] = []
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue
    const term = /[\p{L}\p{N}]/u.test(piece) ? termOf(piece) : null
    const match =
      term !== null &&
      matchedTerms.some((matched) => term === matched || (matched.length >= 3 && term.startsWith(matched)))
    const previous = parts.at(-1)
    // Two matched words with only spaces between them are one mark ("Lisans Yönetimi"), so no gap between two marks.
    const before = parts.at(-2)
    if (match && previous && !previous.match && before?.match && /^\s+$/.test(previous.text)) {
      before.text += ' ' + piece
      parts.pop()
    } else if (previous && previous.match === match) previous.text += piece
    else parts.push({ text: piece, match })
  }
  return parts
}
