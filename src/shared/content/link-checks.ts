// The site's internal links, at build time and in the browser editor before it saves. Pure: the caller says which
// pages, former addresses, anchors and images exist.
// - Former addresses (one listed in a page's `eskiAdresler` or in content/data/redirects.yaml): a link to one is
//   rewritten to the page's current address in the page or data the content step makes, so visitors never pass
//   through the 301, with a warning naming the file, the line and the address to write instead (the content step,
//   the MDX compiler's scripts/content/mdx-plugins.ts and the editor's check).
// - Checks: one link or image of a content page (validate.ts), the values of a data collection (collections.ts); a
//   link to an address that is neither a page nor a former address is a problem.
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { DataCollectionName } from '../content-schema.ts'
import type { HomeData } from '../schemas/home.ts'
import type { ParsedDocument } from './parse.ts'
import type { Problem } from './problems.ts'

export interface SiteLookup {
  /** A page's `#` targets, or undefined when the site has no page at that address. */
  anchorsOf: (path: string) => readonly string[] | undefined
  /** Whether a local image (`/images/...`) exists under public/. */
  hasImage: (url: string) => boolean
}

/** The site's pages and images as the browser editor reads them (/_data/editor/site.json, from the content step). */
export interface EditorSiteIndex {
  /** Every page's address and its `#` targets. */
  pages: Record<string, readonly string[]>
  /** Every page's title, by address: the editor's link dialog lists pages by title. */
  titles?: Record<string, string>
  /** Every file under public/images/, as /images/... addresses. */
  images: string[]
  /** Former addresses → current addresses (below): a link to one is a warning, not a problem. */
  formerAddresses?: Record<string, string>
}

/** What is wrong with a link of a page whose own `#` targets are `ownAnchors`, or undefined when it is fine. */
export function linkProblem(
  rawUrl: string,
  ownAnchors: readonly string[],
  site: SiteLookup,
): string | undefined {
  const url = rawUrl.trim()
  if (/^(https?:|mailto:|tel:)/i.test(url)) return undefined
  if (url.startsWith('#'))
    return ownAnchors.includes(decodeURIComponent(url.slice(1)))
      ? undefined
      : `bu sayfada "${url}" başlığı yok`
  if (!url.startsWith('/'))
    return `"${url}" bağlantısı / ile başlayan bir site adresi (örn. /wiki/nurbs-nedir) ya da https:// ile başlayan tam bir adres olmalı`
  const [beforeHash = '', hash] = url.split('#')
  // A query string chooses something on the page (/teklif?lisans=lab): the page is what must exist.
  const target = beforeHash.split('?')[0] ?? ''
  const normalized = target.length > 1 ? target.replace(/\/+$/, '') : target
  const anchors = site.anchorsOf(normalized)
  if (!anchors) return `"${url}" bağlantısının gösterdiği sayfa yok`
  if (hash && !anchors.includes(decodeURIComponent(hash)))
    return `"${normalized}" sayfasında "#${hash}" başlığı yok`
  return undefined
}

/** What is wrong with an image (its address and its alt text); empty when it is fine. */
export function imageProblems(url: string, alt: string | null | undefined, site: SiteLookup): string[] {
  const problems: string[] = []
  if (/^https?:/i.test(url))
    problems.push(
      'görseller dış siteden yüklenmez; dosyayı public/images/ altına koyup /images/... ile verin',
    )
  else if (!url.startsWith('/') || !site.hasImage(url))
    problems.push(`"${url}" görseli public/ altında bulunamadı`)
  if (!alt?.trim()) problems.push('görselin açıklaması (alt metni) boş: ![açıklama](/images/...)')
  return problems
}

export interface ValueProblem {
  /** Where in the collection's value (for locate). */
  path: PropertyKey[]
  message: string
}

/**
 * Images must exist under public/, links to this site must be real routes (and #anchors); feature cards need their
 * page. One collection's value (pages and facts declare, they do not link); the browser editor runs it before saving.
 */
