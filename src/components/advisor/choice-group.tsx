// A radio group drawn as large tappable cards (DESIGN.md "Forms"): a fieldset with its question and hint. Browser.

export interface ChoiceGroupProps<T extends string> {
  name: string
  legend: string
  hint: string
  values: readonly T[]
  options: Record<T, { label: string; hint: string }>
  value: T
  onChange: (value: T) => void
}

export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { name, legend, hint, values, options, value, onChange } = props
  const hintId = `${name}-ipucu`
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend className="text-base font-semibold">{legend}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {values.map((option) => (
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
