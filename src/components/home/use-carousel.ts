// Browser hook for the hero carousel: current slide, 5-second auto-rotation with wrap-around, and the
// WAI-ARIA stop rules (pause button, pointer over it, keyboard focus inside, prefers-reduced-motion), and no rotation
// behind a modal dialog (the site search) either.
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts'

/** Whether a modal dialog is open: one opened with showModal() matches :modal, and makes the rest of the page inert. */
const modalOpen = () => document.querySelector('dialog:modal') !== null

/** Calls `notify` whenever a dialog on the page opens or closes (its `open` attribute changes). */
function watchDialogs(notify: () => void): () => void {
  const observer = new MutationObserver(notify)
  observer.observe(document.body, { subtree: true, attributeFilter: ['open'] })
  return () => observer.disconnect()
}

/** True while a modal dialog covers the page; false while pre-rendering. */
function useModalOpen(): boolean {
  return useSyncExternalStore(watchDialogs, modalOpen, () => false)
}

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
  const covered = useModalOpen()

  const paused = pausedByVisitor ?? reducedMotion
  const rotating = !paused && !pointerInside && !focusInside && !covered

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
