// The content pipeline (build time): collect → parse/validate → transform → emit. Used by build, dev and check.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { galleryProjectBreadcrumb, galleryProjectPath } from '../../src/shared/gallery-paths.ts'
import { industryBreadcrumb } from '../../src/shared/industries.ts'
import { wikiCategories } from '../../src/data/wiki-categories.ts'
import { wikiCategoryPath } from '../../src/shared/wiki-paths.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { CONTENT_KINDS, type ContentKind } from '../../src/shared/content-schema.ts'
import type { RenderedWikiArticle } from '../../src/shared/content/wiki-article.ts'
import type { WikiArticle, WikiCategoryList } from '../../src/shared/wiki-types.ts'
import { checkReferences, loadCollections, type DataCollections } from './collections.ts'
import { emitContent, toDataModules } from './emit.ts'
import { lastChangedDays } from './last-changed.ts'
import { substituteSource } from '../../src/shared/content/facts.ts'
import {
  countFrontmatterLines,
  parseSource,
  type ParsedDocument,
  type SourceFile,
} from '../../src/shared/content/parse.ts'
import { ContentError, type Problem } from '../../src/shared/content/problems.ts'
import { buildIndexes } from '../../src/shared/search/engine.ts'
import { checkRedirects, collectRedirects, readRoutesLock, type Redirect } from './redirects.ts'
import { mdxPageTexts, toSearchDocuments, type SearchedArticle } from './search-documents.ts'
import {
  sortRoutes,
  toCategoryRoutes,
  toContentRoutes,
  toWikiArticles,
  toWikiCategories,
} from './transform.ts'
import { validateDocuments } from './validate.ts'
import {
  FORMER_ADDRESSES_FILE,
  resolveFormerAddresses,
  type EditorSiteIndex,
  type FormerAddresses,
} from '../../src/shared/content/link-checks.ts'
import {
  applyTermMarks,
  GLOSSARY_PATH,
  glossaryAnchors,
  glossaryPartPath,
  glossaryParts,
  glossaryPartText,
  houseStyleWarnings,
  stylePatterns,
} from '../../src/shared/glossary.ts'
import { legalIdentityWarning } from '../../src/shared/legal-identity.ts'
import { launchItems, launchWarnings, type LaunchItem } from '../launch/checks.ts'
import { siteLinkTextWarnings } from '../../src/shared/content/link-texts.ts'

export interface ContentResult {
  documents: ParsedDocument[]
  manifest: RouteEntry[]
  articles: WikiArticle[]
  /** Each article's body (HTML for its page and for the /wiki view, plain text), by slug. */
  bodies: ReadonlyMap<string, Omit<RenderedWikiArticle, 'article'>>
  categories: WikiCategoryList[]
  /** The data collections of content/data/, validated, facts substituted. */
  collections: DataCollections
  /** House-style warnings (discouraged glossary variants): reported, never fatal. */
  warnings: Problem[]
  /** Former addresses → current pages, sorted (eskiAdresler and content/data/redirects.yaml). */
  redirects: Redirect[]
  /** The same as a table; links to a former address were rewritten to the current one (link-checks.ts). */
  formerAddresses: FormerAddresses
  /** The launch check's list (scripts/launch/checks.ts): values still placeholders or examples; warned about. */
  launch: LaunchItem[]
}

