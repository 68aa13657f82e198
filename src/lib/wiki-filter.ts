// The wiki sidebar filter: the spec's floor (title or description contains the query, Turkish-folded). Browser.
import { includesFolded } from '../shared/text.ts'
import type { WikiCategoryId } from '../shared/content-schema.ts'
import type { WikiSidebarEntry } from '../shared/wiki-types.ts'

/** A category's list as the filter takes it: complete entries, or the sidebar's titles only. */
export interface FilterableList<Entry extends WikiSidebarEntry = WikiSidebarEntry> {
  id: WikiCategoryId
  articles: Entry[]
}

export function matchesWikiQuery(entry: WikiSidebarEntry, query: string): boolean {
  const needle = query.trim()
  if (!needle) return true
  return includesFolded(entry.title, needle) || includesFolded(entry.description ?? '', needle)
}

/**
 * Categories with only the matching articles (empty categories removed). `extraSlugs` are search-engine hits
 * (body text, typos) added on top of the substring floor, ranked first.
 */
export function filterWikiCategories<Entry extends WikiSidebarEntry>(
  categories: readonly FilterableList<Entry>[],
  query: string,
  extraSlugs: readonly string[] = [],
): FilterableList<Entry>[] {
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

/** Matches shown per category while the sidebar is filtered; a broad query keeps the list (and typing) light. */
export const FILTER_SHOWN_PER_CATEGORY = 25

/** A category as the sidebar lists it: the articles shown, and how many more it has beyond them. */
export interface SidebarCategory {
  id: WikiCategoryId
  articles: WikiSidebarEntry[]
  /** Articles of the category (or, while filtering, matches) not listed. */
  more: number
  /** Articles in the whole category, for "Tümünü gör (N)". */
  total: number
}

/**
 * What the sidebar lists. Without a query: each category's first articles (the preview the page was built with),
 * plus the open article at the end of its category when it is not among them. With a query: the matches among
 * every article (`all`, once fetched; the preview until then), at most FILTER_SHOWN_PER_CATEGORY per category.
 */
export function sidebarCategories({
  preview,
  all,
  query,
  engineSlugs = [],
  selected,
}: {
  preview: readonly (FilterableList & { total: number })[]
  all: readonly FilterableList[] | null
  query: string
  engineSlugs?: readonly string[]
  selected?: (WikiSidebarEntry & { category: WikiCategoryId }) | null
}): SidebarCategory[] {
  const totals = new Map(preview.map((list) => [list.id, list.total]))
  if (query.trim()) {
    return filterWikiCategories(all ?? preview, query, engineSlugs).map((list) => ({
      id: list.id,
      articles: list.articles.slice(0, FILTER_SHOWN_PER_CATEGORY),
      more: Math.max(0, list.articles.length - FILTER_SHOWN_PER_CATEGORY),
      total: totals.get(list.id) ?? list.articles.length,
    }))
  }
  return preview.map((list) => {
    const extra =
      selected &&
      selected.category === list.id &&
      !list.articles.some((entry) => entry.slug === selected.slug)
        ? [{ slug: selected.slug, title: selected.title }]
        : []
    const articles = [...list.articles, ...extra]
    return { id: list.id, articles, more: Math.max(0, list.total - articles.length), total: list.total }
  })
}
