// Learn page filter state kept in the URL (?q=&dil=&sektor=), so reload, sharing and back/forward keep it. Browser.
import { useMemo, useState } from 'react'
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router'
import type { LanguageFilterValue, SectorFilterValue } from '../../data/learn.ts'
import { LEARN_PARAMS, parseLanguage, parseSector, type LearnFilters } from '../../lib/learn-filter.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

export interface LearnFilterControls {
  filters: LearnFilters
  setQuery: (query: string) => void
  setLanguage: (language: LanguageFilterValue) => void
  setSector: (sector: SectorFilterValue) => void
  clearAll: () => void
}

export function useLearnFilters(): LearnFilterControls {
  // The pre-rendered HTML was built without a query string: render that first, then read the URL.
  const hydrated = useHydrated()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  // Compared as text: the enum itself would be one more export of the shared chunk for this page alone.
  const navigationType: string = useNavigationType()
  const urlQuery = hydrated ? (searchParams.get(LEARN_PARAMS.query) ?? '') : ''
  const language = hydrated ? parseLanguage(searchParams.get(LEARN_PARAMS.language)) : 'all'
  const sector = hydrated ? parseSector(searchParams.get(LEARN_PARAMS.sector)) : 'all'

  // The box keeps its own text so typing never waits for the router; the URL follows it.
  const [query, setQueryText] = useState(urlQuery)
  const [seenKey, setSeenKey] = useState(hydrated ? location.key : null)
  const currentKey = hydrated ? location.key : null
  if (currentKey !== seenKey) {
    setSeenKey(currentKey)
    // POP = first load or back/forward: the URL is the source of truth again.
    if (navigationType === 'POP') setQueryText(urlQuery)
  }

  // Stable across renders (navigate is), so the result list can skip the re-render that follows hydration.
  const actions = useMemo(() => {
    const update = (changes: Partial<LearnFilters>, replace: boolean) => {
      // Start from the address bar, not the last render: two quick changes must not drop the first one.
      const next = new URLSearchParams(window.location.search)
      const write = (key: string, value: string | undefined, empty: string) => {
        if (value === undefined) return
        if (value === empty) next.delete(key)
        else next.set(key, value)
      }
      write(LEARN_PARAMS.query, changes.query, '')
      write(LEARN_PARAMS.language, changes.language, 'all')
      write(LEARN_PARAMS.sector, changes.sector, 'all')
      void navigate(`?${next.toString()}`, { replace, preventScrollReset: true })
    }
    return {
      setQuery: (text: string) => {
        setQueryText(text)
        update({ query: text }, true)
      },
      setLanguage: (value: LanguageFilterValue) => update({ language: value }, false),
      setSector: (value: SectorFilterValue) => update({ sector: value }, false),
      clearAll: () => {
        setQueryText('')
        update({ query: '', language: 'all', sector: 'all' }, false)
      },
    }
  }, [navigate])

  return { filters: { query, language, sector }, ...actions }
}
