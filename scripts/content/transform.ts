// Stage 3 (build time): pure transforms from parsed documents to articles, sidebar lists and the route manifest (with
// the command names a page writes as inline code, `ShrinkWrap`, `_QuadRemesh`, as its search keywords).
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { categoryPageInfo, wikiArticleTrail, wikiCategories } from '../../src/data/wiki-categories.ts'
import { wikiCategoryPath } from '../../src/shared/wiki-paths.ts'
import { WIKI_CATEGORY_IDS } from '../../src/shared/content-schema.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { categoryPageCount, sidebarWindow } from '../../src/shared/wiki-pagination.ts'
import {
  renderWikiArticle,
  type RenderedWikiArticle,
  type WikiArticleContext,
} from '../../src/shared/content/wiki-article.ts'
import type { WikiArticleLink, WikiArticleSidebar, WikiCategoryList } from '../../src/shared/wiki-types.ts'
import type { ParsedDocument } from '../../src/shared/content/parse.ts'

export type WikiDocument = Extract<ParsedDocument, { kind: 'wiki' }>

/** A Rhino command as written in the text: one word, optionally after the `_`, `-` and `!` prefixes of macros. */
const COMMAND = /^[!_\-\s]*([A-Za-z][A-Za-z0-9]{1,39})$/

/**
 * The distinct command names in a document's inline code, in order of appearance. Longer code (paths, macros of
 * several words, snippets) is left to the body text: it names no single command.
 */
export function commandNames(tree: Root): string[] {
  const names = new Set<string>()
  visit(tree, 'inlineCode', (node) => {
    const match = COMMAND.exec(node.value.trim())
    if (match) names.add(match[1]!)
  })
  return [...names]
}

const byOrderThenTitle = (
  a: { order?: number; title: string },
  b: { order?: number; title: string },
): number => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title, 'tr')

/** Day each content file last changed (YYYY-MM-DD), by file path: see last-changed.ts. */
export type LastChangedDays = ReadonlyMap<string, string>

/** The date a page shows and the sitemap lists: the frontmatter's `lastUpdated`, else the file's last change. */
export function lastUpdatedOf(document: ParsedDocument, days: LastChangedDays): string {
  const day =
    ('lastUpdated' in document.frontmatter && document.frontmatter.lastUpdated) || days.get(document.file)
  if (!day)
    throw new Error(`${document.file}: no last-changed date (lastChangedDays was not given this file)`)
  return day
}

/**
 * "Önceki" and "Sonraki" of every article (its neighbours in its category's sidebar order) and its page's sidebar
 * (the category's articles around it).
 */
export function neighbours(
  categories: readonly WikiCategoryList[],
): Map<string, { previous?: WikiArticleLink; next?: WikiArticleLink; sidebar: WikiArticleSidebar }> {
  const result = new Map<
    string,
    { previous?: WikiArticleLink; next?: WikiArticleLink; sidebar: WikiArticleSidebar }
  >()
  for (const { articles } of categories) {
    const links = articles.map(({ slug, title }) => ({ slug, title }))
    links.forEach((article, index) => {
      const before = links[index - 1]
      const after = links[index + 1]
      result.set(article.slug, {
        ...(before ? { previous: before } : {}),
        ...(after ? { next: after } : {}),
        sidebar: { articles: sidebarWindow(links, index), total: links.length },
      })
    })
  }
  return result
}

