// What deleting an article writes: its address and its former addresses go to content/data/redirects.yaml, pointing
// at the page staff name as its replacement; redirects that pointed at the article follow. Pure (browser and tests).
import { isMap, isSeq, parseDocument, YAMLSeq } from 'yaml'

export const REDIRECTS_PATH = 'content/data/redirects.yaml'

/** The addresses a deleted article leaves behind: its own (slug, else file name) and its `eskiAdresler`. */
export function addressesOfArticle(fileName: string, frontmatter: Record<string, unknown>): string[] {
  const slug = typeof frontmatter.slug === 'string' && frontmatter.slug ? frontmatter.slug : fileName
  const former = Array.isArray(frontmatter.eskiAdresler) ? frontmatter.eskiAdresler.map(String) : []
  return [`/wiki/${slug}`, ...former]
}

/** Why `replacement` cannot replace the deleted addresses, or null when it can (a page of the site, not one of them). */
export function replacementProblem(
  replacement: string,
  removed: readonly string[],
  pages: Readonly<Record<string, unknown>>,
): string | null {
  const address = replacement.trim().replace(/(.)\/$/, '$1')
  if (!address.startsWith('/')) return 'adres / ile başlamalı, örn. /wiki/baska-makale'
  if (removed.includes(address)) return 'silinen makalenin kendi adresi olamaz'
  if (!(address in pages)) return `${address} sitede bir sayfa değil`
  return null
}

/**
 * The redirects file after deleting the article at `removed[0]`: every removed address → `replacement`, and every
 * existing redirect to a removed address now → `replacement` (no chain is left). Comments and formatting of the
 * rest are kept.
 */
export function redirectsAfterDeletion(
  text: string,
  removed: readonly string[],
  replacement: string,
): string {
  const document = parseDocument(text)
  let list = document.get('redirects')
  if (!isSeq(list)) {
    list = new YAMLSeq()
    document.set('redirects', list)
  }
  const sequence = list as YAMLSeq
  // `redirects: []` is written in flow style; the entries read better one per block.
  sequence.flow = false
  for (const item of sequence.items) {
    if (isMap(item) && removed.includes(String(item.get('to')))) item.set('to', replacement)
  }
  const existing = new Set(sequence.items.filter(isMap).map((item) => String(item.get('from'))))
  for (const from of removed) {
    if (!existing.has(from)) sequence.add(document.createNode({ from, to: replacement }))
  }
  return document.toString()
}
