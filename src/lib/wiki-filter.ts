// The wiki sidebar filter: the spec's floor (title or description contains the query, Turkish-folded). Browser.
import { includesFolded } from '../shared/text'
import type { WikiCategoryList, WikiListEntry } from '../shared/wiki-types'

export function matchesWikiQuery(entry: WikiListEntry, query: string): boolean {
  const needle = query.trim()
  if (!needle) return true
  return includesFolded(entry.title, needle) || includesFolded(entry.description, needle)
}

/**
 * Categories with only the matching articles (empty categories removed). `extraSlugs` are search-engine hits
 * (body text, typos) added on top of the substring floor, ranked first.
 */
export function filterWikiCategories(
  categories: readonly WikiCategoryList[],
  query: string,
  extraSlugs: readonly string[] = [],
): WikiCategoryList[] {
  if (!query.trim()) return [...categories]
  const rank = new Map(extraSlugs.map((slug, index) => [slug, index]))
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles
        .filter((entry) => rank.has(entry.slug) || matchesWikiQuery(entry, query))
        .sort((a, b) => (rank.get(a.slug) ?? Infinity) - (rank.get(b.slug) ?? Infinity)),
    }))
    .filter((category) => category.articles.length > 0)
}
