// List entries in the data forms are titled by what the site shows: a title that is a fact (`{{firma.unvan}}`) or holds
// one reads as its value, so two dealers are not both "{{firma.unvan}}" (the list widget of turkish-list.tsx titles
// its items with it). Pure but for the facts.
import { substituteFacts } from '../shared/content/facts.ts'
import { currentFacts } from './facts.ts'

/** An entry's title with its facts replaced by their values; anything else as it is. Pure but for the facts. */
export function resolvedListTitle(title: unknown): unknown {
  return typeof title === 'string' && title.includes('{{') ? substituteFacts(title, currentFacts).text : title
}
