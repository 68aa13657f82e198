// Category listings of the wiki: pages of 50 articles and the sidebar's first articles. Pure; build and browser.
import type { WikiCategoryId } from './content-schema.ts'
import type { WikiCategoryList, WikiListEntry, WikiSidebarEntry } from './wiki-types.ts'

/** Articles per category page. */
export const CATEGORY_PAGE_SIZE = 50
/** Articles per category in the /wiki sidebar (before "Tümünü gör"); constant, so /wiki does not grow with the wiki. */
export const SIDEBAR_PREVIEW_SIZE = 10

/** Articles an article page's sidebar lists (around the current one); the rest are on the category page. */
export const ARTICLE_SIDEBAR_SIZE = 15

/**
 * The part of a category's list an article page's sidebar shows: all of it up to `size` articles, otherwise `size`
 * articles with the current one in the middle (or as near as the list's ends allow), so the page's HTML does not grow
 * with the category.
 */
export function sidebarWindow<T>(list: readonly T[], index: number, size = ARTICLE_SIDEBAR_SIZE): T[] {
  if (list.length <= size) return [...list]
  const start = Math.min(Math.max(index - Math.floor(size / 2), 0), list.length - size)
  return list.slice(start, start + size)
}

/** Number of pages of a category (at least 1: an empty category still has its page). */
export function categoryPageCount(total: number, pageSize = CATEGORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

export interface CategoryPage {
  id: WikiCategoryId
  /** 1-based. */
  page: number
  pageCount: number
  /** Articles in the whole category. */
  total: number
  /** This page's articles, in sidebar order. */
  articles: WikiListEntry[]
  /** 1-based position of this page's first article in the category. */
  first: number
}

/** One page of a category, or null when the page number does not exist (not a positive integer, or past the end). */
export function categoryPage(
  list: WikiCategoryList,
  page: number,
  pageSize = CATEGORY_PAGE_SIZE,
): CategoryPage | null {
  const pageCount = categoryPageCount(list.articles.length, pageSize)
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null
  const start = (page - 1) * pageSize
  return {
    id: list.id,
    page,
    pageCount,
    total: list.articles.length,
    articles: list.articles.slice(start, start + pageSize),
    first: start + 1,
  }
}

/**
 * The page number in a category address: '' (page 1) or digits without a leading zero, from 2 on
 * (`/wiki/kategori/x/1` is not an address: page 1 has none). NaN for anything else.
 */
export function parseCategoryPage(segment: string | undefined): number {
  if (segment === undefined || segment === '') return 1
  return /^[1-9]\d*$/.test(segment) && segment !== '1' ? Number(segment) : NaN
}

/** A category for the sidebar: its first articles (slug and title) and how many it has in all. */
export interface CategoryPreview {
  id: WikiCategoryId
  total: number
  articles: WikiSidebarEntry[]
}

/**
 * The sidebar's data: titles without descriptions, so that /wiki stays the same size once every category has its
 * first articles (the filter gets descriptions with the complete list, fetched on first use).
 */
export function categoryPreviews(
  categories: readonly WikiCategoryList[],
  size = SIDEBAR_PREVIEW_SIZE,
): CategoryPreview[] {
  return categories.map((list) => ({
    id: list.id,
    total: list.articles.length,
    articles: list.articles.slice(0, size).map(({ slug, title }) => ({ slug, title })),
  }))
}

/** What the pagination bar shows: page numbers, and 'gap' where a run of pages is left out. */
export type PaginationItem = number | 'gap'

/**
 * The first and last page, the current one and `around` pages either side of it; a gap of one page is shown as
 * that page (a "…" standing for a single number helps nobody). 1 2 3 4 5 … 15 · 1 … 6 7 8 … 15 · 1 … 11 12 13 14 15
 */
export function paginationItems(page: number, pageCount: number, around = 1): PaginationItem[] {
  const shown = new Set<number>([1, pageCount])
  for (let offset = -around; offset <= around; offset += 1) shown.add(page + offset)
  // Near either end, keep the bar the same length as in the middle.
  if (page <= 2 + around) for (let number = 1; number <= 3 + 2 * around; number += 1) shown.add(number)
  if (page >= pageCount - 1 - around)
    for (let number = pageCount - 2 - 2 * around; number <= pageCount; number += 1) shown.add(number)
  const numbers = [...shown].filter((number) => number >= 1 && number <= pageCount).sort((a, b) => a - b)
  const items: PaginationItem[] = []
  numbers.forEach((number, index) => {
    const previous = numbers[index - 1]
    if (previous !== undefined && number - previous === 2) items.push(previous + 1)
    else if (previous !== undefined && number - previous > 2) items.push('gap')
    items.push(number)
  })
  return items
}
