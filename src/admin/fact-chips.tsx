// A text with facts inside (`Fiyatlara %{{kdv.oran}} KDV dahil değildir.`), edited as staff read it: each fact is a chip
// showing its value ("20"), named with its place in the facts form, kept whole while the words around it are typed;
// the file keeps the reference. Deleting a chip is the one way to drop a fact from such a text (fact-guard.ts records
// it). Browser.
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { FACT_REFERENCE, referenceCounts } from './fact-guard.ts'
import { useFactsVersion } from './facts.ts'

export interface ChipTextProps {
  id: string
  className: string
  /** The field's label, the text box's accessible name. */
  label: string
  value: string
  multiline: boolean
  /** A fact's value as shown and its place ("Temel bilgiler › KDV › Oran (%)"), or undefined for an unknown name. */
  describe: (name: string) => { shown: string; place: string } | undefined
  onChange: (value: string) => void
  /** Staff deleted a chip: the text no longer uses that fact. */
  onDropFact: (name: string) => void
  onFocus: () => void
  onBlur: () => void
  /** The "Ortak bilgi ekle" control; it calls back with the chosen fact's name. */
  Picker: (props: { onPick: (name: string) => void }) => ReactNode
}

function chip(name: string, describe: ChipTextProps['describe']): HTMLElement {
  const element = document.createElement('span')
  const fact = describe(name)
  element.className = fact ? 'rhino-chip' : 'rhino-chip rhino-chip-unknown'
  element.contentEditable = 'false'
  element.dataset.fact = name
  element.textContent = fact ? fact.shown : `bilinmeyen bilgi: ${name}`
  element.title = fact ? `Ortak bilgi: ${fact.place}` : 'Bu ortak bilgi yok; silip listeden seçin.'
  return element
}

/** Puts `node` where the cursor is in `box` (replacing a selection) and the cursor after it. */
function insertAtCursor(box: HTMLElement, node: Node): void {
  const selection = getSelection()
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null
  if (!range || !box.contains(range.startContainer)) {
    box.append(node)
    return
  }
  range.deleteContents()
  range.insertNode(node)
  range.setStartAfter(node)
  range.collapse(true)
  selection!.removeAllRanges()
  selection!.addRange(range)
}

/** Draws `value` into `box`: text and chips. */
function draw(box: HTMLElement, value: string, describe: ChipTextProps['describe']): void {
  box.replaceChildren()
  let last = 0
  const text = (part: string) => {
    part.split('\n').forEach((line, index) => {
      if (index > 0) box.append(document.createElement('br'))
      if (line) box.append(document.createTextNode(line))
    })
  }
  for (const match of value.matchAll(FACT_REFERENCE)) {
    text(value.slice(last, match.index))
    box.append(chip(match[1]!, describe))
    last = match.index + match[0].length
  }
  text(value.slice(last))
}

/** The text `box` shows, chips written back as references. */
export function serialize(box: Node): string {
  let out = ''
  box.childNodes.forEach((node, index) => {
    if (node.nodeType === Node.TEXT_NODE) out += (node.textContent ?? '').replace(/\u00a0/g, ' ')
    else if (node instanceof HTMLElement && node.dataset.fact) out += `{{${node.dataset.fact}}}`
    else if (node instanceof HTMLBRElement) out += '\n'
    else if (node instanceof HTMLElement) out += (index > 0 ? '\n' : '') + serialize(node)
  })
  return out
}

export function ChipText(props: ChipTextProps) {
  const box = useRef<HTMLDivElement>(null)
  const shown = useRef<string | null>(null)
  const range = useRef<Range | null>(null)
  const drawnWith = useRef(-1)
  const facts = useFactsVersion()
  const { value, describe } = props
  // Drawn again when the value comes from outside (a restored draft) or a fact's value changed, not while typing.
  useLayoutEffect(() => {
    if (!box.current || (value === shown.current && facts === drawnWith.current)) return
    draw(box.current, value, describe)
    shown.current = value
    drawnWith.current = facts
  }, [value, describe, facts])
  const emit = () => {
    if (!box.current) return
    let next = serialize(box.current)
    if (!props.multiline) next = next.replace(/\n/g, ' ')
    next = next.replace(/\n$/, '')
    const before = referenceCounts(shown.current ?? '')
    const after = referenceCounts(next)
    for (const [name, count] of before)
      for (let index = after.get(name) ?? 0; index < count; index++) props.onDropFact(name)
    shown.current = next
    props.onChange(next)
  }
  const remember = () => {
    const selection = getSelection()
    if (selection?.rangeCount && box.current?.contains(selection.anchorNode))
      range.current = selection.getRangeAt(0).cloneRange()
  }
  const insertFact = (name: string) => {
    const element = box.current
    if (!element) return
    const node = chip(name, describe)
    const at = range.current && element.contains(range.current.startContainer) ? range.current : null
    if (at) {
      at.deleteContents()
      at.insertNode(node)
    } else element.append(node)
    emit()
  }
  return (
    <>
      <div
        ref={box}
        id={props.id}
        className={`${props.className} rhino-chip-text`}
        role="textbox"
        aria-label={props.label}
        aria-multiline={props.multiline}
        contentEditable
        suppressContentEditableWarning
        spellCheck
        onInput={emit}
        onKeyUp={remember}
        onMouseUp={remember}
        onFocus={props.onFocus}
        onBlur={() => {
          remember()
          props.onBlur()
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          if (!props.multiline || !box.current) return
          insertAtCursor(box.current, document.createElement('br'))
          emit()
        }}
        onPaste={(event) => {
          event.preventDefault()
          if (!box.current) return
          const pasted = event.clipboardData.getData('text/plain')
          insertAtCursor(
            box.current,
            document.createTextNode(props.multiline ? pasted : pasted.replace(/\s*\n\s*/g, ' ')),
          )
          emit()
        }}
      />
      <div className="rhino-fact-actions rhino-fact-actions-quiet">
        <props.Picker onPick={insertFact} />
      </div>
    </>
  )
}
