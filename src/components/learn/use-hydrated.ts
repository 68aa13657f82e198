// useHydrated(): false while React hydrates the pre-rendered HTML, true afterwards and on client-side navigation. Browser.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * Lets a page render exactly what the pre-renderer wrote (no hydration mismatch), then switch to
 * browser-only state such as URL query filters or collapsed lists.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
