// Build time and dev (vite.config.ts): the MDX pages' compile steps. Facts ({{fiyat.ticari}}) are replaced before the
// MDX compiler reads a file; links to a former address are rewritten to the current one; headings get their ids by
// the shared rule (src/shared/heading-ids.ts) and `##`/`###` their links, as the wiki's articles do.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ElementContent, Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'
import type { Plugin } from 'vite'
import { parse } from 'yaml'
import {
  factValues,
  lineAt,
  unknownFactMessage,
  substituteFacts,
  type FactValues,
} from '../../src/shared/content/facts.ts'
import {
  FORMER_ADDRESSES_FILE,
  resolveTreeLinks,
  type FormerAddresses,
} from '../../src/shared/content/link-checks.ts'
import { anchoredHeading } from '../../src/shared/content/wiki-article.ts'
import { createHeadingIds } from '../../src/shared/heading-ids.ts'
import { factsSchema } from '../../src/shared/schemas/facts.ts'

const FACTS_FILE = 'content/data/facts.yaml'

/**
 * The values of the facts file, checked against its schema like everywhere else (the content step, which runs before
 * Vite in build and dev, reports the problems with their lines; a file that fails here names the first one).
 */
function readFacts(root: string): FactValues {
  const result = factsSchema.safeParse(parse(readFileSync(path.join(root, FACTS_FILE), 'utf8')))
  if (!result.success) {
    const [issue] = result.error.issues
    throw new Error(`${FACTS_FILE}: ${issue?.path.join('.') || 'dosya'}: ${issue?.message ?? 'geçersiz'}`)
  }
  return factValues(result.data)
}

/** Vite plugin: {{fact}} references in .mdx files replaced. @param root whose content/data/facts.yaml is read */
export function factsPlugin(root = process.cwd()): Plugin {
  const factsPath = path.join(root, FACTS_FILE)
  return {
    name: 'rhino-content-facts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.mdx')) return null
      // Facts are read per file so that an edit to facts.yaml in dev reaches the next transform.
      this.addWatchFile(factsPath)
      const values = readFacts(root)
      const { text, unknown } = substituteFacts(code, values)
      const [first] = unknown
      if (first)
        this.error(
          `${path.relative(root, id)}: satır ${lineAt(code, first.index)}: ${unknownFactMessage(first.name, values)}`,
        )
      return { code: text, map: null }
    },
  }
}

/**
 * Remark plugin: the content step's rewrite of links to former addresses (link-checks.ts), in the compiled MDX pages,
 * with the table the content step wrote (read at each file, so that a rename in dev reaches the next compile). No
 * table, no rewrite.
 */
export function remarkFormerAddresses(options: { root?: string } = {}) {
  const file = path.join(options.root ?? process.cwd(), 'src', 'generated', 'data', FORMER_ADDRESSES_FILE)
  return () => (tree: MdastRoot) => {
    let table: FormerAddresses
    try {
      table = JSON.parse(readFileSync(file, 'utf8')) as FormerAddresses
    } catch {
      return
    }
    resolveTreeLinks(tree, table)
  }
}

const HEADING = /^h[1-6]$/

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/** Rehype plugin: every heading gets its id (in document order, unique per page); `##` and `###` also their link. */
export function rehypeHeadingLinks() {
  return (tree: HastRoot) => {
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
