// The text field of the data forms (Decap widget 'fact-text'): a value that is a fact (`{{fiyat.ogrenci}}`) shows the
// fact's current value and name, with a list to pick another fact and a button to write a fixed value instead; a text
// with facts inside shows how the site will read; long texts get a box of several lines. Browser.
import { Component, useId, useState, type ChangeEvent } from 'react'
import decapConfig from 'virtual:rhino-decap-config'
import { substituteFacts } from '../shared/content/facts.ts'
import { currentFacts } from './facts.ts'
import { describeFact, factChoices, wholeFactName, type FactChoice } from './fact-names.ts'
import type { DecapConfig } from './decap-config.ts'
import type { DecapField } from './zod-to-decap.ts'

/** Texts longer than this open in a box of several lines. */
const LONG_TEXT = 70

function loadChoices(): FactChoice[] {
  const config = decapConfig as DecapConfig
  const data = config.collections.find((collection) => collection.name === 'data')
  const files = (data?.files ?? []) as { name: string; fields: DecapField[] }[]
  const facts = files.find((file) => file.name === 'facts')
  return factChoices(facts?.fields ?? [], currentFacts)
}

let choices: FactChoice[] | undefined
const allChoices = () => (choices ??= loadChoices())

export interface FactTextProps {
  value?: string | number | null
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

function FactText({
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: FactTextProps) {
  const text = value === null || value === undefined ? '' : String(value)
  const [long] = useState(() => text.length > LONG_TEXT || text.includes('\n'))
  const [picking, setPicking] = useState(false)
  const noteId = useId()
  const factName = wholeFactName(text)
  const fact = factName ? allChoices().find((choice) => choice.name === factName) : undefined
  const inside = !factName && text.includes('{{') ? substituteFacts(text, currentFacts).text : undefined
  const common = {
    id: forID,
    className: classNameWrapper,
    value: text,
    onFocus: setActiveStyle,
    onBlur: setInactiveStyle,
    'aria-describedby': factName || inside !== undefined ? noteId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  }
  const pick = (name: string) => {
    if (name) onChange(`{{${name}}}`)
    setPicking(false)
  }
  return (
    <div className="rhino-fact-field">
      {long ? (
        <textarea rows={Math.min(8, Math.ceil(text.length / 70) + 1)} {...common} />
      ) : (
        <input type="text" {...common} />
      )}
      {factName && (
        <p id={noteId} className="rhino-fact-note">
          {fact ? (
            <>
              Ortak bilgi: <strong>{describeFact(fact)}</strong>
            </>
          ) : (
            <>
              <strong>“{factName}” diye bir ortak bilgi yok.</strong> Listeden bir bilgi seçin ya da değeri
              yazın.
            </>
          )}
        </p>
      )}
      {inside !== undefined && (
        <p id={noteId} className="rhino-fact-note">
          Sitede: <strong>{inside}</strong>
        </p>
      )}
      <div className="rhino-fact-actions">
        {picking || factName ? (
          <FactPicker current={factName} onPick={pick} />
        ) : (
          <button type="button" onClick={() => setPicking(true)}>
            Ortak bilgi kullan
          </button>
        )}
        {fact && (
          <button type="button" onClick={() => onChange(fact.value)}>
            Ortak bilgi yerine sabit değer yaz
          </button>
        )}
      </div>
    </div>
  )
}

/** Decap validates a field through its control's instance (a ref), so the control is a class. */
export class FactTextControl extends Component<FactTextProps> {
  override render() {
    return <FactText {...this.props} />
  }
}

function FactPicker({ current, onPick }: { current?: string; onPick: (name: string) => void }) {
  const id = useId()
  return (
    <span className="rhino-fact-picker">
      <label htmlFor={id}>{current ? 'Başka bir ortak bilgi:' : 'Ortak bilgi:'}</label>
      <select id={id} value={current ?? ''} onChange={(event) => onPick(event.target.value)}>
        {!current && <option value="">Seçin…</option>}
        {allChoices().map((choice) => (
          <option key={choice.name} value={choice.name}>
            {describeFact(choice)}
          </option>
        ))}
      </select>
    </span>
  )
}

export function FactTextPreview({ value }: { value?: string }) {
  return <span>{value ? substituteFacts(String(value), currentFacts).text : ''}</span>
}
