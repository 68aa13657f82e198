// Build time and tests: the search relevance set (tests/search/relevance.json) and how a ranking is scored against it.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** One query of the relevance set and the pages that count as a right answer. */
export interface Judgement {
  query: string
  expect: string[]
  why?: string
}

export interface RelevanceScore {
  /** Share of queries with an expected page in the top 3. */
  recall: number
  /** Mean reciprocal rank of the first expected page (0 when absent). */
  mrr: number
  /** The queries that missed the top 3, with what came first. */
  misses: string[]
}

export const RELEVANCE_FILE = path.join('tests', 'search', 'relevance.json')

export async function readRelevanceSet(root: string): Promise<Judgement[]> {
  return JSON.parse(await readFile(path.join(root, RELEVANCE_FILE), 'utf8')) as Judgement[]
}

/** Scores a ranker (query → URLs, best first) on the set. */
export function scoreRelevance(rank: (query: string) => string[], set: readonly Judgement[]): RelevanceScore {
  let found = 0
  let reciprocal = 0
  const misses: string[] = []
  for (const judgement of set) {
    const urls = rank(judgement.query)
    const position = urls.findIndex((url) => judgement.expect.includes(url))
    if (position >= 0 && position < 3) found += 1
    else misses.push(`${judgement.query} → ${urls.slice(0, 3).join(', ') || '(nothing)'}`)
    if (position >= 0) reciprocal += 1 / (position + 1)
  }
  return { recall: found / set.length, mrr: reciprocal / set.length, misses }
}
