// The advisor's answers kept in the URL (?kim=&kisi=…), so a shared link, reload and back/forward show the same advice.
// Browser.
import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { answersQuery, DEFAULT_ANSWERS, parseAnswers, type Answers } from '../../shared/advisor/answers'
import { useHydrated } from '../../lib/use-hydrated'

export function useAdvisorAnswers(): [Answers, (changes: Partial<Answers>, replace?: boolean) => void] {
  // The pre-rendered HTML was built without a query string: render the defaults first, then read the URL.
  const hydrated = useHydrated()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const answers = hydrated ? parseAnswers(searchParams) : DEFAULT_ANSWERS

  const update = useCallback(
    (changes: Partial<Answers>, replace = false) => {
      // Start from the address bar, not the last render: two quick changes must not drop the first one.
      const current = parseAnswers(new URLSearchParams(window.location.search))
      const next = { ...current, ...changes }
      if (changes.users !== undefined && next.peak > next.users) next.peak = next.users
      void navigate(`?${answersQuery(next)}`, { replace, preventScrollReset: true })
    },
    [navigate],
  )
  return [answers, update]
}
