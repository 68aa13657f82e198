// Build-time Markdown helpers: parse to mdast, convert to the compact rich tree (formulas as MathML), find links and headings.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast'
import type { Heading, Link, Nodes, Root, RootContent } from 'mdast'
import { toHast, type Handler } from 'mdast-util-to-hast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { renderMath } from '../../src/shared/math.ts'
import type { RichNode, RichProps } from '../../src/shared/rich-text.ts'

/** Wiki Markdown: GFM plus `$…$` / `$$…$$` formulas (MDX pages have no formulas: `$` stays a dollar sign there). */
const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath)
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

/** Formulas pass through the hast tree as these elements (TeX as text) and become MathML in hastToRich. */
const TEX_DISPLAY = 'tex-display'
const TEX_INLINE = 'tex-inline'
const texElement =
  (tagName: string): Handler =>
  (_state, node: { value: string }): Element => ({
    type: 'element',
    tagName,
    properties: {},
    children: [{ type: 'text', value: node.value }],
  })
const mathHandlers = { math: texElement(TEX_DISPLAY), inlineMath: texElement(TEX_INLINE) }

function texToRich(element: Element): RichNode {
  const tex = element.children.map((child) => (child.type === 'text' ? child.value : '')).join('')
  const result = renderMath(tex, element.tagName === TEX_DISPLAY)
  // Formulas were checked while parsing (findMathProblems); the TeX is shown only if that check was skipped.
  return result.ok ? result.node : ['code', null, tex]
}

function hastToRich(node: HastContent | ElementContent): RichNode | null {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return null
  if (node.tagName === TEX_DISPLAY || node.tagName === TEX_INLINE) return texToRich(node)
  const children = node.children.map(hastToRich).filter((child): child is RichNode => child !== null)
  return [node.tagName, toReactProps(node), ...children]
}

/** Line breaks between blocks are dropped; a space between two inline parts (`**Terim:** $x$`) is kept. */
const isBlockSeparator = (child: RichNode) => typeof child === 'string' && child.trim() === '' && child.includes('\n')

/** Markdown nodes → compact rich tree (raw HTML is dropped: authors write Markdown, not HTML). */
export function toRich(nodes: RootContent[]): RichNode[] {
  const root: Root = { type: 'root', children: nodes }
  const hast = toHast(root, { handlers: mathHandlers }) as HastRoot
  return hast.children
    .map(hastToRich)
    .filter((child): child is RichNode => child !== null && !isBlockSeparator(child))
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

/** Readable text of a Markdown node without its formulas' TeX (for item texts, slugs and search). */
export function plainText(node: Nodes): string {
  if (node.type === 'math' || node.type === 'inlineMath') return ''
  if (node.type === 'image') return node.alt ?? ''
  if ('value' in node) return node.value
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('')
  return ''
}

export interface MathProblem {
  /** Line in the Markdown body (1 for its first line). */
  line?: number
  message: string
}

/** Whether a Markdown tree holds any formula (its page then loads the math stylesheet). */
export function hasMath(tree: Root): boolean {
  let found = false
  visit(tree, ['math', 'inlineMath'], () => {
    found = true
    return false
  })
  return found
}

/** Every formula that does not render, and every heading that holds one. */
export function findMathProblems(tree: Root): MathProblem[] {
  const problems: MathProblem[] = []
  visit(tree, (node) => {
    if (node.type === 'heading' && node.children.some((child) => child.type === 'inlineMath')) {
      problems.push({ line: node.position?.start.line, message: 'başlıklarda formül kullanılmaz; formülü bölümün metnine yazın' })
    }
    if (node.type !== 'math' && node.type !== 'inlineMath') return
    const result = renderMath(node.value, node.type === 'math')
    if (result.ok) return
    // A display formula's TeX starts on the line after its opening $$.
    const start = node.position?.start.line
    const line = start === undefined ? undefined : start + (node.type === 'math' ? 1 : 0) + result.lineOffset
    problems.push({ line, message: `${result.message} (formül: ${shorten(node.value)})` })
  })
  return problems
}

const shorten = (tex: string) => {
  const flat = tex.replace(/\s+/g, ' ').trim()
  return flat.length > 60 ? flat.slice(0, 59) + '…' : flat
}
