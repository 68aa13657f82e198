// Tooltip for icon-only buttons: opens after 700 ms, at once when another closed less than 300 ms ago.
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

let lastClosedAt = -Infinity

type TriggerProps = { 'aria-describedby'?: string; title?: string }

export function Tooltip({
  label,
  children,
  nativeTitle = true,
}: {
  label: string
  children: ReactElement<TriggerProps>
  /**
   * Whether the trigger has the label as its native title until the app hydrates; off where the label depends on
   * state only the browser knows (the theme switch).
   * @default true
   */
  nativeTitle?: boolean
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const timer = useRef<number | undefined>(undefined)
  // Whether the tooltip is showing, known at once (state updates may render later than the next pointer event).
  const showing = useRef(false)
  const hydrated = useHydrated()

  const show = () => {
    window.clearTimeout(timer.current)
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS
    const reveal = () => {
      showing.current = true
      setOpen(true)
    }
    timer.current = window.setTimeout(reveal, skip ? 0 : TOOLTIP_OPEN_DELAY_MS)
  }
  const hide = () => {
    window.clearTimeout(timer.current)
    if (showing.current) lastClosedAt = performance.now()
    showing.current = false
    setOpen(false)
  }

  // At commit, not after the next paint: an Escape pressed as soon as the tooltip shows must close it.
  useLayoutEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
    >
      {/* Before hydration the native title is the fallback; afterwards the tooltip replaces it (no double tip). */}
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        title: hydrated || !nativeTitle ? undefined : label,
      })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-button bg-fg px-2.5 py-1 text-xs font-medium whitespace-nowrap text-bg shadow-card"
        >
          {label}
        </span>
      )}
    </span>
  )
}
