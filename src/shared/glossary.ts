// The glossary's rules shared by the build, the page, search and the browser editor: Turkish A–Z order, anchors,
// looking a name up, the [[terim]] syntax and the house-style warnings, and their use in the content step (build time,
// and the browser editor's check): [[terim]] marks become links to the entry's part of the glossary with the English
// name, unknown terms are problems, discouraged variants are house-style warnings. Pure.
import type { Emphasis, Link, Parent, PhrasingContent, Root, Text } from 'mdast'
import { visit, SKIP } from 'unist-util-visit'
import type { BreadcrumbItem } from './route-manifest.ts'
import type { GlossaryEntry } from './schemas/glossary.ts'
import { glossaryKey } from './schemas/glossary.ts'
import { specLabelRanges } from './spec-labels.ts'
import { foldTurkish, slugify, turkishLower, turkishUpper } from './text.ts'

export { glossaryKey }

/** Address of the glossary's index: every term, linked to its definition in one of the parts. */
export const GLOSSARY_PATH = '/wiki/sozluk'

/**
 * The glossary's parts, each a page of whole letters (`/wiki/sozluk/a-b`): a letter belongs to the first part whose
 * last letter is not before it in Turkish order ('#' to the first part, a letter after Z to the last). Five pages of
 * 50–80 entries each: the whole glossary in one page was 60 KB compressed, too much for a phone's first paint.
 */
export const GLOSSARY_PARTS = [
  { slug: 'a-b', label: 'A–B', last: 'B' },
  { slug: 'c-f', label: 'C–F', last: 'F' },
  { slug: 'g-k', label: 'G–K', last: 'K' },
  { slug: 'l-r', label: 'L–R', last: 'R' },
  { slug: 's-z', label: 'S–Z', last: 'Z' },
] as const

export type GlossaryPartSlug = (typeof GLOSSARY_PARTS)[number]['slug']

/** The Turkish alphabet, in order: the page's letter index shows every one, linked when it has entries. */
export const TURKISH_ALPHABET = [...'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'] as const

/** Letters and digits compare the Turkish way (C < Ç < D, I < İ, Ş after S). */
export const turkishCollator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true })

/** The page anchor of an entry: `#kenar-yuvarlatma`. */
export function entryAnchor(term: string): string {
  return slugify(term)
}

const LETTER_IDS: Record<string, string> = { ç: 'ch', ğ: 'gh', ı: 'ih', ö: 'oe', ş: 'sh', ü: 'ue' }

/** The letter an entry is listed under: the term's first letter in Turkish upper case ('#' for digits and symbols). */
export function letterOf(term: string): string {
  const first = turkishUpper(term.trim().charAt(0))
  return /\p{L}/u.test(first) ? first : '#'
}

/** The page anchor of a letter's section, ASCII and distinct for each Turkish letter: Ç → harf-ch, I → harf-ih. */
export function letterAnchor(letter: string): string {
  if (letter === '#') return 'harf-rakam'
  const lower = turkishLower(letter)
  return `harf-${LETTER_IDS[lower] ?? foldTurkish(lower)}`
}

export interface LetterGroup {
  letter: string
  anchor: string
  entries: GlossaryEntry[]
}

/** Entries sorted by term in Turkish order, grouped by first letter; letters in alphabet order ('#' first). */
export function groupByLetter(entries: readonly GlossaryEntry[]): LetterGroup[] {
  const sorted = [...entries].sort((a, b) => turkishCollator.compare(a.term, b.term))
  const groups = new Map<string, GlossaryEntry[]>()
  for (const entry of sorted) {
    const letter = letterOf(entry.term)
    groups.set(letter, [...(groups.get(letter) ?? []), entry])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : turkishCollator.compare(a, b)))
    .map(([letter, list]) => ({ letter, anchor: letterAnchor(letter), entries: list }))
}

/** The letter index: the Turkish alphabet plus any other letter a term starts with (Q, W, X), in collation order. */
export function letterIndex(groups: readonly LetterGroup[]): { letter: string; anchor?: string }[] {
  const used = new Map(groups.map((group) => [group.letter, group.anchor]))
  const letters = new Set<string>([...TURKISH_ALPHABET, ...used.keys()])
  return [...letters]
    .sort((a, b) => (a === '#' ? -1 : b === '#' ? 1 : turkishCollator.compare(a, b)))
    .map((letter) => ({ letter, anchor: used.get(letter) }))
}

/** Every `#` target of a glossary page showing these entries: the letters' sections and the entries. */
export function glossaryAnchors(entries: readonly GlossaryEntry[]): string[] {
  const groups = groupByLetter(entries)
  return [
    ...groups.map((group) => group.anchor),
    ...groups.flatMap((group) => group.entries.map((entry) => entryAnchor(entry.term))),
  ]
}

