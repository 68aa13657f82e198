// Stage 3 (build time): the search documents — wiki articles, pages of the manifest, support cards, learning resources.
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import type { ParsedDocument } from '../../src/shared/content/parse.ts'
import type { GlossaryData } from '../../src/shared/schemas/glossary.ts'
import type { LearnData } from '../../src/shared/schemas/learn.ts'
import { LEARN_TYPE_LABELS } from '../../src/shared/learn-type-labels.ts'
import type { SupportData } from '../../src/shared/schemas/support.ts'
import type { SearchDocument } from '../../src/shared/search/engine.ts'
import { describedCommands, glossaryEntryFields, pageSynonyms } from '../../src/shared/search/synonyms.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { GLOSSARY_PATH } from '../../src/shared/glossary.ts'
import type { WikiArticle } from '../../src/shared/wiki-types.ts'

/** An article as search reads it: its data and its body as plain text (src/shared/content/wiki-article.ts). */
export type SearchedArticle = Pick<WikiArticle, 'slug' | 'title' | 'description' | 'sections'> & {
  text: string
}

/** The home page's title in search results: its name in the menu. */
export const HOME_SEARCH_TITLE = 'Ana Sayfa'

/** The data collections that get their own search documents. */
export interface SearchedCollections {
  support: Pick<SupportData, 'supportSections'>
  learn: Pick<LearnData, 'learningResources'>
  /** Optional: without it, no synonyms and no glossary documents. */
  glossary?: Pick<GlossaryData, 'entries'>
}

/** A page's body as search reads it: its text and, apart, its list items (which may describe commands). */
export interface PageBody {
  text: string
  items: string[]
}

/**
 * The body of the MDX pages (features, licensing), by path: their prose and the text inside their components, not
 * frontmatter, imports or expressions, and their list items as text. Pages made from data collections have none
 * (their headings are indexed).
 */
export function mdxPageTexts(documents: readonly ParsedDocument[]): Map<string, PageBody> {
  const bodies = new Map<string, PageBody>()
  for (const document of documents) {
    if (document.kind === 'wiki') continue
    const words: string[] = []
    const items: string[] = []
    visit(document.tree, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode') words.push(node.value)
      if (node.type === 'listItem') items.push(toString(node).replace(/\s+/g, ' ').trim())
    })
    bodies.set(document.path, { text: words.join(' ').replace(/\s+/g, ' ').trim(), items })
  }
  return bodies
}

/** `pageBodies`: body of pages other than articles, by path (mdxPageTexts); a page without one has no body. */
export function toSearchDocuments(
  articles: readonly SearchedArticle[],
  manifest: readonly RouteEntry[],
  collections: SearchedCollections,
  pageBodies: ReadonlyMap<string, PageBody> = new Map(),
): SearchDocument[] {
  const searchable = new Set(manifest.filter((route) => route.search).map((route) => route.path))
  const routes = new Map(manifest.map((route) => [route.path, route]))
  // Only pages that name commands get these fields: MiniSearch averages a field's length over the documents that
  // have it, and thousands of empty ones would make every real one look long.
  const entries = collections.glossary?.entries ?? []
  // What the pages' list items say each command does, for the command's glossary entry.
  const descriptions = new Map<string, Set<string>>()
  const commandFields = (path: string, items: readonly string[]) => {
    const route = routes.get(path)
    const described = describedCommands(items, route?.keywords ?? [])
    for (const [command, lines] of described) {
      const known = descriptions.get(command) ?? new Set<string>()
      for (const line of lines) known.add(line)
      descriptions.set(command, known)
    }
    const synonyms = route
      ? pageSynonyms(
          {
            path,
            headline: [route.title, ...route.headings].join(' · '),
            commands: [...(route.command ? [route.command] : []), ...described.keys()],
          },
          entries,
        )
      : ''
    return {
      ...(route?.command ? { command: route.command } : {}),
      ...(route?.keywords?.length ? { keywords: route.keywords.join(' ') } : {}),
      ...(synonyms ? { synonyms } : {}),
    }
  }
  const documents: SearchDocument[] = []
  for (const article of articles) {
    const url = `/wiki/${article.slug}`
    if (!searchable.has(url)) continue
    documents.push({
      id: `wiki:${article.slug}`,
      kind: 'wiki',
      title: article.title,
      description: article.description,
      headings: article.sections.map((section) => section.title).join(' · '),
      ...commandFields(
        url,
        article.sections.flatMap((section) => section.items),
      ),
      text: article.text,
      url,
    })
  }
  for (const route of manifest) {
    if (route.kind === 'wiki' || !route.search) continue
    documents.push({
      id: `page:${route.path}`,
      kind: 'page',
      // The home page's title is a long one for search engines; results show it under its menu name, and its words
      // stay searchable in the headings.
      title: route.path === '/' ? HOME_SEARCH_TITLE : route.title,
      description: route.description,
      headings: (route.path === '/' ? [route.title, ...route.headings] : route.headings).join(' · '),
      ...commandFields(route.path, pageBodies.get(route.path)?.items ?? []),
      text: pageBodies.get(route.path)?.text ?? '',
      url: route.path,
    })
  }
  for (const section of collections.support.supportSections) {
    documents.push({
      id: `support:${section.id}`,
      kind: 'support',
      title: section.title,
      description: section.description,
      headings: section.links.map((link) => link.title).join(' · '),
      text: '',
      url: `/support#${section.id}`,
    })
    section.links.forEach((link, index) => {
      documents.push({
        id: `support:${section.id}:${index}`,
        kind: 'support',
        title: link.title,
        description: link.description,
        headings: section.title,
        text: '',
        url: link.url,
      })
    })
  }
  if (searchable.has(GLOSSARY_PATH))
    for (const entry of entries) {
      const lines = entry.commands.flatMap((command) => [...(descriptions.get(command) ?? [])])
      documents.push({ kind: 'wiki', ...glossaryEntryFields(entry, [...new Set(lines)]) })
    }
  for (const resource of collections.learn.learningResources) {
    documents.push({
      id: `learn:${resource.id}`,
      kind: 'learn',
      title: resource.title,
      description: resource.description,
      headings: [
        resource.category,
        LEARN_TYPE_LABELS[resource.type],
        resource.language,
        resource.sector,
      ].join(' · '),
      text: '',
      url: `/learn?q=${encodeURIComponent(resource.title)}`,
    })
  }
  return documents.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}
