// List entries in the data forms are titled by what the site shows: a title that is a fact (`{{firma.unvan}}`) or holds
// one reads as its value, so two dealers are not both "{{firma.unvan}}". Decap's list calls the hook installed here
// (patched in scripts/admin/decap-patches.ts). Browser.
import { substituteFacts } from '../shared/content/facts.ts'
import { currentFacts } from './facts.ts'

/** An entry's title with its facts replaced by their values; anything else as it is. Pure but for the facts. */
export function resolvedListTitle(title: unknown): unknown {
  return typeof title === 'string' && title.includes('{{') ? substituteFacts(title, currentFacts).text : title
}

export const LIST_TITLE_HOOK = '__rhinoListTitle'

export function installListTitles(): void {
  ;(globalThis as Record<string, unknown>)[LIST_TITLE_HOOK] = resolvedListTitle
}