/** The part a letter of the index belongs to. */
export function partOfLetter(letter: string): (typeof GLOSSARY_PARTS)[number] {
  if (letter === '#') return GLOSSARY_PARTS[0]
  return (
    GLOSSARY_PARTS.find((part) => turkishCollator.compare(letter, part.last) <= 0) ??
    GLOSSARY_PARTS[GLOSSARY_PARTS.length - 1]!
  )
}

/** Address of a part's page: `/wiki/sozluk/g-k`. */
export function glossaryPartPath(slug: string): string {
  return `${GLOSSARY_PATH}/${slug}`
}

/** Where a term's definition is: `/wiki/sozluk/g-k#kenar-yuvarlatma`. */
export function glossaryEntryPath(term: string): string {
  return `${glossaryPartPath(partOfLetter(letterOf(term)).slug)}#${entryAnchor(term)}`
}

export interface GlossaryPart {
  slug: GlossaryPartSlug
  label: string
  /** The part's letters that have entries, in order. */
  groups: LetterGroup[]
  entries: number
}

/** A part's page title, description and breadcrumb, from the index's (content/data/pages.yaml). */
export function glossaryPartText(
  index: { title: string; breadcrumb: readonly BreadcrumbItem[] },
  part: Pick<GlossaryPart, 'label' | 'entries'>,
): { title: string; description: string; breadcrumb: BreadcrumbItem[] } {
  return {
    title: `${index.title}: ${part.label}`,
    description: `${index.title}, ${part.label} bölümü: ${part.entries} terimin İngilizcesi, tanımı, varsa komutu ve ilgili sayfaları.`,
    breadcrumb: [
      ...index.breadcrumb.map((item, position, trail) =>
        position === trail.length - 1 ? { ...item, href: GLOSSARY_PATH } : item,
      ),
      { label: part.label },
    ],
  }
}

/** The parts that have entries, in order, each with its letter groups. */
export function glossaryParts(entries: readonly GlossaryEntry[]): GlossaryPart[] {
  const groups = groupByLetter(entries)
  return GLOSSARY_PARTS.map((part) => {
    const own = groups.filter((group) => partOfLetter(group.letter).slug === part.slug)
    return {
      slug: part.slug,
      label: part.label,
      groups: own,
      entries: own.reduce((sum, group) => sum + group.entries.length, 0),
    }
  }).filter((part) => part.entries > 0)
}

/** Every name an entry is known by (term, variants, discouraged, English, commands), for search and look-ups. */
export function entryNames(entry: GlossaryEntry): string[] {
  return [entry.term, ...entry.variants, ...entry.discouraged, entry.english, ...entry.commands]
}

/** The entry a name belongs to (term, accepted or discouraged variant, English name or command), Turkish-folded. */
export function findEntry(name: string, entries: readonly GlossaryEntry[]): GlossaryEntry | undefined {
  const key = glossaryKey(name)
  return entries.find((entry) => entryNames(entry).some((candidate) => glossaryKey(candidate) === key))
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return previous[b.length]!
}

/** The terms closest to an unknown name (by spelling, any of an entry's names), best first. */
export function closestTerms(name: string, entries: readonly GlossaryEntry[], count = 3): string[] {
  const key = glossaryKey(name)
  return entries
    .map((entry) => ({
      term: entry.term,
      distance: Math.min(
        ...entryNames(entry).map((candidate) => {
          const other = glossaryKey(candidate)
          // A name that contains the other (or is contained) is close whatever its length.
          return other.includes(key) || key.includes(other)
            ? Math.abs(other.length - key.length) / 4
            : editDistance(key, other)
        }),
      ),
    }))
    .sort((a, b) => a.distance - b.distance || turkishCollator.compare(a.term, b.term))
    .slice(0, count)
    .map((candidate) => candidate.term)
}

/** `[[terim]]` or `[[terim|gösterilen metin]]` (the display text carries the suffixes: `[[budama|budamayı]]`). */
export const TERM_PATTERN = /\[\[([^[\]|]+?)(?:\\?\|([^[\]]+?))?\]\]/g

export interface TermUse {
  /** Offset of the `[[` in the text. */
  index: number
  /** The whole `[[…]]`. */
  source: string
  /** The name written inside. */
  name: string
  /** What the page shows: the display text, or the name. */
  label: string
}

/** Every `[[…]]` term mark of a text. */
export function termUses(text: string): TermUse[] {
  return [...text.matchAll(TERM_PATTERN)].map((match) => ({
    index: match.index,
    source: match[0],
    name: match[1]!.trim(),
    label: (match[2] ?? match[1]!).trim(),
  }))
}

