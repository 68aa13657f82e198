// The search engine on MiniSearch: documents, options and queries shared by the index builder and the browser.
import MiniSearch, {
  type AsPlainObject,
  type Options,
  type SearchOptions,
  type SearchResult,
} from 'minisearch'
import { GLOSSARY_DOCUMENT_PREFIX, type SearchHitView, type SearchKind } from './kinds.ts'
import { mergeResults } from './merge-results.ts'
import { processTerm as turkishTerm, queryTerms, tokenize } from './text-processing.ts'

export type { SearchKind } from './kinds.ts'

export interface SearchDocument {
  id: string
  kind: SearchKind
  title: string
  description: string
  /** Section and heading titles, joined by ' · '. */
  headings: string
  /** The Rhino command the page is about (a feature page's own command), weighed like its title; often empty. */
  command?: string
  /**
   * Command names the page writes as inline code, space-separated (a feature page's own command first). A page that
   * names few commands ranks above a long listing for each of them: the field is scored against its length.
   */
  keywords?: string
  /**
   * Every name (Turkish term, variants, English, commands) of the glossary entries the page is about
   * (src/shared/search/synonyms.ts): a Turkish word finds the English command's page and back.
   */
  synonyms?: string
  /** Body text (article introduction, items and section text); only in the full index. */
  text: string
  /** What a result shows under its title when that is not the indexed description (a glossary entry's definition). */
  summary?: string
  /** Where the result leads: an internal path or an external URL. */
  url: string
}

/** Turns one token into its index term (null: not indexed). */
export type TermProcessor = (token: string) => string | null

/** Titles and headings: small, loaded first, so the first answer comes fast even with thousands of articles. */
const META_FIELDS = ['title', 'command', 'headings', 'keywords', 'synonyms'] as const
/**
 * The rest, in the full index: once it has arrived, a query searches both indexes and adds up their scores
 * (mergeResults), so no field is shipped twice.
 */
const FULL_FIELDS = ['description', 'text'] as const
/** What a result shows before the full index arrives, and always: the engine keeps the meta index for these. */
const META_STORE_FIELDS = ['kind', 'title', 'url'] as const
/** The full index stores only what the meta index lacks: the description's first words (summaryOf). */
const FULL_STORE_FIELDS = ['summary'] as const

/**
 * Characters of a description a result shows: the dialog clamps it to two lines (about 150 characters at its width),
 * so the index stores no more. The whole description is still indexed. @default 160
 */
export const SUMMARY_LENGTH = 160

