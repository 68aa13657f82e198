// The editor's own questions, in place of the browser's OK/Cancel boxes: a modal dialog (the native <dialog>: focus
// kept inside, Esc closes) with a title, a text and buttons that say what they do. Resolves with the chosen button's
// value, or `dismissed` when closed with Esc. Browser.
import { useId, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

export interface Choice<T extends string> {
  value: T
  label: string
  /** The main answer (drawn as the primary button) or one that destroys something (drawn in red). */
  kind?: 'primary' | 'danger'
}

function ChoiceDialog<T extends string>({
  title,
  children,
  choices,
  onChoose,
  dismissed,
}: {
  title: string
  children: ReactNode
  choices: readonly Choice<T>[]
  onChoose: (value: T) => void
  dismissed: T
}) {
  const titleId = useId()
  return (
    <dialog
      className="rhino-dialog"
      aria-labelledby={titleId}
      ref={(element) => {
        if (element && !element.open) element.showModal()
      }}
      onCancel={(event) => {
        event.preventDefault()
        onChoose(dismissed)
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="rhino-dialog-text">{children}</div>
      <div className="rhino-dialog-buttons">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={choice.kind ? `rhino-${choice.kind}` : undefined}
            onClick={() => onChoose(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </dialog>
  )
}

/** Shows the dialog and resolves with the answer; the dialog goes when answered. */
export function askChoice<T extends string>(options: {
  title: string
  text: ReactNode
  choices: readonly Choice<T>[]
  /** The answer of Esc. */
  dismissed: T
}): Promise<T> {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  return new Promise<T>((resolve) => {
    const choose = (value: T) => {
      root.unmount()
      host.remove()
      resolve(value)
    }
    root.render(
      <ChoiceDialog
        title={options.title}
        choices={options.choices}
        onChoose={choose}
        dismissed={options.dismissed}
      >
        {options.text}
      </ChoiceDialog>,
    )
  })
}

export type DraftChoice = 'restore' | 'discard' | 'later'

/**
 * Coming back to a page with a draft left in this browser: restore it, delete it (asked twice: it cannot be undone),
 * or decide later (the draft stays and is offered again). Cancelling never deletes it.
 */
export async function askAboutDraft(): Promise<DraftChoice> {
  for (;;) {
    const choice = await askChoice<DraftChoice | 'ask-discard'>({
      title: 'Kaydedilmemiş bir taslağınız var',
      text: (
        <p>
          Bu sayfada daha önce yazıp kaydetmediğiniz değişiklikler bu tarayıcıda taslak olarak saklanıyor.
          Taslağı geri yükleyip kaldığınız yerden devam edebilirsiniz. Şimdi karar vermek istemezseniz taslak
          saklı kalır.
        </p>
      ),
      choices: [
        { value: 'restore', label: 'Taslağı geri yükle', kind: 'primary' },
        { value: 'later', label: 'Şimdilik kapat (taslak saklı kalır)' },
        { value: 'ask-discard', label: 'Taslağı sil…', kind: 'danger' },
      ],
      dismissed: 'later',
    })
    if (choice !== 'ask-discard') return choice
    const sure = await askChoice<'discard' | 'back'>({
      title: 'Taslak silinsin mi?',
      text: (
        <p>Taslaktaki değişiklikler kalıcı olarak silinir; sayfa kayıtlı haliyle açılır. Bu geri alınamaz.</p>
      ),
      choices: [
        { value: 'back', label: 'Geri dön' },
        { value: 'discard', label: 'Evet, taslağı sil', kind: 'danger' },
      ],
      dismissed: 'back',
    })
    if (sure === 'discard') return 'discard'
  }
}

/**
 * The hook Decap's patched editor screen calls when a draft is found, instead of its OK/Cancel box
 * (patches/decap-cms-core+*+002+Editor.patch; docs/decap/draft-prompt-cancel-deletes.md).
 */
export const DRAFT_CHOICE_HOOK = '__rhinoDraftChoice'

export function installDraftChoice(): void {
  ;(globalThis as Record<string, unknown>)[DRAFT_CHOICE_HOOK] = askAboutDraft
}
