// The editor's facts: content/data/facts.yaml as the build validated it (the generated module), flattened to dotted
// names, and the preview's substitution, both through the one implementation (src/shared/content/facts.ts). Browser.
import * as facts from '../generated/data/facts.ts'
import { factValues, substituteFacts as substitute } from '../shared/content/facts.ts'

/** The facts by dotted name (fiyat.ogrenci → 195). */
export const currentFacts = factValues(facts)

/**
 * The article's Markdown with every fact name (`{{fiyat.ogrenci}}`) replaced by its value, as the built page will show
 * it. An unknown name stays as written, so the writer sees it; the build then reports it with file and line.
 */
export function substituteFacts(markdown: string): string {
  return substitute(markdown, currentFacts).text
}
