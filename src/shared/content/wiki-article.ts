// One wiki article from its Markdown tree to HTML, once: the content step writes the result (the page's body
// fragment, the /wiki browser's view, the search text) and the editor's preview runs the same function in the browser.
// Sections, heading ids and links, formulas (MathML), code blocks, tables and the spec's cross-links are all made here,
// as hast, and serialised by rehype-stringify. Pure: no Node, no DOM.
import type { Element, ElementContent, Properties, Root as HastRoot } from 'hast'
import type { Heading, ListItem, Root, RootContent } from 'mdast'
import { toHast, type Handler } from 'mdast-util-to-hast'
import rehypeStringify from 'rehype-stringify'
import { unified } from 'unified'
import type { WikiFrontmatter } from '../content-schema.ts'
import { renderMath } from '../math.ts'
import { readingMinutes } from '../reading-time.ts'
import { slugify } from '../text.ts'
import type { WikiArticle, WikiArticleLink, WikiArticleSidebar } from '../wiki-types.ts'
import { articleHeadingIds, hasMath, plainText, splitSections, type RawSection } from './markdown.ts'
import { alignAsClass } from './table-alignment.ts'

/** What an article is made from: its slug, frontmatter and Markdown tree (a parsed file, or the editor's form). */
export interface WikiSource {
  slug: string
  frontmatter: WikiFrontmatter
  tree: Root
}

/** What an article takes from the rest of the wiki and from its file. */
export interface WikiArticleContext {
  /** Every article's slug: list items named after another article link to it. */
  slugs: ReadonlySet<string>
  /** Slug → title, for the parent's name. */
  titles: ReadonlyMap<string, string>
  /** The "Son güncelleme" day, YYYY-MM-DD. */
  lastUpdated: string
  /** "Önceki" / "Sonraki" in the category's sidebar order. */
  neighbours?: { previous?: WikiArticleLink; next?: WikiArticleLink; sidebar?: WikiArticleSidebar }
  /** The file name without extension (the browser editor's entry name). */
  fileName: string
}

/** An article as the content step hands it on: its data, and its body as HTML in the two forms the site shows. */
export interface RenderedWikiArticle {
  article: WikiArticle
  /** The article page's body (introduction, 'Konular' and the sections), the fragment /_data/wiki/<slug>.html. */
  html: string
  /** The /wiki browser's in-place view of the same body (introduction, 'Öne Çıkanlar' and the sections as disclosures). */
  viewHtml: string
  /** The body as plain text, formulas left out: search and reading time. */
  text: string
}

// ---- hast helpers -------------------------------------------------------------------------------------------------

const h = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const text = (value: string): ElementContent => ({ type: 'text', value })
const NEW_TAB = { target: '_blank', rel: ['noopener', 'noreferrer'] }
const newTabNote = () => h('span', { className: ['sr-only'] }, [text(' (yeni sekmede açılır)')])

/**
 * A heading with its link to itself, side by side in a wrapper, so the link is not part of the heading's own text
 * (screen readers' heading lists stay clean). MDX pages use it too (scripts/content/mdx-plugins.ts).
 */
export function anchoredHeading(heading: Element, id: string, title: string): Element {
  return h('div', { className: ['heading-wrapper', `heading-level-${heading.tagName.slice(1)}`] }, [
    heading,
    h('a', { className: ['heading-anchor'], href: `#${id}` }, [
      h('span', { ariaHidden: 'true' }, [text('#')]),
      h('span', { className: ['sr-only'] }, [text(`Bu bölüme bağlantı: ${title}`)]),
    ]),
  ])
}

/** The two lucide icons the body uses (same drawing and classes as lucide-react's; a unit test compares them). */
const ICON_PATHS = {
  'external-link': ['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'],
  'chevron-down': ['m6 9 6 6 6-6'],
} as const
export function icon(name: keyof typeof ICON_PATHS, className: string): Element {
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: ['lucide', `lucide-${name}`, ...className.split(' ')],
      ariaHidden: 'true',
    },
    ICON_PATHS[name].map((d) => h('path', { d })),
  )
}

// ---- Markdown → hast (formulas as MathML) -------------------------------------------------------------------------

const TEX_DISPLAY = 'tex-display'
const TEX_INLINE = 'tex-inline'
const texElement =
  (tagName: string): Handler =>
  (_state, node: { value: string }): Element =>
    h(tagName, {}, [text(node.value)])
