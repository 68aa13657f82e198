// BM25 scoring of one query over the index parts, accumulated per document number (browser and build).
import { FIELD_BOOSTS, type IndexPart } from './index-format'
import { exactRange, fuzzyMatches, prefixRange } from './term-lookup'

/** Prefix search from three letters. */
const PREFIX_FROM = 3

/** BM25+ parameters and the weights of prefix and typo matches (MiniSearch's defaults, which the ranking was tuned with). */
const K = 1.2
const B = 0.7
const D = 0.5
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45

/** Scores of one query, accumulated per document number (zero again after each query). */
export interface Tally {
  scores: Float64Array
  /** Bit i set: query word i matched the document. */
  words: Uint32Array
  /** Documents in the order they first matched (ties keep it). */
  touched: number[]
  /** Index terms that matched, for highlighting. */
  matchedTerms: Set<string>
}

/** Empty working arrays for an index of `documentCount` documents. */
export function createTally(documentCount: number): Tally {
  return {
    scores: new Float64Array(documentCount),
    words: new Uint32Array(documentCount),
    touched: [],
    matchedTerms: new Set(),
  }
}

/** Zeroes what the last query touched, so the same arrays serve the next one (no garbage per keystroke). */
export function resetTally(tally: Tally): void {
  for (const document of tally.touched) {
    tally.scores[document] = 0
    tally.words[document] = 0
  }
  tally.touched.length = 0
  tally.matchedTerms.clear()
}

/** Adds one query word's matches: exact and by prefix (fuzzy = 0), or only those within `fuzzy` typos. */
export function addWord(
  tally: Tally,
  parts: readonly IndexPart[],
  word: string,
  position: number,
  fuzzy: number,
): void {
  const prefix = word.length >= PREFIX_FROM
  for (const part of parts) {
    const [start, end] = prefix ? prefixRange(part.terms, word) : exactRange(part.terms, word)
    if (fuzzy === 0) {
      for (let term = start; term < end; term++) {
        const length = part.terms[term]!.length
        const extra = length - word.length
        const weight = extra === 0 ? 1 : (PREFIX_WEIGHT * length) / (length + 0.3 * extra)
        addTerm(tally, part, term, weight, position)
      }
      continue
    }
    // Matches already counted as exact or prefix are skipped.
    for (const [term, distance] of fuzzyMatches(part.terms, word, fuzzy)) {
      if (distance === 0 || (term >= start && term < end)) continue
      const length = part.terms[term]!.length
      addTerm(tally, part, term, (FUZZY_WEIGHT * length) / (length + distance), position)
    }
  }
}

/** Adds one index term's BM25+ score in each field, times its weight (1 exact, less for prefix and typo matches). */
function addTerm(tally: Tally, part: IndexPart, term: number, weight: number, position: number): void {
  const total = part.documentCount
  const bit = 1 << position
  const { scores, words, touched } = tally
  tally.matchedTerms.add(part.terms[term]!)
  for (let fieldNumber = 0; fieldNumber < part.fields.length; fieldNumber++) {
    const list = part.postings[term]![fieldNumber]!
    if (list.length === 0) continue
    let matching = 0
    for (const value of list) if (value >= 0) matching++
    const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5))
    const boost = weight * FIELD_BOOSTS[part.fields[fieldNumber]!]
    const lengths = part.lengths[fieldNumber]!
    const average = part.averageLengths[fieldNumber]!
    let document = 0
    for (let index = 0; index < list.length; index++) {
      document += list[index]!
      let frequency = 1
      if (index + 1 < list.length && list[index + 1]! < 0) frequency = -list[++index]!
      const normalised = K * (1 - B + (B * lengths[document]!) / average)
      const score = inverse * (D + (frequency * (K + 1)) / (frequency + normalised))
      const matched = words[document]!
      if (matched === 0) touched.push(document)
      words[document] = matched | bit
      scores[document] = scores[document]! + boost * score
    }
  }
}

/**
 * The documents in rank order, best first, ties in `found` order. Only the best `wanted` are sorted (a numeric
 * pre-pass finds the cut-off score); all of them when the caller needs more.
 */
export function rank(found: number[], final: Float64Array, wanted: number): number[] {
  const byScore = (a: number, b: number) => final[b]! - final[a]!
  if (found.length <= wanted) return found.sort(byScore)
  const values = Float64Array.from(found, (document) => final[document]!).sort()
  const cutOff = values[values.length - wanted]!
  return found.filter((document) => final[document]! >= cutOff).sort(byScore)
}

/** How many query words a document matched (set bits). */
export function popCount(value: number): number {
  let count = 0
  for (let rest = value; rest !== 0; rest &= rest - 1) count++
  return count
}
