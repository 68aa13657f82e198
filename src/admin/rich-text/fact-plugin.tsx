// Facts in the visual article editor: every `{{group.name}}` of the text is a chip that shows the fact's value
// (content/data/facts.yaml) and says where it is changed; it is written back to the Markdown exactly as it was. Typing
// cannot enter a chip; Backspace or Delete beside one selects it first, and only a second press removes it (always
// whole). Inline code and code blocks keep `{{…}}` as text. Browser (an MDXEditor plugin; the splitting is pure).
import {
  addExportVisitor$,
  addImportVisitor$,
  addLexicalNode$,
  addToMarkdownExtension$,
  Cell,
  createActiveEditorSubscription$,
  createRootEditorSubscription$,
  lexical,
  realmPlugin,
  useCellValue,
  type LexicalExportVisitor,
  type MdastImportVisitor,
} from '@mdxeditor/editor'
import type { Literal, Parent, Text } from 'mdast'
import { useEffect, useState, type ReactNode } from 'react'
import { FACT_REFERENCE } from '../fact-guard.ts'

/** A fact reference as the Markdown tree holds it: `value` is the reference as written (`{{ fiyat.ogrenci }}`). */
export interface FactReference extends Literal {
  type: 'factReference'
}

declare module 'mdast' {
  interface PhrasingContentMap {
    factReference: FactReference
  }
  interface RootContentMap {
    factReference: FactReference
  }
}

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

export type TextPart = { text: string } | { name: string; source: string }

