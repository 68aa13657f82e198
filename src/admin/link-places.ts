// Where the site's files link to an article, and the edits a rename or a deletion makes there: each link in an
// article's or page's text (with its sentence), each address in a data file (a glossary entry's related pages, a
// card's link), and each article naming it as its parent. An edit changes only the characters of that place, so the
// file stays as a person wrote it. Pure (browser and tests).
import type { Link, List, ListItem, Nodes, Root } from 'mdast'
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  visit as visitYaml,
  type Pair,
  type Scalar,
  type YAMLSeq,
} from 'yaml'
import { comparableText, linkedPage } from '../shared/content/link-texts.ts'
import { parseMarkdown, plainText } from '../shared/content/markdown.ts'
import { visit } from 'unist-util-visit'
import { splitFrontmatter } from './file-formats.ts'

export interface RepositoryFile {
  path: string
  /** What staff call it: an article's or page's title, a data form's name. */
  title: string
  text: string
}

export type PlaceKind =
  /** A link in running text: `[words](/wiki/x)`. */
  | 'text'
  /** A list item that is nothing but a link (a list of related pages). */
  | 'list-item'
  /** An address in a data file's list of addresses (a glossary entry's `related`). */
  | 'address-list'
  /** A data item with its own words and link (`title` + `url`). */
  | 'item'
  /** Any other address: a data value, an MDX component's `href`, a link definition. */
  | 'address'
  /** An article's `parent`. */
  | 'parent'

/** The list a place is an entry of (a list of links, a YAML list of addresses). */
export interface PlaceList {
  /** Unique in its file: where the list starts. */
  key: number
  /** Each entry's page and where its address starts. */
  entries: { page: string; at: number }[]
  /** A YAML list whose every entry goes is written `[]`: the characters to replace, and with what. */
  empty?: { range: [number, number]; text: string }
}

export interface LinkPlace {
  /** `file#n`: unique and stable while the file does not change. */
  id: string
  file: string
  fileTitle: string
  kind: PlaceKind
  /** The words of the link (an item's title), or null where the address stands alone. */
  text: string | null
  /** What staff read to recognise the place: the sentence, or the entry and field of a data file. */
  context: string
  /** The address as written, `#part` included. */
  address: string
  /** The link's page, without `#part`. */
  page: string
  /** Offsets in the file's text: the address, and the words (when the place has words). */
  at: {
    address: [number, number]
    text?: [number, number]
    whole: [number, number]
    inner?: [number, number]
  }
  /** Whether the link can go while its words stay ('text') or the entry can leave its list. */
  removable: boolean
  list?: PlaceList
}

export type PlaceAction =
  /**
   * Lead to `to`. `title`: that page's title, which words naming the old article take. `samePage`: the article
   * itself under a new address, so a link to a part of it (`#kurulum`) keeps that part.
   */
  | { kind: 'point'; to: string; title?: string; samePage?: boolean }
  /** 'text': the words stay without the link; a list item, a list's address: the entry leaves the list. */
  | { kind: 'remove' }
  | { kind: 'keep' }

const SENTENCE_END = /[.!?…](?=\s|$)/g

/** The sentence of `text` around [start, end). Pure. */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = 0
  let to = text.length
  for (const match of text.matchAll(SENTENCE_END)) {
    const at = match.index
    if (at < start) from = at + 1
    else if (at >= end) {
      to = at + 1
      break
    }
  }
  return text.slice(from, to).replace(/\s+/g, ' ').trim()
}

/** The plain text of an inline container and where each link's words start and end in it. */
function inlineText(node: Nodes, links: Map<Link, [number, number]>, into = { text: '' }): string {
  if (node.type === 'link') {
    const start = into.text.length
    into.text += plainText(node)
    links.set(node, [start, into.text.length])
  } else if ('children' in node) for (const child of node.children as Nodes[]) inlineText(child, links, into)
  else into.text += plainText(node)
  return into.text
}

