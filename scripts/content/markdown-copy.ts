// Build time: the Markdown copy of a wiki article or MDX page for AI assistants (`<route>.md`): title, summary, body
// with facts already substituted, formulas as TeX ($…$), MDX components as plain Markdown and every link absolute.
import type { Link, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { ParsedDocument } from '../../src/shared/content/parse.ts'

const stringifier = unified().use(remarkGfm).use(remarkMath).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
})

/** `/wiki/x` → `https://…/wiki/x`, `#bolum` → the page's own address with the anchor; other URLs stay as written. */
export function absoluteHref(url: string, origin: string, pagePath: string): string {
  if (url.startsWith('#')) return `${origin}${pagePath}${url}`
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`
  return url
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

function attribute(element: JsxElement, name: string): string | undefined {
  for (const item of element.attributes) {
    if (item.type === 'mdxJsxAttribute' && item.name === name && typeof item.value === 'string')
      return item.value
  }
  return undefined
}

const isPhrasing = (node: RootContent): node is PhrasingContent =>
  ![
    'paragraph',
    'heading',
    'list',
    'listItem',
    'blockquote',
    'code',
    'table',
    'math',
    'thematicBreak',
  ].includes(node.type)

/** The phrasing content of nodes, paragraphs unwrapped (for a link made from a component). */
function phrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : isPhrasing(node) ? [node] : []))
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })

/**
 * An MDX component as plain Markdown: its content, led by its `title` in bold (and a LinkGroup's `text` under it) or its
 * `caption` in italics; one with an `href` (LinkButton) becomes a link. Expressions and imports are dropped.
 */
function convert(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      return []
    if (node.type === 'html') return []
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const children = convert(node.children)
      const href = attribute(node, 'href')
      if (href) {
        const link: Link = { type: 'link', url: href, children: phrasing(children) }
        return node.type === 'mdxJsxTextElement' ? [link] : [paragraph([link])]
      }
      const title = attribute(node, 'title')
      const caption = attribute(node, 'caption')
      const sentence = attribute(node, 'text')
      const lead: RootContent[] = []
      if (title) lead.push(paragraph([{ type: 'strong', children: [{ type: 'text', value: title }] }]))
      if (sentence) lead.push(paragraph([{ type: 'text', value: sentence }]))
      if (caption) lead.push(paragraph([{ type: 'emphasis', children: [{ type: 'text', value: caption }] }]))
      return [...lead, ...children]
    }
    if ('children' in node) return [{ ...node, children: convert(node.children) } as RootContent]
    return [node]
  })
}

export interface MarkdownCopyInput {
  document: Pick<ParsedDocument, 'tree' | 'path'> & { frontmatter: { title: string; description: string } }
  /** The site's address without a trailing slash, e.g. `https://rhinoturkiye.com`. */
  origin: string
}

/** The page as one Markdown file. */
export function markdownCopy({ document, origin }: MarkdownCopyInput): string {
  const body = convert(structuredClone(document.tree).children)
  const tree: Root = { type: 'root', children: body }
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      node.url = absoluteHref(node.url, origin, document.path)
  })
  const { title, description } = document.frontmatter
  const head: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
      { type: 'blockquote', children: [paragraph([{ type: 'text', value: description }])] },
      paragraph([
        { type: 'text', value: 'Kaynak: ' },
        {
          type: 'link',
          url: origin + document.path,
          children: [{ type: 'text', value: origin + document.path }],
        },
      ]),
      ...tree.children,
    ],
  }
  return stringifier.stringify(head)
}