/** `text` cut into plain text and fact references, in order. Pure. */
export function splitReferences(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(FACT_REFERENCE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ name: match[1]!, source: match[0] })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

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
const factSource$ = Cell<FactSource>(NO_FACTS)

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
function $selectChip(key: string): void {
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

/** A click on a chip selects it (as Lexical's own decorators do, after its handling of the click). */
function selectClickedChip(event: MouseEvent): boolean {
  const holder = event.target instanceof Element ? event.target.closest('.rich-fact-holder') : null
  const chip = holder ? lexical.$getNearestNodeFromDOMNode(holder) : null
  if (!$isFactNode(chip)) return false
  $selectChip(chip.getKey())
  return true
}

/** The chip right before (backward) or after the cursor, when nothing is selected. */
function $chipBesideCursor(backward: boolean): FactNode | null {
  const selection = lexical.$getSelection()
  if (!lexical.$isRangeSelection(selection) || !selection.isCollapsed()) return null
  const { anchor } = selection
  const node = anchor.getNode()
  let beside: lexical.LexicalNode | null = null
  if (anchor.type === 'text') {
    if (backward && anchor.offset === 0) beside = node.getPreviousSibling()
    else if (!backward && anchor.offset === node.getTextContentSize()) beside = node.getNextSibling()
  } else if (lexical.$isElementNode(node))
    beside = node.getChildAtIndex(backward ? anchor.offset - 1 : anchor.offset)
  return $isFactNode(beside) ? beside : null
}

/** Removes the selected chips (only chips), leaving the cursor where the first one was. */
function $removeSelectedChips(): boolean {
  const chips = $selectedChips()
  if (chips.length === 0) return false
  chips[0]!.selectPrevious()
  for (const chip of chips) chip.remove()
  return true
}

/** Backspace (backward) or Delete: a selected chip goes; a chip beside the cursor is selected first. */
function deleteKey(backward: boolean) {
  return (event: KeyboardEvent | null): boolean => {
    if ($removeSelectedChips()) {
      event?.preventDefault()
      return true
    }
    const chip = $chipBesideCursor(backward)
    if (!chip) return false
    event?.preventDefault()
    $selectChip(chip.getKey())
    return true
  }
}

/** The selected chips, when the selection is chips only. */
function $selectedChips(): FactNode[] {
  const selection = lexical.$getSelection()
  if (!lexical.$isNodeSelection(selection)) return []
  const nodes = selection.getNodes()
  return nodes.every($isFactNode) ? nodes : []
}

/** A letter typed while a chip is selected is written after it; the chip stays. */
function typeAfterSelectedChip(event: KeyboardEvent): boolean {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return false
  const chips = $selectedChips()
  if (chips.length === 0) return false
  event.preventDefault()
  chips.at(-1)!.selectNext(0, 0).insertText(event.key)
  return true
}

/** A reference typed or pasted as text (`{{deneme.gun}}`) becomes a chip, except in inline code. */
function $chipFromText(node: lexical.TextNode): void {
  if (node.getType() !== 'text' || node.hasFormat('code')) return
  const match = node.getTextContent().matchAll(FACT_REFERENCE).next().value
  if (!match) return
  const start = match.index
  const end = start + match[0].length
  const parts = node.splitText(start, end)
  const target = start === 0 ? parts[0]! : parts[1]!
  const selection = lexical.$getSelection()
  const cursorInside =
    lexical.$isRangeSelection(selection) &&
    selection.isCollapsed() &&
    selection.anchor.key === target.getKey()
  const chip = $createFactNode(match[1]!, match[0], target.getFormat())
  target.replace(chip)
  if (cursorInside) chip.selectNext(0, 0)
}

const importFacts: MdastImportVisitor<Text> = {
  testNode: (node) => node.type === 'text' && splitReferences(node.value).some((part) => 'name' in part),
  // Before MDXEditor's own visitor of text.
  priority: 10,
  visitNode({ mdastNode, actions }) {
    const format = actions.getParentFormatting()
    const style = actions.getParentStyle()
    for (const part of splitReferences(mdastNode.value)) {
      if ('name' in part) {
        actions.addAndStepInto($createFactNode(part.name, part.source, format))
        continue
      }
      const text = lexical.$createTextNode(part.text)
      text.setFormat(format)
      if (style) text.setStyle(style)
      actions.addAndStepInto(text)
    }
  },
}

/**
 * A chip inside bold or italic words is written inside their marks: its emphasis node joins the one of the words
 * before it (MDXEditor joins neighbouring emphasis nodes), and the words after it join it in turn.
 */
const exportFacts: LexicalExportVisitor<FactNode, FactReference> = {
  testLexicalNode: $isFactNode,
  visitLexicalNode({ lexicalNode, mdastParent, actions }) {
    let parent: Parent = mdastParent
    const format = lexicalNode.getFormat()
    if (format & lexical.IS_ITALIC)
      parent = actions.appendToParent(parent, { type: 'emphasis', children: [] }) as Parent
    if (format & lexical.IS_BOLD)
      parent = actions.appendToParent(parent, { type: 'strong', children: [] }) as Parent
    actions.appendToParent(parent, { type: 'factReference', value: lexicalNode.getSource() })
  },
}

/** The reference goes back into the Markdown as it was written, never escaped. */
const factToMarkdown = {
  handlers: { factReference: (node: FactReference) => node.value },
}

/** `{{group.name}}` as chips showing the facts of `source`. */
export const factPlugin = realmPlugin<{ source: FactSource }>({
  init(realm, params) {
    realm.pubIn({
      [factSource$]: params?.source ?? NO_FACTS,
      [addImportVisitor$]: importFacts,
      [addLexicalNode$]: FactNode,
      [addExportVisitor$]: exportFacts,
      [addToMarkdownExtension$]: factToMarkdown,
      [createRootEditorSubscription$]: (editor: lexical.LexicalEditor) =>
        editor.registerNodeTransform(lexical.TextNode, $chipFromText),
      [createActiveEditorSubscription$]: (editor: lexical.LexicalEditor) => {
        const unregister = [
          editor.registerCommand(
            lexical.KEY_BACKSPACE_COMMAND,
            deleteKey(true),
            lexical.COMMAND_PRIORITY_HIGH,
          ),
          editor.registerCommand(lexical.KEY_DELETE_COMMAND, deleteKey(false), lexical.COMMAND_PRIORITY_HIGH),
          editor.registerCommand(
            lexical.KEY_DOWN_COMMAND,
            typeAfterSelectedChip,
            lexical.COMMAND_PRIORITY_HIGH,
          ),
          editor.registerCommand(lexical.CLICK_COMMAND, selectClickedChip, lexical.COMMAND_PRIORITY_LOW),
        ]
        return () => unregister.forEach((stop) => stop())
      },
    })
  },
})
