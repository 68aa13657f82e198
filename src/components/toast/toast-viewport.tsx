// Toast region: a polite live region labelled 'Bildirimler (F8)'; F8 moves focus into it. Browser.
import { lazy, Suspense, useEffect, useRef } from 'react'
import type { Toast } from './toast-types.ts'

// The toast itself is only needed once a toast is shown; the live region is always there so it is announced.
const ToastItem = lazy(() => import('./toast-item.tsx').then((module) => ({ default: module.ToastItem })))

export const TOAST_HOTKEY = 'F8'

export function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[]
  onDismiss: (id: string) => void
}) {
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return
      event.preventDefault()
      regionRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <section
      ref={regionRef}
      aria-label={`Bildirimler (${TOAST_HOTKEY})`}
      aria-live="polite"
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end sm:p-6"
    >
      <ol className="flex w-full flex-col gap-2 sm:w-96">
        <Suspense>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </Suspense>
      </ol>
    </section>
  )
}
