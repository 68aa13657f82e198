// @vitest-environment happy-dom
// Hooks read during hydration must not make the page render a second time right after it (a long task on
// phones: Lighthouse Total Blocking Time), unless their value really changed.
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useEngineUrls, useSearchEngine } from '../../src/lib/search-client.ts'
import { useHydrated } from '../../src/lib/use-hydrated.ts'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders `read` in a component on the "server", hydrates it, and says how often it rendered in the browser. */
async function hydrationRenders(read: () => string): Promise<{ renders: number; text: string }> {
  let renders = 0
  function Probe() {
    renders += 1
    return <p>{read()}</p>
  }
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Probe />)
  renders = 0
  // Awaited like an async act, so what hydration schedules after a microtask is flushed (and counted) too.
  await act(() => {
    hydrateRoot(container, <Probe />)
    return Promise.resolve()
  })
  return { renders, text: container.textContent ?? '' }
}

describe('renders after hydration', () => {
  it('reading the search engine state renders once: the first snapshot is the server snapshot itself', async () => {
    const result = await hydrationRenders(() => useSearchEngine().status)
    expect(result).toEqual({ renders: 1, text: 'idle' })
  })

  it('a filter box without the engine gets the same empty list on every render, so memoised lists keep theirs', async () => {
    const lists = new Set<readonly string[]>()
    const result = await hydrationRenders(() => {
      const urls = useEngineUrls('yüzey', 'wiki', 50)
      lists.add(urls)
      return String(useHydrated()) + urls.length
    })
    expect(result).toEqual({ renders: 2, text: 'true0' })
    expect(lists.size).toBe(1) // server render and both browser renders
  })

  it('useHydrated does render again, with true (the check that it can fail)', async () => {
    const result = await hydrationRenders(() => String(useHydrated()))
    expect(result).toEqual({ renders: 2, text: 'true' })
  })
})
