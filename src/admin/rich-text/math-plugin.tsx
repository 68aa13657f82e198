// Formulas in the visual article editor: `$…$` in a line and `$$…$$` on lines of their own become formula nodes that
// show the formula as the site renders it (src/shared/math.ts) and are written back as the same Markdown. Clicking a
// formula edits it. Browser (an MDXEditor plugin).
import {
  addExportVisitor$,
  addImportVisitor$,
  addLexicalNode$,
  addMdastExtension$,
  addSyntaxExtension$,
  addToMarkdownExtension$,
  lexical,
  realmPlugin,
  type LexicalExportVisitor,
  type MdastImportVisitor,
} from '@mdxeditor/editor'
import type { InlineMath, Math as BlockMath } from 'mdast-util-math'
import { mathFromMarkdown, mathToMarkdown } from 'mdast-util-math'
import { math } from 'micromark-extension-math'
import { useState, type ReactNode } from 'react'
import { toHtml } from '../../shared/content/wiki-article.ts'
import { renderMath } from '../../shared/math.ts'

/** The formula as the site shows it, or the reason it cannot be shown. */
export function FormulaPreview({ formula, display }: { formula: string; display: boolean }) {
  if (!formula.trim()) return <span className="rich-math-empty">Formül boş</span>
  const result = renderMath(formula, display)
  if (!result.ok)
    return (
      <span className="rich-math-error">
        {result.message.replace(/^./, (first) => first.toLocaleUpperCase('tr'))}
      </span>
    )
  // The formula itself (a display formula's scroll box is the page's, not the editor's).
  const math = display ? result.node.children : [result.node]
  // The MathML comes from temml through the site's own renderer, never from raw input.
  return <span dangerouslySetInnerHTML={{ __html: toHtml(math) }} />
}

type SerializedMath = { type: 'rhino-math'; version: 1; formula: string; display: boolean }

function MathView({
  formula,
  display,
  onSave,
}: {
  formula: string
  display: boolean
  onSave: (formula: string) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  if (editing === null)
    return (
      <button
        type="button"
        className={display ? 'rich-math rich-math-display' : 'rich-math'}
        // Its name is the formula as drawn (a name of its own would differ from what is seen); the title says what
        // the button does.
        title="Formülü düzenle"
        onClick={() => setEditing(formula)}
      >
        <FormulaPreview formula={formula} display={display} />
      </button>
    )
  return (
    <span className="rich-math-editing">
      <label>
        <span>Formül (LaTeX)</span>
        <input
          autoFocus
          value={editing}
          onChange={(event) => setEditing(event.target.value)}
          onKeyDown={(event) => {
            event.stopPropagation()
            if (event.key === 'Enter') {
              event.preventDefault()
              onSave(editing)
              setEditing(null)
            } else if (event.key === 'Escape') setEditing(null)
          }}
        />
      </label>
      <span className="rich-math-preview">
        <FormulaPreview formula={editing} display={display} />
      </span>
      <button
        type="button"
        onClick={() => {
          onSave(editing)
          setEditing(null)
        }}
      >
        Tamam
      </button>
      <button type="button" onClick={() => setEditing(null)}>
        Vazgeç
      </button>
    </span>
  )
}

export class MathNode extends lexical.DecoratorNode<ReactNode> {
  __formula: string
  __display: boolean

  static override getType(): string {
    return 'rhino-math'
  }

  static override clone(node: MathNode): MathNode {
    return new MathNode(node.__formula, node.__display, node.__key)
  }

  static override importJSON(serialized: SerializedMath): MathNode {
    return new MathNode(serialized.formula, serialized.display)
  }

  constructor(formula: string, display: boolean, key?: string) {
    super(key)
    this.__formula = formula
    this.__display = display
  }

  override exportJSON(): SerializedMath {
    return { type: 'rhino-math', version: 1, formula: this.__formula, display: this.__display }
  }

  override createDOM(): HTMLElement {
    const element = document.createElement(this.__display ? 'div' : 'span')
    element.className = this.__display ? 'rich-math-block' : 'rich-math-inline'
    return element
  }

  override updateDOM(): false {
    return false
  }

  override isInline(): boolean {
    return !this.__display
  }

  getFormula(): string {
    return this.getLatest().__formula
  }

  isDisplay(): boolean {
    return this.getLatest().__display
  }

  setFormula(formula: string): void {
    this.getWritable().__formula = formula
  }

  override decorate(editor: lexical.LexicalEditor): ReactNode {
    return (
      <MathView
        formula={this.__formula}
        display={this.__display}
        onSave={(formula) =>
          editor.update(() => {
            const node = lexical.$getNodeByKey(this.__key)
            if (node instanceof MathNode) node.setFormula(formula)
          })
        }
      />
    )
  }
}

export const $createMathNode = (formula: string, display: boolean): MathNode => new MathNode(formula, display)

const importMath: MdastImportVisitor<InlineMath | BlockMath> = {
  testNode: (node) => node.type === 'inlineMath' || node.type === 'math',
  visitNode({ mdastNode, actions }) {
    actions.addAndStepInto($createMathNode(mdastNode.value, mdastNode.type === 'math'))
  },
}

const exportMath: LexicalExportVisitor<MathNode, InlineMath | BlockMath> = {
  testLexicalNode: (node) => node instanceof MathNode,
  visitLexicalNode({ lexicalNode, mdastParent, actions }) {
    const value = lexicalNode.getFormula()
    actions.appendToParent(
      mdastParent,
      lexicalNode.isDisplay() ? { type: 'math', value, meta: null } : { type: 'inlineMath', value },
    )
  },
}

/** `$…$` and `$$…$$` as formula nodes (as remark-math reads them in the build). */
export const mathPlugin = realmPlugin({
  init(realm) {
    realm.pubIn({
      [addMdastExtension$]: mathFromMarkdown(),
      [addSyntaxExtension$]: math(),
      [addToMarkdownExtension$]: mathToMarkdown(),
      [addImportVisitor$]: importMath,
      [addLexicalNode$]: MathNode,
      [addExportVisitor$]: exportMath,
    })
  },
})
