// The glossary in search (build time, when the index is made): its entries as search documents, and each page's
// synonyms — every name of the entries the page is about — so a Turkish word finds the English command's pages and
// back. One source: content/data/glossary.yaml; no second list. Pure.
import { entryAnchor, entryNames, glossaryEntryPath } from '../glossary.ts'
import type { GlossaryEntry } from '../schemas/glossary.ts'
import { foldTurkish } from '../text.ts'
import { GLOSSARY_DOCUMENT_PREFIX } from './kinds.ts'

/** Id prefix of the glossary entries' search documents (the engine ranks them a little below the articles). */

/** Text folded to words separated by single spaces, with a space at each end, for whole-phrase tests. */
const words = (text: string) =>
  ` ${foldTurkish(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `

export interface SynonymSource {
  /** Title and section headings: a glossary term written here makes the page about it. */
  headline: string
  /** Command names the page is about or writes as inline code. */
  commands: readonly string[]
}

/**
 * The names of every glossary entry a page is about (a command of the entry is among the page's commands, or a name
 * of the entry is a phrase of its title or headings), space-separated; empty when none.
 */
export function pageSynonyms(source: SynonymSource, entries: readonly GlossaryEntry[]): string {
  const commands = new Set(source.commands.map((command) => command.toLowerCase()))
  const headline = words(source.headline)
  const names = new Set<string>()
  for (const { entry, commands: entryCommands, phrases } of matchers(entries)) {
    const about =
      entryCommands.some((command) => commands.has(command)) ||
      phrases.some((phrase) => headline.includes(phrase))
    if (about) for (const name of entryNames(entry)) names.add(name)
  }
  return [...names].join(' ')
}

interface EntryMatcher {
  entry: GlossaryEntry
  commands: string[]
  phrases: string[]
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
      phrases: [entry.term, ...entry.variants, entry.english].map(words),
    }))
    matcherCache.set(entries, cached)
  }
  return cached
}

/** One search document's fields for a glossary entry (kind and field names are the engine's). */
export function glossaryEntryFields(entry: GlossaryEntry) {
  return {
    id: `${GLOSSARY_DOCUMENT_PREFIX}${entryAnchor(entry.term)}`,
    title: `${entry.term} (${entry.english})`,
    // An entry is found by its names; its definition is what the result shows, not indexed (its words would make
    // an entry answer every query that touches the topic, and they were 40 % of the shipped index).
    description: '',
    summary: entry.definition,
    // No headings: a heading shared by every entry would only make each of its words match all of them.
    headings: '',
    ...(entry.commands.length > 0 ? { keywords: entry.commands.join(' ') } : {}),
    synonyms: entryNames(entry).join(' '),
    text: '',
    url: glossaryEntryPath(entry.term),
  }
}
