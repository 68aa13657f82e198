// Before the editor saves a wiki article or a data file: the checks `npm run check` makes of the file, run on the very text the editor
// is about to write (facts, frontmatter, body shape, formulas, parent, links with their #anchors, images), against the
// site's pages and images as the content step listed them (/_data/editor/site.json). Browser (the checks are pure).
import type { Image } from 'mdast'
import { visit } from 'unist-util-visit'
import { substituteSource } from '../shared/content/facts.ts'
import { parseDataFile } from '../shared/content/data-files.ts'
import {
  collectionReferenceProblems,
  formerAddressMessage,
  imageProblems,
  linkProblem,
  resolveTreeLinks,
  resolveValueLinks,
  type EditorSiteIndex,
} from '../shared/content/link-checks.ts'
import { articleTitles, treeLinkTextWarnings, valueLinkTextWarnings } from '../shared/content/link-texts.ts'
import { findLinks, parseMarkdown } from '../shared/content/markdown.ts'
import { countFrontmatterLines, parseSource } from '../shared/content/parse.ts'
import { entries as glossaryEntries } from '../generated/data/glossary.ts'
import { houseStyleWarnings, stylePatterns, unknownTermProblems } from '../shared/glossary.ts'
import { dataCollections } from './collections.ts'
import { currentFacts } from './facts.ts'
import { frontmatterFormat, yamlFormat } from './file-formats.ts'
import { fieldText } from './field-text.ts'

const values = currentFacts
const EMPTY_INDEX: EditorSiteIndex = { pages: {}, images: [] }
/** The address the content step writes the index to (scripts/content/index.ts, EDITOR_SITE_INDEX). */
export const SITE_INDEX_URL = '/_data/editor/site.json'

/**
 * The site's pages and images, read fresh at every save (the dev server of `npm run admin` rewrites the list whenever
 * content changes); an editor without it checks everything but links and images.
 */
export function loadSiteIndex(): Promise<EditorSiteIndex> {
  return fetch(SITE_INDEX_URL, { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<EditorSiteIndex>) : EMPTY_INDEX))
    .catch(() => EMPTY_INDEX)
}

export interface WikiEntryContext {
  /** The article's file name (its slug). */
  slug: string
  site: EditorSiteIndex
  /** Images that exist although the index does not list them yet (uploaded in this session). */
  extraImages?: ReadonlySet<string>
}

/**
 * What `npm run check` would report for the article the form describes, in the order of the text; empty when it
 * would pass. "satır N" counts lines of the article's text (the Metin field), as staff see it.
 */
