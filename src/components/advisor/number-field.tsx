// A whole-number box with its label and hint; keeps the typed text while it is being edited, and a number outside
// its range counts as the nearest one allowed, with a note. Browser.
import { useState } from 'react'

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
}

export function NumberField({ id, label, hint, value, min, max, onChange, labelKey }: NumberFieldProps) {
  const [text, setText] = useState(String(value))
  const [shown, setShown] = useState(value)
  // A new value from outside (back/forward, a shared link) replaces what the box shows.
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }
  const invalid = !/^\d+$/.test(text) || Number(text) < min || Number(text) > max
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
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        aria-describedby={`${id}-ipucu${invalid ? ` ${id}-hata` : ''}`}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setText(event.target.value)
          if (!/^\d+$/.test(event.target.value)) return
          const number = Math.min(max, Math.max(min, Number(event.target.value)))
          setShown(number)
          onChange(number)
        }}
        onBlur={() => setText(String(value))}
        className="mt-3 min-h-11 w-32 rounded-button border border-line bg-raised px-3 py-2 text-base"
      />
      {invalid && (
        <p id={`${id}-hata`} className="mt-2 text-sm text-danger">
          {min} ile {max} arasında bir tam sayı yazın; şimdilik {value} ile hesaplıyoruz.
        </p>
      )}
    </div>
  )
}
