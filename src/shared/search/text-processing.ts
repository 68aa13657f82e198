// Turkish text processing for search, identical for the index (build) and the query (browser).
import { foldTurkish } from '../text.ts'

/** Words too common to help ranking (folded form). */
const STOP_WORDS = new Set([
  've',
  'ile',
  'bir',
  'bu',
  'su',
  'icin',
  'de',
  'da',
  'mi',
  'mu',
  'ne',
  'cok',
  'daha',
  'gibi',
  'olan',
  'olarak',
  'veya',
  'ya',
  'ki',
  'en',
  'her',
  'ise',
  'ama',
  'the',
  'and',
  'of',
  'to',
  'a',
  'in',
  'for',
  'or',
  'is',
])

/**
 * Suffixes on folded text (ı→i, ü→u, ö→o), longest first: plural, possessive and case endings, each with the sound
 * it follows (buffer letters s, n, y come after vowels). Of the derivational suffixes only the verbal nouns made
 * from a noun are removed — -leme/-lama and the longer -lendirme/-landırma, -leştirme/-laştırma, with -lenme/-lanma
 * and the infinitive -lemek/-lamak — because they name doing what the noun is about, and someone who types
 * 'katmanlama', 'renklendirme' or 'modelleme' wants the pages about katman, renk and model: 'modellemeyi' → 'model',
 * 'ölçeklendirme' → 'olcek'. Others (-lik, -siz, -ci) change the meaning and are kept. Of the verb endings, the
 * present continuous, plain and negative (-iyor, -miyor), goes: symptoms are typed that way ('Rhino açılmıyor' finds
 * the page about Rhino not opening, 'açılırken', through prefix search on 'acil'). So do the verbal noun and the
 * infinitive (-me/-ma, -mek/-mak) after a consonant, down to the verb: tasks are typed that way ('küre çizme',
 * 'objeyi döndürmek') and find the verb's other forms (döndür, and by prefix çizer, çizilir). After a vowel -me/-ma
 * may as well be the dative of a noun in -m (sürüm-e, kurulum-a), so only its vowel goes, as for any noun
 * (gizle-me and gizle-mek → gizlem, sürüme → surum).
 */
const VOWEL = /[aeiou]/
const MIN_STEM = 4
/** A verb's stem may be short (çiz-, kes-, böl-); nothing more is taken off it. */
const VERB_STEM = 3
type Suffix = readonly [suffix: string, after: 'vowel' | 'consonant' | 'any' | 'm', minStem?: number]
const SUFFIXES: readonly Suffix[] = [
  ...['miyor', 'muyor', 'iyor', 'uyor'].map((suffix) => [suffix, 'any'] as const),
  ...['lendirme', 'landirma', 'lestirme', 'lastirma', 'lemek', 'lamak', 'lenme', 'lanma', 'leme', 'lama'].map(
    (suffix) => [suffix, 'any'] as const,
  ),
  ...['mek', 'mak', 'me', 'ma'].map((suffix) => [suffix, 'consonant', VERB_STEM] as const),
  ...['ek', 'ak'].map((suffix) => [suffix, 'm'] as const),
  ...[
    'lerinden',
    'larindan',
    'lerinde',
    'larinda',
    'lerini',
    'larini',
    'lerine',
    'larina',
    'lerin',
    'larin',
  ].map((suffix) => [suffix, 'any'] as const),
  ...['sinden', 'sundan', 'sinde', 'sunda', 'sinin', 'sunun', 'sini', 'sunu', 'sine', 'suna'].map(
    (suffix) => [suffix, 'vowel'] as const,
  ),
  ...['leri', 'lari', 'ler', 'lar', 'dan', 'den', 'tan', 'ten'].map((suffix) => [suffix, 'any'] as const),
  ...['ndan', 'nden', 'nda', 'nde', 'nin', 'nun', 'yla', 'yle'].map((suffix) => [suffix, 'vowel'] as const),
  ...['da', 'de', 'ta', 'te'].map((suffix) => [suffix, 'any'] as const),
  ...['si', 'su', 'ni', 'nu', 'na', 'ne', 'yi', 'yu', 'ya', 'ye'].map((suffix) => [suffix, 'vowel'] as const),
  ...['in', 'un', 'i', 'u', 'a', 'e'].map((suffix) => [suffix, 'consonant'] as const),
]
const MIN_WORD_TO_STEM = 5

/** Turkish final-consonant softening, undone: kitab(ın) → kitap, reng(i) → renk, ağac(ı) → agac. */
const HARDEN: Record<string, string> = { b: 'p', d: 't', g: 'k' }

/** Light, consistent stemmer on folded words: 'lisansları', 'lisansın', 'lisansı' → 'lisans'. */
export function stemTurkish(word: string): string {
  if (word.length < MIN_WORD_TO_STEM || /\d/.test(word)) return word
  let stem = word
  for (let pass = 0; pass < 3; pass++) {
    const current = stem
    const match = SUFFIXES.find(([suffix, after, minStem = MIN_STEM]) => {
      if (!current.endsWith(suffix) || current.length - suffix.length < minStem) return false
      const before = current[current.length - suffix.length - 1] ?? ''
      if (after === 'm') return before === 'm'
      return after === 'any' || (after === 'vowel') === VOWEL.test(before)
    })
    if (!match) break
    stem = stem.slice(0, -match[0].length)
    if (match[2] === VERB_STEM) break
  }
  // A y after a vowel goes too: it may be the stem's own (yüzey) or the buffer before an ending (küre-y-i), and the
  // word alone does not say which, so 'yüzey', 'yüzeyi' and 'yüzeyler' all become 'yuze', as 'küre' and 'küreyi'.
  if (stem.length > MIN_STEM && stem.endsWith('y') && VOWEL.test(stem.at(-2) ?? '')) stem = stem.slice(0, -1)
  const last = stem.at(-1) ?? ''
  return HARDEN[last] ? stem.slice(0, -1) + HARDEN[last] : stem
}

/** Longest query or document text the engine looks at; anything longer is cut (any input stays fast). */
export const MAX_TEXT_LENGTH = 200_000
export const MAX_QUERY_LENGTH = 200
export const MAX_QUERY_TERMS = 12
export const MAX_TERM_LENGTH = 40

/** Splits on anything that is not a letter or digit; a suffix after an apostrophe is dropped: Rhino'nun → Rhino. */
export function tokenize(text: string): string[] {
  return text
    .slice(0, MAX_TEXT_LENGTH)
    .replace(/([\p{L}\p{N}])['’‘`´][\p{L}]+/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** One token → the indexed term: Turkish lower case, folded to ASCII, stemmed; null drops it. */
export function processTerm(token: string): string | null {
  const folded = foldTurkish(token)
  if (!folded || STOP_WORDS.has(folded)) return null
  if (folded.length === 1 && !/\d/.test(folded)) return null
  return stemTurkish(folded)
}

/**
 * The processed terms of a visitor's query (bounded, de-duplicated).
 * @default processor processTerm (another one only for the benchmark's stemmer comparison)
 */
export function queryTerms(
  query: string,
  processor: (token: string) => string | null = processTerm,
): string[] {
  const terms = tokenize(query.slice(0, MAX_QUERY_LENGTH))
    .map(processor)
    .filter((term): term is string => term !== null)
  return [...new Set(terms.map((term) => term.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_QUERY_TERMS)
}
