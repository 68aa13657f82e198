// Shows text with the words a search matched wrapped in <mark> (no padding: it would read as an extra space).
import { highlight } from '../../shared/search/highlight.ts'

export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-accent-soft text-fg">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
