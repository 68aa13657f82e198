// Build time (MDX compiler): heading ids by the shared rule (src/shared/heading-ids.ts) and a link to each ## / ### heading.
import type { Element, ElementContent, Root } from 'hast'
import { SKIP, visit } from 'unist-util-visit'
import { createHeadingIds, headingLinkLabel } from '../../src/shared/heading-ids.ts'

const HEADING = /^h[1-6]$/

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/**
 * The markup of src/components/reading/heading-anchor.tsx, for MDX: the heading and its link side by side in a wrapper,
 * so the link is not part of the heading's own text (screen readers' heading lists stay clean).
 */
function withAnchor(heading: Element, id: string, title: string): Element {
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { className: ['heading-anchor'], href: `#${id}` },
    children: [
      { type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] },
      { type: 'element', tagName: 'span', properties: { className: ['sr-only'] }, children: [{ type: 'text', value: headingLinkLabel(title) }] },
    ],
  }
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['heading-wrapper', `heading-level-${heading.tagName.slice(1)}`] },
    children: [heading, link],
  }
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
      parent.children[index] = withAnchor(node, id, title)
      return SKIP
    })
  }
}
