// Search result kinds and their group labels (tiny, so the header never pulls in the engine).
export type SearchKind = 'wiki' | 'support' | 'page' | 'learn'

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  wiki: 'Wiki',
  support: 'Destek',
  page: 'Sayfalar',
  learn: 'Eğitimler',
}

/** A hit as the dialog shows it (no engine types needed). */
export interface SearchHitView {
  kind: SearchKind
  title: string
  description: string
  url: string
  score: number
  terms: string[]
}

/** Id prefix of the glossary's search documents (`glossary:<anchor>`). Here, not in synonyms.ts, so the browser's
 * search engine does not import the glossary rules and their schema (zod). */
export const GLOSSARY_DOCUMENT_PREFIX = 'glossary:'
