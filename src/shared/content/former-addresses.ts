// Links to a renamed page's former address (one listed in a page's `eskiAdresler` or in content/data/redirects.yaml):
// the content step writes the current address into the page or data it makes, so visitors never pass through the
// 301, and reports a warning naming the file, the line and the address to write instead. A link to an address that is
// neither a page nor a former address stays a problem (link-checks.ts). Used by the content step (loadContent), the
// MDX compiler (former-addresses-plugin.ts) and the browser editor's check before saving. Pure.
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { ParsedDocument } from './parse.ts'
import type { Problem } from './problems.ts'

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
