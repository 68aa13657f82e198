// Shapes of the wiki data the build emits and the pages read. Pure types; build and browser.
import type { WikiCategoryId } from './content-schema.ts'
import type { OutlineEntry } from './heading-ids.ts'

export interface WikiSection {
  id: string
  title: string
  /** External link given by a heading written as a link. */
  link?: string
  /** The plain text of each list item, in order (the glossary links commands to the section that lists them). */
  items: string[]
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
  /** The `## ` sections; their content is HTML in the fragment /_data/wiki/<slug>.html (and `view` below). */
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
  /** The page's sidebar: the category's articles around this one (src/shared/wiki-pagination.ts, sidebarWindow). */
  sidebar?: WikiArticleSidebar
  /** File name without extension: the entry's name in the browser editor (/admin/). */
  fileName: string
}

/** An article's data file, /_data/wiki/<slug>.json: the article and the /wiki browser's in-place view as HTML. */
export type WikiArticleFile = WikiArticle & { view: string }

/** An article page's sidebar: articles of its category (this one included) and how many the category has. */
export interface WikiArticleSidebar {
  articles: WikiArticleLink[]
  total: number
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
