// True after hydration, false while pre-rendering and during the hydration render itself. Browser.
import { useSyncExternalStore } from 'react'

const noop = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
