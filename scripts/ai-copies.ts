// Build time: the copies AI assistants read — `/llms.txt` (the site and its pages, llms.txt convention) and a Markdown
// copy of every wiki article and MDX page at `<route>.md`: title, summary, body with facts already substituted,
// formulas as TeX ($…$), MDX components as plain Markdown and every link absolute. Neither is in the sitemap or the
// search index.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Link, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { wikiCategories } from '../src/data/wiki-categories.ts'
import { markdownCopyPath } from '../src/shared/markdown-copy-path.ts'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import type { ParsedDocument } from '../src/shared/content/parse.ts'

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

interface LlmsSection {
  title: string
  routes: RouteEntry[]
}

/** One line of a link list: `- [Başlık](https://…): açıklama`, the Markdown copy's address where there is one. */
function linkLine(route: RouteEntry, origin: string, withCopy: boolean): string {
  const href = origin + (withCopy ? markdownCopyPath(route.path) : route.path === '/' ? '/' : route.path)
  const title = route.title.replace(/[[\]]/g, '')
  return `- [${title}](${href}): ${route.description.replace(/\s+/g, ' ').trim()}`
}

/**
 * `/llms.txt`: H1 with the site's name, a blockquote summary (the home page's description), a note on the Markdown
 * copies, then H2 sections with link lists: pages, features, licensing, industries, and the wiki by category.
 * Articles, feature and licensing pages link to their Markdown copies.
 */
export function llmsTxt(routes: readonly RouteEntry[], site: { name: string; origin: string }): string {
  const home = routes.find((route) => route.path === '/')
  const byKind = (kind: RouteEntry['kind']) => routes.filter((route) => route.kind === kind)
  const articles = byKind('wiki')
  const sections: LlmsSection[] = [
    { title: 'Sayfalar', routes: byKind('page') },
    { title: 'Özellikler', routes: byKind('feature') },
    { title: 'Lisanslama', routes: byKind('licensing') },
    { title: 'Kurumsal', routes: byKind('company') },
    { title: 'Sektörler', routes: byKind('industry') },
    ...wikiCategories.map((category) => ({
      title: `Wiki: ${category.title}`,
      routes: articles.filter((route) => route.breadcrumb[1]?.label === category.title),
    })),
  ]
  const withCopy = (route: RouteEntry) =>
    route.kind === 'wiki' ||
    route.kind === 'feature' ||
    route.kind === 'licensing' ||
    route.kind === 'company'
  const lines = [
    `# ${site.name}`,
    '',
    `> ${(home?.description ?? site.name).replace(/\s+/g, ' ').trim()}`,
    '',
    'Sitenin dili Türkçedir. Wiki makalelerinin, özellik ve lisanslama sayfalarının Markdown kopyaları, sayfa ' +
      'adresinin sonuna `.md` eklenerek okunur (örneğin `' +
      `${site.origin}/wiki/nurbs-nedir.md` +
      '`); aşağıdaki bağlantılar bu sayfalarda doğrudan Markdown kopyasına gider.',
  ]
  for (const section of sections) {
    if (section.routes.length === 0) continue
    lines.push('', `## ${section.title}`, '')
    for (const route of section.routes) lines.push(linkLine(route, site.origin, withCopy(route)))
  }
  return lines.join('\n') + '\n'
}

/** Writes `<client>/llms.txt` and `<client>/<route>.md` for every wiki article and MDX page. */
export function writeAiCopies(
  client: string,
  documents: readonly ParsedDocument[],
  routes: readonly RouteEntry[],
  site: { name: string; origin: string },
): void {
  for (const document of documents) {
    const file = path.join(client, ...markdownCopyPath(document.path).split('/'))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, markdownCopy({ document, origin: site.origin }))
  }
  writeFileSync(path.join(client, 'llms.txt'), llmsTxt(routes, site))
}
