// Shapes of the wiki data the build emits and the pages read. Pure types; build and browser.
import type { WikiCategoryId } from './content-schema'
import type { OutlineEntry } from './heading-ids'
import type { RichNode } from './rich-text'

export interface WikiItem {
  /** The item's plain text (formulas left out). */
  text: string
  /** Inline content (bold, code, links) of the item. */
  content: RichNode[]
  /** Slug of another article whose slug equals this item's derived slug (the spec's cross-link rule). */
  linkSlug?: string
}

/** A `### ` (or deeper) heading inside a section, with its id (shown one level deeper than in Markdown). */
export interface WikiHeadingBlock {
  type: 'heading'
  id: string
  title: string
  /** Markdown depth: 3 for `### `. */
  depth: number
  content: RichNode[]
}

export type WikiBlock =
  { type: 'items'; items: WikiItem[] } | { type: 'rich'; nodes: RichNode[] } | WikiHeadingBlock

export interface WikiSection {
  id: string
  title: string
  /** External link given by a heading written as a link. */
  link?: string
  blocks: WikiBlock[]
}

export interface WikiArticle {
  slug: string
  title: string
  description: string
  category: WikiCategoryId
  parent?: { slug: string; title: string }
  externalUrl?: string
  /** The article has formulas (MathML): its page loads the math stylesheet. */
  math?: true
  intro: RichNode[]
  sections: WikiSection[]
  /** "Bu sayfada": the sections and their `### ` headings, with their ids. */
  outline: OutlineEntry[]
  /** Last change (YYYY-MM-DD): frontmatter `lastUpdated`, else the file's last commit, else its modification time. */
  lastUpdated: string
  /** Minutes to read (src/shared/reading-time.ts). */
  readingMinutes: number
  /** Neighbours in the category's sidebar order ("Önceki" / "Sonraki"). */
  previous?: WikiArticleLink
  next?: WikiArticleLink
  /** File name without extension: the entry's name in the browser editor (/admin/). */
  fileName: string
}

/** A link to another article: its address and title. */
export interface WikiArticleLink {
  slug: string
  title: string
}

/** Sidebar entry: what the wiki browser needs before an article is opened. */
export interface WikiListEntry {
  slug: string
  title: string
  description: string
}

export interface WikiCategoryList {
  id: WikiCategoryId
  articles: WikiListEntry[]
}

/** What the /wiki sidebar links show: the title (descriptions come with the complete list, for the filter). */
export type WikiSidebarEntry = Pick<WikiListEntry, 'slug' | 'title'> & { description?: string }