/** The list items of `list` when each is nothing but one link. */
function linkOnlyItems(list: List): ListItem[] | null {
  const items = list.children.filter((item) => {
    const only = item.children.length === 1 ? item.children[0] : undefined
    return only?.type === 'paragraph' && only.children.length === 1 && only.children[0]!.type === 'link'
  })
  return items.length === list.children.length && items.length > 0 ? items : null
}

const matchesAny = (url: string, addresses: readonly string[]) => {
  const page = linkedPage(url)
  return page !== null && addresses.includes(page)
}

/** The links of a Markdown or MDX body (`offset`: where the body starts in the file) to any of `addresses`. */
function markdownPlaces(file: RepositoryFile, body: string, offset: number, addresses: readonly string[]) {
  const places: Omit<LinkPlace, 'id'>[] = []
  let tree: Root
  try {
    tree = parseMarkdown(body, file.path.endsWith('.mdx'))
  } catch {
    return places
  }
  const base = { file: file.path, fileTitle: file.title }
  // The headings in the order of the text: a list of links is named by the one above it ("İlgili Makaleler").
  const headings: { at: number; text: string }[] = []
  visit(tree, 'heading', (heading) => {
    headings.push({ at: heading.position!.start.offset!, text: plainText(heading) })
  })
  const itemOf = new Map<Link, { item: ListItem; list: PlaceList }>()
  visit(tree, 'list', (list: List) => {
    const items = linkOnlyItems(list)
    if (!items) return
    const links = items.map((item) => (item.children[0] as { children: Link[] }).children[0]!)
    const shared: PlaceList = {
      key: offset + list.position!.start.offset!,
      entries: links.flatMap((link) => {
        const at = addressStart(body, link)
        const page = linkedPage(link.url)
        return at === null || page === null ? [] : [{ page, at: offset + at }]
      }),
    }
    items.forEach((item, index) => itemOf.set(links[index]!, { item, list: shared }))
  })
  // Blocks whose text is shown as the place's sentence.
  visit(tree, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return
    const links = new Map<Link, [number, number]>()
    const text = inlineText(node, links)
    for (const [link, [start, end]] of links) {
      if (!matchesAny(link.url, addresses) || !link.position) continue
      const whole: [number, number] = [link.position.start.offset!, link.position.end.offset!]
      const source = body.slice(...whole)
      const inner = wordsOf(link)
      const at = addressStart(body, link)
      if (!source.startsWith('[') || at === null) continue
      const item = itemOf.get(link)
      places.push({
        ...base,
        kind: item ? 'list-item' : 'text',
        text: plainText(link),
        context: item ? listContext(headings, whole[0], plainText(link)) : sentenceAround(text, start, end),
        address: link.url,
        page: linkedPage(link.url)!,
        at: {
          address: [offset + at, offset + at + link.url.length],
          text: [offset + inner[0], offset + inner[1]],
          whole: item
            ? lineOf(body, item.item.position!.start.offset!, item.item.position!.end.offset!, offset)
            : [offset + whole[0], offset + whole[1]],
          inner: [offset + inner[0], offset + inner[1]],
        },
        removable: true,
        ...(item ? { list: item.list } : {}),
      })
    }
  })
  // Link definitions and components' `href`: the address alone.
  visit(tree, (node) => {
    let url: string | undefined
    if (node.type === 'definition') url = node.url
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      url = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'href',
      )?.value as string | undefined
    if (typeof url !== 'string' || !matchesAny(url, addresses) || !node.position) return
    const from = node.position.start.offset!
    const at = body.indexOf(url, from)
    if (at < 0 || at > node.position.end.offset!) return
    places.push({
      ...base,
      kind: 'address',
      text: null,
      context: body.slice(from, node.position.end.offset).split('\n')[0]!.slice(0, 160),
      address: url,
      page: linkedPage(url)!,
      at: {
        address: [offset + at, offset + at + url.length],
        whole: [offset + at, offset + at + url.length],
      },
      removable: false,
    })
  })
  return places
}

