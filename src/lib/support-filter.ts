// Support hub live filter: a matching section stays whole, otherwise only its matching links remain. Pure; browser.
import type { SupportLink, SupportSection } from '../shared/schemas/support.ts'
import { includesFolded } from '../shared/text.ts'

function matches(item: { title: string; description: string }, needle: string): boolean {
  return includesFolded(item.title, needle) || includesFolded(item.description, needle)
}

/**
 * Sections left after searching for `query` (Turkish-folded substring on title and description).
 * `extraLinkUrls` are links a search engine found by other means (body text, typos); they stay too.
 * An empty query returns every section unchanged.
 */
export function filterSupportSections(
  sections: readonly SupportSection[],
  query: string,
  extraLinkUrls: readonly string[] = [],
): SupportSection[] {
  const needle = query.trim()
  if (!needle) return [...sections]
  const extra = new Set(extraLinkUrls)
  const keep = (link: SupportLink) => extra.has(link.url) || matches(link, needle)
  return sections.flatMap((section) => {
    if (matches(section, needle)) return [section]
    const links = section.links.filter(keep)
    return links.length > 0 ? [{ ...section, links }] : []
  })
}
