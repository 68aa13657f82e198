// The learn page's search box and language/sector selects (native, labelled, 'all' as the empty choice). Browser.
import { ChevronDown, Search } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { LANGUAGE_OPTIONS, SECTOR_OPTIONS } from '../../data/learn.ts'
import { parseLanguage, parseSector } from '../../lib/learn-filter.ts'
import type { LearnFilterControls } from './use-learn-filters.ts'

const controlClass =
  'min-h-11 w-full rounded-button border border-line bg-raised text-base text-fg shadow-sm placeholder:text-muted hover:border-accent/60'

function SelectField({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative mt-2">
        <select id={id} className={`${controlClass} appearance-none py-2 pr-10 pl-3`} {...props}>
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  )
}

export function LearnFilterBar({ controls }: { controls: LearnFilterControls }) {
  const searchId = useId()
  const { filters } = controls
  return (
    <form
      role="search"
      aria-label="Eğitim kaynaklarını filtrele"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-4 rounded-card border border-line bg-surface p-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-semibold">
          Kaynak ara
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={filters.query}
            onChange={(event) => controls.setQuery(event.target.value)}
            placeholder="Örn. render, Grasshopper, yüzük"
            autoComplete="off"
            enterKeyHint="search"
            className={`${controlClass} py-2 pr-3 pl-9`}
          />
        </div>
      </div>
      <SelectField
        label="Dil"
        value={filters.language}
        onChange={(event) => controls.setLanguage(parseLanguage(event.target.value))}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sektör"
        value={filters.sector}
        onChange={(event) => controls.setSector(parseSector(event.target.value))}
      >
        {SECTOR_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </form>
  )
}
