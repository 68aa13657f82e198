// Build time: the copies AI assistants read — `/llms.txt` (the site and its pages, llms.txt convention) and a Markdown
// copy of every wiki article and MDX page at `<route>.md`. Neither is in the sitemap or the search index.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { wikiCategories } from '../src/data/wiki-categories.ts'
import { markdownCopyPath } from '../src/shared/markdown-copy-path.ts'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import { markdownCopy, type MarkdownCopyInput } from './content/markdown-copy.ts'
import type { ParsedDocument } from '../src/shared/content/parse.ts'

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
    writeFileSync(file, markdownCopy({ document: pick(document), origin: site.origin }))
  }
  writeFileSync(path.join(client, 'llms.txt'), llmsTxt(routes, site))
}

/** What markdownCopy reads of a document. */
function pick(document: ParsedDocument): MarkdownCopyInput['document'] {
  const { title, description } = document.frontmatter
  return { tree: document.tree, path: document.path, frontmatter: { title, description } }
}
