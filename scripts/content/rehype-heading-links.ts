// Build time (MDX compiler): heading ids by the shared rule (src/shared/heading-ids.ts) and a link to each ## / ### heading.
import type { ElementContent, Root } from 'hast'
import { SKIP, visit } from 'unist-util-visit'
import { anchoredHeading } from '../../src/shared/content/wiki-article.ts'
import { createHeadingIds } from '../../src/shared/heading-ids.ts'

const HEADING = /^h[1-6]$/

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/** Every heading gets its id (in document order, unique per page); `##` and `###` headings also get their link. */
export function rehypeHeadingLinks() {
  return (tree: Root) => {
    const nextId = createHeadingIds()
    visit(tree, 'element', (node, index, parent) => {
      if (!HEADING.test(node.tagName)) return
      const title = textOf(node).trim()
      const id = nextId(title)
      node.properties.id = id
      if ((node.tagName !== 'h2' && node.tagName !== 'h3') || !parent || index === undefined) return SKIP
      parent.children[index] = anchoredHeading(node, id, title)
      return SKIP
    })
  }
}
