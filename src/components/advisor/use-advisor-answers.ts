// The advisor's answers kept in the URL (?kim=&kisi=…), so a shared link, reload and back/forward show the same advice.
// Browser.
import { useCallback, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { answersQuery, DEFAULT_ANSWERS, parseAnswers, type Answers } from '../../shared/advisor/answers.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

export function useAdvisorAnswers(): [Answers, (changes: Partial<Answers>, replace?: boolean) => void] {
  // The pre-rendered HTML was built without a query string: render the defaults first, then read the URL.
  const hydrated = useHydrated()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const search = searchParams.toString()
  const urlAnswers = hydrated ? parseAnswers(searchParams) : DEFAULT_ANSWERS

  // A changed answer shows at once; the router's navigation follows. When the address changes (that navigation,
  // back/forward, a link) the address is the source again.
  const [pending, setPending] = useState<Answers | null>(null)
  const [seenSearch, setSeenSearch] = useState(search)
  if (seenSearch !== search) {
    setSeenSearch(search)
    setPending(null)
  }
  // The last change and the address it started from: while the address is unchanged, that change is still on its way.
  const inFlight = useRef<{ from: string; answers: Answers } | null>(null)

  const update = useCallback(
    (changes: Partial<Answers>, replace = false) => {
      // Start from a change still on its way, else the address bar: two quick changes must not drop the first one.
      const from = window.location.search
      const current =
        inFlight.current?.from === from ? inFlight.current.answers : parseAnswers(new URLSearchParams(from))
      const next = { ...current, ...changes }
      if (next.peak > next.users) next.peak = next.users
      inFlight.current = { from, answers: next }
      setPending(next)
      void navigate(`?${answersQuery(next)}`, { replace, preventScrollReset: true })
    },
    [navigate],
  )
  return [pending ?? urlAnswers, update]
}
