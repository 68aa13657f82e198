// The support hub's live search box (labelled, free text). Browser.
import { Search } from 'lucide-react'
import { useId } from 'react'
import { supportHero } from '../../data/support.ts'

export function SupportSearch({
  value,
  onChange,
  onFocus,
}: {
  value: string
  onChange: (value: string) => void
  /** First focus: a good moment to start loading the search engine. */
  onFocus?: () => void
}) {
  const id = useId()
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="mt-5 max-w-xl sm:mt-8">
      <label htmlFor={id} className="text-sm font-semibold">
        {supportHero.searchLabel}
      </label>
      <div className="relative mt-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          placeholder={supportHero.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full rounded-button border border-line bg-raised py-2.5 pr-4 pl-12 text-base text-fg shadow-sm placeholder:text-muted hover:border-accent/60"
        />
      </div>
    </form>
  )
}
