// Toast state (one toast at a time, replaced by the next), the useToast() hook and the provider with its viewport. Browser.
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, type Toast, type ToastInput } from './toast-types.ts'
import { ToastViewport } from './toast-viewport.tsx'
import { MailtoNoticeContext } from '../../lib/mailto-notice.ts'

export type { Toast, ToastInput } from './toast-types.ts'

export interface ToastApi {
  toasts: readonly Toast[]
  toast: (input: ToastInput) => { id: string; dismiss: () => void }
  dismiss: (id?: string) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** Outside a provider toasts are silently skipped. */
const NO_TOASTS: ToastApi = {
  toasts: [],
  toast: () => ({ id: '', dismiss: () => undefined }),
  dismiss: () => undefined,
}

export function useToast(): ToastApi {
  return use(ToastContext) ?? NO_TOASTS
}

let counter = 0

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const scheduleRemoval = useCallback((id: string) => {
    if (removeTimers.current.has(id)) return
    const timer = setTimeout(() => {
      removeTimers.current.delete(id)
      setToasts((current) => current.filter((toast) => toast.id !== id))
    }, TOAST_REMOVE_DELAY)
    removeTimers.current.set(id, timer)
  }, [])

  const dismiss = useCallback(
    (id?: string) => {
      setToasts((current) =>
        current.map((toast) => {
          if (id !== undefined && toast.id !== id) return toast
          scheduleRemoval(toast.id)
          return { ...toast, open: false }
        }),
      )
    },
    [scheduleRemoval],
  )

  const toast = useCallback(
    (input: ToastInput) => {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER
      const id = `toast-${counter}`
      setToasts((current) => {
        for (const old of current) if (old.open) scheduleRemoval(old.id)
        const closed = current.map((old) => ({ ...old, open: false }))
        return [{ ...input, id, open: true }, ...closed]
      })
      return { id, dismiss: () => dismiss(id) }
    },
    [dismiss, scheduleRemoval],
  )

  useEffect(() => {
    const timers = removeTimers.current
    return () => {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    }
  }, [])

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss])
  // The mail notice's code (texts, copying) is fetched only when a mail link is followed.
  const mailtoNotice = useCallback(
    (href: string) =>
      void import('./mailto-toast.ts').then(
        (module) => module.showMailtoToast(toast, href),
        () => undefined,
      ),
    [toast],
  )
  return (
    <ToastContext value={value}>
      <MailtoNoticeContext value={mailtoNotice}>{children}</MailtoNoticeContext>
      <ToastViewport toasts={toasts.filter((item) => item.open).slice(0, TOAST_LIMIT)} onDismiss={dismiss} />
    </ToastContext>
  )
}
