// Splits a wiki article's Markdown tree into introduction and `## ` sections. Pure, build time.
import type { Heading, List, ListItem, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
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

/** Unique, Turkish-folded section ids: 'İlgili Makaleler' → 'ilgili-makaleler'. */
export function sectionIds(titles: string[]): string[] {
  const seen = new Map<string, number>()
  return titles.map((title) => {
    const base = slugify(title) || 'bolum'
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count === 0 ? base : `${base}-${count}`
  })
}

function toItem(listItem: ListItem, articleSlugs: ReadonlySet<string>, ownSlug: string): WikiItem {
  const text = plainText(listItem).replace(/\s+/g, ' ').trim()
  const single = listItem.children.length === 1 && listItem.children[0]!.type === 'paragraph'
  const content = single ? toRich(listItem.children[0]!.type === 'paragraph' ? listItem.children[0]!.children : []) : toRich(listItem.children)
  const derived = slugify(text)
  const linkSlug = derived !== ownSlug && articleSlugs.has(derived) ? derived : undefined
  return linkSlug ? { text, content, linkSlug } : { text, content }
}

export function toBlocks(body: RootContent[], articleSlugs: ReadonlySet<string>, ownSlug: string): WikiBlock[] {
  const blocks: WikiBlock[] = []
  for (const node of body) {
    const last = blocks[blocks.length - 1]
    if (node.type === 'list') {
      const items = (node as List).children.map((item) => toItem(item, articleSlugs, ownSlug))
      if (last?.type === 'items') last.items.push(...items)
      else blocks.push({ type: 'items', items })
    } else {
      const nodes = toRich([node])
      if (nodes.length === 0) continue
      if (last?.type === 'rich') last.nodes.push(...nodes)
      else blocks.push({ type: 'rich', nodes })
    }
  }
  return blocks
}

export function toSections(raw: RawSection[], articleSlugs: ReadonlySet<string>, ownSlug: string): WikiSection[] {
  const ids = sectionIds(raw.map((section) => section.title))
  return raw.map((section, index) => ({
    id: ids[index]!,
    title: section.title,
    ...(section.link ? { link: section.link } : {}),
    blocks: toBlocks(section.body, articleSlugs, ownSlug),
  }))
}