/** Every route that is not made from a content file: the TSX pages (pages.yaml), the industry and gallery project pages. */
export function staticRoutes(
  collections: Partial<
    Pick<DataCollections, 'pages' | 'industries' | 'gallery' | 'glossary' | 'home' | 'irhino'>
  >,
): RouteEntry[] {
  // The TSX pages with a picture of their own: the home page's first slide, the iRhino page's hero.
  const pageImages = new Map<string, string | undefined>([
    ['/', collections.home?.heroSlides[0]?.image],
    ['/irhino', collections.irhino?.hero.image],
  ])
  const pages: RouteEntry[] = (collections.pages?.pages ?? []).map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    kind: 'page',
    breadcrumb: page.breadcrumb,
    // The glossary page's letters and entries come from the glossary itself.
    anchors:
      page.path === GLOSSARY_PATH
        ? [...(page.anchors ?? []), ...glossaryAnchors(collections.glossary?.entries ?? [])]
        : (page.anchors ?? []),
    headings: page.headings ?? [],
    search: true,
    ...(pageImages.get(page.path) ? { image: pageImages.get(page.path) } : {}),
  }))
  const industryRoutes: RouteEntry[] = Object.values(collections.industries ?? {})
    .filter(Boolean)
    .map((industry) => ({
      path: `/for/${industry.slug}`,
      title: industry.metaTitle,
      description: industry.description,
      kind: 'industry',
      breadcrumb: industryBreadcrumb(industry),
      anchors: [],
      headings: [industry.hero.title],
      search: true,
      image: industry.hero.image,
    }))
  const gallery = collections.gallery
  const projectRoutes: RouteEntry[] = [
    ...(gallery?.galleryItems ?? []),
    ...(gallery?.featuredProjects ?? []),
  ].map((project) => ({
    path: galleryProjectPath(project.slug),
    title: project.title,
    description: project.description,
    kind: 'gallery-project',
    breadcrumb: galleryProjectBreadcrumb(project),
    anchors: [],
    headings: [project.title],
    search: false,
    image: project.image,
  }))
  const glossaryIndex = pages.find((page) => page.path === GLOSSARY_PATH)
  const glossaryRoutes: RouteEntry[] = glossaryIndex
    ? glossaryParts(collections.glossary?.entries ?? []).map((part) => ({
        path: glossaryPartPath(part.slug),
        ...glossaryPartText(glossaryIndex, part),
        kind: 'page',
        anchors: ['harfler', ...glossaryAnchors(part.groups.flatMap((group) => group.entries))],
        headings: part.groups.map((group) => group.letter),
        // Each entry is a search document of its own (search-documents.ts), pointing into its part.
        search: false,
      }))
    : []
  return [...pages, ...glossaryRoutes, ...industryRoutes, ...projectRoutes]
}

/** Finds the content files under content/<kind>/ and reads them (`_`-prefixed files are skipped). */
export function collectContent(root: string): { sources: SourceFile[]; problems: Problem[] } {
  const found: Omit<SourceFile, 'raw'>[] = []
  const problems: Problem[] = []
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const folder = path.join(root, 'content', kind)
    let names: string[]
    try {
      names = readdirSync(folder)
    } catch {
      continue
    }
    for (const fileName of names.sort()) {
      if (fileName.startsWith('_') || fileName.startsWith('.')) continue
      const file = `content/${kind}/${fileName}`
      const extension = path.extname(fileName)
      const allowed: readonly string[] = CONTENT_KINDS[kind].extensions
      if (!allowed.includes(extension)) {
        if (!/\.(svg|png|jpe?g|webp|avif)$/i.test(fileName)) {
          problems.push({
            file,
            field: 'dosya',
            message: `desteklenmeyen dosya türü; ${allowed.join(' veya ')} olmalı`,
          })
        }
        continue
      }
      found.push({
        file,
        kind,
        name: path.basename(fileName, extension),
        extension: extension as SourceFile['extension'],
      })
    }
  }
  const sources = found.map((entry) => ({ ...entry, raw: readFileSync(path.join(root, entry.file), 'utf8') }))
  return { sources, problems }
}

