// The search relevance budgets as a test: the engine built from the real content must reach, on every set of
// tests/search/, the recall@3 and MRR of scripts/bench/budgets.ts (the bench prints the same figures with timings).
import { beforeAll, describe, expect, it } from 'vitest'
import { searchBudgets } from '../../scripts/bench/budgets.ts'
import { loadContent, searchIndexFiles } from '../../scripts/content/index.ts'
import { RELEVANCE_SETS, readRelevanceSet, scoreRelevance } from '../../scripts/bench/search-relevance.ts'
import { SearchEngine } from '../../src/shared/search/engine.ts'

let engine: SearchEngine

beforeAll(async () => {
  const files = searchIndexFiles(await loadContent(process.cwd()))
  // Through JSON, as the browser loads the index files.
  engine = new SearchEngine(JSON.stringify(files['search/meta.json']))
  engine.addFullIndex(JSON.stringify(files['search/full.json']))
}, 60_000)

describe('search relevance on the shipped content', () => {
  it.each(RELEVANCE_SETS.map((set) => [set.label, set.file] as const))('%s (%s)', async (_label, file) => {
    const budget = searchBudgets.relevance[file.split('/').at(-1)!]!
    const set = await readRelevanceSet(process.cwd(), file)
    expect(set.length).toBeGreaterThanOrEqual(15)
    const score = scoreRelevance((query) => engine.search(query, { limit: 10 }).map((hit) => hit.url), set)
    expect(score.recall, `misses:\n${score.misses.join('\n')}`).toBeGreaterThanOrEqual(budget.recallAt3)
    expect(score.mrr, 'mean reciprocal rank').toBeGreaterThanOrEqual(budget.mrr)
  })

  it('keeps the task sets apart from the original set and from each other', async () => {
    const queries = await Promise.all(
      RELEVANCE_SETS.map(async (set) =>
        (await readRelevanceSet(process.cwd(), set.file)).map((judgement) => judgement.query),
      ),
    )
    const lower = (list: string[]) => list.map((query) => query.toLocaleLowerCase('tr'))
    const original = new Set(lower(queries[0]!))
    const tasks = lower([...queries[1]!, ...queries[2]!])
    expect(new Set(tasks).size).toBe(tasks.length)
    expect(tasks.filter((query) => original.has(query))).toEqual([])
    expect(queries[1]!.length + queries[2]!.length).toBeGreaterThanOrEqual(60)
    expect(queries[2]!.length).toBeGreaterThanOrEqual(15)
  })
})