/** The build's message for a term mark whose name is in no entry. */
export function unknownTermMessage(name: string, entries: readonly GlossaryEntry[]): string {
  const closest = closestTerms(name, entries)
  return `"${name}" sözlükte yok (content/data/glossary.yaml)${closest.length > 0 ? `; en yakın terimler: ${closest.join(', ')}` : ''}`
}

export interface StyleWarning {
  /** 1-based line in the text given. */
  line: number
  /** The words as written. */
  found: string
  /** The entry's preferred term. */
  preferred: string
}

// A word starts and ends where no letter or digit touches it, and not inside an id, slug, address or file name
// either (3b-baski-icin, /images/3b.svg).
const WORD_START = String.raw`(?<![\p{L}\p{N}_/.-])`
const WORD_END = String.raw`(?![\p{L}\p{N}_]|[-./][\p{L}\p{N}])`
/** A short Turkish suffix a discouraged word may carry ("3B'de", "kenetlemeyi"); a longer tail is another word. */
const SUFFIX = String.raw`(?:'|’)?[a-zçğıöşüâîû]{0,6}`

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const SOFTENED: Record<string, string> = { k: '[kğgKĞG]', p: '[pbPB]', t: '[tdTD]', c: '[cçCÇ]' }

/** Folded letters match their Turkish forms: "kirisiklik" in the pattern matches "kırışıklık" in the text. */
function foldedPattern(word: string): string {
  const alternatives: Record<string, string> = {
    c: '[cçCÇ]',
    g: '[gğGĞ]',
    i: '[iıİI]',
    o: '[oöOÖ]',
    s: '[sşSŞ]',
    u: '[uüUÜ]',
  }
  const letters = [...glossaryKey(word)]
  const last = letters.length - 1
  return letters
    .map((letter, index) => {
      if (letter === ' ') return String.raw`[\s-]+`
      // A final k, p, t or ç softens before a vowel suffix: kırışıklık → kırışıklığı, kenetleme stays.
      if (index === last && letter in SOFTENED) return SOFTENED[letter]!
      return alternatives[letter] ?? escapeRegExp(letter)
    })
    .join('')
}

/**
 * The word's own letters, only their case free: "döküman" matches "Döküman" but not "doküman". Used for a
 * discouraged spelling that differs from an accepted name only in its Turkish letters (döküman / doküman).
 */
function exactPattern(word: string): string {
  return [...turkishLower(word)]
    .map((letter) => {
      if (/\s/.test(letter)) return String.raw`[\s-]+`
      const upper = turkishUpper(letter)
      return upper === letter ? escapeRegExp(letter) : `[${escapeRegExp(letter)}${escapeRegExp(upper)}]`
    })
    .join('')
}

export interface StylePattern {
  pattern: RegExp
  preferred: string
  /** Whole lines (trimmed) where the entry's discouraged spellings are used on purpose: no warning there. */
  allowedLines?: readonly string[]
}

/**
 * One pattern per discouraged variant: the words as whole words (case- and Turkish-letter-insensitive), optionally
 * followed by a short Turkish suffix ("kırışıklığı", "3B'de"), never inside a longer word ("takımyıldız"). A
 * discouraged spelling that folds to an accepted name of the glossary ("döküman" beside "doküman", "siluet" beside
 * "silüet") is matched with its own letters, so the accepted spelling stays silent. A discouraged word that an
 * accepted name merely extends ("ekip yönetici" / "ekip yöneticisi") is matched bare, without the suffix.
 */
export function stylePatterns(entries: readonly GlossaryEntry[]): StylePattern[] {
  const accepted = new Set(
    entries.flatMap((entry) => [entry.term, ...entry.variants].map((name) => glossaryKey(name))),
  )
  return entries.flatMap((entry) =>
    entry.discouraged.map((word) => {
      const key = glossaryKey(word)
      // A discouraged word that an accepted name extends ("ekip yönetici" → "ekip yöneticisi") is a truncation: only
      // the bare word is flagged, its suffixed forms ("ekip yöneticileri", "ekip yöneticiniz") are good Turkish.
      const truncation = [...accepted].some(
        (name) => name.length > key.length && name.startsWith(key) && /\p{L}/u.test(name[key.length]!),
      )
      const letters = accepted.has(key) ? exactPattern(word) : foldedPattern(word)
      const suffix = /\p{L}$/u.test(word) && !truncation ? SUFFIX : ''
      return {
        pattern: new RegExp(`${WORD_START}${letters}${suffix}${WORD_END}`, 'giu'),
        preferred: entry.term,
        allowedLines: entry.allowedLines,
      }
    }),
  )
}