export function collectionReferenceProblems(
  name: DataCollectionName,
  value: unknown,
  site: SiteLookup,
): ValueProblem[] {
  const problems: ValueProblem[] = []
  // The redirect table's addresses are former pages by definition; scripts/content/redirects.ts checks its targets.
  if (name === 'pages' || name === 'facts' || name === 'redirects') return problems
  const checkLink = (valuePath: PropertyKey[], url: string) => {
    const [target = '', hash] = url.split('#')
    const anchors = site.anchorsOf(target.length > 1 ? target.replace(/\/+$/, '') : target)
    if (!anchors) problems.push({ path: valuePath, message: `"${url}" bağlantısının gösterdiği sayfa yok` })
    else if (hash && !anchors.includes(hash))
      problems.push({ path: valuePath, message: `"${target}" sayfasında "#${hash}" bölümü yok` })
  }
  const walk = (child: unknown, valuePath: PropertyKey[]) => {
    if (typeof child === 'string') {
      if (child.startsWith('/images/')) {
        if (!site.hasImage(child))
          problems.push({ path: valuePath, message: `"${child}" görseli public/ altında bulunamadı` })
      } else if (child.startsWith('/') && !child.startsWith('//') && /^\/[\w/.#-]*$/.test(child)) {
        checkLink(valuePath, child)
      }
    } else if (Array.isArray(child)) child.forEach((item, index) => walk(item, [...valuePath, index]))
    else if (child && typeof child === 'object') {
      for (const [key, grandchild] of Object.entries(child)) walk(grandchild, [...valuePath, key])
    }
  }
  walk(value, [])
  if (name === 'home')
    (value as HomeData).featureCards.forEach((card, index) =>
      checkLink(['featureCards', index, 'slug'], `/features/${card.slug}`),
    )
  return problems
}

// ---- Former addresses ----

/** Former address → current address, for every redirect content declares. */
export type FormerAddresses = Readonly<Record<string, string>>

/** A link that was written with a former address and now points to the current one. */
export interface ResolvedLink {
  /** The link as written, e.g. `/wiki/eski-ad#kurulum`. */
  from: string
  /** The link as it now reads, e.g. `/wiki/yeni-ad#kurulum`. */
  to: string
}

/**
 * The table of former addresses: each redirect's `from` → `to`, except a `from` that is still a page (`isPage`; the
 * redirect check reports that) and a `from` declared twice (the first wins; reported there too).
 */
export function formerAddressTable(
  redirects: readonly { from: string; to: string }[],
  isPage: (address: string) => boolean = () => false,
): FormerAddresses {
  const table: Record<string, string> = {}
  for (const { from, to } of redirects) if (!isPage(from) && !(from in table)) table[from] = to
  return table
}

/** The current form of a site link whose page is a former address (hash kept, trailing `/` dropped); else undefined. */
export function currentLink(url: string, table: FormerAddresses): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined
  const hashAt = url.indexOf('#')
  const target = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const normalized = target.length > 1 ? target.replace(/\/+$/, '') : target
  const current = Object.hasOwn(table, normalized) ? table[normalized] : undefined
  return current === undefined ? undefined : current + hash
}

/** The warning for one such link (build, `npm run check`, the editor). */
export function formerAddressMessage({ from, to }: ResolvedLink): string {
  const page = to.split('#')[0]
  return (
    `"${from}" bir sayfanın eski adresi; sayfa artık ${page} adresinde. Yayındaki bağlantı ${to} adresine ` +
    `çevrildi (derleme durmadı); kaynağı da ${to} olarak düzeltin.`
  )
}

/**
 * Rewrites, in place, every link of a Markdown or MDX tree (links, link definitions, `href` of components) whose
 * page is a former address; returns them with their line in the tree.
 */
