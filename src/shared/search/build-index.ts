// Build time: turns the search documents into the two index parts (meta: titles, headings; body: the rest).
import {
  BODY_FIELDS,
  INDEX_VERSION,
  META_FIELDS,
  type BodyPart,
  type IndexPart,
  type MetaPart,
  type SearchDocument,
  type SearchField,
} from './index-format'
import { processTerm as turkishTerm, tokenize } from './text-processing'

export type TermProcessor = (token: string) => string | null

function buildPart(
  documents: readonly SearchDocument[],
  fields: readonly SearchField[],
  processTerm: TermProcessor,
): IndexPart {
  // term → per field: document numbers and counts, in document order.
  const postings = new Map<string, [documents: number[], counts: number[]][]>()
  const lengths = fields.map(() => new Array<number>(documents.length).fill(0))
  documents.forEach((document, documentNumber) => {
    fields.forEach((field, fieldNumber) => {
      const tokens = tokenize(document[field])
      // BM25's field length counts distinct raw tokens (MiniSearch's convention, kept so scores did not change).
      lengths[fieldNumber]![documentNumber] = new Set(tokens).size
      const counts = new Map<string, number>()
      for (const token of tokens) {
        const term = processTerm(token)
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1)
      }
      for (const [term, count] of counts) {
        let entry = postings.get(term)
        if (!entry) postings.set(term, (entry = fields.map(() => [[], []])))
        entry[fieldNumber]![0].push(documentNumber)
        entry[fieldNumber]![1].push(count)
      }
    })
  })
  const terms = [...postings.keys()].sort()
  return {
    version: INDEX_VERSION,
    documentCount: documents.length,
    fields: [...fields],
    averageLengths: lengths.map((values) =>
      values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length,
    ),
    lengths,
    terms,
    postings: terms.map((term) => postings.get(term)!.map(([numbers, counts]) => encode(numbers, counts))),
  }
}

/** Gaps between document numbers, each followed by -count when the count is above 1 (see IndexPart). */
function encode(numbers: readonly number[], counts: readonly number[]): number[] {
  const list: number[] = []
  let previous = 0
  numbers.forEach((documentNumber, position) => {
    list.push(documentNumber - previous)
    if (counts[position]! > 1) list.push(-counts[position]!)
    previous = documentNumber
  })
  return list
}

export interface SerializedIndexes {
  meta: MetaPart
  full: BodyPart
}

/** The same processor, remembering its answers: texts repeat few distinct words, and stemming costs time. */
function remembering(processTerm: TermProcessor): TermProcessor {
  const terms = new Map<string, string | null>()
  return (token) => {
    let term = terms.get(token)
    if (term === undefined) terms.set(token, (term = processTerm(token)))
    return term
  }
}

/**
 * Builds both parts. `processTerm` is only replaced by the benchmark's stemmer comparison.
 * @default processTerm the Turkish processing of text-processing.ts
 */
export function buildIndexes(
  documents: readonly SearchDocument[],
  processor: TermProcessor = turkishTerm,
): SerializedIndexes {
  const processTerm = remembering(processor)
  return {
    meta: {
      ...buildPart(documents, META_FIELDS, processTerm),
      documents: documents.map((document) => [document.kind, document.title, document.url]),
    },
    full: {
      ...buildPart(documents, BODY_FIELDS, processTerm),
      descriptions: documents.map((document) => document.description),
    },
  }
}
