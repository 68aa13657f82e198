// Stage 3 (build time): the command names a page writes as inline code (`ShrinkWrap`, `_QuadRemesh`), for search.
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'

/** A Rhino command as written in the text: one word, optionally after the `_`, `-` and `!` prefixes of macros. */
const COMMAND = /^[!_\-\s]*([A-Za-z][A-Za-z0-9]{1,39})$/

/**
 * The distinct command names in a document's inline code, in order of appearance. Longer code (paths, macros of
 * several words, snippets) is left to the body text: it names no single command.
 */
export function commandNames(tree: Root): string[] {
  const names = new Set<string>()
  visit(tree, 'inlineCode', (node) => {
    const match = COMMAND.exec(node.value.trim())
    if (match) names.add(match[1]!)
  })
  return [...names]
}