/** What each article is rendered from: its document and the context it reads (of the titles, only its parent's). */
function wikiArticleInputs(
  documents: readonly ParsedDocument[],
  days: LastChangedDays,
): { document: WikiDocument; context: WikiArticleContext }[] {
  const wiki = documents.filter((document): document is WikiDocument => document.kind === 'wiki')
  const slugs = new Set(wiki.map((document) => document.slug))
  const titles = new Map(wiki.map((document) => [document.slug, document.frontmatter.title]))
  const around = neighbours(toWikiCategories(documents))
  return wiki.map((document) => {
    const parent = document.frontmatter.parent
    const parentTitle = parent === undefined ? undefined : titles.get(parent)
    return {
      document,
      context: {
        slugs,
        titles: new Map(parent !== undefined && parentTitle !== undefined ? [[parent, parentTitle]] : []),
        lastUpdated: lastUpdatedOf(document, days),
        neighbours: around.get(document.slug),
        fileName: document.file.replace(/^.*\//, '').replace(/\.mdx?$/, ''),
      },
    }
  })
}

/** Every article with its body in HTML (src/shared/content/wiki-article.ts), sorted by slug. */
export function toWikiArticles(
  documents: readonly ParsedDocument[],
  days: LastChangedDays,
): RenderedWikiArticle[] {
  return wikiArticleInputs(documents, days)
    .map(({ document, context }) => renderWikiArticle(document, context))
    .sort((a, b) => a.article.slug.localeCompare(b.article.slug))
}

export function toWikiCategories(documents: readonly ParsedDocument[]): WikiCategoryList[] {
  const wiki = documents.filter((document): document is WikiDocument => document.kind === 'wiki')
  return WIKI_CATEGORY_IDS.map((id) => ({
    id,
    articles: wiki
      .filter((document) => document.frontmatter.category === id)
      .map((document) => ({ ...document.frontmatter, slug: document.slug }))
      .sort(byOrderThenTitle)
      .map(({ slug, title, description }) => ({ slug, title, description })),
  }))
}

export function toContentRoutes(documents: readonly ParsedDocument[], days: LastChangedDays): RouteEntry[] {
  const wikiTitles = new Map(
    documents
      .filter((document) => document.kind === 'wiki')
      .map((document) => [document.slug, document.frontmatter.title]),
  )
  return documents.map((document): RouteEntry => {
    const keywords = commandNames(document.tree)
    const command = document.kind === 'features' ? document.frontmatter.command : undefined
    const base = {
      path: document.path,
      title: document.frontmatter.title,
      description: document.frontmatter.description,
      anchors: document.anchors,
      headings: document.headings,
      ...(command ? { command } : {}),
      ...(keywords.length > 0 ? { keywords } : {}),
      search: document.frontmatter.search !== false,
      file: document.file,
      lastModified: lastUpdatedOf(document, days),
    }
    switch (document.kind) {
      case 'wiki': {
        const { title, category, parent } = document.frontmatter
        return {
          ...base,
          kind: 'wiki',
          breadcrumb: wikiArticleTrail({
            title,
            category,
            parent: parent ? { slug: parent, title: wikiTitles.get(parent) ?? parent } : undefined,
          }),
        }
      }
      case 'features':
        return {
          ...base,
          kind: 'feature',
          ...(document.frontmatter.image ? { image: document.frontmatter.image } : {}),
          breadcrumb: [{ label: 'Özellikler', href: '/features' }, { label: document.frontmatter.title }],
        }
      case 'licensing':
        return {
          ...base,
          kind: 'licensing',
          breadcrumb:
            document.slug === 'methods'
              ? [{ label: 'Lisanslama' }]
              : [
                  { label: 'Lisanslama', href: '/licensing/methods' },
                  { label: document.frontmatter.breadcrumb },
                ],
        }
      case 'company':
        return { ...base, kind: 'company', breadcrumb: [{ label: document.frontmatter.title }] }
    }
  })
}

/**
 * The category pages: one per 50 articles of each category (page 1 even when it is empty). Page 1 is searchable;
 * later pages only continue its list.
 */
export function toCategoryRoutes(categories: readonly WikiCategoryList[]): RouteEntry[] {
  return wikiCategories.flatMap((category) => {
    const total = categories.find((list) => list.id === category.id)?.articles.length ?? 0
    const pageCount = categoryPageCount(total)
    return Array.from({ length: pageCount }, (_, index): RouteEntry => {
      const page = index + 1
      return {
        ...categoryPageInfo(category, page, pageCount),
        path: wikiCategoryPath(category.id, page),
        kind: 'wiki-category',
        anchors: [],
        headings: [],
        search: page === 1,
      }
    })
  })
}

export function sortRoutes(routes: RouteEntry[]): RouteEntry[] {
  return [...routes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
