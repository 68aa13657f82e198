// GFM table column alignment (`| :-: |`) as classes, never as a style attribute (the CSP's `style-src 'self'` blocks
// inline styles): the article renderer (src/shared/content/wiki-article.ts) and the MDX compiler (rehypeTableAlignment,
// vite.config.ts) both use it. Pure: no Node, no DOM.
import type { Element, Properties, Root } from 'hast'
import { visit } from 'unist-util-visit'

/** Alignment → the utility class that aligns a cell so. */
export const ALIGNMENT_CLASSES = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
} as const

const ALIGNMENT_CLASS_LIST: readonly string[] = Object.values(ALIGNMENT_CLASSES)

/** A cell's properties with its `align` (as remark-gfm writes it) turned into a class; other properties unchanged. */
export function alignAsClass(properties: Properties): Properties {
  const align = properties.align
  if (typeof align !== 'string' || !Object.hasOwn(ALIGNMENT_CLASSES, align)) return properties
  const alignment = ALIGNMENT_CLASSES[align as keyof typeof ALIGNMENT_CLASSES]
  const existing: unknown = properties.className
  const classes: string[] = Array.isArray(existing)
    ? existing.map(String)
    : typeof existing === 'string'
      ? existing.split(/\s+/)
      : []
  const result: Properties = { ...properties, className: [...classes, alignment] }
  delete result.align
  return result
}

/** The alignment class among a cell's classes (as React hands an MDX cell's `className` over), if any. */
export function alignmentClassOf(className: unknown): string | undefined {
  if (typeof className !== 'string') return undefined
  return className.split(/\s+/).find((name) => ALIGNMENT_CLASS_LIST.includes(name))
}

/** Rehype plugin (MDX): every aligned table cell gets its alignment class instead of `align`. */
export function rehypeTableAlignment() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'th' || node.tagName === 'td') node.properties = alignAsClass(node.properties)
    })
  }
}