/** A description cut to SUMMARY_LENGTH at a word boundary, with an ellipsis when cut. */
export function summaryOf(description: string): string {
  if (description.length <= SUMMARY_LENGTH) return description
  const cut = description.slice(0, SUMMARY_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/u, '')}…`
}

/** A document's field as the index reads it: the stored summary is made from the description. */
const extractField = (document: SearchDocument, field: string): unknown =>
  field === 'summary'
    ? summaryOf(document.summary ?? document.description)
    : document[field as keyof SearchDocument]

/** Field boosts: title above headings and description, above body (weighed on tests/search/relevance.json). */
export const FIELD_BOOSTS = {
  title: 5,
  command: 8,
  keywords: 3,
  synonyms: 4,
  headings: 3,
  description: 3,
  text: 1,
} as const

/**
 * Fields that list names (section headings, the glossary names a page is about): a word they share ("Lisans" in a
 * dozen licence names) counts once, as it would in one name. In running text a repeated word is emphasis; in a list
 * it is enumeration (weighed on tests/search/relevance.json).
 */
const LIST_FIELDS: ReadonlySet<string> = new Set(['headings', 'synonyms'])

/** The tokens whose index term has not come before. */
function eachTermOnce(tokens: string[], processTerm: TermProcessor): string[] {
  const seen = new Set<string | null>()
  return tokens.filter((token) => {
    const term = processTerm(token)
    if (seen.has(term)) return false
    seen.add(term)
    return true
  })
}

/** MiniSearch's index options: the Turkish tokenizer and term processing (the same at build time and in the browser). */
export function indexOptions(
  kind: 'meta' | 'full',
  processTerm: TermProcessor = turkishTerm,
): Options<SearchDocument> {
  return {
    idField: 'id',
    tokenize: (text: string, field?: string) =>
      field && LIST_FIELDS.has(field) ? eachTermOnce(tokenize(text), processTerm) : tokenize(text),
    processTerm,
    fields: [...(kind === 'meta' ? META_FIELDS : FULL_FIELDS)],
    storeFields: [...(kind === 'meta' ? META_STORE_FIELDS : FULL_STORE_FIELDS)],
    extractField,
  }
}

/** Longer 'words' are not words (pasted junk): no typo search for them, it would only cost time. */
const MAX_FUZZY_TERM = 24

/** Typo tolerance scaled to word length: none below 5 letters, 1 edit up to 8, 2 above (up to MAX_FUZZY_TERM). */
export const fuzziness = (term: string): number | false =>
  term.length < 5 || term.length > MAX_FUZZY_TERM ? false : term.length < 9 ? 1 : 2

/**
 * Prefix search from three letters, for the last word of the query: the one still being typed. The words before
 * it are complete (a space followed them) and the stemmer already brings their inflected forms together; expanding
 * them too only added thousands of weak matches on a large index (p95 at 10,000 articles 50 → 30 ms), with the
 * same relevance on the set in tests/search/relevance.json. Algolia's default ('prefixLast') works the same way.
 */
export const prefixLast = (term: string, index: number, terms: string[]): boolean =>
  term.length >= 3 && index === terms.length - 1

/**
 * Whole-document weights: the site's own pages (licensing, features, download) are the main answer to a topic word
 * ("lisans" → /licensing/…). A glossary entry never comes before the third place (hits()); its weight decides whether
 * it takes that place from a page that only shares a word with the query (at 0.25, "nesne gizleme" put three articles
 * that mention objects before the entry for Hide). Legal texts (the licence agreement's summary, the KVKK and cookie
 * notices) name every licence and every kind of data, so they match most such words, yet are rarely what a visitor
 * looks for: they come after the pages that explain.
 */
export const DOCUMENT_BOOSTS = { page: 1.25, glossary: 0.5, legal: 0.5 } as const

/** The legal texts' search documents (DOCUMENT_BOOSTS.legal). */
const LEGAL_DOCUMENTS: ReadonlySet<string> = new Set(['page:/licensing/eula', 'page:/kvkk', 'page:/cerezler'])

function documentBoost(id: string): number {
  if (id.startsWith(GLOSSARY_DOCUMENT_PREFIX)) return DOCUMENT_BOOSTS.glossary
  if (LEGAL_DOCUMENTS.has(id.split('#')[0] ?? id)) return DOCUMENT_BOOSTS.legal
  if (id.startsWith('page:/licensing/') || id.startsWith('page:/features/')) return DOCUMENT_BOOSTS.page
  return 1
}

/** Exact and prefix matches; typos are tried when these find too little. The query is processed by queryTerms. */
export const querySearchOptions: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  boostDocument: documentBoost,
  // Less length normalisation than MiniSearch's default (b 0.7): the command list, which names every command, must
  // still answer a Turkish term through its synonyms (recall@3 92.8 → 95.2 % on tests/search/relevance.json).
  bm25: { k: 1.2, b: 0.5, d: 0.5 },
  prefix: prefixLast,
  fuzzy: false,
  maxFuzzy: 2,
  tokenize: (query) => query.split(' ').filter(Boolean),
  processTerm: (term) => term,
}

export interface SerializedIndexes {
  meta: AsPlainObject
  full: AsPlainObject
}

/**
 * Both indexes, serialised for the browser. The full index leaves out the document ids: it holds the same documents,
 * added in the same order, so its numbers name the same documents as the meta index's, whose ids the engine lends it
 * (SearchEngine.addFullIndex; 4.5 KB gzip less). `processTerm` is only replaced by the benchmark's stemmer comparison.
 */
export function buildIndexes(
  documents: readonly SearchDocument[],
  processTerm: TermProcessor = turkishTerm,
): SerializedIndexes {
  // Texts repeat few distinct words, and stemming costs time: each token is processed once.
  const known = new Map<string, string | null>()
  const remembering: TermProcessor = (token) => {
    let term = known.get(token)
    if (term === undefined) known.set(token, (term = processTerm(token)))
    return term
  }
  const meta = new MiniSearch<SearchDocument>(indexOptions('meta', remembering))
  const full = new MiniSearch<SearchDocument>(indexOptions('full', remembering))
  meta.addAll(documents)
  full.addAll(documents)
  return { meta: meta.toJSON(), full: { ...full.toJSON(), documentIds: {} } }
}

/** A result: the stored fields, its score and the processed index terms that matched (for highlighting). */
export type SearchHit = SearchHitView

/** Fewer exact/prefix results than this, and the query is repeated with typo tolerance for every word. */
const FUZZY_THRESHOLD = 3

export interface QueryOptions {
  /** @default 20 */
  limit?: number
  kinds?: readonly SearchKind[]
  /** 'AND' needs every word (filters); 'OR' ranks partial matches too (the dialog). @default 'OR' */
  combineWith?: 'AND' | 'OR'
}

const plain = (index: AsPlainObject | string): AsPlainObject =>
  typeof index === 'string' ? (JSON.parse(index) as AsPlainObject) : index

/** A result's kind, title and URL (stored by the meta index) and its summary (by the full index, once loaded). */
type ResultFields = Pick<SearchHit, 'kind' | 'title' | 'url'> & { summary?: string }

/**
 * A loaded engine: answers from the meta index at once, from both indexes once the full one has arrived. The meta
 * index stays loaded: it holds the titles, headings and names, and every result's kind, title and URL.
 */
export class SearchEngine {
  private readonly meta: MiniSearch<SearchDocument>
  /** The meta index's document ids, which the full index shares (buildIndexes). */
  private readonly documentIds: AsPlainObject['documentIds']
  private full: MiniSearch<SearchDocument> | undefined
  private readonly processTerm: TermProcessor

  /** @param processTerm only the benchmark's stemmer comparison passes another one. */
  constructor(meta: AsPlainObject | string, processTerm: TermProcessor = turkishTerm) {
    this.processTerm = processTerm
    const index = plain(meta)
    this.documentIds = index.documentIds
    this.meta = MiniSearch.loadJS<SearchDocument>(index, indexOptions('meta', processTerm))
  }

  private readonly kindOf = (id: unknown): SearchKind =>
    (this.meta.getStoredFields(id)?.kind as SearchKind | undefined) ?? 'page'

  private readonly fields = (id: unknown): ResultFields => ({
    ...((this.meta.getStoredFields(id) ?? { kind: 'page', title: '', url: '' }) as ResultFields),
    summary: this.full?.getStoredFields(id)?.summary as string | undefined,
  })

  addFullIndex(full: AsPlainObject | string): void {
    this.full = MiniSearch.loadJS<SearchDocument>(
      { ...plain(full), documentIds: this.documentIds },
      indexOptions('full', this.processTerm),
    )
  }

  get hasFullIndex(): boolean {
    return this.full !== undefined
  }

  get documentCount(): number {
    return this.meta.documentCount
  }

  /** One pass over the meta index, or over both indexes with their scores added up (`words`: the query's). */
  private find(text: string, options: SearchOptions, words: number): SearchResult[] {
    if (!this.full) return this.meta.search(text, options)
    const either = { ...options, combineWith: 'OR' as const }
    return mergeResults(
      this.meta.search(text, either),
      this.full.search(text, either),
      options.combineWith === 'AND' ? words : 0,
    )
  }

  search(query: string, { limit = 20, kinds, combineWith = 'OR' }: QueryOptions = {}): SearchHit[] {
    const terms = queryTerms(query, this.processTerm)
    if (terms.length === 0 || limit <= 0) return []
    const options: SearchOptions = {
      ...querySearchOptions,
      ...(kinds ? { filter: (result) => kinds.includes(this.kindOf(result.id)) } : {}),
    }
    const text = terms.join(' ')
    // Several words, and at least `limit` documents hold all of them: those are the answer, best first. Otherwise
    // every document with any of the words is ranked (MiniSearch multiplies a score by the number of words matched).
    // On a large index this skips building and sorting thousands of results that match one common word only
    // (p95 at 10,000 articles about 2.5 times lower, the same recall and MRR on tests/search/relevance.json).
    if (combineWith === 'OR' && terms.length > 1) {
      const every = hits(
        this.find(text, { ...options, combineWith: 'AND' }, terms.length),
        limit,
        this.fields,
      )
      if (every.length === limit) return every
    }
    let results = this.find(text, { ...options, combineWith }, terms.length)
    // Typos are the costly part on a large index: only for the words exact and prefix matching missed, or for
    // all of them when too little was found.
    const matched = new Set(results.flatMap((result) => result.queryTerms))
    const missed = new Set(terms.filter((term) => !matched.has(term)))
    if (missed.size > 0 || results.length < FUZZY_THRESHOLD) {
      const retry = (term: string) => (missed.size === 0 || missed.has(term) ? fuzziness(term) : false)
      results = best(results, this.find(text, { ...options, combineWith, fuzzy: retry }, terms.length))
    }
    return hits(results, limit, this.fields)
  }
}

/** Glossary entries among the results of one query. */
export const MAX_GLOSSARY_HITS = 1

/**
 * The best place a glossary entry takes among the hits (0-based): after the pages that explain the term, near the
 * top. It is the definition; the answer is the page (as tests/search/relevance.json judges).
 * Fewer other hits, and it comes right after them.
 */
export const GLOSSARY_HIT_POSITION = 2

/** The first `limit` results as hits, one per destination (a page and a support card may lead to the same place). */
function hits(
  results: readonly SearchResult[],
  limit: number,
  fields: (id: unknown) => ResultFields,
): SearchHit[] {
  const seen = new Set<string>()
  const found: SearchHit[] = []
  let glossaryEntry: SearchHit | undefined
  let glossaryEntries = 0
  for (const result of results) {
    const { kind, title, url, summary } = fields(result.id)
    if (seen.has(url)) continue
    const glossary = String(result.id).startsWith(GLOSSARY_DOCUMENT_PREFIX)
    // The best glossary entry only: the others would crowd out the pages (its entry links to the related ones).
    if (glossary && glossaryEntries++ >= MAX_GLOSSARY_HITS) continue
    seen.add(url)
    const hit = {
      kind,
      title,
      description: summary ?? '',
      url,
      score: result.score,
      terms: result.terms,
    }
    if (glossary && found.length < GLOSSARY_HIT_POSITION) glossaryEntry = hit
    else found.push(hit)
    if (glossaryEntry && found.length === GLOSSARY_HIT_POSITION) {
      found.push(glossaryEntry)
      glossaryEntry = undefined
    }
    if (found.length >= limit) break
  }
  if (glossaryEntry) found.push(glossaryEntry)
  return found.slice(0, limit)
}

/** Each document once, with its better score of the two passes, best first. */
function best(first: SearchResult[], second: SearchResult[]): SearchResult[] {
  const byId = new Map(first.map((result) => [result.id, result]))
  for (const result of second) {
    const known = byId.get(result.id)
    if (!known || result.score > known.score) byId.set(result.id, result)
  }
  return [...byId.values()].sort((a, b) => b.score - a.score)
}
