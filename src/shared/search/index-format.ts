// The search index files as the build writes them and the browser reads them (plain JSON, no parsing step).
import type { SearchKind } from './kinds'

/** Bump when the layout changes: a browser holding an older file then reports an error instead of wrong hits. */
export const INDEX_VERSION = 1

export interface SearchDocument {
  id: string
  kind: SearchKind
  title: string
  description: string
  /** Section and heading titles, joined by ' · '. */
  headings: string
  /** Body text (article introduction, items and section text); goes to the body part. */
  text: string
  /** Where the result leads: an internal path or an external URL. */
  url: string
}

export type SearchField = 'title' | 'headings' | 'description' | 'text'

/** Field boosts: title above headings and description, above body. */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = {
  title: 5,
  headings: 2,
  description: 2,
  text: 1,
}

/** Titles and headings: small, loaded first, so the first answer comes fast even with thousands of articles. */
export const META_FIELDS = ['title', 'headings'] as const satisfies readonly SearchField[]
/** Summaries and bodies: loaded after the meta part and added to it. */
export const BODY_FIELDS = ['description', 'text'] as const satisfies readonly SearchField[]

/**
 * One part of the inverted index. Documents are numbered by their position (the same in both parts).
 * A posting list is flat: the document number as a gap from the previous one, followed by `-count` when the
 * term occurs more than once in that field ([3, 2, -4] = document 3 once, document 5 four times).
 */
export interface IndexPart {
  version: typeof INDEX_VERSION
  documentCount: number
  fields: SearchField[]
  /** Per field: the average field length (distinct tokens), for BM25. */
  averageLengths: number[]
  /** Per field, per document: the field length (distinct tokens). */
  lengths: number[][]
  /** Every indexed term, sorted (code-unit order), so exact and prefix lookups are binary searches. */
  terms: string[]
  /** Per term (same order as `terms`), per field: the posting list, empty when the term is not in that field. */
  postings: number[][][]
}

/** meta.json: titles and headings, and what a hit shows: [kind, title, url] per document. */
export interface MetaPart extends IndexPart {
  documents: [kind: SearchKind, title: string, url: string][]
}

/** full.json: descriptions and bodies, and the description shown under each hit. */
export interface BodyPart extends IndexPart {
  descriptions: string[]
}
