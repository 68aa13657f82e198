// Build time and tests: the search relevance sets (tests/search/*.json), their budgets, and how a ranking is scored.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** One query of a relevance set and the pages that count as a right answer. */
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

/** A relevance set: its file and what its queries are (budgets: scripts/bench/budgets.ts, searchBudgets.relevance). */
export interface RelevanceSet {
  file: string
  label: string
}

/** The original set: topics, symptoms, licences, Turkish and English terms; expected answers are pages. */
export const RELEVANCE_FILE = path.join('tests', 'search', 'relevance.json')

/**
 * Every relevance set. The command tasks are everyday Turkish task phrases ('objeyi döndürme', 'küre çizme', typed
 * with and without Turkish letters) for the most used Rhino commands; a right answer is the command's glossary entry,
 * the command list or a page about the command. Their held-out part was kept aside while the ranking was changed
 * (issue 50), as a check that the changes do not fit only the phrases they were tried on.
 */
export const RELEVANCE_SETS: readonly RelevanceSet[] = [
  { file: RELEVANCE_FILE, label: 'topics and terms' },
  { file: path.join('tests', 'search', 'commands.json'), label: 'command tasks' },
  { file: path.join('tests', 'search', 'commands-held-out.json'), label: 'command tasks, held out' },
]

export async function readRelevanceSet(root: string, file: string = RELEVANCE_FILE): Promise<Judgement[]> {
  return JSON.parse(await readFile(path.join(root, file), 'utf8')) as Judgement[]
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
