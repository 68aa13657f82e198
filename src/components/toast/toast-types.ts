// Toast shapes and timing constants (one toast, 5000 ms, swipe 50 px, removal after 1,000,000 ms). Browser.

export type ToastVariant = 'default' | 'destructive'

export interface ToastAction {
  /** Visible button text, e.g. 'Kopyala'. */
  label: string
  onClick: () => void
}

export interface ToastInput {
  title: string
  description?: string
  action?: ToastAction
  /** @default 'default' */
  variant?: ToastVariant
  /** Milliseconds until the toast closes by itself. @default 5000 */
  duration?: number
}

export interface Toast extends ToastInput {
  id: string
  /** false once dismissed: hidden at once, forgotten after TOAST_REMOVE_DELAY. */
  open: boolean
}

/** Only one toast is shown; a new one replaces the old. */
export const TOAST_LIMIT = 1
export const TOAST_DURATION = 5000
/** A dismissed toast is dropped from memory after this long. */
export const TOAST_REMOVE_DELAY = 1_000_000
/** Pixels a toast must be swiped to the right to be dismissed. */
export const SWIPE_THRESHOLD = 50
