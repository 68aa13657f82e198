// A whole-number box with its label and hint. It keeps the typed text while it is being edited: anything but digits
// (a decimal such as "2,5" included) is refused with a note and the last number stays in use, a number above the
// range counts as the largest allowed, with a note (`overMax` says where to turn). A text box with a numeric keyboard,
// not type="number", which silently drops a comma ("2,5" became 25). Browser.
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

/** What is wrong with the typed text: not a whole number in range, or above it. */
function problemOf(text: string, min: number, max: number): '' | 'range' | 'over' {
  const typed = text.trim()
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
    if (problemOf(typed, min, max) === 'range') return
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
          {problem === 'over' && overMax
            ? overMax
            : `${min} ile ${max} arasında bir tam sayı yazın; şimdilik ${value} ile hesaplıyoruz.`}
        </p>
      )}
    </div>
  )
}
