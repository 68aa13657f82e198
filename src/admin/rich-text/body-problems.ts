// The problems a refused save found in the article's text ("metin, satır 4: …"), shown at their place: the text field
// lists them, and each one moves the cursor to its line (Markdown view) or marks and selects its link, image or
// formula (formatted view). main.tsx publishes them at every save; the text field listens. Browser (the mapping is pure).
import { FACT_REFERENCE } from '../fact-guard.ts'
import { splitBlocks } from './keep-source.ts'

export interface BodyProblem {
  /** The line of the article's text (the Markdown view's numbering), or null when the problem has none. */
  line: number | null
  message: string
}

/** The Markdown view's key in this browser's storage (body-widget.tsx): staff who chose it read line numbers. */
export const MODE_KEY = 'rhino-article-body-mode'

/** A fact's value by its name (fiyat.ogrenci → "195"), undefined for a name facts.yaml does not have. */
export type FactValue = (name: string) => string | undefined

/**
 * A save's problems as staff read them: in the formatted view a problem of the text quotes its sentence ("Metinde
 * “…” — …") as that view shows it (facts as their values) instead of a line number that view does not show; in the
 * Markdown view the line number stays.
 */
export function problemsInStaffWords(
  problems: readonly string[],
  markdown: string,
  factValue?: FactValue,
): string[] {
  if (typeof localStorage !== 'undefined' && localStorage.getItem(MODE_KEY) === 'raw') return [...problems]
  return problems.map((problem) => {
    const [parsed] = bodyProblems([problem])
    return parsed && parsed.line !== null ? `Metinde ${problemInWords(markdown, parsed, factValue)}` : problem
  })
}

/** The build's "unknown fact" message (src/shared/content/facts.ts), the fact's name in group 1. */
const UNKNOWN_FACT = /^"\{\{\s*([^{}\s]*)\s*\}\}" diye bir bilgi yok/

/** The fact a problem is about, when it is an unknown one (`deneme.gunn`). Pure. */
export const unknownFactOf = (message: string): string | null => UNKNOWN_FACT.exec(message)?.[1] ?? null

/** A problem's message in the formatted view's words: an unknown fact is the broken chip staff see. Pure. */
export function messageInWords(message: string): string {
  const name = unknownFactOf(message)
  if (name === null) return message
  return (
    `Temel bilgilerde “${name}” diye bir ortak bilgi yok: kırmızı kesik çizgili etiketi seçip silin, yerine ` +
    '“Ortak bilgi ekle” düğmesiyle listeden doğru bilgiyi seçin'
  )
}

/**
 * The hook Decap's patched save calls for the text's problems of a form with refused fields
 * (patches/decap-cms-core+*+003+entries.patch; docs/decap/one-message-for-a-refused-save.md).
 */
export const SAVE_PROBLEMS_HOOK = '__rhinoSaveProblems'

/** The text's problems among a save's problems ("metin, satır 4: …", "metin: …"), in order. Pure. */
export function bodyProblems(problems: readonly string[]): BodyProblem[] {
  return problems.flatMap((problem) => {
    const match = /^metin(?:, satır (\d+))?: ([\s\S]*)$/.exec(problem)
    return match ? [{ line: match[1] ? Number(match[1]) : null, message: match[2]! }] : []
  })
}

/** The index of the top-level block (paragraph, heading, list, table, …) of `markdown` that holds `line`. Pure. */
export function blockOfLine(markdown: string, line: number): number | null {
  const lineStarts = [0]
  for (let index = 0; index < markdown.length; index++)
    if (markdown[index] === '\n') lineStarts.push(index + 1)
  const offset = lineStarts[line - 1]
  if (offset === undefined) return null
  const lineEnd = lineStarts[line] ?? markdown.length
  const blocks = splitBlocks(markdown)
  const index = blocks.findIndex((block) => block.start < lineEnd && block.end >= offset)
  return index === -1 ? null : index
}

/** The address or text a problem's message quotes first (`"/wiki/x" bağlantısının …`), if any. Pure. */
export function quotedTarget(message: string): string | null {
  return /"([^"]+)"/.exec(message)?.[1] ?? null
}

/**
 * The words of the text's line `line` as staff read them in the formatted view (no Markdown marks; with `factValue`,
 * facts as their chips read), cut to about a sentence around `around` (the words of the link or image a problem is
 * about, or the fact `{{…}}` it names) when the line is long. Pure.
 */
export function quotedLine(
  markdown: string,
  line: number,
  around?: string | null,
  factValue?: FactValue,
): string {
  const text = markdown.split('\n')[line - 1] ?? ''
  // Facts as their chips read: the value, or the unknown name.
  const facts: string[] = []
  const chipText = (reference: string, name: string) =>
    factValue ? (factValue(name) ?? `bilinmeyen bilgi: ${name}`) : reference
  // The words of the link or image whose address the problem quotes, or the fact it names.
  const aroundFact = around ? [...around.matchAll(FACT_REFERENCE)][0] : undefined
  const focus = aroundFact
    ? chipText(aroundFact[0], aroundFact[1]!)
    : around &&
      new RegExp(`!?\\[([^\\]]*)\\]\\(${around.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[)\\s#]`).exec(
        text,
      )?.[1]
  const plain = text
    // Held aside while the marks go (fact names may hold underscores).
    .replace(
      FACT_REFERENCE,
      (reference, name: string) => `\uE000${facts.push(chipText(reference, name)) - 1}\uE001`,
    )
    .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\[([^\]|]*\|)?([^\]]*)\]\]/g, '$2')
    .replace(/[*_`$]/g, '')
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => facts[Number(index)]!)
    .trim()
  if (plain.length <= 100) return plain
  const at = focus ? plain.indexOf(focus) : -1
  let start = at < 0 ? 0 : Math.max(0, at - 40)
  let end = Math.min(plain.length, (at < 0 ? 0 : at + focus!.length) + 60)
  // Whole words only.
  if (start > 0) start = plain.indexOf(' ', start) + 1 || start
  if (end < plain.length)
    end = plain.lastIndexOf(' ', end) > (at < 0 ? 0 : at) ? plain.lastIndexOf(' ', end) : end
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`
}

/** A problem of the text in the staff's words: the sentence it is about, then what is wrong. Pure. */
export function problemInWords(markdown: string, problem: BodyProblem, factValue?: FactValue): string {
  const message = messageInWords(problem.message)
  if (problem.line === null) return message
  const quote = quotedLine(markdown, problem.line, quotedTarget(problem.message), factValue)
  return quote ? `“${quote}” — ${message}` : message
}

type Listener = (problems: BodyProblem[]) => void
const listeners = new Set<Listener>()
let current: BodyProblem[] = []

/** Called with every save's problems (an empty list when the save went through). */
export function publishBodyProblems(problems: readonly string[]): void {
  current = bodyProblems(problems)
  for (const listener of listeners) listener(current)
}

/** Listens from now on: a text field opened after a refused save starts without its problems. */
export function subscribeBodyProblems(listener: Listener): () => void {
  current = []
  listeners.add(listener)
  return () => listeners.delete(listener)
}
