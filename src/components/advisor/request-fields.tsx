// The request section's controls: a labelled text box (or the old keys' text area) with its problem below it, and a
// radio group drawn as cards. The section's own copies rather than the questions' components, so this lazily loaded
// part shares no module with the page's first load. Browser.
import type { ContactField } from '../../lib/advisor-contact.ts'

/** Longest text a box takes: a 200-character official title and address with room to spare, short of abuse. */
const MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  organisation: 250,
  school: 200,
  taxOffice: 80,
  taxNumber: 14,
  nationalId: 14,
  address: 300,
  email: 120,
  phone: 30,
  keys: 3000,
}

const INPUT: Partial<Record<ContactField, { type: string; autoComplete: string; inputMode?: 'numeric' }>> = {
  name: { type: 'text', autoComplete: 'name' },
  organisation: { type: 'text', autoComplete: 'organization' },
  taxNumber: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  nationalId: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
}

export interface FieldBoxProps {
  id: string
  label: string
  required: boolean
  value: string
  onValue: (value: string) => void
  problem: string
  onLeave: (id: string) => void
  /** Which kind of value it takes (length, keyboard, autofill). */
  kind: ContactField
  describedBy?: string
}

export function FieldBox({
  id,
  label,
  required,
  value,
  onValue,
  problem,
  onLeave,
  kind,
  describedBy,
}: FieldBoxProps) {
  const multiline = kind === 'address' || kind === 'keys'
  const common = {
    id,
    value,
    maxLength: MAX_LENGTH[kind],
    'aria-describedby': [describedBy, problem ? `${id}-hata` : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-required': required || undefined,
    onBlur: () => onLeave(id),
    className: 'mt-1 min-h-11 w-full rounded-button border border-line bg-raised px-3 py-2 text-base',
  }
  return (
    <div className={multiline ? 'sm:col-span-2 lg:col-span-1' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label} <span className="font-normal text-muted">{required ? '(gerekli)' : '(isteğe bağlı)'}</span>
      </label>
      {multiline ? (
        <textarea
          rows={kind === 'keys' ? 5 : 2}
          {...common}
          onChange={(event) => onValue(event.target.value)}
        />
      ) : (
        <input
          type={INPUT[kind]?.type ?? 'text'}
          autoComplete={INPUT[kind]?.autoComplete ?? 'off'}
          inputMode={INPUT[kind]?.inputMode}
          {...common}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
      {problem && (
        <p id={`${id}-hata`} className="mt-1 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  )
}

export interface RadioCardsProps<T extends string> {
  name: string
  legend: string
  hint: string
  options: Record<T, { label: string; hint: string }>
  value: T
  onChange: (value: T) => void
}

export function RadioCards<T extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
}: RadioCardsProps<T>) {
  return (
    <fieldset aria-describedby={`${name}-ipucu`} className="min-w-0">
      <legend className="text-base font-semibold">{legend}</legend>
      <p id={`${name}-ipucu`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <div className="mt-3 grid gap-3">
        {(Object.keys(options) as T[]).map((option) => (
          <label key={option} className="choice-card">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-labelledby={`${name}-${option}`}
              aria-describedby={`${name}-${option}-ipucu`}
              className="choice-input"
            />
            <span className="min-w-0">
              <span id={`${name}-${option}`} className="block font-medium">
                {options[option].label}
              </span>
              <span id={`${name}-${option}-ipucu`} className="mt-0.5 block text-sm text-muted">
                {options[option].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
