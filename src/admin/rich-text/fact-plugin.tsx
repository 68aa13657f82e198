// Facts in the visual article editor: every `{{group.name}}` of the text is a chip that shows the fact's value
// (content/data/facts.yaml) and says where it is changed; it is written back to the Markdown exactly as it was. Typing
// cannot enter a chip; Backspace or Delete beside one selects it first, and only a second press removes it (always
// whole). Inline code and code blocks keep `{{…}}` as text. Browser (an MDXEditor plugin; the splitting is pure).
import {
  addExportVisitor$,
  addImportVisitor$,
  addLexicalNode$,
  addToMarkdownExtension$,
  createActiveEditorSubscription$,
  createRootEditorSubscription$,
  lexical,
  realmPlugin,
  type LexicalExportVisitor,
  type MdastImportVisitor,
} from '@mdxeditor/editor'
import type { Literal, Parent, Text } from 'mdast'
import { FACT_REFERENCE } from '../fact-guard.ts'
import {
  $createFactNode,
  $isFactNode,
  $selectChip,
  factSource$,
  FactNode,
  NO_FACTS,
  type FactSource,
} from './fact-chip.tsx'

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
