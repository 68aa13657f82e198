// A legal summary (the EULA page) against its approved outline, the `clauses` list of its frontmatter: every `## `
// section and every clause of the page must be on the list, in the list's section order, so a clause nobody approved
// cannot be added by editing the text alone. Pure; the content step and the unit tests run it.
import type { Heading, Nodes, Paragraph, Root, RootContent } from 'mdast'
import { headingText, plainText } from './markdown.ts'

export interface ClauseSection {
  /** The `## ` heading without its number ("Lisans Hakları"). */
  section: string
  /** The `### ` headings and bold labels ("**Kurulum:**") the section may contain. */
  items: readonly string[]
}

export interface ClauseProblem {
  /** Line in the text the tree was parsed from. */
  line?: number
  message: string
}

/** "3. Lisans Türleri" → "Lisans Türleri". */
function withoutNumber(title: string): string {
  return title.replace(/^\d+\.\s*/, '').trim()
}

/** The bold label a paragraph starts with ("**Kurulum:** …" → "Kurulum"), if any. */
function boldLabel(paragraph: Paragraph): string | undefined {
  const first = paragraph.children[0]
  if (first?.type !== 'strong') return undefined
  return plainText(first)
    .replace(/[:：]\s*$/, '')
    .trim()
}

/**
 * The problems of a page's body against its outline: an unknown, missing or misplaced `## ` section; a `### `
 * heading or bold label the section does not list; text in a section that is neither under a listed `### ` heading
 * nor a labelled clause. Text before the first section may only stand in a component (the notice callout).
 */
export function legalClauseProblems(tree: Root, outline: readonly ClauseSection[]): ClauseProblem[] {
  const problems: ClauseProblem[] = []
  const report = (node: Nodes | undefined, message: string) =>
    problems.push({ line: node?.position?.start.line, message })
  let sectionIndex = -1
  let section: ClauseSection | undefined
  /** The `### ` clause the following free text belongs to. */
  let clause: string | undefined

  const checkLabel = (node: Nodes, label: string | undefined) => {
    if (!section) return
    if (label === undefined) {
      if (!clause)
        report(
          node,
          `"${section.section}" bölümünde maddesiz metin; metni listedeki bir maddenin altına yazın ya da kalın bir madde adıyla başlatın (örn. **Kurulum:**)`,
        )
      return
    }
    if (!section.items.includes(label))
      report(
        node,
        `"${label}" maddesi "${section.section}" bölümünün onaylı madde listesinde (clauses) yok; önce listeye eklenmeli`,
      )
  }

  const checkBlock = (node: RootContent) => {
    switch (node.type) {
      case 'paragraph':
        checkLabel(node, boldLabel(node))
        return
      case 'list':
        for (const item of node.children) {
          const first = item.children[0]
          checkLabel(item, first?.type === 'paragraph' ? boldLabel(first) : undefined)
        }
        return
      case 'heading': {
        const heading = node
        if (heading.depth !== 3) {
          report(node, `"${headingText(heading)}": bölümlerin içinde yalnızca ### başlıklar kullanılır`)
          return
        }
        const title = headingText(heading)
        clause = title
        checkLabel(node, title)
        return
      }
      case 'mdxJsxFlowElement':
        // Components (a table, a callout) hold clauses too: the same rules apply to their content.
        for (const child of node.children as RootContent[]) checkBlock(child)
        return
      case 'table':
        return
      default:
        if (section) checkLabel(node, undefined)
    }
  }

  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      const title = withoutNumber(headingText(node))
      const expected = outline[sectionIndex + 1]
      const index = outline.findIndex((candidate) => candidate.section === title)
      if (index < 0) report(node, `"${title}" bölümü onaylı bölüm listesinde (clauses) yok`)
      else if (expected?.section !== title)
        report(
          node,
          `"${title}" bölümü sırası dışında; beklenen: "${expected?.section ?? '(başka bölüm yok)'}"`,
        )
      sectionIndex = index < 0 ? sectionIndex : index
      section = index < 0 ? undefined : outline[index]
      clause = undefined
      continue
    }
    if (sectionIndex < 0) {
      if (node.type !== 'mdxJsxFlowElement')
        report(node, 'ilk ## bölümünden önce yalnızca bir uyarı kutusu (Callout) yer alabilir')
      continue
    }
    checkBlock(node)
  }
  const present = new Set(
    tree.children
      .filter((node): node is Heading => node.type === 'heading' && node.depth === 2)
      .map((heading) => withoutNumber(headingText(heading))),
  )
  for (const expected of outline)
    if (!present.has(expected.section)) report(undefined, `"${expected.section}" bölümü sayfada yok`)
  return problems
}
