// The glossary in search (build time, when the index is made): its entries as search documents, and each page's
// synonyms — every name of the entries the page is about — so a Turkish word finds the English command's pages and
// back. One source: content/data/glossary.yaml; no second list. Pure.
import { entryAnchor, entryNames, GLOSSARY_PATH } from '../glossary'
import type { GlossaryEntry } from '../schemas/glossary'
import { foldTurkish } from '../text'
import { GLOSSARY_DOCUMENT_PREFIX } from './kinds'

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
  for (const entry of entries) {
    const about =
      entry.commands.some((command) => commands.has(command.toLowerCase())) ||
      [entry.term, ...entry.variants, entry.english].some((name) => headline.includes(words(name)))
    if (about) for (const name of entryNames(entry)) names.add(name)
  }
  return [...names].join(' ')
}

/** One search document's fields for a glossary entry (kind and field names are the engine's). */
export function glossaryEntryFields(entry: GlossaryEntry) {
  return {
    id: `${GLOSSARY_DOCUMENT_PREFIX}${entryAnchor(entry.term)}`,
    title: `${entry.term} (${entry.english})`,
    description: entry.definition,
    headings: 'Rhino Terimleri Sözlüğü',
    ...(entry.commands.length > 0 ? { keywords: entry.commands.join(' ') } : {}),
    synonyms: entryNames(entry).join(' '),
    text: '',
    url: `${GLOSSARY_PATH}#${entryAnchor(entry.term)}`,
  }
}
