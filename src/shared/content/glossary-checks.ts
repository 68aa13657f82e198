// The glossary in the content step (build time, and the browser editor's check): [[terim]] marks become links to
// /wiki/sozluk with the English name, unknown terms are problems, discouraged variants are house-style warnings. Pure.
import type { Emphasis, Link, Parent, PhrasingContent, Root, Text } from 'mdast'
import { visit, SKIP } from 'unist-util-visit'
import {
  entryAnchor,
  findEntry,
  GLOSSARY_PATH,
  styleWarningMessage,
  stylePatterns,
  styleWarnings,
  termUses,
  unknownTermMessage,
  type StylePattern,
} from '../glossary.ts'
import type { GlossaryEntry } from '../schemas/glossary.ts'

/** CSS classes of a term link and of its English name (src/styles: shown on hover and keyboard focus). */
export const TERM_LINK_CLASS = 'glossary-term'
export const TERM_ENGLISH_CLASS = 'glossary-term-english'

export interface LineProblem {
  /** Line in the text the tree was parsed from (1 for its first line). */
  line?: number
  message: string
}

function termLink(label: string, entry: GlossaryEntry): Link {
  const english: Emphasis = {
    type: 'emphasis',
    // The leading space keeps the link's accessible name readable: "kenar yuvarlatma İngilizcesi: Fillet edge".
    children: [
      { type: 'text', value: ' İngilizcesi: ' },
      {
        type: 'emphasis',
        children: [{ type: 'text', value: entry.english }],
        data: { hName: 'span', hProperties: { lang: 'en' } },
      },
    ],
    data: { hName: 'span', hProperties: { className: [TERM_ENGLISH_CLASS] } },
  }
  return {
    type: 'link',
    url: `${GLOSSARY_PATH}#${entryAnchor(entry.term)}`,
    children: [{ type: 'text', value: label }, english],
    data: { hProperties: { className: [TERM_LINK_CLASS] } },
  }
}

/**
 * Replaces every `[[terim]]` / `[[terim|metin]]` of a Markdown tree with a link to its glossary entry (in place);
 * returns a problem, with its line and the closest terms, for each name that is in no entry. Marks inside links and
 * code stay as written.
 */
export function applyTermMarks(tree: Root, entries: readonly GlossaryEntry[]): LineProblem[] {
  const problems: LineProblem[] = []
  visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
    if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference') return
    const uses = termUses(node.value)
    if (uses.length === 0) return
    const startLine = node.position?.start.line
    const replacement: PhrasingContent[] = []
    let offset = 0
    for (const use of uses) {
      const entry = findEntry(use.name, entries)
      if (!entry) {
        const line =
          startLine === undefined
            ? undefined
            : startLine + node.value.slice(0, use.index).split('\n').length - 1
        problems.push({ line, message: unknownTermMessage(use.name, entries) })
        continue
      }
      if (use.index > offset) replacement.push({ type: 'text', value: node.value.slice(offset, use.index) })
      replacement.push(termLink(use.label, entry))
      offset = use.index + use.source.length
    }
    if (offset === 0) return
    if (offset < node.value.length) replacement.push({ type: 'text', value: node.value.slice(offset) })
    parent.children.splice(index, 1, ...(replacement as typeof parent.children))
    return [SKIP, index + replacement.length]
  })
  return problems
}

/** The unknown `[[terim]]` marks of a text, without changing anything (the editor's check before saving). */
export function unknownTermProblems(text: string, entries: readonly GlossaryEntry[]): LineProblem[] {
  return termUses(text)
    .filter((use) => !findEntry(use.name, entries))
    .map((use) => ({
      line: text.slice(0, use.index).split('\n').length,
      message: unknownTermMessage(use.name, entries),
    }))
}

/** House-style warnings of a file's text: each discouraged variant with its line and the preferred term. */
export function houseStyleWarnings(text: string, patterns: readonly StylePattern[]): LineProblem[] {
  return styleWarnings(text, patterns).map((warning) => ({
    line: warning.line,
    message: styleWarningMessage(warning),
  }))
}

export { stylePatterns }
