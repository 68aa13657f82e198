// The search engine: BM25 over the meta part (at once) and the body part (once it has arrived). Browser and build.
import { INDEX_VERSION, type BodyPart, type IndexPart, type MetaPart } from './index-format'
import type { SearchHitView, SearchKind } from './kinds'
import { addWord, createTally, popCount, rank, resetTally, type Tally } from './scoring'
import { processTerm as turkishTerm, queryTerms } from './text-processing'

export type { SearchKind } from './kinds'
export type { SearchDocument } from './index-format'
export { buildIndexes, type SerializedIndexes } from './build-index'

/** Typo tolerance scaled to word length: none below 5 letters, 1 edit up to 8, 2 above (up to MAX_FUZZY_TERM). */
const fuzziness = (term: string): number =>
  term.length < 5 || term.length > MAX_FUZZY_TERM ? 0 : term.length < 9 ? 1 : 2

/** Longer 'words' are not words (pasted junk): no typo search for them, it would only cost time. */
const MAX_FUZZY_TERM = 24

/** Fewer exact/prefix results than this, and typos are tried for every word. */
const FUZZY_THRESHOLD = 3

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

/** A loaded engine: answers from the meta part at once, from both parts once the body has arrived. */
export class SearchEngine {
  private readonly meta: MetaPart
  private readonly parts: IndexPart[]
  private descriptions: string[] | null = null
  private readonly tally: Tally
  private readonly kindFilters = new Map<string, Uint8Array>()

  /** @param processTerm only the benchmark's stemmer comparison passes another one. @default processTerm */
  constructor(
    meta: MetaPart | string,
    private readonly processTerm = turkishTerm,
  ) {
    this.meta = parse(meta)
    this.parts = [this.meta]
    const count = this.meta.documentCount
    this.tally = createTally(count)
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
    const tally = this.tally
    try {
      return this.rankedHits(tally, words, limit, kinds ? this.kindFilter(kinds) : null, combineWith)
    } finally {
      resetTally(tally)
    }
  }

  private rankedHits(
    tally: Tally,
    words: string[],
    limit: number,
    allowed: Uint8Array | null,
    combineWith: 'AND' | 'OR',
  ): SearchHit[] {
    const every = 2 ** words.length - 1
    const results = () =>
      tally.touched.filter(
        (document) =>
          (!allowed || allowed[document] === 1) && (combineWith === 'OR' || tally.words[document] === every),
      )
    words.forEach((word, position) => addWord(tally, this.parts, word, position, 0))
    let found = results()
    // Typos are the costly part on a large index: only for the words exact and prefix matching missed, or for
    // all of them when too little was found.
    let matchedWords = 0
    for (const document of found) matchedWords |= tally.words[document]!
    if (matchedWords !== every || found.length < FUZZY_THRESHOLD) {
      words.forEach((word, position) => {
        const missed = (matchedWords & (1 << position)) === 0
        const typos = fuzziness(word)
        if (typos > 0 && (matchedWords === every || missed)) addWord(tally, this.parts, word, position, typos)
      })
      found = results()
    }
    // Each document's score is multiplied by the number of query words it matched.
    const final = tally.scores
    for (const document of found) final[document] = final[document]! * popCount(tally.words[document]!)
    // Several documents may lead to the same place (a page and a support card): keep the best one. Rarely that
    // leaves fewer than `limit` among the best-ranked candidates, and then all are ranked.
    let hits = this.hits(rank(found, final, limit * 2), final, limit, tally)
    if (hits.length < limit && found.length > limit * 2)
      hits = this.hits(rank(found, final, found.length), final, limit, tally)
    return hits
  }

  /** 1 for the documents of the given kinds, per document number (remembered per set of kinds). */
  private kindFilter(kinds: readonly SearchKind[]): Uint8Array {
    const key = [...kinds].sort().join(' ')
    let filter = this.kindFilters.get(key)
    if (!filter) {
      filter = Uint8Array.from(this.meta.documents, ([kind]) => (kinds.includes(kind) ? 1 : 0))
      this.kindFilters.set(key, filter)
    }
    return filter
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
}
