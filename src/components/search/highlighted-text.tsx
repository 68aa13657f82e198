// Shows text with the words a search matched wrapped in <mark>.
import { highlight } from '../../shared/search/highlight'

export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-fg">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