/**
 * Every discouraged variant in a text, with its line and the preferred term, in the order of the text. Words inside a
 * label the SPEC quotes (src/shared/spec-labels.ts) are left alone: those labels stay as the SPEC writes them.
 */
export function styleWarnings(text: string, patterns: readonly StylePattern[]): StyleWarning[] {
  const warnings: (StyleWarning & { index: number })[] = []
  const lines = text.split('\n')
  const labels = patterns.length > 0 ? specLabelRanges(text) : []
  const inLabel = (start: number, end: number) =>
    labels.some(([labelStart, labelEnd]) => start >= labelStart && end <= labelEnd)
  for (const { pattern, preferred, allowedLines = [] } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length
      if (allowedLines.includes(lines[line - 1]?.trim() ?? '')) continue
      if (inLabel(match.index, match.index + match[0].length)) continue
      warnings.push({ index: match.index, line, found: match[0], preferred })
    }
  }
  return warnings
    .sort((a, b) => a.index - b.index)
    .map(({ line, found, preferred }) => ({ line, found, preferred }))
}

/** The message of a style warning. */
export function styleWarningMessage(warning: StyleWarning): string {
  return `"${warning.found}" yerine sözlükteki tercih edilen terimi kullanın: "${warning.preferred}"`
}

// ---- In the content step: [[terim]] marks in a Markdown tree, unknown terms, house-style warnings ----

/** CSS classes of a term link and of its English name (src/styles: shown on hover and keyboard focus). */
export const TERM_LINK_CLASS = 'glossary-term'
export const TERM_ENGLISH_CLASS = 'glossary-term-english'

export interface LineProblem {
  /** Line in the text the tree was parsed from (1 for its first line). */
  line?: number
  message: string
}

function termLink(label: string, entry: GlossaryEntry): Link {
  const english: Emphasis = {
    type: 'emphasis',
    // The leading space keeps the link's accessible name readable: "kenar yuvarlatma İngilizcesi: Fillet edge".
    children: [
      { type: 'text', value: ' İngilizcesi: ' },
      {
        type: 'emphasis',
        children: [{ type: 'text', value: entry.english }],
        data: { hName: 'span', hProperties: { lang: 'en' } },
      },
    ],
    data: { hName: 'span', hProperties: { className: [TERM_ENGLISH_CLASS] } },
  }
  return {
    type: 'link',
    url: glossaryEntryPath(entry.term),
    children: [{ type: 'text', value: label }, english],
    data: { hProperties: { className: [TERM_LINK_CLASS] } },
  }
}

/**
 * Replaces every `[[terim]]` / `[[terim|metin]]` of a Markdown tree with a link to its glossary entry (in place);
 * returns a problem, with its line and the closest terms, for each name that is in no entry. Marks inside links and
 * code stay as written.
 */
export function applyTermMarks(tree: Root, entries: readonly GlossaryEntry[]): LineProblem[] {
  const problems: LineProblem[] = []
  visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
    if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference') return
    const uses = termUses(node.value)
    if (uses.length === 0) return
    const startLine = node.position?.start.line
    const replacement: PhrasingContent[] = []
    let offset = 0
    for (const use of uses) {
      const entry = findEntry(use.name, entries)
      if (!entry) {
        const line =
          startLine === undefined
            ? undefined
            : startLine + node.value.slice(0, use.index).split('\n').length - 1
        problems.push({ line, message: unknownTermMessage(use.name, entries) })
        continue
      }
      if (use.index > offset) replacement.push({ type: 'text', value: node.value.slice(offset, use.index) })
      replacement.push(termLink(use.label, entry))
      offset = use.index + use.source.length
    }
    if (offset === 0) return
    if (offset < node.value.length) replacement.push({ type: 'text', value: node.value.slice(offset) })
    parent.children.splice(index, 1, ...(replacement as typeof parent.children))
    return [SKIP, index + replacement.length]
  })
  return problems
}

/** The unknown `[[terim]]` marks of a text, without changing anything (the editor's check before saving). */
export function unknownTermProblems(text: string, entries: readonly GlossaryEntry[]): LineProblem[] {
  return termUses(text)
    .filter((use) => !findEntry(use.name, entries))
    .map((use) => ({
      line: text.slice(0, use.index).split('\n').length,
      message: unknownTermMessage(use.name, entries),
    }))
}

/** House-style warnings of a file's text: each discouraged variant with its line and the preferred term. */
export function houseStyleWarnings(text: string, patterns: readonly StylePattern[]): LineProblem[] {
  return styleWarnings(text, patterns).map((warning) => ({
    line: warning.line,
    message: styleWarningMessage(warning),
  }))
}