export function resolveTreeLinks(tree: Root, table: FormerAddresses): (ResolvedLink & { line?: number })[] {
  const resolved: (ResolvedLink & { line?: number })[] = []
  if (Object.keys(table).length === 0) return resolved
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      const to = currentLink(node.url, table)
      if (to === undefined) return
      resolved.push({ from: node.url, to, line: node.position?.start.line })
      node.url = to
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (
          attribute.type !== 'mdxJsxAttribute' ||
          attribute.name !== 'href' ||
          typeof attribute.value !== 'string'
        )
          continue
        const to = currentLink(attribute.value, table)
        if (to === undefined) continue
        resolved.push({ from: attribute.value, to, line: node.position?.start.line })
        attribute.value = to
      }
    }
  })
  return resolved
}

/** A site link as a data file writes it (the same strings link-checks.ts checks). */
const SITE_LINK = /^\/[\w/.#-]*$/

/**
 * Rewrites, in place, every link of a data collection's value whose page is a former address (a feature card's
 * `slug` included: it names `/features/<slug>`); returns them with their place in the value.
 */
export function resolveValueLinks(
  name: string,
  value: unknown,
  table: FormerAddresses,
): (ResolvedLink & { path: PropertyKey[] })[] {
  const resolved: (ResolvedLink & { path: PropertyKey[] })[] = []
  // Page titles and facts declare addresses and values; the redirect table is checked by redirects.ts.
  if (name === 'pages' || name === 'facts' || name === 'redirects' || Object.keys(table).length === 0)
    return resolved
  const walk = (holder: Record<PropertyKey, unknown>, key: PropertyKey, valuePath: PropertyKey[]) => {
    const child = holder[key]
    if (typeof child === 'string') {
      if (child.startsWith('/images/') || !SITE_LINK.test(child)) return
      const to = currentLink(child, table)
      if (to === undefined) return
      resolved.push({ from: child, to, path: valuePath })
      holder[key] = to
    } else if (child && typeof child === 'object') {
      for (const childKey of Array.isArray(child) ? child.keys() : Object.keys(child))
        walk(child as Record<PropertyKey, unknown>, childKey, [...valuePath, childKey])
    }
  }
  const root = { value }
  walk(root, 'value', [])
  const cards = name === 'home' ? (value as { featureCards?: { slug: string }[] }).featureCards : undefined
  cards?.forEach((card, index) => {
    const from = `/features/${card.slug}`
    const to = currentLink(from, table)
    if (to === undefined || !to.startsWith('/features/')) return
    resolved.push({ from, to, path: ['featureCards', index, 'slug'] })
    card.slug = to.slice('/features/'.length)
  })
  return resolved
}

export interface ResolveOptions {
  /** Whether an address is a page of the site (such an address is never rewritten). */
  isPage: (address: string) => boolean
  /** Lines before a file's Markdown body (its frontmatter), for the warnings' line numbers. */
  bodyLineOffset: (file: string) => number
  /** A data collection's file and field (with its line) for a place in its value. */
  locate: (name: string, valuePath: PropertyKey[]) => { file: string; field: string }
}

/**
 * The content step's rule: rewrites the links to former addresses in every page's tree and every data collection,
 * and returns the table and one warning per link.
 */
export function resolveFormerAddresses(
  redirects: readonly { from: string; to: string }[],
  documents: readonly ParsedDocument[],
  collections: Record<string, unknown>,
  options: ResolveOptions,
): { table: FormerAddresses; warnings: Problem[] } {
  const table = formerAddressTable(redirects, options.isPage)
  const warnings: Problem[] = []
  for (const document of documents) {
    for (const link of resolveTreeLinks(document.tree, table)) {
      const field = link.line ? `satır ${link.line + options.bodyLineOffset(document.file)}` : 'bağlantı'
      warnings.push({ file: document.file, field, message: formerAddressMessage(link) })
    }
  }
  for (const name of Object.keys(collections).sort()) {
    for (const link of resolveValueLinks(name, collections[name], table))
      warnings.push({ ...options.locate(name, link.path), message: formerAddressMessage(link) })
  }
  return { table, warnings }
}

/** Where the content step writes the table for the MDX compiler: src/generated/data/former-addresses.json. */
export const FORMER_ADDRESSES_FILE = 'former-addresses.json'
