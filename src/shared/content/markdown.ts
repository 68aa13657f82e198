// Markdown helpers of the content step and the editor: parse to mdast, find links, headings and formula problems. Pure.
import type { Heading, Link, Nodes, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { renderMath } from '../math.ts'

/** Wiki Markdown: GFM plus `$…$` / `$$…$$` formulas (MDX pages have no formulas: `$` stays a dollar sign there). */
const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath)
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

export function parseMarkdown(body: string, mdx = false): Root {
  return (mdx ? mdxParser : markdownParser).parse(body)
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
        if (
          attribute.type === 'mdxJsxAttribute' &&
          attribute.name === 'href' &&
          typeof attribute.value === 'string'
        ) {
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
      problems.push({
        line: node.position?.start.line,
        message: 'başlıklarda formül kullanılmaz; formülü bölümün metnine yazın',
      })
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
