// One toast: title, description, optional action, close button; closes after its duration or on a swipe right. Browser.
import { X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../ui/button.tsx'
import { SWIPE_THRESHOLD, TOAST_DURATION, type Toast } from './toast-types.ts'

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const close = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id])
  const [offset, setOffset] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const swipeStart = useRef<number | null>(null)
  const remaining = useRef(toast.duration ?? TOAST_DURATION)
  // Hovering, focusing or swiping pauses the countdown, as a reader may still be busy with the toast.
  const paused = hovered || focused || offset > 0

  useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = setTimeout(close, remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, close])

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    // Buttons keep their normal click; a swipe starts anywhere else on the toast.
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return
    swipeStart.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return
    setOffset(Math.max(0, event.clientX - swipeStart.current))
  }
  const endSwipe = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (event.type === 'pointerup' && distance > SWIPE_THRESHOLD) close()
    else setOffset(0)
  }

  const destructive = toast.variant === 'destructive'
  return (
    <li
      className={cn(
        'pointer-events-auto relative flex touch-pan-y items-start gap-3 rounded-card border p-4 pr-12 shadow-card select-none',
        'motion-safe:transition-[transform,opacity] motion-safe:duration-200',
        destructive ? 'border-danger bg-danger text-white dark:text-bg' : 'border-line bg-raised text-fg',
      )}
      style={
        offset > 0
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={cn('mt-1 text-sm break-words', destructive ? 'opacity-90' : 'text-muted')}>
            {toast.description}
          </p>
        )}
      </div>
      {toast.action && (
        <Button
          variant="secondary"
          size="small"
          className="shrink-0 self-center"
          onClick={toast.action.onClick}
        >
          {toast.action.label}
        </Button>
      )}
      <button
        type="button"
        onClick={close}
        aria-label="Bildirimi kapat"
        className={cn(
          'absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-button',
          destructive ? 'hover:bg-white/15' : 'text-muted hover:bg-surface hover:text-fg',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  )
}
