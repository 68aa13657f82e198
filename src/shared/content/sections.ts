// Splits a wiki article's Markdown tree into introduction and `## ` sections, and gives every heading its id. Pure:
// the content step and the editor's preview both use it, so sections and ids are computed in one place.
import type { Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { createHeadingIds, type OutlineEntry } from '../heading-ids.ts'

export interface RawSection {
  title: string
  link?: string
  body: RootContent[]
}

export function splitSections(tree: Root): { intro: RootContent[]; sections: RawSection[] } {
  const intro: RootContent[] = []
  const sections: RawSection[] = []
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      const heading = node
      const only = heading.children.length === 1 ? heading.children[0] : undefined
      sections.push({
        title: toString(heading).trim(),
        link: only?.type === 'link' ? only.url : undefined,
        body: [],
      })
    } else if (sections.length > 0) {
      sections[sections.length - 1]!.body.push(node)
    } else {
      intro.push(node)
    }
  }
  return { intro, sections }
}

/** Heading ids of an article, in document order: each section's `## ` title, then the `### `… headings inside it. */
export interface ArticleHeadingIds {
  sections: string[]
  /** Ids of the headings inside sections (`### ` and deeper). */
  inner: Map<Heading, string>
  /** The contents list: sections (level 2) and their `### ` headings (level 3). */
  outline: OutlineEntry[]
}

/** One id per heading with the shared rule (src/shared/heading-ids.ts): 'İlgili Makaleler' → 'ilgili-makaleler'. */
export function articleHeadingIds(raw: readonly RawSection[]): ArticleHeadingIds {
  const nextId = createHeadingIds()
  const ids: ArticleHeadingIds = { sections: [], inner: new Map(), outline: [] }
  for (const section of raw) {
    const id = nextId(section.title)
    ids.sections.push(id)
    ids.outline.push({ id, title: section.title, level: 2 })
    for (const node of section.body) {
      if (node.type !== 'heading') continue
      const title = toString(node).trim()
      const innerId = nextId(title)
      ids.inner.set(node, innerId)
      if (node.depth === 3) ids.outline.push({ id: innerId, title, level: 3 })
    }
  }
  return ids
}
