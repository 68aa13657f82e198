// The advisor's answers kept in the URL (?kim=&kisi=…), so a shared link, reload and back/forward show the same advice.
// Browser.
import { useCallback, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { Adjustment, Answers } from '../../shared/advisor/answers.ts'
import type { AdvisorLogic } from '../../lib/advisor-logic-loader.ts'

export interface AdvisorAnswers {
  answers: Answers
  /** Numbers the address gave out of range, as they were brought into it. */
  adjustments: Adjustment[]
}

/**
 * The answers of the address from the first client render on, the hydration render included: the page's pre-paint
 * script (src/lib/advisor-prepaint.ts) has already written them into the pre-rendered HTML, so hydration matches.
 * Without the logic (pre-rendering, or before it has loaded) the defaults (from the loader data), as pre-rendered.
 */
export function useAdvisorAnswers(
  logic: AdvisorLogic | undefined,
  defaults: Answers,
): [AdvisorAnswers, (changes: Partial<Answers>, replace?: boolean) => void] {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const search = searchParams.toString()
  const fromUrl = logic ? logic.readAnswers(searchParams) : { answers: defaults, adjustments: [] }

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
      if (!logic) return
      // Start from a change still on its way, else the address bar: two quick changes must not drop the first one.
      const from = window.location.search
      const current =
        inFlight.current?.from === from
          ? inFlight.current.answers
          : logic.parseAnswers(new URLSearchParams(from))
      const next = { ...current, ...changes }
      if (next.peak > next.users) next.peak = next.users
      inFlight.current = { from, answers: next }
      setPending(next)
      void navigate(`?${logic.answersQuery(next)}`, { replace, preventScrollReset: true })
    },
    [navigate, logic],
  )
  return [pending ? { answers: pending, adjustments: [] } : fromUrl, update]
}
