// The problems a refused save found in the article's text ("metin, satır 4: …"), shown at their place: the text field
// lists them, and each one moves the cursor to its line (Markdown view) or marks and selects its link, image or
// formula (formatted view). main.tsx publishes them at every save; the text field listens. Browser (the mapping is pure).
import { splitBlocks } from './keep-source.ts'

export interface BodyProblem {
  /** The line of the article's text (the Markdown view's numbering), or null when the problem has none. */
  line: number | null
  message: string
}

/** The hook Decap's patched save calls for the text's problems of a form with refused fields (decap-patches.ts). */
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
