// The one heading-id rule of wiki articles and MDX pages (ASCII, Turkish-folded, unique per page). Pure; build time.
import { slugify } from './text.ts'

/** Id of a heading whose text has no letters or digits (only emoji or punctuation). */
export const EMPTY_HEADING_ID = 'bolum'

/** Marks that separate words without spaces: dashes, slashes, dots, underscores ('Cox–de Boor', 'LAN/Cloud', '8.1'). */
const WORD_SEPARATORS = /[\p{Pd}/\\|._]+/gu

/**
 * A heading's base id: the spec's slug derivation (Turkish letters folded, punctuation and emoji dropped; dashes,
 * slashes and dots between words count as spaces) with hyphen runs joined and none at either end.
 * 'Çökme Raporları' → 'cokme-raporlari', 'Cox–de Boor' → 'cox-de-boor', '🚀' → 'bolum'.
 */
export function headingSlug(text: string): string {
  return (
    slugify(text.replace(WORD_SEPARATORS, ' ')).replace(/-{2,}/g, '-').replace(/^-|-$/g, '') ||
    EMPTY_HEADING_ID
  )
}

/**
 * A fresh id maker for one page: call it with each heading's text in document order. A repeated id gets `-2`, `-3`, …
 * (skipping any id the page already uses), so ids stay unique and do not change when later headings change.
 */
export function createHeadingIds(): (text: string) => string {
  const used = new Set<string>()
  return (text) => {
    const base = headingSlug(text)
    let id = base
    for (let count = 2; used.has(id); count++) id = `${base}-${count}`
    used.add(id)
    return id
  }
}

/** Ids of a page's headings, in order. */
export function headingIds(texts: readonly string[]): string[] {
  return texts.map(createHeadingIds())
}

/** An entry of a page's contents list ("Bu sayfada"): a `##` (level 2) or `###` (level 3) heading. */
export interface OutlineEntry {
  id: string
  title: string
  level: 2 | 3
}
