// Shapes of the wiki data the build emits and the pages read. Pure types; build and browser.
import type { WikiCategoryId } from './content-schema'
import type { RichNode } from './rich-text'

export interface WikiItem {
  /** The item's plain text. */
  text: string
  /** Inline content (bold, code, links) of the item. */
  content: RichNode[]
  /** Slug of another article whose slug equals this item's derived slug (the spec's cross-link rule). */
  linkSlug?: string
}

export type WikiBlock = { type: 'items'; items: WikiItem[] } | { type: 'rich'; nodes: RichNode[] }

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
  intro: RichNode[]
  sections: WikiSection[]
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
