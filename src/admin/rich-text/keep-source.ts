// The round-trip rule of the article editor: what the visual editor writes keeps every part of the text that was not
// edited exactly as it was in the file. The editor re-writes the whole text in its own style when it serialises
// (list markers, escapes, blank lines), so its output is merged with the original block by block: a top-level block
// (paragraph, heading, list, table, code block, formula) the editor left as it was is taken from the original text,
// byte for byte; only the blocks that were changed or added come from the editor. Pure.
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath)

interface Block {
  /** The mdast type (paragraph, heading, list, table, code, math, …). */
  type: string
  text: string
  start: number
  end: number
}

/** The top-level blocks of a Markdown text with their offsets. */
export function splitBlocks(markdown: string): Block[] {
  const tree = parser.parse(markdown)
  return tree.children.flatMap((node) => {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    return start === undefined || end === undefined
      ? []
      : [{ type: node.type, text: markdown.slice(start, end), start, end }]
  })
}

/** Pairs of indexes (a in `left`, b in `right`) of equal texts, in order: the longest such sequence. */
function matchBlocks(left: readonly string[], right: readonly string[]): [number, number][] {
  const rows = left.length
  const columns = right.length
  const lengths: number[][] = Array.from({ length: rows + 1 }, () => new Array<number>(columns + 1).fill(0))
  for (let a = rows - 1; a >= 0; a--)
    for (let b = columns - 1; b >= 0; b--)
      lengths[a]![b] =
        left[a] === right[b]
          ? lengths[a + 1]![b + 1]! + 1
          : Math.max(lengths[a + 1]![b]!, lengths[a]![b + 1]!)
  const pairs: [number, number][] = []
  let a = 0
  let b = 0
  while (a < rows && b < columns) {
    if (left[a] === right[b]) {
      pairs.push([a, b])
      a++
      b++
    } else if (lengths[a + 1]![b]! >= lengths[a]![b + 1]!) a++
    else b++
  }
  return pairs
}

/**
 * Glossary marks (`[[terim]]`, `[[terim|metin]]`) are not Markdown: a serialiser escapes their brackets. Restored here
 * so a mark the writer typed or kept reaches the file as a mark.
 */
export function restoreGlossaryMarks(markdown: string): string {
  return markdown
    .replace(/\\\[\\\[([^\]\n]+?)\]\]/g, '[[$1]]')
    .replace(/\\\[\\\[([^\]\n]+?)\\\]\\\]/g, '[[$1]]')
}

/**
 * The text to save: `edited` (the editor's output now) with every block that equals a block of `baseline` (the
 * editor's output for the unchanged `original`) replaced by that block's original text, and the original's spacing
 * kept between blocks that stay neighbours. `edited === baseline` gives `original` itself. When the editor's reading
 * of the original does not have the original's blocks (something it cannot represent), its output is kept whole.
 */
export function keepUntouchedBlocks(original: string, baseline: string, edited: string): string {
  if (edited === baseline) return original
  const originalBlocks = splitBlocks(original)
  const baselineBlocks = splitBlocks(baseline)
  const editedBlocks = splitBlocks(edited)
  if (
    originalBlocks.length === 0 ||
    originalBlocks.length !== baselineBlocks.length ||
    editedBlocks.length === 0
  )
    return edited
  const pairs = new Map(
    matchBlocks(
      baselineBlocks.map((block) => block.text),
      editedBlocks.map((block) => block.text),
    ).map(([from, to]) => [to, from]),
  )
  let text = ''
  let previousOriginal: number | undefined
  for (const [index, block] of editedBlocks.entries()) {
    const source = pairs.get(index)
    if (index > 0) {
      const kept = source !== undefined && previousOriginal !== undefined && source === previousOriginal + 1
      text += kept
        ? original.slice(originalBlocks[previousOriginal!]!.end, originalBlocks[source]!.start)
        : edited.slice(editedBlocks[index - 1]!.end, block.start)
    } else text += original.slice(0, originalBlocks[0]!.start)
    text += source === undefined ? block.text : originalBlocks[source]!.text
    previousOriginal = source
  }
  // The file's own beginning and ending (blank lines before the first block, the final newline or none).
  return text + original.slice(originalBlocks.at(-1)!.end)
}
