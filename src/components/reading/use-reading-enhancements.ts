// Browser: runs a pre-rendered article's small enhancements (reading-enhancements.ts: the section being read, the code
// blocks' copy buttons, the staff edit link). The page reads and works without them: their code is fetched after
// hydration, outside the page's first load.
import { useEffect } from 'react'

/** Runs the enhancements for the pre-rendered markup `html` (again whenever it changes). */
export function useReadingEnhancements(html: string | null): void {
  useEffect(() => {
    if (html === null) return
    let stop: (() => void) | undefined
    let active = true
    import('./reading-enhancements.ts').then(
      (module) => {
        if (active) stop = module.enhanceReading()
      },
      // Offline or a new deployment: the page stays as pre-rendered (copy buttons hidden, no staff link).
      () => undefined,
    )
    return () => {
      active = false
      stop?.()
    }
  }, [html])
}
