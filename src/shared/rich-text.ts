// Compact, JSON-safe rendering tree made from Markdown at build time and rendered by React in the browser.

/** A text node, or an element as [tag, props, ...children]; props are already React-ready. */
export type RichNode = string | RichElement
export type RichElement = [tag: string, props: RichProps | null, ...children: RichNode[]]
export type RichProps = Record<string, string | number | boolean | Record<string, string>>

/** Plain text of a rich tree, for search documents and previews; formulas (MathML) are left out. */
export function richToText(nodes: readonly RichNode[]): string {
  let text = ''
  for (const node of nodes) {
    if (typeof node === 'string') text += node
    else if (node[0] !== 'math') text += richToText(node.slice(2) as RichNode[])
  }
  return text
}