const mathHandlers = { math: texElement(TEX_DISPLAY), inlineMath: texElement(TEX_INLINE) }

/** Line breaks between blocks are dropped; a space between two inline parts (`**Terim:** $x$`) is kept. */
const isBlockSeparator = (node: ElementContent) =>
  node.type === 'text' && node.value.trim() === '' && node.value.includes('\n')

/** Markdown nodes → hast as authored (raw HTML is dropped: authors write Markdown, not HTML). */
function toRawHast(nodes: readonly RootContent[]): ElementContent[] {
  const hast = toHast({ type: 'root', children: [...nodes] }, { handlers: mathHandlers }) as HastRoot
  return (hast.children as ElementContent[]).filter((node) => !isBlockSeparator(node))
}

/** Readable text of authored hast; formulas left out. */
function textOf(nodes: readonly ElementContent[]): string {
  let result = ''
  for (const node of nodes) {
    if (node.type === 'text') result += node.value
    else if (node.type === 'element' && node.tagName !== TEX_DISPLAY && node.tagName !== TEX_INLINE)
      result += textOf(node.children)
  }
  return result
}

const isExternal = (href: unknown) => typeof href === 'string' && /^https?:\/\//i.test(href)

/** Authored hast → the site's markup: MathML, new-tab links, scrollable tables and code blocks with their copy button. */
function present(node: ElementContent): ElementContent[] {
  if (node.type === 'text') return [node]
  if (node.type !== 'element') return []
  if (node.tagName === TEX_DISPLAY || node.tagName === TEX_INLINE) {
    const tex = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('')
    const result = renderMath(tex, node.tagName === TEX_DISPLAY)
    // Formulas were checked while parsing (findMathProblems); the TeX is shown only if that check was skipped.
    return [result.ok ? result.node : h('code', {}, [text(tex)])]
  }
  // Column alignment as a class: the CSP blocks style attributes.
  const properties: Properties = alignAsClass({ ...node.properties })
  const children = node.children.flatMap(present)
  switch (node.tagName) {
    case 'a': {
      const external = isExternal(properties.href)
      return [
        h(
          'a',
          external ? { ...properties, ...NEW_TAB } : properties,
          external ? [...children, newTabNote()] : children,
        ),
      ]
    }
    case 'img':
      return [h('img', { ...properties, loading: 'lazy' }, children)]
    case 'input':
      return [h('input', { ...properties, readOnly: true }, children)]
    // A wide table scrolls sideways inside its own box (focusable, so keyboards can scroll it); the page never widens.
    case 'table':
      return [
        h(
          'div',
          { className: ['not-prose', 'table-scroll'], role: 'region', ariaLabel: 'Tablo', tabIndex: 0 },
          [h('table', { ...properties, className: ['data-table'] }, children)],
        ),
      ]
    // The copy button is hidden until the page's script shows it (src/components/reading/reading-enhancements.ts).
    case 'pre':
      return [
        h('div', { className: ['code-block'] }, [
          h('pre', { tabIndex: 0, ...properties }, children),
          h(
            'button',
            {
              type: 'button',
              hidden: true,
              dataCopyCode: 'true',
              className: ['copy-button', 'print:hidden'],
            },
            [text('Kopyala')],
          ),
          h('span', { role: 'status', className: ['sr-only'], dataCopyStatus: 'true' }),
        ]),
      ]
    default:
      return [h(node.tagName, properties, children)]
  }
}

const rich = (nodes: readonly RootContent[]) => toRawHast(nodes)
const shown = (raw: readonly ElementContent[]) => raw.flatMap(present)

// ---- sections and their blocks ------------------------------------------------------------------------------------

/** The slug of `/wiki/<slug>` when the item is a single link to it and nothing else, e.g. `- [Derece Kavramı](/wiki/degree-derece-kavrami)`. */
function linkedArticleSlug(listItem: ListItem): string | undefined {
  const paragraph = listItem.children.length === 1 ? listItem.children[0] : undefined
  if (paragraph?.type !== 'paragraph' || paragraph.children.length !== 1) return undefined
  const link = paragraph.children[0]!
  if (link.type !== 'link') return undefined
  return /^\/wiki\/([a-z0-9-]+)$/.exec(link.url)?.[1]
}

