// One query's results from the meta and the body index, added up as one index holding every field would score them
// (build time and browser).
import type { SearchResult } from 'minisearch'

interface Sum {
  first: SearchResult
  /** Score before MiniSearch multiplied it by the number of query words the document matched. */
  raw: number
  queryTerms: Set<string>
  terms: Set<string>
  match: Record<string, string[]>
}

/**
 * MiniSearch scores a document as the sum of its fields' scores times the number of query words it matched. Two
 * indexes over the same documents with different fields (and the same document count) give the parts of that sum:
 * they are added, then multiplied by the words matched in either. `every`: how many query words a result must hold,
 * in any field of either index (a search that needs every word); 0 keeps them all. Best first.
 */
export function mergeResults(
  first: readonly SearchResult[],
  second: readonly SearchResult[],
  every = 0,
): SearchResult[] {
  const sums = new Map<unknown, Sum>()
  for (const result of [...first, ...second]) {
    const raw = result.score / Math.max(result.queryTerms.length, 1)
    const sum = sums.get(result.id)
    if (!sum) {
      sums.set(result.id, {
        first: result,
        raw,
        queryTerms: new Set(result.queryTerms),
        terms: new Set(result.terms),
        match: { ...result.match },
      })
      continue
    }
    sum.raw += raw
    for (const term of result.queryTerms) sum.queryTerms.add(term)
    for (const term of result.terms) sum.terms.add(term)
    for (const [term, fields] of Object.entries(result.match))
      sum.match[term] = [...(sum.match[term] ?? []), ...fields]
  }
  const merged: SearchResult[] = []
  for (const sum of sums.values()) {
    if (sum.queryTerms.size < every) continue
    merged.push({
      // Stored fields too: each index stores its own (the body index the summary).
      ...sum.first,
      score: sum.raw * Math.max(sum.queryTerms.size, 1),
      queryTerms: [...sum.queryTerms],
      terms: [...sum.terms],
      match: sum.match,
    })
  }
  return merged.sort((a, b) => b.score - a.score)
}
