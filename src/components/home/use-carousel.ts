// Browser hook for the hero carousel: current slide, 5-second auto-rotation with wrap-around, and the
// WAI-ARIA stop rules (pause button, pointer over it, keyboard focus inside, prefers-reduced-motion).
import { useEffect, useState, type FocusEvent } from 'react'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts'

/** How long each slide stays before the next one. @default 5000 */
export const SLIDE_INTERVAL_MS = 5000

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count
}

export function useCarousel(count: number, interval = SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0)
  // null until the visitor decides; until then reduced motion alone decides whether it rotates.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const [pointerInside, setPointerInside] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  const paused = pausedByVisitor ?? reducedMotion
  const rotating = !paused && !pointerInside && !focusInside

  // Re-armed on every slide change, so a manual jump gets the full interval too.
  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setIndex((current) => wrap(current + 1, count)), interval)
    return () => clearTimeout(timer)
  }, [rotating, index, count, interval])

  return {
    index,
    paused,
    rotating,
    goTo: (target: number) => setIndex(wrap(target, count)),
    next: () => setIndex((current) => wrap(current + 1, count)),
    previous: () => setIndex((current) => wrap(current - 1, count)),
    togglePaused: () => setPausedByVisitor(!paused),
    /** Spread on the carousel region: hovering or focusing inside stops the rotation. */
    regionProps: {
      onPointerEnter: () => setPointerInside(true),
      onPointerLeave: () => setPointerInside(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false)
      },
    },
  }
}
