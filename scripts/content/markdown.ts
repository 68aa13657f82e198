// Build-time Markdown helpers: parse to mdast, convert to the compact rich tree, find links and headings.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast'
import type { Heading, Link, Root, RootContent } from 'mdast'
import { toHast } from 'mdast-util-to-hast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { RichNode, RichProps } from '../../src/shared/rich-text.ts'

const markdownParser = unified().use(remarkParse).use(remarkGfm)
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

export function parseMarkdown(body: string, mdx = false): Root {
  return (mdx ? mdxParser : markdownParser).parse(body)
}

const PROPERTY_NAMES: Record<string, string> = { className: 'className', htmlFor: 'htmlFor' }

function toReactProps(element: Element): RichProps | null {
  const props: RichProps = {}
  for (const [name, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null || value === false) continue
    if (name === 'align' && typeof value === 'string') {
      props.style = { textAlign: value }
      continue
    }
    const reactName =
      PROPERTY_NAMES[name] ??
      (/^(data|aria)[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase()) : name)
    props[reactName] = Array.isArray(value) ? value.join(' ') : value
  }
  if (element.tagName === 'input') props.readOnly = true
  if (element.tagName === 'img') props.loading = 'lazy'
  // Code blocks may scroll sideways: keyboard users must be able to reach and scroll them.
  if (element.tagName === 'pre') props.tabIndex = 0
  return Object.keys(props).length > 0 ? props : null
}

function hastToRich(node: HastContent | ElementContent): RichNode | null {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return null
  const children = node.children.map(hastToRich).filter((child): child is RichNode => child !== null)
  return [node.tagName, toReactProps(node), ...children]
}

/** Markdown nodes → compact rich tree (raw HTML is dropped: authors write Markdown, not HTML). */
export function toRich(nodes: RootContent[]): RichNode[] {
  const root: Root = { type: 'root', children: nodes }
  const hast = toHast(root) as HastRoot
  return hast.children
    .map(hastToRich)
    .filter((child): child is RichNode => child !== null && !(typeof child === 'string' && child.trim() === ''))
}

export interface FoundLink {
  url: string
  line?: number
}

/** Every link target in a tree: Markdown links and `href` attributes of MDX components. */
export function findLinks(tree: Root): FoundLink[] {
  const links: FoundLink[] = []
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      links.push({ url: (node as Link).url, line: node.position?.start.line })
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') {
          links.push({ url: attribute.value, line: node.position?.start.line })
        }
      }
    }
  })
  return links
}

export function headingText(heading: Heading): string {
  return toString(heading).trim()
}