/** An entry of a list of links, named by the list's heading: `“İlgili Makaleler” listesi: Özel Araç Çubuğu`. */
function listContext(headings: readonly { at: number; text: string }[], at: number, words: string): string {
  const heading = headings.filter((candidate) => candidate.at < at).at(-1)
  return heading ? `“${heading.text}” listesi: ${words}` : `Bağlantı listesi: ${words}`
}

/** Where a link's words are in its Markdown: between its brackets. */
function wordsOf(link: Link): [number, number] {
  const first = link.children[0]?.position?.start.offset
  const last = link.children.at(-1)?.position?.end.offset
  const open = link.position!.start.offset! + 1
  return first !== undefined && last !== undefined ? [first, last] : [open, open]
}

/** Where a link's address starts in its Markdown (`[words](address`), or null for another form of link. */
function addressStart(body: string, link: Link): number | null {
  const after = wordsOf(link)[1]
  const tail = /^\]\(\s*<?/.exec(body.slice(after))
  return tail ? after + tail[0].length : null
}

/** The whole lines from `start` to `end` of `text` (the line break after them included), shifted by `offset`. */
function lineOf(text: string, start: number, end: number, offset = 0): [number, number] {
  const from = text.lastIndexOf('\n', start - 1) + 1
  const next = text.indexOf('\n', end)
  return [offset + from, offset + (next < 0 ? text.length : next + 1)]
}

/** Keys whose text names the entry a data place belongs to, in order of preference. */
const ENTRY_NAMES = ['term', 'title', 'name', 'label', 'question', 'id']
const TEXT_KEYS = ['title', 'label', 'name']
const LINK_KEYS = ['url', 'href', 'link']
const FIELD_WORDS: Record<string, string> = {
  related: 'ilgili sayfalar',
  url: 'bağlantı',
  href: 'bağlantı',
  link: 'bağlantı',
}

/** The addresses a data file's YAML gives to any of `addresses`. */
function yamlPlaces(file: RepositoryFile, text: string, offset: number, addresses: readonly string[]) {
  const places: Omit<LinkPlace, 'id'>[] = []
  const document = parseDocument(text)
  if (document.errors.length > 0) return places
  visitYaml(document, {
    Scalar(_key, node, path) {
      if (typeof node.value !== 'string' || !matchesAny(node.value, addresses) || !node.range) return
      const parent = path.at(-1)
      const at = text.indexOf(node.value, node.range[0])
      const address: [number, number] = [offset + at, offset + at + node.value.length]
      const maps = path.filter(isMap)
      const entry = maps.at(-1)
      const field = [...path].reverse().find(isPair)
      const fieldName = field && isScalar(field.key) ? String(field.key.value) : ''
      const entryName = ENTRY_NAMES.map((key) => entry?.get(key)).find(
        (value): value is string => typeof value === 'string',
      )
      // The file names the group the place is listed under; the place is its entry and field.
      const where = [entryName ? `“${entryName}”` : '', FIELD_WORDS[fieldName] ?? fieldName]
        .filter(Boolean)
        .join(' › ')
      const base = {
        file: file.path,
        fileTitle: file.title,
        address: node.value,
        page: linkedPage(node.value)!,
      }
      if (isSeq(parent)) {
        places.push({
          ...base,
          kind: 'address-list',
          text: null,
          context: where,
          at: { address, whole: seqItemRange(text, parent.flow === true, node, offset) },
          removable: true,
          list: yamlList(text, parent, field, offset),
        })
        return
      }
      const textKey =
        entry && LINK_KEYS.includes(fieldName)
          ? TEXT_KEYS.find((key) => typeof entry.get(key) === 'string')
          : undefined
      const title: Scalar | undefined = textKey ? entry!.get(textKey, true) : undefined
      if (title?.range) {
        const start = text.indexOf(String(title.value), title.range[0])
        places.push({
          ...base,
          kind: 'item',
          text: String(title.value),
          context: where,
          at: {
            address,
            text: [offset + start, offset + start + String(title.value).length],
            whole: address,
          },
          removable: false,
        })
        return
      }
      places.push({
        ...base,
        kind: 'address',
        text: null,
        context: where,
        at: { address, whole: address },
        removable: false,
      })
    },
  })
  return places
}