type Block =
  | { type: 'items'; items: { text: string; raw: ElementContent[]; linkSlug?: string }[] }
  | { type: 'heading'; id: string; title: string; depth: number; raw: ElementContent[] }
  | { type: 'rich'; raw: ElementContent[] }

interface Links {
  slugs: ReadonlySet<string>
  ownSlug: string
}

function toBlocks(
  body: readonly RootContent[],
  links: Links,
  headingIds: ReadonlyMap<Heading, string>,
): Block[] {
  const blocks: Block[] = []
  for (const node of body) {
    const last = blocks[blocks.length - 1]
    if (node.type === 'list') {
      const items = node.children.map((listItem) => {
        const itemText = plainText(listItem).replace(/\s+/g, ' ').trim()
        const only = listItem.children.length === 1 ? listItem.children[0] : undefined
        const raw = rich(only?.type === 'paragraph' ? only.children : listItem.children)
        // An item that is another article's title, or exactly one link to another article, cross-links to that article.
        const derived = linkedArticleSlug(listItem) ?? slugify(itemText)
        const linkSlug = derived !== links.ownSlug && links.slugs.has(derived) ? derived : undefined
        return linkSlug ? { text: itemText, raw, linkSlug } : { text: itemText, raw }
      })
      if (last?.type === 'items') last.items.push(...items)
      else blocks.push({ type: 'items', items })
    } else if (node.type === 'heading' && headingIds.has(node)) {
      const raw = rich(node.children)
      blocks.push({
        type: 'heading',
        id: headingIds.get(node)!,
        title: textOf(raw).trim(),
        depth: node.depth,
        raw,
      })
    } else {
      const raw = rich([node])
      if (raw.length === 0) continue
      if (last?.type === 'rich') last.raw.push(...raw)
      else blocks.push({ type: 'rich', raw })
    }
  }
  return blocks
}

function blocksText(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) =>
    block.type === 'items'
      ? block.items.map((item) => item.text)
      : block.type === 'heading'
        ? [block.title]
        : [textOf(block.raw)],
  )
}

/** The page shows items as written; the /wiki view links an item named after another article to it (new tab). */
function blocksMarkup(blocks: readonly Block[], form: 'page' | 'view'): Element[] {
  return blocks.map((block) => {
    if (block.type === 'heading') {
      // A `### ` heading sits one level below its section's title, which is itself one level below the Markdown's.
      const heading = h(
        `h${Math.min(block.depth + 1, 6)}`,
        { id: block.id, className: ['pt-2', 'text-lg', 'font-semibold'] },
        shown(block.raw),
      )
      return form === 'page' ? anchoredHeading(heading, block.id, block.title) : heading
    }
    if (block.type === 'rich') return h('div', { className: ['prose-content'] }, shown(block.raw))
    return h(
      'ul',
      // Links in items look like links (İlgili Makaleler is a list of them): the list is not reading text's prose.
      {
        className: [
          'list-disc',
          'space-y-2',
          'pl-6',
          '[&_a]:text-accent',
          '[&_a]:underline',
          '[&_a]:underline-offset-2',
          '[&_a:hover]:text-accent-strong',
        ],
      },
      block.items.map((item) =>
        h(
          'li',
          {},
          form === 'view' && item.linkSlug
            ? [
                h(
                  'a',
                  {
                    href: `/wiki/${item.linkSlug}`,
                    ...NEW_TAB,
                    className: [
                      'font-medium',
                      'text-accent',
                      'underline',
                      'underline-offset-2',
                      'hover:text-accent-strong',
                    ],
                  },
                  // Plain text: the item may itself be a link to the article, and links cannot nest.
                  [text(item.text), newTabNote()],
                ),
              ]
            : shown(item.raw),
        ),
      ),
    )
  })
}

/** The external-link icon of a section whose heading was written as a link (the section's source, new tab). */
function sourceLink(section: RawSection, className: string): Element[] {
  if (!section.link) return []
  return [
    h('a', { href: section.link, ...NEW_TAB, className: className.split(' ') }, [
      icon('external-link', 'size-4'),
      h('span', { className: ['sr-only'] }, [text(`${section.title}: kaynağı yeni sekmede aç`)]),
    ]),
  ]
}

