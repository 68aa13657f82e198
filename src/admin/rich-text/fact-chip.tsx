// A fact in the visual article editor's text: a Lexical node shown as a chip with the fact's value and, for screen
// readers and as its tooltip, what it is and where it is changed; a click selects it whole. fact-plugin.tsx reads and
// writes it as Markdown. Browser.
import { Cell, lexical, useCellValue } from '@mdxeditor/editor'
import { useEffect, useState, type ReactNode } from 'react'

/** What staff read about a fact: its value and its field in the facts form. */
export interface FactDescription {
  /** The value as the page shows it ("195"). */
  value: string
  /** The field's label in the facts form ("Öğrenci lisansı"). */
  label: string
  /** Where the field is ("Temel bilgiler › Fiyatlar (€)"). */
  place: string
}

export interface FactSource {
  /** The fact `name` (fiyat.ogrenci) as staff read it, or undefined when facts.yaml has no such fact. */
  describe: (name: string) => FactDescription | undefined
  /** A hook that re-renders the chips when the facts' values change. */
  useVersion: () => unknown
}

/** No facts known (the round-trip test): every chip is an unknown one, the Markdown is the same. */
export const NO_FACTS: FactSource = { describe: () => undefined, useVersion: () => 0 }

/** The chip's visible text and its accessible name and tooltip. Pure. */
export function chipWords(
  name: string,
  fact: FactDescription | undefined,
): { text: string; label: string; title: string } {
  if (!fact) {
    const text = `bilinmeyen bilgi: ${name}`
    const title =
      'Bu ortak bilgi Temel bilgilerde yok; sayfada gösterilemez ve makale bu hâliyle kaydedilmez. Etiketi seçip ' +
      'silin, yerine “Ortak bilgi ekle” ile listeden seçin.'
    return { text, label: `${text}. ${title}`, title }
  }
  const where = `Ortak bilgi: ${fact.label} — ${fact.place}`
  if (fact.value === '') {
    const title = `${where}. Şu an boş: sayfada burada bir şey görünmez.`
    return { text: '(boş)', label: `boş. ${title}`, title }
  }
  const title = `${where}. Değeri orada değiştirilir; bu metinde değiştirilmez.`
  return { text: fact.value, label: `${fact.value}. ${title}`, title }
}

/** How the chips learn their values (set by factPlugin, read by each chip). */
export const factSource$ = Cell<FactSource>(NO_FACTS)

type SerializedFact = { type: 'rhino-fact'; version: 1; name: string; source: string; format: number }

export class FactNode extends lexical.DecoratorNode<ReactNode> {
  __name: string
  __source: string
  /** Bold and italic, as a text's (the chip stays inside the bold words around it). */
  __format: number

  static override getType(): string {
    return 'rhino-fact'
  }

  static override clone(node: FactNode): FactNode {
    return new FactNode(node.__name, node.__source, node.__format, node.__key)
  }

  static override importJSON(serialized: SerializedFact): FactNode {
    return new FactNode(serialized.name, serialized.source, serialized.format)
  }

  constructor(name: string, source: string, format: number, key?: string) {
    super(key)
    this.__name = name
    this.__source = source
    this.__format = format
  }

  override exportJSON(): SerializedFact {
    return {
      type: 'rhino-fact',
      version: 1,
      name: this.__name,
      source: this.__source,
      format: this.__format,
    }
  }

  override createDOM(): HTMLElement {
    const element = document.createElement('span')
    element.className = 'rich-fact-holder'
    return element
  }

  override updateDOM(): false {
    return false
  }

  override isInline(): true {
    return true
  }

  /** Copied as text, a chip stays a reference: pasted into another field it is the same fact. */
  override getTextContent(): string {
    return this.getLatest().__source
  }

  getName(): string {
    return this.getLatest().__name
  }

  getSource(): string {
    return this.getLatest().__source
  }

  getFormat(): number {
    return this.getLatest().__format
  }

  override decorate(editor: lexical.LexicalEditor): ReactNode {
    return <FactChip editor={editor} nodeKey={this.__key} name={this.__name} format={this.__format} />
  }
}

export const $createFactNode = (name: string, source = `{{${name}}}`, format = 0): FactNode =>
  new FactNode(name, source, format)

export const $isFactNode = (node: lexical.LexicalNode | null | undefined): node is FactNode =>
  node instanceof FactNode

/** Selects the chip `key` as a whole (the first Backspace beside it, a click). */
export function $selectChip(key: string): void {
  const selection = lexical.$createNodeSelection()
  selection.add(key)
  lexical.$setSelection(selection)
}

function useChipSelected(editor: lexical.LexicalEditor, key: string): boolean {
  const [selected, setSelected] = useState(false)
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = lexical.$getSelection()
          setSelected(lexical.$isNodeSelection(selection) && selection.has(key))
        }),
      ),
    [editor, key],
  )
  return selected
}

function FactChip({
  editor,
  nodeKey,
  name,
  format,
}: {
  editor: lexical.LexicalEditor
  nodeKey: string
  name: string
  format: number
}) {
  const { describe, useVersion } = useCellValue(factSource$)
  useVersion()
  const selected = useChipSelected(editor, nodeKey)
  const fact = describe(name)
  const words = chipWords(name, fact)
  const classes = ['rhino-chip', 'rich-fact']
  if (!fact) classes.push('rhino-chip-unknown')
  if (fact?.value === '') classes.push('rich-fact-empty')
  if (format & lexical.IS_BOLD) classes.push('rich-fact-bold')
  if (format & lexical.IS_ITALIC) classes.push('rich-fact-italic')
  if (selected) classes.push('rich-fact-selected')
  return (
    <span
      className={classes.join(' ')}
      data-fact={name}
      role="img"
      aria-label={words.label}
      title={words.title}
    >
      {words.text}
    </span>
  )
}