/** A YAML list of addresses as a place's list: its entries, and how it is written once it has none. */
function yamlList(text: string, seq: YAMLSeq, field: Pair | undefined, offset: number): PlaceList {
  const [start, end] = seq.range!
  const entries = seq.items.flatMap((item) => {
    if (!isScalar(item) || typeof item.value !== 'string' || !item.range) return []
    const page = linkedPage(item.value)
    return page === null ? [] : [{ page, at: offset + text.indexOf(item.value, item.range[0]) }]
  })
  // `key: [a]` → `key: []`; a block list goes with its lines, and `key:` gets `[]` after its colon.
  const colon =
    field?.key && isScalar(field.key) && field.key.range ? text.indexOf(':', field.key.range[1]) : -1
  const empty: PlaceList['empty'] = seq.flow
    ? { range: [offset + start, offset + end], text: '[]' }
    : colon >= 0
      ? { range: [offset + colon + 1, offset + lineOf(text, end - 1, end - 1)[1]], text: ' []\n' }
      : undefined
  return { key: offset + start, entries, ...(empty ? { empty } : {}) }
}

/** An item of a list of addresses with what separates it from its neighbours: what goes when the item does. */
function seqItemRange(text: string, flow: boolean, node: Scalar, offset: number): [number, number] {
  const [start, end] = [node.range![0], node.range![1]]
  if (!flow) return lineOf(text, start, end, offset)
  const after = /^\s*,\s*/.exec(text.slice(end))
  if (after) return [offset + start, offset + end + after[0].length]
  const before = /,\s*$/.exec(text.slice(0, start))
  return before ? [offset + before.index, offset + end] : [offset + start, offset + end]
}

/** Every place of `files` that links to any of `addresses` (the article's address and its former ones). */
export function linkPlaces(files: readonly RepositoryFile[], addresses: readonly string[]): LinkPlace[] {
  return files.flatMap((file) => {
    const found: Omit<LinkPlace, 'id'>[] = []
    if (/\.mdx?$/.test(file.path)) {
      const { frontmatter, body } = splitFrontmatter(file.text)
      found.push(...markdownPlaces(file, body, file.text.length - body.length, addresses))
      const parent = /^parent:[ \t]*["']?([\w-]+)["']?[ \t]*$/m.exec(frontmatter)
      if (parent && addresses.includes(`/wiki/${parent[1]}`)) {
        const start = file.text.indexOf(parent[0])
        const value = start + parent[0].indexOf(parent[1]!)
        found.push({
          file: file.path,
          fileTitle: file.title,
          kind: 'parent',
          text: null,
          context: 'Üst makale',
          address: `/wiki/${parent[1]}`,
          page: `/wiki/${parent[1]}`,
          at: {
            address: [value, value + parent[1]!.length],
            whole: lineOf(file.text, start, start + parent[0].length),
          },
          removable: true,
        })
      }
    } else if (/\.ya?ml$/.test(file.path)) found.push(...yamlPlaces(file, file.text, 0, addresses))
    return found.map((place, index) => ({ ...place, id: `${file.path}#${index}` }))
  })
}

interface Edit {
  from: number
  to: number
  text: string
}

/** `text` with the edits made (they do not overlap). */
function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = text
  for (const edit of [...edits].sort((a, b) => b.from - a.from))
    result = result.slice(0, edit.from) + edit.text + result.slice(edit.to)
  return result
}

