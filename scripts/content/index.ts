// The content pipeline (build time): collect → parse/validate → transform → emit. Used by build, dev and check.
import path from 'node:path'
import { industries } from '../../src/data/industries.ts'
import { industryBreadcrumb } from '../../src/data/industry-labels.ts'
import { staticPages } from '../../src/data/pages.ts'
import { wikiCategories, wikiCategoryPath } from '../../src/data/wiki-categories.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import type { WikiArticle, WikiCategoryList } from '../../src/shared/wiki-types.ts'
import { collectContent } from './collect.ts'
import { emitContent } from './emit.ts'
import { lastChangedDays } from './last-changed.ts'
import { countFrontmatterLines, parseSource, type ParsedDocument } from './parse.ts'
import { ContentError, type Problem } from './problems.ts'
import { buildIndexes } from '../../src/shared/search/engine.ts'
import { toSearchDocuments } from './search-documents.ts'
import { sortRoutes, toCategoryRoutes, toContentRoutes, toWikiArticles, toWikiCategories } from './transform.ts'
import { validateDocuments } from './validate.ts'

export interface ContentResult {
  documents: ParsedDocument[]
  manifest: RouteEntry[]
  articles: WikiArticle[]
  categories: WikiCategoryList[]
}

/** Every route that is not made from a content file: the TSX pages and the industry pages. */
export function staticRoutes(): RouteEntry[] {
  const pages: RouteEntry[] = staticPages.map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    kind: page.kind ?? 'page',
    breadcrumb: page.breadcrumb,
    anchors: page.anchors ?? [],
    headings: page.headings ?? [],
    search: true,
  }))
  const industryRoutes: RouteEntry[] = Object.values(industries).map((industry) => ({
    path: `/for/${industry.slug}`,
    title: industry.metaTitle,
    description: industry.description,
    kind: 'industry',
    breadcrumb: industryBreadcrumb(industry),
    anchors: [],
    headings: [industry.hero.title],
    search: true,
  }))
  return [...pages, ...industryRoutes]
}

/** Reads and validates all content; throws ContentError listing every problem at once. */
export async function loadContent(root: string): Promise<ContentResult> {
  const { sources, problems } = await collectContent(root)
  // git runs while the files are parsed.
  const days = lastChangedDays(
    root,
    sources.map((source) => source.file),
  )
  const documents: ParsedDocument[] = []
  for (const source of sources) {
    const parsed = parseSource(source)
    problems.push(...parsed.problems)
    if (parsed.document) documents.push(parsed.document)
  }
  const offsets = new Map(sources.map((source) => [source.file, countFrontmatterLines(source.raw)]))
  const fixed = staticRoutes()
  // Content may link to a category's first page; later pages depend on article counts and are not link targets.
  const categoryPages = wikiCategories.map((category) => ({ path: wikiCategoryPath(category.id), anchors: [] }))
  problems.push(
    ...validateDocuments(documents, {
      staticRoutes: [...fixed, ...categoryPages],
      publicDir: path.join(root, 'public'),
      bodyLineOffset: (file) => offsets.get(file) ?? 0,
    }),
  )
  const lastChanged = await days
  if (problems.length > 0) throw new ContentError(sortProblems(problems))
  const categories = toWikiCategories(documents)
  return {
    documents,
    manifest: sortRoutes([
      ...fixed,
      ...toContentRoutes(documents, lastChanged),
      ...toCategoryRoutes(categories),
    ]),
    articles: toWikiArticles(documents, lastChanged),
    categories,
  }
}

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file))
}

/** The two search index files: titles/headings/summaries first, the full index after. */
export function searchIndexFiles(result: ContentResult): Record<string, unknown> {
  const { meta, full } = buildIndexes(toSearchDocuments(result.articles, result.manifest))
  return { 'search/meta.json': meta, 'search/full.json': full }
}

export async function buildContent(root: string): Promise<ContentResult & { changed: string[] }> {
  const result = await loadContent(root)
  const changed = await emitContent(
    {
      manifest: result.manifest,
      articles: result.articles,
      categories: result.categories,
      pages: result.documents.filter((document) => document.kind !== 'wiki'),
      data: searchIndexFiles(result),
    },
    { generatedDir: path.join(root, 'src', 'generated'), dataDir: path.join(root, 'public', '_data') },
    root,
  )
  return { ...result, changed }
}
