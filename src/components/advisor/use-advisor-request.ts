// The advisor's request kept in the address (?kim=&kisi=…&2.kim=…), so a shared link, reload, back/forward and a
// visit to a rule's page show the same request. Every change replaces the history entry: Back leaves the page
// instead of undoing one answer at a time. Browser.
import { useCallback, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { Adjustment, Answers, RequestAnswers } from '../../shared/advisor/answers.ts'
import type { AdvisorLogic } from '../../lib/advisor-logic-loader.ts'

export interface AdvisorRequest {
  request: RequestAnswers
  /** Numbers of the edited line the address gave out of range, as they were brought into it. */
  adjustments: Adjustment[]
}

export interface RequestUpdate {
  /** Changes the edited line's answers. */
  answer: (changes: Partial<Answers>) => void
  /** Replaces the request (lines added, removed or chosen for editing; the invoice). */
  replace: (change: (request: RequestAnswers) => RequestAnswers) => void
}

/**
 * The request of the address from the first client render on, the hydration render included: the page's pre-paint
 * script (src/lib/advisor-prepaint.ts) has already written the edited line into the pre-rendered HTML, so hydration
 * matches. Without the logic (pre-rendering, or before it has loaded) one line of defaults, as pre-rendered.
 */
export function useAdvisorRequest(
  logic: AdvisorLogic | undefined,
  defaults: Answers,
): [AdvisorRequest, RequestUpdate] {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const search = searchParams.toString()
  const fromUrl: AdvisorRequest = logic
    ? logic.readRequest(searchParams)
    : { request: { lines: [defaults], edited: 1, invoice: null }, adjustments: [] }

  // A change shows at once; the router's navigation follows. When the address changes (that navigation,
  // back/forward, a link) the address is the source again.
  const [pending, setPending] = useState<RequestAnswers | null>(null)
  const [seenSearch, setSeenSearch] = useState(search)
  if (seenSearch !== search) {
    setSeenSearch(search)
    setPending(null)
  }
  // The last change and the address it started from: while the address is unchanged, that change is still on its way.
  const inFlight = useRef<{ from: string; request: RequestAnswers } | null>(null)

  const replace = useCallback(
    (change: (request: RequestAnswers) => RequestAnswers) => {
      if (!logic) return
      // Start from a change still on its way, else the address bar: two quick changes must not drop the first one.
      const from = window.location.search
      const current =
        inFlight.current?.from === from
          ? inFlight.current.request
          : logic.readRequest(new URLSearchParams(from)).request
      const next = change(current)
      inFlight.current = { from, request: next }
      setPending(next)
      void navigate(`?${logic.requestQuery(next)}`, { replace: true, preventScrollReset: true })
    },
    [navigate, logic],
  )
  const answer = useCallback(
    (changes: Partial<Answers>) =>
      replace((request) => {
        const lines = request.lines.map((line, index) => {
          if (index !== request.edited - 1) return line
          const next = { ...line, ...changes }
          if (next.peak > next.users) next.peak = next.users
          return next
        })
        return { ...request, lines }
      }),
    [replace],
  )
  return [pending ? { request: pending, adjustments: [] } : fromUrl, { answer, replace }]
}
