// The Markdown tree of the content step and the editor: parsed to mdast, and what is read from it (links, text, formula
// problems, and a wiki article's introduction, `## ` sections and heading ids, so these are computed in one place). Pure.
import type { Heading, Link, Nodes, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { createHeadingIds, type OutlineEntry } from '../heading-ids.ts'
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

// ---- a wiki article's sections and heading ids ---------------------------------------------------------------------

export interface RawSection {
  title: string
  link?: string
  body: RootContent[]
}

/** A wiki article's tree as its introduction and its `## ` sections (a heading written as a link gives the section's source). */
export function splitSections(tree: Root): { intro: RootContent[]; sections: RawSection[] } {
  const intro: RootContent[] = []
  const sections: RawSection[] = []
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      const heading = node
      const only = heading.children.length === 1 ? heading.children[0] : undefined
      sections.push({
        title: toString(heading).trim(),
        link: only?.type === 'link' ? only.url : undefined,
        body: [],
      })
    } else if (sections.length > 0) {
      sections[sections.length - 1]!.body.push(node)
    } else {
      intro.push(node)
    }
  }
  return { intro, sections }
}

/** Heading ids of an article, in document order: each section's `## ` title, then the `### `… headings inside it. */
export interface ArticleHeadingIds {
  sections: string[]
  /** Ids of the headings inside sections (`### ` and deeper). */
  inner: Map<Heading, string>
  /** The contents list: sections (level 2) and their `### ` headings (level 3). */
  outline: OutlineEntry[]
}

/** One id per heading with the shared rule (src/shared/heading-ids.ts): 'İlgili Makaleler' → 'ilgili-makaleler'. */
export function articleHeadingIds(raw: readonly RawSection[]): ArticleHeadingIds {
  const nextId = createHeadingIds()
  const ids: ArticleHeadingIds = { sections: [], inner: new Map(), outline: [] }
  for (const section of raw) {
    const id = nextId(section.title)
    ids.sections.push(id)
    ids.outline.push({ id, title: section.title, level: 2 })
    for (const node of section.body) {
      if (node.type !== 'heading') continue
      const title = toString(node).trim()
      const innerId = nextId(title)
      ids.inner.set(node, innerId)
      if (node.depth === 3) ids.outline.push({ id: innerId, title, level: 3 })
    }
  }
  return ids
}