/** Reads and validates all content; throws ContentError listing every problem at once. */
export async function loadContent(root: string): Promise<ContentResult> {
  const data = await loadCollections(root)
  const { sources: rawSources, problems } = collectContent(root)
  problems.push(...data.problems)
  const published = readRoutesLock(root)
  // git runs while the files are parsed.
  const days = lastChangedDays(
    root,
    rawSources.map((source) => source.file),
  )
  // Fact references ({{fiyat.ogrenci}}) are replaced before anything reads the text: pages, search and checks see values.
  const sources = rawSources.map((source) => {
    const substituted = substituteSource(source.file, source.raw, data.facts)
    problems.push(...substituted.problems)
    return { ...source, raw: substituted.raw }
  })
  const documents: ParsedDocument[] = []
  const offsets = new Map(sources.map((source) => [source.file, countFrontmatterLines(source.raw)]))
  const glossary = data.partial.glossary?.entries ?? []
  for (const source of sources) {
    const parsed = parseSource(source)
    problems.push(...parsed.problems)
    if (!parsed.document) continue
    // [[terim]] marks become glossary links before links are checked and pages are made.
    for (const { line, message } of applyTermMarks(parsed.document.tree, glossary)) {
      const field = line ? `satır ${line + (offsets.get(source.file) ?? 0)}` : 'terim'
      problems.push({ file: source.file, field, message })
    }
    documents.push(parsed.document)
  }
  const warnings = await houseStyleOfSite(root, sources, glossary)
  // The legal identity (facts.yaml `yasal`) is shown only where filled; while some is missing, one warning says so.
  const legal = data.partial.facts && legalIdentityWarning(data.partial.facts.yasal)
  if (legal) warnings.push(legal)
  // What still stands between the site and production (placeholders, example entries): warned, never fatal here.
  const launchContext = data.collections && { root, collections: data.collections, locate: data.locate }
  const launch = launchContext ? launchItems(launchContext) : []
  if (launchContext) warnings.push(...launchWarnings(launchContext, launch))
  const fixed = staticRoutes(data.partial)
  const redirects = collectRedirects(documents, data.partial.redirects)
  // Links to a renamed page's former address are rewritten to its current address (a warning each) before checking.
  const pagePaths = new Set([...fixed, ...documents].map((page) => page.path))
  const former = resolveFormerAddresses(redirects, documents, data.partial, {
    isPage: (address) => pagePaths.has(address),
    bodyLineOffset: (file) => offsets.get(file) ?? 0,
    locate: (name, valuePath) => data.locate(name as keyof DataCollections, valuePath),
  })
  warnings.push(...former.warnings)
  // Links whose words name another article, self-links, a page twice in a list of related pages (on current addresses).
  warnings.push(
    ...siteLinkTextWarnings(documents, data.partial, former.table, {
      bodyLineOffset: (file) => offsets.get(file) ?? 0,
      locate: (name, valuePath) => data.locate(name as keyof DataCollections, valuePath),
    }),
  )
  const publicDir = path.join(root, 'public')
  // Content may link to a category's first page; later pages depend on article counts and are not link targets.
  const categoryPages = wikiCategories.map((category) => ({
    path: wikiCategoryPath(category.id),
    anchors: [],
  }))
  problems.push(
    ...validateDocuments(documents, {
      staticRoutes: [...fixed, ...categoryPages],
      publicDir,
      bodyLineOffset: (file) => offsets.get(file) ?? 0,
    }),
  )
  const lastChanged = await days
  const categories = toWikiCategories(documents)
  // A feature page's picture is its card's on /features (features.yaml), as the page shows it (feature-layout.tsx).
  const featureCards = new Map(
    (data.partial.features?.detailPages ?? []).map((card) => [card.href, card.image]),
  )
  const manifest = sortRoutes([
    ...fixed,
    ...toContentRoutes(documents, lastChanged).map((route) =>
      route.kind === 'feature' && featureCards.has(route.path)
        ? { ...route, image: featureCards.get(route.path) }
        : route,
    ),
    ...toCategoryRoutes(categories),
  ])
  if (data.collections) {
    const routes = new Map(manifest.map((route) => [route.path, route.anchors]))
    problems.push(
      ...checkReferences(data.collections, data.locate, {
        anchorsOf: (page) => routes.get(page),
        hasImage: (url) => existsSync(path.join(publicDir, decodeURI(url))),
      }),
    )
  }
  const allParsed = documents.length === sources.length && data.collections !== undefined
  problems.push(
    ...checkRedirects(redirects, new Set(manifest.map((route) => route.path)), await published).filter(
      // A route lost because its file failed to parse is that file's problem, reported above. Other problems (a
      // link to the lost route) do not hide it: its message names the fix for both.
      (problem) => allParsed || !problem.file.endsWith('routes.lock'),
    ),
  )
  if (problems.length > 0 || !data.collections) throw new ContentError(sortProblems(problems))
  const rendered = toWikiArticles(documents, lastChanged)
  return {
    documents,
    manifest,
    articles: rendered.map(({ article }) => article),
    bodies: new Map(rendered.map(({ article, ...body }) => [article.slug, body])),
    categories,
    collections: data.collections,
    warnings,
    redirects,
    formerAddresses: former.table,
    launch,
  }
}