/** A YAML scalar's text for `value`: plain where YAML reads it back as the same text, else double-quoted. */
function yamlText(value: string, written: string): string {
  const quoted = /^["']/.test(written)
  if (!quoted) {
    const read = parseDocument(`k: ${value}`).toJS() as { k?: unknown } | null
    if (read?.k === value) return value
  }
  return JSON.stringify(value)
}

export interface RewriteOptions {
  /** The article's title before: words that were it take the title of the page they now lead to. */
  oldTitle?: string
  /** The page a file is, by its repository path: a place pointed there would be a self-link. */
  pageOf?: (file: string) => string | undefined
}

/** The characters a place's action changes. */
function placeEdits(place: LinkPlace, action: PlaceAction, text: string, options: RewriteOptions): Edit[] {
  if (action.kind === 'keep') return []
  if (action.kind === 'remove') {
    if (!place.removable) return []
    // Words without their link; an entry out of its list; an article without its parent.
    const words = place.kind === 'text' ? text.slice(...place.at.inner!) : ''
    return [{ from: place.at.whole[0], to: place.at.whole[1], text: words }]
  }
  if (place.kind === 'parent')
    return [{ from: place.at.address[0], to: place.at.address[1], text: action.to.replace(/^\/wiki\//, '') }]
  // The same page under a new address keeps the part of it a link points to; another page has other parts.
  const hash = place.address.includes('#') ? place.address.slice(place.address.indexOf('#')) : ''
  const edits: Edit[] = [
    {
      from: place.at.address[0],
      to: place.at.address[1],
      text: `${action.to}${action.samePage ? hash : ''}`,
    },
  ]
  const words = place.text !== null && place.at.text ? text.slice(...place.at.text) : null
  if (
    words !== null &&
    action.title &&
    options.oldTitle &&
    comparableText(place.text!) === comparableText(options.oldTitle) &&
    comparableText(place.text!) !== comparableText(action.title)
  )
    edits.push({
      from: place.at.text![0],
      to: place.at.text![1],
      text: place.kind === 'item' ? yamlText(action.title, words) : markdownWords(action.title),
    })
  return edits
}

/** A title as the words of a Markdown link: the characters Markdown would read as marks are escaped. */
const markdownWords = (title: string) => title.replace(/([[\]\\*_`])/g, '\\$1')

/**
 * The files after the actions chosen for their places, only those that change. A place pointed to the page its own
 * file is becomes words without a link (an entry of a list leaves it): no page links to itself. An entry of a list
 * pointed to a page the list already names leaves it: no list names a page twice. A YAML list left with no entry is
 * written `[]`. Pure.
 */
export function rewritePlaces(
  files: readonly RepositoryFile[],
  places: readonly LinkPlace[],
  actionOf: (place: LinkPlace) => PlaceAction,
  options: RewriteOptions = {},
): RepositoryFile[] {
  const changed: RepositoryFile[] = []
  for (const file of files) {
    const own = places
      .filter((place) => place.file === file.path)
      .sort((a, b) => a.at.address[0] - b.at.address[0])
    if (own.length === 0) continue
    const self = options.pageOf?.(file.path)
    const actions = new Map<LinkPlace, PlaceAction>()
    // Each list's entries as they will be: the page each leads to, or null once it has left the list.
    const lists = new Map<number, Map<number, string | null>>()
    for (const place of own) {
      if (place.list && !lists.has(place.list.key))
        lists.set(place.list.key, new Map(place.list.entries.map((entry) => [entry.at, entry.page])))
    }
    for (const place of own) {
      let action = actionOf(place)
      if (action.kind === 'point' && action.to === self && place.removable) action = { kind: 'remove' }
      const list = place.list && lists.get(place.list.key)
      if (list && action.kind === 'point') {
        const to = action.to
        const taken = [...list].some(([at, page]) => at !== place.at.address[0] && page === to)
        if (taken) action = { kind: 'remove' }
      }
      if (list && action.kind !== 'keep')
        list.set(place.at.address[0], action.kind === 'point' ? action.to : null)
      actions.set(place, action)
    }
    const edits: Edit[] = []
    const emptied = new Set<number>()
    for (const place of own) {
      const list = place.list
      if (list?.empty && [...lists.get(list.key)!.values()].every((page) => page === null)) {
        if (!emptied.has(list.key))
          edits.push({ from: list.empty.range[0], to: list.empty.range[1], text: list.empty.text })
        emptied.add(list.key)
        continue
      }
      edits.push(...placeEdits(place, actions.get(place)!, file.text, options))
    }
    const text = applyEdits(file.text, edits)
    if (text !== file.text) changed.push({ ...file, text })
  }
  return changed
}