export function wikiEntryProblems(data: Record<string, unknown>, context: WikiEntryContext): string[] {
  const raw = frontmatterFormat.toFile(data)
  const file = `content/wiki/${context.slug}.md`
  // Lines are counted in the Metin field: the file's lines before the text (frontmatter, a blank line the editor
  // adds to a new file) do not count. The file ends with the text, plus a final newline if it had none.
  const body = fieldText(data.body)
  const bodyStart = raw.length - (raw.endsWith(body) ? body.length : body.length + 1)
  const before = raw.slice(0, bodyStart).split('\n').length - 1
  const textLine = (fileLine: number) => `metin, satır ${fileLine - before}`
  const inText = (field: string) => {
    const line = /^satır (\d+)$/.exec(field)
    return line ? textLine(Number(line[1])) : field
  }
  // Lines of the parsed Markdown count from the line after the frontmatter.
  const frontmatterLines = countFrontmatterLines(raw)
  const bodyLine = (line: number | undefined) => (line ? textLine(line + frontmatterLines) : 'metin')
  const substituted = substituteSource(file, raw, values)
  const parsed = parseSource({
    file,
    kind: 'wiki',
    name: context.slug,
    extension: '.md',
    raw: substituted.raw,
  })
  const problems = [...substituted.problems, ...parsed.problems].map(
    (problem) => `${inText(problem.field)}: ${problem.message}`,
  )
  // [[terim]] marks must name a glossary entry, as in the build.
  for (const { line, message } of unknownTermProblems(body, glossaryEntries))
    problems.push(`metin, satır ${line}: ${message}`)
  const document = parsed.document
  if (!document || document.kind !== 'wiki') return problems
  const pages = new Map(Object.entries(context.site.pages))
  const images = new Set([...context.site.images, ...(context.extraImages ?? [])])
  const site = {
    // The article itself is a page once it is saved; so are the ones the index lists. A former address is checked
    // as its current page (the note is entryFormerAddressNotes').
    anchorsOf: (path: string) =>
      path === document.path ? document.anchors : pages.get(context.site.formerAddresses?.[path] ?? path),
    hasImage: (url: string) => images.has(decodeURI(url)),
  }
  const parent = document.frontmatter.parent
  if (parent && parent === document.slug) problems.push('parent: bir makale kendisinin üst makalesi olamaz')
  else if (parent && pages.size > 0 && !pages.has(`/wiki/${parent}`))
    problems.push(`parent: "${parent}" adında bir wiki makalesi yok`)
  if (pages.size > 0)
    for (const link of findLinks(document.tree)) {
      const message = linkProblem(link.url, document.anchors, site)
      if (message) problems.push(`${bodyLine(link.line)}: ${message}`)
    }
  visit(document.tree, 'image', (image: Image) => {
    // Without the index, only what needs no list of files is checked.
    const checked = context.site.images.length > 0 ? site : { ...site, hasImage: () => true }
    for (const message of imageProblems(image.url, image.alt, checked))
      problems.push(`${bodyLine(image.position?.start.line)}: ${message}`)
  })
  return problems
}

/** Local images of the text that the index does not list and the site (or `npm run admin`'s dev server) serves. */
export async function imagesFoundOnline(
  data: Record<string, unknown>,
  site: EditorSiteIndex,
): Promise<Set<string>> {
  const listed = new Set(site.images)
  const addresses = [...fieldText(data.body).matchAll(/!\[[^\]]*\]\((\/images\/[^)\s]+)/g)]
    .map((match) => decodeURI(match[1]!))
    .filter((url) => !listed.has(url))
  const found = await Promise.all(
    addresses.map((url) =>
      fetch(url, { method: 'HEAD' })
        .then((response) => (response.ok ? url : undefined))
        .catch(() => undefined),
    ),
  )
  return new Set(found.filter((url): url is string => url !== undefined))
}

/**
 * What `npm run check` would report for a data file the form describes (YAML, facts, schema, links and images), each
 * with its field and line; empty when it would pass.
 */
export function dataEntryProblems(
  name: string,
  data: Record<string, unknown>,
  site: EditorSiteIndex,
): string[] {
  const collection = dataCollections.find((candidate) => candidate.name === name)
  if (!collection) return []
  const parsed = parseDataFile(collection.file, yamlFormat.toFile(data), collection.schema, values)
  const problems = parsed.problems.map((problem) => `${problem.field}: ${problem.message}`)
  if (!parsed.data || Object.keys(site.pages).length === 0) return problems
  const pages = new Map(Object.entries(site.pages))
  const images = new Set(site.images)
  const lookup = {
    anchorsOf: (path: string) => pages.get(site.formerAddresses?.[path] ?? path),
    hasImage: (url: string) => images.has(decodeURI(url)),
  }
  for (const problem of collectionReferenceProblems(collection.collection, parsed.data, lookup))
    problems.push(`${parsed.locate(problem.path)}: ${problem.message}`)
  return problems
}

const housePatterns = stylePatterns(glossaryEntries)

/**
 * The house-style warnings of what is about to be saved (discouraged glossary terms), as `npm run check` reports
 * them: shown to staff, never a reason to refuse the save. `body` is an article's text; a data file's YAML otherwise.
 */
export function entryStyleWarnings(text: string, where: 'metin' | 'dosya'): string[] {
  return houseStyleWarnings(text, housePatterns).map(
    ({ line, message }) => `${where}, satır ${line}: ${message}`,
  )
}

