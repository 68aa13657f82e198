// What a reader would notice about a site link, beyond whether its page exists (link-checks.ts): its words name
// another article than the one it leads to, it leads to the page it stands on, or a list of related pages names a
// page twice. Warnings, never failures: `npm run check`, the build and the editor's check before saving report them
// at their place. Pure.
import type { Link, List, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { foldTurkish, slugify } from '../text.ts'
import { plainText } from './markdown.ts'
import type { ParsedDocument } from './parse.ts'
import type { Problem } from './problems.ts'

/** The site's wiki articles by address and by title, for the link-text rules. */
export interface ArticleTitles {
  /** Article address (`/wiki/nurbs-nedir`) → its title. */
  titleOf: ReadonlyMap<string, string>
  /** A title as the rules compare it (comparableText) → the article's address. */
  byTitle: ReadonlyMap<string, string>
  /**
   * Former addresses → the page each leads to now (a renamed article's `eskiAdresler`, a deleted one's redirect).
   * An article's address is made from its title, so words that make a former address name the page it was.
   */
  former: Readonly<Record<string, string>>
}

export function articleTitles(
  articles: readonly { path: string; title: string }[],
  former: Readonly<Record<string, string>> = {},
): ArticleTitles {
  return {
    titleOf: new Map(articles.map((article) => [article.path, article.title])),
    byTitle: new Map(articles.map((article) => [comparableText(article.title), article.path])),
    former,
  }
}

/**
 * A link text or title as a reader takes it: case, Turkish letters and accents folded, spaces collapsed, quotes and
 * the punctuation at its ends dropped ("NURBS nedir?" reads as the title "NURBS Nedir").
 */
export function comparableText(text: string): string {
  return foldTurkish(text)
    .replace(/["'“”‘’«»]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,:;!?…-]+|[\s.,:;!?…-]+$/g, '')
}

/** The page a site link leads to (`/wiki/x` of `/wiki/x/#part?y`), or null for anything but a site link. */
export function linkedPage(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const page = url.split(/[?#]/)[0]!
  return page.length > 1 ? page.replace(/\/+$/, '') : page
}

/** The glossary's pages: a term's words lead to its definition there, whatever article shares them. */
const isGlossary = (page: string) => page === '/wiki/sozluk' || page.startsWith('/wiki/sozluk/')

export interface LinkTextContext {
  /** The address of the page the links stand on (its own links are self-links). */
  ownPath: string
  titles: ArticleTitles
  /** The current address of a former one (the site links it there); the address itself otherwise. */
  current?: (page: string) => string
}

/** The warning for link words `text` leading to `page`, or null when they fit it. */
export function linkTextMessage(text: string, page: string, titles: ArticleTitles): string | null {
  if (isGlossary(page)) return null
  const named = titles.byTitle.get(comparableText(text))
  if (named === page) return null
  if (named !== undefined)
    return (
      `bağlantının metni “${text.trim()}” başka bir makalenin başlığı (${named}), ama bağlantı ${page} ` +
      `adresine gidiyor; okur o makaleye gittiğini sanır. Metni gittiği sayfaya uydurun ya da bağlantıyı ${named} adresine çevirin`
    )
  // Words that are no article's title now, but were the title of the article at a former address: a deleted or
  // renamed article's name, left on a link that now leads elsewhere (or to the renamed article under its new name).
  const was = `/wiki/${slugify(text)}`
  const now = Object.hasOwn(titles.former, was) ? titles.former[was] : undefined
  if (now === undefined) return null
  const title = titles.titleOf.get(page)
  return (
    `bağlantının metni “${text.trim()}” artık sitede olmayan bir makalenin adı (${was}, yerine ${now}); bağlantı ` +
    `${page} adresine gidiyor${title ? ` (başlığı “${title}”)` : ''}. Metni gittiği sayfaya uydurun`
  )
}

/** The warning for a link from the page at `ownPath` to itself. */
export function selfLinkMessage(text: string, ownPath: string): string {
  return (
    `“${text.trim()}” bağlantısı bulunduğu sayfanın kendisine (${ownPath}) gidiyor; bir sayfa kendine bağlantı ` +
    'vermez: bağlantıyı kaldırın (sözcükler kalabilir) ya da başka bir sayfaya çevirin'
  )
}

/** The warning for an address listed twice in a list of related pages. */
export function duplicateMessage(page: string): string {
  return `${page} bu listede birden fazla kez geçiyor; ilgili sayfalar listesinde her sayfa bir kez yazılır, fazlasını silin`
}

export interface LineWarning {
  line?: number
  message: string
}

/** The list's items when each of them is nothing but one link (a list of related pages), else null. */
function linkItems(list: List): Link[] | null {
  const links: Link[] = []
  for (const item of list.children) {
    const only = item.children.length === 1 ? item.children[0] : undefined
    const inner = only?.type === 'paragraph' && only.children.length === 1 ? only.children[0] : undefined
    if (inner?.type !== 'link') return null
    links.push(inner)
  }
  return links.length > 0 ? links : null
}

/** The warnings of a Markdown or MDX tree: link words, self-links, an address twice in a list of links. */
export function treeLinkTextWarnings(tree: Root, context: LinkTextContext): LineWarning[] {
  const warnings: LineWarning[] = []
  const pageOf = (url: string) => {
    const page = linkedPage(url)
    return page === null ? null : (context.current?.(page) ?? page)
  }
  visit(tree, 'link', (link: Link) => {
    const page = pageOf(link.url)
    if (page === null) return
    const text = plainText(link)
    const line = link.position?.start.line
    // A jump to a part of the same page (`/wiki/x#part` on /wiki/x) is not a self-link.
    if (page === context.ownPath && !link.url.includes('#'))
      warnings.push({ line, message: selfLinkMessage(text, context.ownPath) })
    else {
      const message = linkTextMessage(text, page, context.titles)
      if (message) warnings.push({ line, message })
    }
  })
  visit(tree, 'list', (list: List) => {
    const links = linkItems(list)
    if (!links) return
    const seen = new Set<string>()
    for (const link of links) {
      const page = pageOf(link.url)
      if (page === null || link.url.includes('#')) continue
      if (seen.has(page)) warnings.push({ line: link.position?.start.line, message: duplicateMessage(page) })
      seen.add(page)
    }
  })
  return warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
}

export interface ValueWarning {
  /** Where in the data collection's value. */
  path: PropertyKey[]
  message: string
}

/** Keys whose text is the words of the link beside it, and keys that hold that link, in a data item. */
const TEXT_KEYS = ['title', 'label', 'name'] as const
const LINK_KEYS = ['url', 'href', 'link'] as const

const isSiteAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[\w/.#-]*$/.test(value) && !value.startsWith('/images/')

/**
 * The warnings of a data collection's value: a list of addresses naming a page twice (a glossary entry's `related`),
 * and an item whose title is another article's while its link leads elsewhere.
 */
export function valueLinkTextWarnings(
  value: unknown,
  titles: ArticleTitles,
  current: (page: string) => string = (page) => page,
): ValueWarning[] {
  const warnings: ValueWarning[] = []
  const walk = (child: unknown, path: PropertyKey[]) => {
    if (Array.isArray(child)) {
      if (child.length > 1 && child.every(isSiteAddress)) {
        const seen = new Set<string>()
        child.forEach((address, index) => {
          const page = current(linkedPage(address)!)
          if (address.includes('#')) return
          if (seen.has(page)) warnings.push({ path: [...path, index], message: duplicateMessage(page) })
          seen.add(page)
        })
      }
      child.forEach((item, index) => walk(item, [...path, index]))
    } else if (child && typeof child === 'object') {
      const record = child as Record<string, unknown>
      const textKey = TEXT_KEYS.find((key) => typeof record[key] === 'string')
      const linkKey = LINK_KEYS.find((key) => isSiteAddress(record[key]))
      if (textKey && linkKey) {
        const message = linkTextMessage(
          record[textKey] as string,
          current(linkedPage(record[linkKey] as string)!),
          titles,
        )
        if (message) warnings.push({ path: [...path, textKey], message })
      }
      for (const [key, grandchild] of Object.entries(record)) walk(grandchild, [...path, key])
    }
  }
  walk(value, [])
  return warnings
}

export interface SiteLinkTextOptions {
  /** Lines before a file's Markdown body (its frontmatter), for the warnings' line numbers. */
  bodyLineOffset: (file: string) => number
  /** A data collection's file and field (with its line) for a place in its value. */
  locate: (name: string, valuePath: PropertyKey[]) => { file: string; field: string }
}

/** The content step's rule: the link-text warnings of every page and data collection, at their file and line. */
export function siteLinkTextWarnings(
  documents: readonly ParsedDocument[],
  collections: Record<string, unknown>,
  former: Readonly<Record<string, string>>,
  options: SiteLinkTextOptions,
): Problem[] {
  const titles = articleTitles(
    documents
      .filter((document) => document.kind === 'wiki')
      .map((document) => ({ path: document.path, title: document.frontmatter.title })),
    former,
  )
  const warnings: Problem[] = []
  for (const document of documents)
    for (const { line, message } of treeLinkTextWarnings(document.tree, { ownPath: document.path, titles }))
      warnings.push({
        file: document.file,
        field: line ? `satır ${line + options.bodyLineOffset(document.file)}` : 'bağlantı',
        message,
      })
  // Page titles and facts declare, the redirect table maps former addresses: none of them is a link a reader follows.
  for (const name of Object.keys(collections).sort()) {
    if (name === 'pages' || name === 'facts' || name === 'redirects') continue
    for (const { path, message } of valueLinkTextWarnings(collections[name], titles))
      warnings.push({ ...options.locate(name, path), message })
  }
  return warnings
}
