// The search engine: BM25 over the meta part (at once) and the body part (once it has arrived). Browser and build.
import { FIELD_BOOSTS, INDEX_VERSION, type BodyPart, type IndexPart, type MetaPart } from './index-format'
import type { SearchHitView, SearchKind } from './kinds'
import { exactRange, fuzzyMatches, prefixRange } from './term-lookup'
import { processTerm as turkishTerm, queryTerms } from './text-processing'

export type { SearchKind } from './kinds'
export type { SearchDocument } from './index-format'
export { buildIndexes, type SerializedIndexes } from './build-index'

/** Prefix search from three letters. */
const PREFIX_FROM = 3

/** Typo tolerance scaled to word length: none below 5 letters, 1 edit up to 8, 2 above (up to MAX_FUZZY_TERM). */
const fuzziness = (term: string): number =>
  term.length < 5 || term.length > MAX_FUZZY_TERM ? 0 : term.length < 9 ? 1 : 2

/** Longer 'words' are not words (pasted junk): no typo search for them, it would only cost time. */
const MAX_FUZZY_TERM = 24

/** Fewer exact/prefix results than this, and typos are tried for every word. */
const FUZZY_THRESHOLD = 3

/** BM25+ parameters and the weights of prefix and typo matches (MiniSearch's defaults, which the ranking was tuned with). */
const K = 1.2
const B = 0.7
const D = 0.5
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45

/** A result: the stored fields, its score and the processed index terms that matched (for highlighting). */
export type SearchHit = SearchHitView

export interface QueryOptions {
  /** @default 20 */
  limit?: number
  kinds?: readonly SearchKind[]
  /** 'AND' needs every word (filters); 'OR' ranks partial matches too (the dialog). @default 'OR' */
  combineWith?: 'AND' | 'OR'
}

function parse<T extends IndexPart>(part: T | string): T {
  const value = typeof part === 'string' ? (JSON.parse(part) as T) : part
  if (value.version !== INDEX_VERSION)
    throw new Error(`search index version ${value.version} ≠ ${INDEX_VERSION}`)
  return value
}

/** Scores of one query, accumulated per document number. */
interface Tally {
  scores: Float64Array
  /** Bit i set: query word i matched the document. */
  words: Uint32Array
  /** Documents in the order they first matched (ties keep it). */
  touched: number[]
  /** Index terms that matched, for highlighting. */
  matchedTerms: Set<string>
}

/** A loaded engine: answers from the meta part at once, from both parts once the body has arrived. */
export class SearchEngine {
  private readonly meta: MetaPart
  private readonly parts: IndexPart[]
  private descriptions: string[] | null = null

  constructor(
    meta: MetaPart | string,
    private readonly processTerm = turkishTerm,
  ) {
    this.meta = parse(meta)
    this.parts = [this.meta]
  }

  addFullIndex(full: BodyPart | string): void {
    const body = parse(full)
    if (body.documentCount !== this.meta.documentCount) throw new Error('search index parts do not match')
    this.parts.push(body)
    this.descriptions = body.descriptions
  }

  get hasFullIndex(): boolean {
    return this.descriptions !== null
  }

  get documentCount(): number {
    return this.meta.documentCount
  }

  search(query: string, { limit = 20, kinds, combineWith = 'OR' }: QueryOptions = {}): SearchHit[] {
    const words = queryTerms(query, this.processTerm)
    if (words.length === 0 || limit <= 0) return []
    const count = this.meta.documentCount
    const tally: Tally = {
      scores: new Float64Array(count),
      words: new Uint32Array(count),
      touched: [],
      matchedTerms: new Set(),
    }
    const allowed = kinds ? this.meta.documents.map(([kind]) => kinds.includes(kind)) : null
    const every = 2 ** words.length - 1
    const results = () =>
      tally.touched.filter(
        (document) =>
          (!allowed || allowed[document]) && (combineWith === 'OR' || tally.words[document] === every),
      )
    words.forEach((word, position) => this.addWord(tally, word, position, 0))
    let found = results()
    // Typos are the costly part on a large index: only for the words exact and prefix matching missed, or for
    // all of them when too little was found.
    let matchedWords = 0
    for (const document of found) matchedWords |= tally.words[document]!
    if (matchedWords !== every || found.length < FUZZY_THRESHOLD) {
      words.forEach((word, position) => {
        const missed = (matchedWords & (1 << position)) === 0
        const typos = fuzziness(word)
        if (typos > 0 && (matchedWords === every || missed)) this.addWord(tally, word, position, typos)
      })
      found = results()
    }
    // Each document's score is multiplied by the number of query words it matched.
    const final = new Float64Array(count)
    for (const document of found) final[document] = tally.scores[document]! * popCount(tally.words[document]!)
    // Several documents may lead to the same place (a page and a support card): keep the best one. Rarely that
    // leaves fewer than `limit` among the best-ranked candidates, and then all are ranked.
    let hits = this.hits(rank(found, final, limit * 2), final, limit, tally)
    if (hits.length < limit && found.length > limit * 2)
      hits = this.hits(rank(found, final, found.length), final, limit, tally)
    return hits
  }

  private hits(ranked: number[], final: Float64Array, limit: number, tally: Tally): SearchHit[] {
    const seen = new Set<string>()
    const hits: SearchHit[] = []
    const terms = [...tally.matchedTerms]
    for (const document of ranked) {
      const [kind, title, url] = this.meta.documents[document]!
      if (seen.has(url)) continue
      seen.add(url)
      const description = this.descriptions?.[document] ?? ''
      hits.push({ kind, title, description, url, score: final[document]!, terms })
      if (hits.length === limit) break
    }
    return hits
  }

  /** Adds one query word's matches: exact and by prefix (fuzzy = 0), or only those within `fuzzy` typos. */
  private addWord(tally: Tally, word: string, position: number, fuzzy: number): void {
    const prefix = word.length >= PREFIX_FROM
    for (const part of this.parts) {
      const [start, end] = prefix ? prefixRange(part.terms, word) : exactRange(part.terms, word)
      if (fuzzy === 0) {
        for (let term = start; term < end; term++) {
          const length = part.terms[term]!.length
          const extra = length - word.length
          const weight = extra === 0 ? 1 : (PREFIX_WEIGHT * length) / (length + 0.3 * extra)
          this.addTerm(tally, part, term, weight, position)
        }
        continue
      }
      // Matches already counted as exact or prefix are skipped.
      for (const [term, distance] of fuzzyMatches(part.terms, word, fuzzy)) {
        if (distance === 0 || (term >= start && term < end)) continue
        const length = part.terms[term]!.length
        this.addTerm(tally, part, term, (FUZZY_WEIGHT * length) / (length + distance), position)
      }
    }
  }

  private addTerm(tally: Tally, part: IndexPart, term: number, weight: number, position: number): void {
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
}

/**
 * The documents in rank order, best first, ties in `found` order. Only the best `wanted` are sorted (a numeric
 * pre-pass finds the cut-off score); all of them when the caller needs more.
 */
function rank(found: number[], final: Float64Array, wanted: number): number[] {
  const byScore = (a: number, b: number) => final[b]! - final[a]!
  if (found.length <= wanted) return found.sort(byScore)
  const values = Float64Array.from(found, (document) => final[document]!).sort()
  const cutOff = values[values.length - wanted]!
  return found.filter((document) => final[document]! >= cutOff).sort(byScore)
}

function popCount(value: number): number {
  let count = 0
  for (let rest = value; rest !== 0; rest &= rest - 1) count++
  return count
}
