// The search engine on MiniSearch: documents, options and queries shared by the index builder and the browser.
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch'
import { processTerm, queryTerms, tokenize } from './text-processing'

import type { SearchHitView, SearchKind } from './kinds'

export type { SearchKind } from './kinds'

export interface SearchDocument {
  id: string
  kind: SearchKind
  title: string
  description: string
  /** Section and heading titles, joined by ' · '. */
  headings: string
  /** Body text (article introduction, items and section text); goes to the separate body index. */
  text: string
  /** Where the result leads: an internal path or an external URL. */
  url: string
}

export type StoredDocument = Pick<SearchDocument, 'id' | 'kind' | 'title' | 'description' | 'url'>

/** Titles and headings: small, loaded first, so the first answer comes fast even with thousands of articles. */
const META_FIELDS = ['title', 'headings'] as const
/** Summaries and bodies: only in the full index, loaded after the meta index. */
const FULL_FIELDS = ['title', 'headings', 'description', 'text'] as const
const META_STORE_FIELDS = ['kind', 'title', 'url'] as const
const FULL_STORE_FIELDS = ['kind', 'title', 'description', 'url'] as const

/** Field boosts: title above headings and description, above body. */
export const FIELD_BOOSTS = { title: 5, headings: 2, description: 2, text: 1 } as const

const baseOptions = {
  idField: 'id',
  tokenize,
  processTerm,
} satisfies Partial<Options<SearchDocument>>

export const metaIndexOptions: Options<SearchDocument> = {
  ...baseOptions,
  fields: [...META_FIELDS],
  storeFields: [...META_STORE_FIELDS],
}

/** Every field: replaces the meta index once it has loaded. */
export const fullIndexOptions: Options<SearchDocument> = {
  ...baseOptions,
  fields: [...FULL_FIELDS],
  storeFields: [...FULL_STORE_FIELDS],
}

/** Typo tolerance scaled to word length: none below 5 letters, 1 edit up to 8, 2 above (up to MAX_FUZZY_TERM). */
export const fuzziness = (term: string): number | false =>
  term.length < 5 || term.length > MAX_FUZZY_TERM ? false : term.length < 9 ? 1 : 2

/** Longer 'words' are not words (pasted junk): no typo search for them, it would only cost time. */
const MAX_FUZZY_TERM = 24

/** Prefix search from three letters; typos are tried when exact and prefix matches find too little. */
export const querySearchOptions: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  prefix: (term) => term.length >= 3,
  fuzzy: false,
  maxFuzzy: 2,
  // The query is already processed by queryTerms.
  tokenize: (query) => query.split(' ').filter(Boolean),
  processTerm: (term) => term,
}

export interface SerializedIndexes {
  meta: AsPlainObject
  full: AsPlainObject
}

export function buildIndexes(documents: readonly SearchDocument[]): SerializedIndexes {
  const meta = new MiniSearch<SearchDocument>(metaIndexOptions)
  const full = new MiniSearch<SearchDocument>(fullIndexOptions)
  meta.addAll(documents)
  full.addAll(documents)
  return { meta: meta.toJSON(), full: full.toJSON() }
}

/** A result: the stored fields, its score and the processed index terms that matched (for highlighting). */
export type SearchHit = SearchHitView

/** Fewer exact/prefix results than this, and the query is repeated with typo tolerance. */
const FUZZY_THRESHOLD = 3

export interface QueryOptions {
  limit?: number
  kinds?: readonly SearchKind[]
  /** 'AND' needs every word (filters); 'OR' ranks partial matches too (the dialog). @default 'OR' */
  combineWith?: 'AND' | 'OR'
}

const load = (index: AsPlainObject | string, options: Options<SearchDocument>) =>
  typeof index === 'string'
    ? MiniSearch.loadJSON<SearchDocument>(index, options)
    : MiniSearch.loadJS<SearchDocument>(index, options)

/** A loaded engine: answers from the meta index at once, from the full index once it has arrived. */
export class SearchEngine {
  private index: MiniSearch<SearchDocument>
  private full = false

  constructor(meta: AsPlainObject | string) {
    this.index = load(meta, metaIndexOptions)
  }

  addFullIndex(full: AsPlainObject | string): void {
    this.index = load(full, fullIndexOptions)
    this.full = true
  }

  get hasFullIndex(): boolean {
    return this.full
  }

  get documentCount(): number {
    return this.index.documentCount
  }

  search(query: string, { limit = 20, kinds, combineWith = 'OR' }: QueryOptions = {}): SearchHit[] {
    const terms = queryTerms(query)
    if (terms.length === 0) return []
    const options: SearchOptions = {
      ...querySearchOptions,
      combineWith,
      ...(kinds ? { filter: (result) => kinds.includes(result.kind as SearchKind) } : {}),
    }
    let results = this.index.search(terms.join(' '), options)
    // Fuzzy matching is the costly part on a large index: only for words that exact and prefix matching missed,
    // or for all of them when too little was found.
    const matched = new Set(results.flatMap((result) => result.queryTerms))
    const missed = new Set(terms.filter((term) => !matched.has(term)))
    if (missed.size > 0 || results.length < FUZZY_THRESHOLD) {
      const retry = (term: string) => (missed.size === 0 || missed.has(term) ? fuzziness(term) : false)
      const fuzzy = this.index.search(terms.join(' '), { ...options, fuzzy: retry })
      const scores = new Map(results.map((result) => [result.id, result]))
      for (const result of fuzzy) {
        const known = scores.get(result.id)
        if (!known || result.score > known.score) scores.set(result.id, result)
      }
      results = [...scores.values()].sort((a, b) => b.score - a.score)
    }
    // Several documents may lead to the same place (a page and a support card): keep the best one.
    const seen = new Set<string>()
    const unique = results.filter((result) => !seen.has(result.url) && seen.add(result.url))
    return unique.slice(0, limit).map((result) => ({
      id: String(result.id),
      kind: result.kind as SearchKind,
      title: result.title as string,
      description: (result.description as string | undefined) ?? '',
      url: result.url as string,
      score: result.score,
      terms: result.terms,
    }))
  }
}
