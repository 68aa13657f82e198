// The glossary in search (build time, when the index is made): its entries as search documents, and each page's
// synonyms — every name of the entries the page is about — so a Turkish word finds the English command's pages and
// back; which commands a page is about (its own, and those its list items describe). One source:
// content/data/glossary.yaml; no second list. Pure.
import { entryAnchor, entryNames, glossaryEntryPath } from '../glossary.ts'
import type { GlossaryEntry } from '../schemas/glossary.ts'
import { GLOSSARY_DOCUMENT_PREFIX } from './kinds.ts'
import { processTerm, tokenize } from './text-processing.ts'

/**
 * Text as its index terms (folded, stemmed) separated by single spaces, with a space at each end, for whole-phrase
 * tests that do not depend on endings: the heading 'Görüntü Modlarını Özelleştirme' names 'görüntü modu'.
 */
const words = (text: string) =>
  ` ${tokenize(text)
    .map(processTerm)
    .filter((term) => term !== null)
    .join(' ')} `

export interface SynonymSource {
  /** The page's address: an entry that lists it among its related pages is about it. */
  path?: string
  /** Title and section headings: a glossary term or command written here makes the page about it. */
  headline: string
  /**
   * The commands the page is about: its own command and those its list items describe (describedCommands). Not every
   * command it writes as code: a page that mentions `Show` once in passing is not about hiding objects.
   */
  commands: readonly string[]
}

/**
 * The names of every glossary entry a page is about, space-separated; empty when none. A page is about an entry that
 * lists it among its related pages (the glossary's editors checked that it covers the entry), whose command it is
 * about (SynonymSource.commands), or whose name or command is a phrase of its title or headings.
 */
export function pageSynonyms(source: SynonymSource, entries: readonly GlossaryEntry[]): string {
  const commands = new Set(source.commands.map((command) => command.toLowerCase()))
  const headline = words(source.headline)
  const names = new Set<string>()
  for (const { entry, commands: entryCommands, phrases, related } of matchers(entries)) {
    const about =
      (source.path !== undefined && related.has(source.path)) ||
      entryCommands.some((command) => commands.has(command)) ||
      phrases.some((phrase) => phrase !== '  ' && headline.includes(phrase))
    if (about) for (const name of entryNames(entry)) names.add(name)
  }
  return [...names].join(' ')
}

interface EntryMatcher {
  entry: GlossaryEntry
  commands: string[]
  phrases: string[]
  /** The related pages' paths, without their #section. */
  related: Set<string>
}

/**
 * Each entry's lower-cased commands and folded names, made once per glossary: the index is built with one call per
 * page, and folding every name again for every page took most of the search step (6 s CPU at 1,000 articles).
 */
const matcherCache = new WeakMap<readonly GlossaryEntry[], EntryMatcher[]>()

function matchers(entries: readonly GlossaryEntry[]): EntryMatcher[] {
  let cached = matcherCache.get(entries)
  if (!cached) {
    cached = entries.map((entry) => ({
      entry,
      commands: entry.commands.map((command) => command.toLowerCase()),
      phrases: [entry.term, ...entry.variants, entry.english, ...entry.commands].map(words),
      related: new Set(entry.related.map((page) => page.split('#')[0]!)),
    }))
    matcherCache.set(entries, cached)
  }
  return cached
}

/** Command names (with macro prefixes), separated by commas or slashes, then a dash or colon and text, or the end. */
const ITEM_HEAD =
  /^\s*([!_-]*[A-Za-z][A-Za-z0-9]*(?:\s*[,/]\s*[!_-]*[A-Za-z][A-Za-z0-9]*)*)\s*(?:[—–:-]\s+|$)/

/**
 * The commands a page's list items describe, each with what the items say about it: an item that begins with
 * command names ("Line — İki nokta arasında…", "PushPull, ExtrudeSrf") is about them, the text after the dash or
 * colon is their description (empty when there is none). `commands` are the names the page writes as code; an item
 * that begins with another word ("Options komutuyla…") describes nothing.
 */
export function describedCommands(
  items: readonly string[],
  commands: readonly string[],
): Map<string, string[]> {
  const known = new Set(commands)
  const described = new Map<string, string[]>()
  for (const item of items) {
    const head = ITEM_HEAD.exec(item)
    if (!head) continue
    const names = head[1]!.split(/\s*[,/]\s*/).map((name) => name.replace(/^[!_-]+/, ''))
    if (!names.every((name) => known.has(name))) continue
    const description = item.slice(head[0].length).trim()
    for (const name of names) {
      const list = described.get(name) ?? []
      if (description) list.push(description)
      described.set(name, list)
    }
  }
  return described
}

/**
 * One search document's fields for a glossary entry (kind and field names are the engine's). `descriptions`: what the
 * site's pages say its commands do (describedCommands), indexed with the definition as the entry's description.
 */
export function glossaryEntryFields(entry: GlossaryEntry, descriptions: readonly string[] = []) {
  return {
    id: `${GLOSSARY_DOCUMENT_PREFIX}${entryAnchor(entry.term)}`,
    title: `${entry.term} (${entry.english})`,
    // The definition and the pages' lines about its commands say in everyday words what the entry does ('küre'
    // for Sphere): a task typed that way finds the entry. The engine ranks an entry after the pages (hits()).
    description: [entry.definition, ...descriptions].join(' '),
    summary: entry.definition,
    // No headings: a heading shared by every entry would only make each of its words match all of them.
    headings: '',
    ...(entry.commands.length > 0 ? { keywords: entry.commands.join(' ') } : {}),
    // The names the title and keywords do not hold already: a name counted twice outweighed a page that explains it.
    synonyms: [...entry.variants, ...entry.discouraged].join(' '),
    text: '',
    url: glossaryEntryPath(entry.term),
  }
}