/**
 * Links of what is about to be saved to a renamed page's former address, as `npm run check` reports them: the site
 * links the current address; staff see which one to write (a note, never a reason to refuse the save).
 */
export function entryFormerAddressNotes(
  /** 'wiki' or a data collection's name. */
  collection: string,
  data: Record<string, unknown>,
  site: EditorSiteIndex,
): string[] {
  const table = site.formerAddresses ?? {}
  if (Object.keys(table).length === 0) return []
  if (collection === 'wiki') {
    let tree
    try {
      tree = parseMarkdown(fieldText(data.body))
    } catch {
      return []
    }
    // Lines of the Metin field itself, as staff see them.
    return resolveTreeLinks(tree, table).map(
      (link) => `metin, satır ${link.line ?? 1}: ${formerAddressMessage(link)}`,
    )
  }
  const dataCollection = dataCollections.find((candidate) => candidate.name === collection)
  if (!dataCollection) return []
  const parsed = parseDataFile(dataCollection.file, yamlFormat.toFile(data), dataCollection.schema, values)
  if (!parsed.data) return []
  return resolveValueLinks(dataCollection.collection, parsed.data, table).map(
    (link) => `${parsed.locate(link.path)}: ${formerAddressMessage(link)}`,
  )
}

/**
 * What a reader would notice on the links of what is about to be saved (link-texts.ts): words naming another article or
 * one that is gone, a link to the page itself, a page twice in a list of related pages. Notes, never a reason to refuse
 * the save. `articles` are the site's articles (address → title), the one being saved as the form has it; `ownPath` is
 * its address (an article's).
 */
export function entryLinkTextNotes(
  /** 'wiki' or a data collection's name. */
  collection: string,
  data: Record<string, unknown>,
  site: EditorSiteIndex,
  articles: ReadonlyMap<string, string>,
  ownPath = '',
): string[] {
  const titles = articleTitles(
    [...articles].map(([path, title]) => ({ path, title })),
    site.formerAddresses ?? {},
  )
  const current = (page: string) => site.formerAddresses?.[page] ?? page
  if (collection === 'wiki') {
    let tree
    try {
      tree = parseMarkdown(fieldText(data.body))
    } catch {
      return []
    }
    return treeLinkTextWarnings(tree, { ownPath, titles, current }).map(
      ({ line, message }) => `metin, satır ${line ?? 1}: ${message}`,
    )
  }
  const dataCollection = dataCollections.find((candidate) => candidate.name === collection)
  // Page titles and facts declare, the redirect table maps former addresses: no link a reader follows.
  if (!dataCollection || ['pages', 'facts', 'redirects'].includes(dataCollection.collection)) return []
  const parsed = parseDataFile(dataCollection.file, yamlFormat.toFile(data), dataCollection.schema, values)
  if (!parsed.data) return []
  return valueLinkTextWarnings(parsed.data, titles, current).map(
    ({ path, message }) => `${parsed.locate(path)}: ${message}`,
  )
}

/** The error Decap shows when a save is refused ("Kaydedilemedi: …", see main.tsx); its text is the list of problems. */
export class EntryProblems extends Error {
  /** Read by Decap's patched save, which keeps a refused save out of the console (docs/decap/refused-save-unhandled-rejection.md). */
  readonly refusedByCheck = true
  constructor(problems: readonly string[]) {
    super(problems.join(' · '))
    // Decap writes the error as text: the name would stand before the list.
    this.name = ''
  }
}

/**
 * A data form may only write its own file: null when the entry Decap is about to save (`slug`, `path`) is the file the
 * form belongs to, otherwise the reason to refuse. The last guard against a form shown over another file's data.
 */
export function dataEntryBindingProblem(slug: string, path: unknown): string | null {
  const collection = dataCollections.find((candidate) => candidate.name === slug)
  if (!collection || path === collection.file) return null
  return `Bu form ${collection.file} dosyasına ait, ama ekrandaki veriler ${String(path)} dosyasından geldi; hiçbir şey yazılmadı. Sayfayı yenileyip formu yeniden açın.`
}
