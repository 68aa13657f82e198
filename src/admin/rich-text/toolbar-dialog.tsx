// A small modal dialog of the article editor's toolbar (formula, image, fact): the native <dialog>, so focus stays
// inside and Esc closes it. Browser.
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react'

/** A small modal dialog of the toolbar (the native <dialog>: focus kept inside, Esc closes). */
export function ToolbarDialog({
  title,
  open,
  onClose,
  onSubmit,
  submitLabel,
  children,
}: {
  title: string
  open: boolean
  onClose: () => void
  onSubmit: () => void | Promise<void>
  submitLabel: string
  children: ReactNode
}) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    void Promise.resolve(onSubmit()).finally(() => setBusy(false))
  }
  if (!open) return null
  return (
    <dialog
      className="rich-dialog"
      aria-labelledby={titleId}
      ref={(element) => {
        if (element && !element.open) element.showModal()
      }}
      onCancel={onClose}
    >
      <form onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="rich-dialog-buttons">
          <button type="submit" disabled={busy}>
            {busy ? 'Ekleniyor…' : submitLabel}
          </button>
          <button type="button" onClick={onClose}>
            Vazgeç
          </button>
        </div>
      </form>
    </dialog>
  )
}
