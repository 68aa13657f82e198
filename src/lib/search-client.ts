// Browser: loads the search engine lazily (on first focus or opening), meta index first, full index after.
import { useMemo, useSyncExternalStore } from 'react'
import type { SearchEngine, SearchKind } from '../shared/search/engine.ts'

interface SearchState {
  engine: SearchEngine | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** Increases when the engine gets better (full index arrived), so results are recomputed. */
  revision: number
}

const SERVER_STATE: SearchState = { engine: null, status: 'idle', revision: 0 }
/**
 * Starts as the very object the pre-rendered page was built with: useSyncExternalStore compares snapshots by
 * identity, and an equal copy made every page that reads the engine render a second time, synchronously, right
 * after hydration.
 */
let state: SearchState = SERVER_STATE
const listeners = new Set<() => void>()

function update(next: Partial<SearchState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

type SearchLoader = typeof import('./search-loader.ts')

/** The loading code, once it has arrived (prefetched or on first use). */
let loader: SearchLoader | null = null
const importLoader = () => import('./search-loader.ts').then((module) => (loader = module))

/** Starts loading once; safe to call on every focus. The loading code itself is fetched on first use. */
export function loadSearch(): void {
  if (state.status === 'loading' || state.status === 'ready') return
  update({ status: 'loading' })
  const load = ({ loadSearchEngine }: SearchLoader) =>
    loadSearchEngine(
      (engine) => update({ engine, status: 'ready', revision: state.revision + 1 }),
      () => update({ revision: state.revision + 1 }),
    )
  // With the code already here, the index is requested at once, before the caller renders anything.
  const loading = loader ? load(loader) : importLoader().then(load)
  loading.catch(() => update({ status: state.engine ? 'ready' : 'error' }))
}

/** Fetches the code that loadSearch() needs, not the index: called when the page is idle. */
export function prefetchSearchCode(): void {
  importLoader().catch(() => undefined)
  import('../shared/search/engine.ts').catch(() => undefined)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The engine (null until loaded) and its revision; call loadSearch() on focus/open. */
export function useSearchEngine(): SearchState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  )
}

/** The same empty list every time, so a list that takes it does not re-render when the index arrives. */
const NO_URLS: readonly string[] = []

/**
 * For a page's own filter box: the URLs of the engine's hits of one kind, all words required (stems and typos
 * included), recomputed when the full index arrives; empty while the engine is not loaded or the query is blank.
 */
export function useEngineUrls(query: string, kind: SearchKind, limit: number): readonly string[] {
  const { engine, revision } = useSearchEngine()
  return useMemo(
    () =>
      engine && query.trim()
        ? engine.search(query, { kinds: [kind], combineWith: 'AND', limit }).map((hit) => hit.url)
        : NO_URLS,
    // revision: the engine object stays the same when its full index arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, revision, query, kind, limit],
  )
}

const RECENT_KEY = 'search:recent'
const RECENT_LIMIT = 5

export function readRecentQueries(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_LIMIT)
      : []
  } catch {
    return []
  }
}

export function rememberQuery(query: string): void {
  const trimmed = query.trim().slice(0, 100)
  if (!trimmed) return
  const next = [trimmed, ...readRecentQueries().filter((item) => item !== trimmed)].slice(0, RECENT_LIMIT)
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(next))
  } catch {
    // Storage unavailable: the search still works, it just does not remember.
  }
}
