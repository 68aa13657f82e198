// The search relevance budget as a test: the engine built from the real content must put an expected page in the top 3
// for at least 95 % of tests/search/relevance.json, with a mean reciprocal rank of at least 0.90 (the bench prints the
// same figures with timings).
import { describe, expect, it } from 'vitest'
import { searchBudgets } from '../../scripts/bench/budgets.ts'
import { loadContent, searchIndexFiles } from '../../scripts/content/index.ts'
import { readRelevanceSet, scoreRelevance } from '../../scripts/search-relevance.ts'
import { SearchEngine } from '../../src/shared/search/engine.ts'

describe('search relevance on the shipped content', () => {
  it(`finds an expected page in the top 3 for ≥ ${searchBudgets.recallAt3 * 100} % of the relevance set, MRR ≥ ${searchBudgets.mrr}`, async () => {
    const root = process.cwd()
    const files = searchIndexFiles(await loadContent(root))
    // Through JSON, as the browser loads the index files.
    const engine = new SearchEngine(JSON.stringify(files['search/meta.json']))
    engine.addFullIndex(JSON.stringify(files['search/full.json']))
    const set = await readRelevanceSet(root)
    expect(set.length).toBeGreaterThan(20)
    const score = scoreRelevance((query) => engine.search(query, { limit: 10 }).map((hit) => hit.url), set)
    expect(score.recall, `misses:\n${score.misses.join('\n')}`).toBeGreaterThanOrEqual(
      searchBudgets.recallAt3,
    )
    expect(score.mrr, 'mean reciprocal rank').toBeGreaterThanOrEqual(searchBudgets.mrr)
  }, 60_000)
})
