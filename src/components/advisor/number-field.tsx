// A whole-number box with its label and hint. It keeps the typed text while it is being edited: a decimal ("2,5") is
// refused with a message instead of being read as another number, a number outside the range counts as the nearest
// one allowed, with a note (above the maximum, `overMax` says where to turn). A text box with a numeric keyboard, not
// type="number", which would silently drop the comma. Browser.
import { useState, type ReactNode } from 'react'

export interface NumberFieldProps {
  id: string
  label: string
  hint: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  /** Marks the label for the page's pre-paint script when its text depends on other answers (advisor-view.ts). */
  labelKey?: string
  /** Shown above the maximum instead of the range note (the users' box: write to the team). */
  overMax?: ReactNode
}

type Problem = '' | 'decimal' | 'range' | 'over'

function problemOf(text: string, min: number, max: number): Problem {
  const typed = text.trim()
  if (/^\d+[.,]\d*$|^[.,]\d+$/.test(typed)) return 'decimal'
  if (!/^\d+$/.test(typed) || Number(typed) < min) return 'range'
  return Number(typed) > max ? 'over' : ''
}

export function NumberField(props: NumberFieldProps) {
  const { id, label, hint, value, min, max, onChange, labelKey, overMax } = props
  const [text, setText] = useState(String(value))
  const [shown, setShown] = useState(value)
  // A new value from outside (a shared link, another line) replaces what the box shows.
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }
  const problem = problemOf(text, min, max)
  const take = (typed: string) => {
    setText(typed)
    const next = problemOf(typed, min, max)
    if (next === 'decimal' || next === 'range') return
    const number = Math.min(max, Number(typed.trim()))
    setShown(number)
    onChange(number)
  }
  return (
    <div>
      <label htmlFor={id} className="block text-base font-semibold" data-v={labelKey}>
        {label}
      </label>
      <p id={`${id}-ipucu`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-ipucu${problem ? ` ${id}-hata` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => take(event.target.value)}
        onBlur={() => setText(String(value))}
        className="mt-3 min-h-11 w-32 rounded-button border border-line bg-raised px-3 py-2 text-base"
      />
      {problem && (
        <p id={`${id}-hata`} className="mt-2 text-sm text-danger" role="status">
          {problem === 'decimal'
            ? `Tam sayı yazın (örneğin 2 ya da 3); ondalıklı sayı kabul edilmez. Şimdilik ${value} ile hesaplıyoruz.`
            : problem === 'over' && overMax
              ? overMax
              : `${min} ile ${max} arasında bir tam sayı yazın; şimdilik ${value} ile hesaplıyoruz.`}
        </p>
      )}
    </div>
  )
}