const stringify = unified().use(rehypeStringify)
/** HTML of hast nodes, serialised the one way the site does (the editor's formula preview uses it too). */
export const toHtml = (children: ElementContent[]) => stringify.stringify({ type: 'root', children })

/** One article as the site renders it, with its body in HTML. Pure: the browser editor's preview runs it too. */
export function renderWikiArticle(source: WikiSource, context: WikiArticleContext): RenderedWikiArticle {
  const { intro, sections: raw } = splitSections(source.tree)
  const ids = articleHeadingIds(raw)
  const links = { slugs: context.slugs, ownSlug: source.slug }
  const introRaw = rich(intro)
  const sections = raw.map((section, index) => ({
    section,
    id: ids.sections[index]!,
    blocks: toBlocks(section.body, links, ids.inner),
  }))
  const bodyText = [textOf(introRaw), ...sections.flatMap(({ blocks }) => blocksText(blocks))].join('\n')

  const page = toHtml([
    h('div', { className: ['prose-content', 'mt-8'] }, shown(introRaw)),
    h('h2', { className: ['mt-12', 'text-2xl', 'font-bold', 'tracking-tight'] }, [text('Konular')]),
    h(
      'div',
      { className: ['mt-6', 'space-y-10'] },
      sections.map(({ section, id, blocks }) =>
        h('section', { ariaLabelledBy: [id], className: ['max-w-[72ch]', 'space-y-4', 'leading-relaxed'] }, [
          anchoredHeading(
            h('h3', { id, className: ['flex', 'items-center', 'gap-2', 'text-xl', 'font-semibold'] }, [
              text(section.title),
              ...sourceLink(section, 'ml-2 inline-block align-[-0.1em] text-accent hover:text-accent-strong'),
            ]),
            id,
            section.title,
          ),
          ...blocksMarkup(blocks, 'page'),
        ]),
      ),
    ),
  ])
  const view = toHtml([
    h('div', { className: ['prose-content', 'mt-6'] }, shown(introRaw)),
    h('h3', { className: ['mt-10', 'text-xl', 'font-bold'] }, [text('Öne Çıkanlar')]),
    h(
      'div',
      { className: ['mt-4', 'space-y-3'] },
      sections.map(({ section, id, blocks }) =>
        h('div', { className: ['relative', 'rounded-card', 'border', 'border-line', 'bg-raised'] }, [
          h('details', { className: ['group'], id }, [
            h(
              'summary',
              {
                className:
                  'flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-card px-5 py-3 pr-24 font-semibold hover:text-accent [&::-webkit-details-marker]:hidden'.split(
                    ' ',
                  ),
              },
              [
                icon('chevron-down', 'size-5 shrink-0 transition-transform group-open:rotate-180'),
                text(section.title),
              ],
            ),
            h(
              'div',
              { className: ['space-y-4', 'border-t', 'border-line', 'px-5', 'py-4', 'leading-relaxed'] },
              blocksMarkup(blocks, 'view'),
            ),
          ]),
          ...sourceLink(
            section,
            'absolute top-1.5 right-3 inline-flex size-11 items-center justify-center rounded-button text-accent hover:bg-surface',
          ),
        ]),
      ),
    ),
  ])

  const { title, description, category, parent, externalUrl } = source.frontmatter
  const article: WikiArticle = {
    slug: source.slug,
    title,
    description,
    category,
    ...(parent ? { parent: { slug: parent, title: context.titles.get(parent) ?? parent } } : {}),
    ...(externalUrl ? { externalUrl } : {}),
    ...(hasMath(source.tree) ? { math: true } : {}),
    sections: sections.map(({ section, id, blocks }) => ({
      id,
      title: section.title,
      ...(section.link ? { link: section.link } : {}),
      items: blocks.flatMap((block) => (block.type === 'items' ? block.items.map((item) => item.text) : [])),
    })),
    outline: ids.outline,
    lastUpdated: context.lastUpdated,
    readingMinutes: readingMinutes(bodyText),
    ...context.neighbours,
    fileName: context.fileName,
  }
  return { article, html: page, viewHtml: view, text: bodyText }
}

/** Markdown nodes as the article body shows them (links, formulas, tables, code blocks), as HTML. */
export function markdownHtml(nodes: readonly RootContent[]): string {
  return toHtml(shown(rich(nodes)))
}
