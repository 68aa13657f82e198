// Stage 3 (build time): pure transforms from parsed documents to articles, sidebar lists and the route manifest.
import type { Root } from 'mdast'
import { WIKI_CATEGORY_IDS, type WikiFrontmatter } from '../../src/shared/content-schema.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import type { WikiArticle, WikiCategoryList } from '../../src/shared/wiki-types.ts'
import { toRich } from './markdown.ts'
import type { ParsedDocument } from './parse.ts'
import { splitSections, toSections } from './sections.ts'

type WikiDocument = Extract<ParsedDocument, { kind: 'wiki' }>

const byOrderThenTitle = (
  a: { order?: number; title: string },
  b: { order?: number; title: string },
): number => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title, 'tr')

/** What an article is made from: its slug, frontmatter and Markdown tree (a parsed file, or the editor's form). */
export interface WikiSource {
  slug: string
  frontmatter: WikiFrontmatter
  tree: Root
}

/**
 * One article as the site renders it. `slugs`: every article's slug (list items named after another article link to
 * it); `titles`: slug → title, for the parent's name. Pure: the browser editor's preview runs it too.
 */
export function toWikiArticle(
  source: WikiSource,
  slugs: ReadonlySet<string>,
  titles: ReadonlyMap<string, string>,
): WikiArticle {
  const { intro, sections } = splitSections(source.tree)
  const { title, description, category, parent, externalUrl } = source.frontmatter
  return {
    slug: source.slug,
    title,
    description,
    category,
    ...(parent ? { parent: { slug: parent, title: titles.get(parent) ?? parent } } : {}),
    ...(externalUrl ? { externalUrl } : {}),
    intro: toRich(intro),
    sections: toSections(sections, slugs, source.slug),
  }
}

export function toWikiArticles(documents: readonly ParsedDocument[]): WikiArticle[] {
  const wiki = documents.filter((document): document is WikiDocument => document.kind === 'wiki')
  const slugs = new Set(wiki.map((document) => document.slug))
  const titles = new Map(wiki.map((document) => [document.slug, document.frontmatter.title]))
  return wiki.map((document) => toWikiArticle(document, slugs, titles)).sort((a, b) => a.slug.localeCompare(b.slug))
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

export function toContentRoutes(documents: readonly ParsedDocument[]): RouteEntry[] {
  const wikiTitles = new Map(
    documents.filter((document) => document.kind === 'wiki').map((document) => [document.slug, document.frontmatter.title]),
  )
  return documents.map((document): RouteEntry => {
    const base = {
      path: document.path,
      title: document.frontmatter.title,
      description: document.frontmatter.description,
      anchors: document.anchors,
      headings: document.headings,
      search: document.frontmatter.search !== false,
      file: document.file,
    }
    switch (document.kind) {
      case 'wiki': {
        const parent = document.frontmatter.parent
        return {
          ...base,
          kind: 'wiki',
          breadcrumb: [
            { label: 'Wiki', href: '/wiki' },
            ...(parent ? [{ label: wikiTitles.get(parent) ?? parent, href: `/wiki/${parent}` }] : []),
            { label: document.frontmatter.title },
          ],
        }
      }
      case 'features':
        return {
          ...base,
          kind: 'feature',
          breadcrumb: [{ label: 'Özellikler', href: '/features' }, { label: document.frontmatter.title }],
        }
      case 'licensing':
        return {
          ...base,
          kind: 'licensing',
          breadcrumb:
            document.slug === 'methods'
              ? [{ label: 'Lisanslama' }]
              : [{ label: 'Lisanslama', href: '/licensing/methods' }, { label: document.frontmatter.breadcrumb }],
        }
    }
  })
}

export function sortRoutes(routes: RouteEntry[]): RouteEntry[] {
  return [...routes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
