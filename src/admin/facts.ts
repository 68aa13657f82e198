// The one place where the preview replaces fact names in an article's text with their values. Browser.
import { factValues, substituteFacts as substitute } from '../../scripts/content/facts'
import * as facts from '../generated/data/facts'
import type { Facts } from '../shared/content-schema'

/** content/data/facts.yaml as the build saw it (the generated module), flattened to dotted names. */
/** The facts by dotted name (fiyat.ogrenci → 195). */
export const currentFacts = factValues(facts as unknown as Facts)
const values = currentFacts

/**
 * The article's Markdown with every fact name (`{{fiyat.ogrenci}}`) replaced by its value, as the built page will show
 * it. An unknown name stays as written, so the writer sees it; the build then reports it with file and line.
 */
export function substituteFacts(markdown: string): string {
  return substitute(markdown, values).text
}