/** Discouraged glossary variants in the articles, MDX pages and data files (the glossary itself excepted). */
async function houseStyleOfSite(
  root: string,
  sources: readonly { file: string; raw: string }[],
  glossary: NonNullable<DataCollections['glossary']>['entries'],
): Promise<Problem[]> {
  const patterns = stylePatterns(glossary)
  if (patterns.length === 0) return []
  const dataDir = path.join(root, 'content', 'data')
  const dataFiles = (await readdir(dataDir, { recursive: true }).catch(() => [] as string[]))
    .filter(
      (name) => name.endsWith('.yaml') && name !== 'glossary.yaml' && !path.basename(name).startsWith('_'),
    )
    .sort()
  const texts = [
    ...sources,
    ...(await Promise.all(
      dataFiles.map(async (name) => ({
        file: `content/data/${name.split(path.sep).join('/')}`,
        raw: await readFile(path.join(dataDir, name), 'utf8'),
      })),
    )),
  ]
  return texts.flatMap(({ file, raw }) =>
    houseStyleWarnings(raw, patterns).map(({ line, message }) => ({ file, field: `satır ${line}`, message })),
  )
}

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file))
}

/** The articles as search reads them: each with its body's plain text. */
export function searchedArticles(result: Pick<ContentResult, 'articles' | 'bodies'>): SearchedArticle[] {
  return result.articles.map((article) => ({ ...article, text: result.bodies.get(article.slug)?.text ?? '' }))
}

/** The two search index files: titles/headings/summaries first, the full index after. */
export function searchIndexFiles(result: ContentResult): Record<string, unknown> {
  const { meta, full } = buildIndexes(
    toSearchDocuments(
      searchedArticles(result),
      result.manifest,
      result.collections,
      mdxPageTexts(result.documents),
    ),
  )
  return { 'search/meta.json': meta, 'search/full.json': full }
}

/** Where the site's pages and images are listed for the browser editor's checks before it saves (src/admin/entry-check.ts). */
export const EDITOR_SITE_INDEX = 'editor/site.json'

async function editorSiteIndex(root: string, manifest: readonly RouteEntry[]): Promise<EditorSiteIndex> {
  const images = await readdir(path.join(root, 'public', 'images'), { recursive: true, withFileTypes: true })
  return {
    pages: Object.fromEntries(manifest.map((route) => [route.path, route.anchors])),
    titles: Object.fromEntries(manifest.map((route) => [route.path, route.title])),
    images: images
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `/${path.relative(path.join(root, 'public'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
      )
      .sort(),
  }
}

export async function buildContent(root: string): Promise<ContentResult & { changed: string[] }> {
  const result = await loadContent(root)
  const changed = emitContent(
    {
      manifest: result.manifest,
      articles: result.articles.map((article) => ({ article, ...result.bodies.get(article.slug)! })),
      categories: result.categories,
      pages: result.documents.filter(
        (document): document is Exclude<ParsedDocument, { kind: 'wiki' }> => document.kind !== 'wiki',
      ),
      data: {
        ...searchIndexFiles(result),
        [EDITOR_SITE_INDEX]: {
          ...(await editorSiteIndex(root, result.manifest)),
          formerAddresses: result.formerAddresses,
        },
      },
      dataModules: {
        ...toDataModules(result.collections),
        [FORMER_ADDRESSES_FILE]: JSON.stringify(result.formerAddresses) + '\n',
      },
    },
    { generatedDir: path.join(root, 'src', 'generated'), dataDir: path.join(root, 'generated', '_data') },
    root,
  )
  return { ...result, changed }
}
