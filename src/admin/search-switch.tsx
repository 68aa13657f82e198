// The "Aramada göster" switch of a wiki article: on means the article is in site search, which is also what an
// article without the field gets. Switching it off writes `search: false`; switching it back on removes the line
// again instead of writing anything. Browser (a Decap CMS widget).
import { Component, type ChangeEvent } from 'react'

export interface SearchSwitchProps {
  value?: boolean | null
  onChange: (value: boolean | null) => void
  forID: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

/** What the switch shows for a stored value: only an explicit false hides the article. Pure. */
export const shownInSearch = (value: boolean | null | undefined): boolean => value !== false

/** The stored value for the switch's position: nothing for on (the default), false for off. Pure. */
export const storedSearchValue = (shown: boolean): false | null => (shown ? null : false)

function SearchSwitch({ value, onChange, forID, setActiveStyle, setInactiveStyle }: SearchSwitchProps) {
  const shown = shownInSearch(value)
  return (
    <span className="rhino-switch">
      <input
        type="checkbox"
        role="switch"
        id={forID}
        checked={shown}
        aria-describedby={`${forID}-state`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(storedSearchValue(event.target.checked))}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
      <span id={`${forID}-state`} className="rhino-switch-state">
        {shown ? 'Açık: makale site aramasında çıkar' : 'Kapalı: makale site aramasında çıkmaz'}
      </span>
    </span>
  )
}

/** Decap validates a field through its control's instance (a ref), so the control is a class. */
export class SearchSwitchControl extends Component<SearchSwitchProps> {
  override render() {
    return <SearchSwitch {...this.props} />
  }
}

export function SearchSwitchPreview({ value }: { value?: boolean | null }) {
  return <span>{shownInSearch(value) ? 'Aramada' : 'Aramada değil'}</span>
}
