// Splits a wiki article's Markdown tree into introduction and `## ` sections. Pure, build time.
import type { Heading, List, ListItem, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { createHeadingIds, type OutlineEntry } from '../../src/shared/heading-ids.ts'
import { slugify } from '../../src/shared/text.ts'
import type { WikiBlock, WikiItem, WikiSection } from '../../src/shared/wiki-types.ts'
import { plainText, toRich } from './markdown.ts'

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
      const heading = node as Heading
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

/** The slug of `/wiki/<slug>` when the item is a single link to it and nothing else, e.g. `- [Derece Kavramı](/wiki/degree-derece-kavrami)`. */
function linkedArticleSlug(listItem: ListItem): string | undefined {
  const paragraph = listItem.children.length === 1 ? listItem.children[0] : undefined
  if (paragraph?.type !== 'paragraph' || paragraph.children.length !== 1) return undefined
  const link = paragraph.children[0]!
  if (link.type !== 'link') return undefined
  return /^\/wiki\/([a-z0-9-]+)$/.exec(link.url)?.[1]
}

function toItem(listItem: ListItem, articleSlugs: ReadonlySet<string>, ownSlug: string): WikiItem {
  const text = plainText(listItem).replace(/\s+/g, ' ').trim()
  const single = listItem.children.length === 1 && listItem.children[0]!.type === 'paragraph'
  const content = single ? toRich(listItem.children[0]!.type === 'paragraph' ? listItem.children[0]!.children : []) : toRich(listItem.children)
  // An item that is another article's title, or exactly one link to another article, cross-links to that article.
  const derived = linkedArticleSlug(listItem) ?? slugify(text)
  const linkSlug = derived !== ownSlug && articleSlugs.has(derived) ? derived : undefined
  return linkSlug ? { text, content, linkSlug } : { text, content }
}

export function toBlocks(
  body: RootContent[],
  articleSlugs: ReadonlySet<string>,
  ownSlug: string,
  headingIds: ReadonlyMap<Heading, string> = new Map(),
): WikiBlock[] {
  const blocks: WikiBlock[] = []
  for (const node of body) {
    const last = blocks[blocks.length - 1]
    if (node.type === 'list') {
      const items = (node as List).children.map((item) => toItem(item, articleSlugs, ownSlug))
      if (last?.type === 'items') last.items.push(...items)
      else blocks.push({ type: 'items', items })
    } else if (node.type === 'heading' && headingIds.has(node)) {
      const { depth } = node
      blocks.push({ type: 'heading', id: headingIds.get(node)!, title: toString(node).trim(), depth, content: toRich(node.children) })
    } else {
      const nodes = toRich([node])
      if (nodes.length === 0) continue
      if (last?.type === 'rich') last.nodes.push(...nodes)
      else blocks.push({ type: 'rich', nodes })
    }
  }
  return blocks
}

export function toSections(raw: RawSection[], articleSlugs: ReadonlySet<string>, ownSlug: string): { sections: WikiSection[]; outline: OutlineEntry[] } {
  const ids = articleHeadingIds(raw)
  const sections = raw.map((section, index) => ({
    id: ids.sections[index]!,
    title: section.title,
    ...(section.link ? { link: section.link } : {}),
    blocks: toBlocks(section.body, articleSlugs, ownSlug, ids.inner),
  }))
  return { sections, outline: ids.outline }
}
