// The text and number fields of the data forms (Decap widgets 'fact-text' and 'fact-number'). A value that is a fact
// (`{{fiyat.ogrenci}}`) shows the fact's current value and where it is changed ("195 € — Temel bilgiler › Fiyatlar (€)
// › Öğrenci lisansı"), never an empty box: changing it either changes the fact (the pages that follow are named) or,
// chosen explicitly, detaches this field from it. A text with facts inside shows them as chips with their values.
// Browser.
import { Component, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import decapConfig from 'virtual:rhino-decap-config'
import factUses, { fields as factFieldPlaces } from 'virtual:rhino-fact-uses'
import { substituteFacts } from '../shared/content/facts.ts'
import { loadSiteIndex } from './entry-check.ts'
import { ChipText } from './fact-chips.tsx'
import { fieldText } from './field-text.ts'
import { chooseToDrop } from './fact-guard.ts'
import { currentFacts, refreshFacts, setFact, useFactsVersion } from './facts.ts'
import { factChoices, wholeFactName, type FactChoice } from './fact-names.ts'
import { completeWebAddress } from './typed-values.ts'
import type { DecapConfig } from './decap-config.ts'
import type { DecapField } from './zod-to-decap.ts'

/** Texts longer than this open in a box of several lines. */
const LONG_TEXT = 70

function factFields(): DecapField[] {
  const config = decapConfig as DecapConfig
  const data = config.collections.find((collection) => collection.name === 'data')
  const files = (data?.files ?? []) as { name: string; fields: DecapField[] }[]
  return files.find((file) => file.name === 'facts')?.fields ?? []
}

/** Every fact with its current value and its place in the facts form. */
export const allChoices = (): FactChoice[] => factChoices(factFields(), currentFacts)

/** A fact's value as the site shows it: "195 €", "%20", "+90 216 555 01 80". */
export function shownValue(fact: FactChoice): string {
  if (fact.label.includes('(€)')) return `${fact.value} €`
  if (fact.label.includes('(%)')) return `%${fact.value}`
  return fact.value
}

/** The addresses and titles of the pages that show `name`, as one Turkish phrase (empty when none is known). */
function usePagesOf(name: string): string {
  const [titles, setTitles] = useState<Record<string, string>>({})
  useEffect(() => {
    void loadSiteIndex().then((index) => setTitles(index.titles ?? {}))
  }, [])
  const pages = factUses[name] ?? []
  return pages.map((page) => `${pageName(page, titles[page])} (${page})`).join(', ')
}

/** A page's short name for staff: "Ana sayfa", an article's title, an industry page's last title part ("Eğitim"). */
export function pageName(path: string, title: string | undefined): string {
  if (path === '/') return 'Ana sayfa'
  if (!title) return path
  return title.includes(' – ') ? title.split(' – ').at(-1)! : title
}

/** Opens the facts form at the field of `fact` (the button beside a field that uses it). */
export function openFactField(fact: FactChoice): void {
  const path = fact.label.split(' › ').slice(1)
  sessionStorage.setItem('rhino-open-fact', JSON.stringify(path))
  location.hash = '#/collections/data/entries/facts'
}

/** In the facts form: takes the field asked for by openFactField into view, focused and marked. */
export function focusRequestedFact(): void {
  const requested = sessionStorage.getItem('rhino-open-fact')
  if (!requested || !location.hash.startsWith('#/collections/data/entries/facts')) return
  const path = JSON.parse(requested) as string[]
  const started = Date.now()
  const find = () => {
    const labels = [...document.querySelectorAll('label')].filter(
      (label) => label.textContent?.trim() === path.at(-1),
    )
    const label = labels.find((candidate) =>
      path
        .slice(0, -1)
        .every((parent) =>
          [...document.querySelectorAll('label')].some(
            (other) =>
              other.textContent?.trim() === parent && other.parentElement?.parentElement?.contains(candidate),
          ),
        ),
    )
    const field = label && document.getElementById(label.htmlFor)
    if (!field) {
      if (Date.now() - started < 8000) setTimeout(find, 200)
      return
    }
    sessionStorage.removeItem('rhino-open-fact')
    field.scrollIntoView({ block: 'center' })
    field.focus({ preventScroll: true })
    field.classList.add('rhino-requested-field')
    setTimeout(() => field.classList.remove('rhino-requested-field'), 4000)
  }
  find()
}

interface EntryLike {
  get: (key: string) => unknown
}

export interface FactFieldProps {
  value?: string | number | null
  onChange: (value: string | number | null) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  field: { get: (key: string) => unknown }
  entry?: EntryLike
  /** Decap's check of the field (its own, required and pattern): shows the refusal at the field. */
  validate?: () => void
}

/** A field whose whole value is a fact: its value, its place, and the two explicit ways to change it. */
function FactCard({ fact, props, numeric }: { fact: FactChoice; props: FactFieldProps; numeric: boolean }) {
  const [editing, setEditing] = useState(false)
  const [picking, setPicking] = useState(false)
  const [draft, setDraft] = useState(fact.value)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { note: useId(), draft: useId(), status: useId() }
  const pages = usePagesOf(fact.name)
  const entryPath = fieldText(props.entry?.get('path'))
  const label = fieldText(props.field.get('label'))
  const typed = numeric ? Number(draft.replace(',', '.')) : draft.trim()
  const valid = numeric ? draft.trim() !== '' && Number.isFinite(typed) : draft.trim() !== ''
  const changeFact = async () => {
    setBusy(true)
    setStatus('')
    try {
      await setFact(fact.name, typed)
      setEditing(false)
      setStatus(
        `Ortak bilgi kaydedildi: ${fact.label.split(' › ').at(-1)} artık ${shownValue({ ...fact, value: String(typed) })}.` +
          (pages ? ` Değişen sayfalar: ${pages}.` : ''),
      )
    } catch (error) {
      setStatus(`Kaydedilmedi: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }
  const detach = () => {
    chooseToDrop(entryPath, fact.name)
    props.onChange(typed)
  }
  return (
    <div className="rhino-fact-card">
      <input
        type="text"
        readOnly
        id={props.forID}
        className={props.classNameWrapper}
        value={shownValue(fact)}
        aria-describedby={ids.note}
        onFocus={props.setActiveStyle}
        onBlur={props.setInactiveStyle}
      />
      <p id={ids.note} className="rhino-fact-note">
        Ortak bilgi: <strong>{shownValue(fact)}</strong> — {fact.label}.{' '}
        {pages ? `Bu bilgiyi kullanan sayfalar: ${pages}.` : ''} <FieldsOf name={fact.name} />
      </p>
      {!editing && (
        <div className="rhino-fact-actions">
          <button
            type="button"
            onClick={() => {
              setDraft(fact.value)
              setEditing(true)
              setStatus('')
            }}
          >
            Değeri değiştir
          </button>
          <button type="button" onClick={() => openFactField(fact)}>
            Temel bilgilerde aç
          </button>
          {picking ? (
            <FactPicker
              numeric={numeric}
              current={fact.name}
              onPick={(name) => {
                setPicking(false)
                if (name && name !== fact.name) {
                  chooseToDrop(entryPath, fact.name)
                  props.onChange(`{{${name}}}`)
                }
              }}
            />
          ) : (
            <button type="button" onClick={() => setPicking(true)}>
              Başka bir ortak bilgi seç
            </button>
          )}
        </div>
      )}
      {editing && (
        <div className="rhino-fact-edit" role="group" aria-label={`${label}: yeni değer`}>
          <label htmlFor={ids.draft}>Yeni değer</label>
          <input
            id={ids.draft}
            type="text"
            inputMode={numeric ? 'decimal' : undefined}
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
          />
          <p className="rhino-fact-note">
            Bu alan ortak bir bilgiyi gösteriyor. Ortak bilgiyi değiştirirseniz onu kullanan her sayfa
            birlikte değişir{pages ? ' (yukarıdaki liste)' : ''}. Yalnızca bu alanda başka bir değer
            isterseniz alan ortak bilgiden ayrılır ve ileride ortak bilgi değişince bu alan değişmez.
          </p>
          {!valid && <p className="rhino-fact-error">{numeric ? 'Bir sayı yazın.' : 'Bir değer yazın.'}</p>}
          <div className="rhino-fact-actions">
            <button
              type="button"
              className="rhino-primary"
              disabled={!valid || busy}
              onClick={() => void changeFact()}
            >
              {busy ? 'Kaydediliyor…' : 'Ortak bilgiyi değiştir (her yerde)'}
            </button>
            <button type="button" disabled={!valid || busy} onClick={detach}>
              Yalnızca bu alanda kullan (ortak bilgiden ayır)
            </button>
            <button type="button" disabled={busy} onClick={() => setEditing(false)}>
              Vazgeç
            </button>
          </div>
        </div>
      )}
      <p id={ids.status} role="status" className="rhino-fact-note">
        {status}
      </p>
    </div>
  )
}

/** The data form fields that show the fact `name`, when more than one does: changing it changes all of them. */
function FieldsOf({ name }: { name: string }) {
  const places = factFieldPlaces[name] ?? []
  return places.length > 1 ? (
    <>Bu bilgiyi gösteren alanlar (hepsi birlikte değişir): {places.join('; ')}.</>
  ) : null
}

/** Under a text that shows facts: each fact shown by other fields too, and that they change together. */
function BoundFacts({ text }: { text: string }) {
  const names = [...new Set([...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((match) => match[1]!))]
  const bound = names
    .map((name) => allChoices().find((choice) => choice.name === name))
    .filter((fact): fact is FactChoice => fact !== undefined && (factFieldPlaces[fact.name]?.length ?? 0) > 1)
  if (bound.length === 0) return null
  return (
    <>
      {bound.map((fact) => (
        <p key={fact.name} className="rhino-fact-note">
          “{fact.label.split(' › ').at(-1)}” ortak bilgisine bağlı ({fact.label}): o değişince bu alan da
          değişir. <FieldsOf name={fact.name} />
        </p>
      ))}
    </>
  )
}

/** A fact name no form knows: said in the staff's words, with the way out. */
function UnknownFact({ props, name }: { props: FactFieldProps; name: string }) {
  return (
    <div className="rhino-fact-card">
      <p className="rhino-fact-error">
        Bu alan artık var olmayan bir ortak bilgiye bağlı ({name.split('.').join(' › ')}). Listeden bir ortak
        bilgi seçin.
      </p>
      <FactPicker
        numeric={false}
        onPick={(picked) => {
          if (picked) props.onChange(`{{${picked}}}`)
        }}
      />
    </div>
  )
}

function useFactState(): void {
  useFactsVersion()
  useEffect(() => {
    void refreshFacts()
  }, [])
}

function FactText(props: FactFieldProps) {
  useFactState()
  const text = props.value === null || props.value === undefined ? '' : String(props.value)
  const [long] = useState(() => text.length > LONG_TEXT || text.includes('\n'))
  const plain = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const factName = wholeFactName(text)
  if (factName) {
    const fact = allChoices().find((choice) => choice.name === factName)
    return fact ? (
      <FactCard fact={fact} props={props} numeric={false} />
    ) : (
      <UnknownFact props={props} name={factName} />
    )
  }
  const entryPath = fieldText(props.entry?.get('path'))
  const label = fieldText(props.field.get('label'))
  if (text.includes('{{'))
    return (
      <div className="rhino-fact-field">
        <ChipText
          id={props.forID}
          className={props.classNameWrapper}
          label={label}
          value={text}
          multiline={long}
          describe={(name) => {
            const fact = allChoices().find((choice) => choice.name === name)
            // In a text the chip is the value the page puts there: the text around it writes its own "%" or "€"
            // ("%{{kdv.oran}}" reads "%20", not "%%20").
            return fact ? { shown: fact.value, place: fact.label } : undefined
          }}
          onChange={(next) => props.onChange(next)}
          onDropFact={(name) => chooseToDrop(entryPath, name)}
          onFocus={props.setActiveStyle}
          onBlur={props.setInactiveStyle}
          Picker={AddFact}
        />
        <BoundFacts text={text} />
      </div>
    )
  // A fact goes in where the cursor was (the end when the field was never focused).
  const insert = (name: string) => {
    const at = plain.current?.selectionStart ?? text.length
    props.onChange(`${text.slice(0, at)}{{${name}}}${text.slice(at)}`)
  }
  // Leaving the field: a web address gets the https:// staff left out, and the field says at once what it refuses
  // (Decap would say it only when publishing), checked on the value the form holds by then.
  const leave = () => {
    const completed = props.field.get('complete_https') === true ? completeWebAddress(text) : text
    if (completed !== text) props.onChange(completed)
    setTimeout(() => {
      props.setInactiveStyle()
      props.validate?.()
    }, 0)
  }
  const common = {
    id: props.forID,
    className: props.classNameWrapper,
    value: text,
    onFocus: props.setActiveStyle,
    onBlur: leave,
    ref: plain,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
  }
  return (
    <div className="rhino-fact-field">
      {long ? (
        <textarea rows={Math.min(8, Math.ceil(text.length / 70) + 1)} {...common} />
      ) : (
        <input type="text" {...common} />
      )}
      <div className="rhino-fact-actions rhino-fact-actions-quiet">
        <AddFact onPick={insert} />
      </div>
    </div>
  )
}

/** "Ortak bilgi ekle": a quiet button that opens the list of facts; the choice goes where the cursor was. */
function AddFact({ onPick }: { onPick: (name: string) => void }) {
  const [picking, setPicking] = useState(false)
  return picking ? (
    <FactPicker
      numeric={false}
      onPick={(name) => {
        setPicking(false)
        if (name) onPick(name)
      }}
    />
  ) : (
    <button type="button" onClick={() => setPicking(true)}>
      Ortak bilgi ekle
    </button>
  )
}

function FactNumber(props: FactFieldProps) {
  useFactState()
  const [picking, setPicking] = useState(false)
  const factName = wholeFactName(props.value)
  if (factName) {
    const fact = allChoices().find((choice) => choice.name === factName)
    return fact ? (
      <FactCard fact={fact} props={props} numeric />
    ) : (
      <UnknownFact props={props} name={factName} />
    )
  }
  const value = props.value === null || props.value === undefined ? '' : String(props.value)
  return (
    <div className="rhino-fact-field">
      <input
        type="number"
        id={props.forID}
        className={props.classNameWrapper}
        value={value}
        step="any"
        onFocus={props.setActiveStyle}
        onBlur={() => {
          props.setInactiveStyle()
          props.validate?.()
        }}
        onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
      <div className="rhino-fact-actions rhino-fact-actions-quiet">
        {picking ? (
          <FactPicker
            numeric
            onPick={(name) => {
              setPicking(false)
              if (name) props.onChange(`{{${name}}}`)
            }}
          />
        ) : (
          <button type="button" onClick={() => setPicking(true)}>
            Ortak bilgiye bağla
          </button>
        )}
      </div>
    </div>
  )
}

/** Decap validates a field through its control's instance (a ref), so the control is a class. */
export class FactTextControl extends Component<FactFieldProps> {
  override render() {
    return <FactText {...this.props} />
  }
}

export class FactNumberControl extends Component<FactFieldProps> {
  override render() {
    return <FactNumber {...this.props} />
  }
}

/** The list of facts by their value and place ("195 € — Temel bilgiler › Fiyatlar (€) › Öğrenci lisansı"). */
function FactPicker({
  current,
  onPick,
  numeric,
}: {
  current?: string
  onPick: (name: string) => void
  numeric: boolean
}) {
  const id = useId()
  const choices = allChoices().filter((choice) => !numeric || /^-?\d+(\.\d+)?$/.test(choice.value))
  return (
    <span className="rhino-fact-picker">
      <label htmlFor={id}>{current ? 'Başka bir ortak bilgi:' : 'Ortak bilgi:'}</label>
      <select id={id} value={current ?? ''} onChange={(event) => onPick(event.target.value)}>
        {!current && <option value="">Seçin…</option>}
        {choices.map((choice) => (
          <option key={choice.name} value={choice.name}>
            {shownValue(choice)} — {choice.label}
          </option>
        ))}
      </select>
    </span>
  )
}

export function FactTextPreview({ value }: { value?: string }) {
  return <span>{value ? substituteFacts(String(value), currentFacts).text : ''}</span>
}
