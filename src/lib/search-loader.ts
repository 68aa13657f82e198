// Browser, loaded on the first search: the engine code, then the meta index (titles, headings) and the full index.
import type { AsPlainObject } from 'minisearch'
import type { SearchEngine } from '../shared/search/engine.ts'
import { fetchJson } from './fetch-json.ts'

export const SEARCH_DATA_URL = '/_data/search'

/** Calls onReady as soon as titles and headings are searchable and onImproved once the full index is in. */
export async function loadSearchEngine(
  onReady: (engine: SearchEngine) => void,
  onImproved: () => void,
): Promise<void> {
  const [{ SearchEngine }, meta] = await Promise.all([
    import('../shared/search/engine.ts'),
    fetchJson<AsPlainObject>([SEARCH_DATA_URL, 'meta.json']),
  ])
  const engine = new SearchEngine(meta!)
  onReady(engine)
  engine.addFullIndex((await fetchJson<AsPlainObject>([SEARCH_DATA_URL, 'full.json']))!)
  onImproved()
}
