// MDX: list wrappers that restyle a Markdown list (use cases, numbered steps, commands, requirements).
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

type WithChildren = ReactElement<{ children?: ReactNode }>

/**
 * `**Başlık** — açıklama` as a card: the bold title on its own line and the description under it, without the dash
 * that joined them in the sentence (it would start the card's text).
 */
function titleAndText(item: ReactNode): ReactNode {
  if (!isValidElement(item)) return item
  const parts = Children.toArray((item as WithChildren).props.children)
  const titleIndex = parts.findIndex((part) => isValidElement(part) && part.type === 'strong')
  const next = parts[titleIndex + 1]
  if (titleIndex === -1 || typeof next !== 'string') return item
  parts[titleIndex + 1] = next.replace(/^\s*[—–-]\s*/, '')
  return cloneElement(item as WithChildren, undefined, ...parts)
}

export function UseCaseGrid({ children }: { children: ReactNode }) {
  const lists = Children.map(children, (list) =>
    isValidElement(list)
      ? cloneElement(
          list as WithChildren,
          undefined,
          ...(Children.map((list as WithChildren).props.children, titleAndText) ?? []),
        )
      : list,
  )
  return (
    <div className="orphan-spans-3 not-prose my-8 [&_strong]:block [&_strong]:text-fg [&>ul]:grid [&>ul]:gap-4 [&>ul]:sm:grid-cols-2 [&>ul]:lg:grid-cols-3 [&>ul>li]:rounded-card [&>ul>li]:border [&>ul>li]:border-line [&>ul>li]:bg-raised [&>ul>li]:p-5 [&>ul>li]:text-muted [&>ul>li]:shadow-card">
      {lists}
    </div>
  )
}

export function Steps({ children }: { children: ReactNode }) {
  return (
    <div className="steps not-prose my-8 [&_strong]:text-fg [&>ol]:space-y-4 [&>ol]:[counter-reset:step] [&>ol>li]:relative [&>ol>li]:min-h-10 [&>ol>li]:pl-14 [&>ol>li]:[counter-increment:step] [&>ol>li]:before:absolute [&>ol>li]:before:top-0 [&>ol>li]:before:left-0 [&>ol>li]:before:flex [&>ol>li]:before:size-10 [&>ol>li]:before:items-center [&>ol>li]:before:justify-center [&>ol>li]:before:rounded-full [&>ol>li]:before:bg-accent [&>ol>li]:before:font-bold [&>ol>li]:before:text-accent-fg [&>ol>li]:before:content-[counter(step)]">
      {children}
    </div>
  )
}

export function CommandList({ children }: { children: ReactNode }) {
  return (
    <div className="not-prose my-6 [&_code]:font-mono [&_code]:font-semibold [&_code]:text-accent [&>ul]:grid [&>ul]:gap-2 [&>ul]:sm:grid-cols-2 [&>ul>li]:rounded-button [&>ul>li]:border [&>ul>li]:border-line [&>ul>li]:bg-surface [&>ul>li]:px-4 [&>ul>li]:py-3 [&>ul>li]:text-sm [&>ul>li]:text-muted">
      {children}
    </div>
  )
}

export function RequirementList({ children }: { children: ReactNode }) {
  return (
    <div className="not-prose my-6 [&>ul]:space-y-3 [&>ul>li]:relative [&>ul>li]:pl-8 [&>ul>li]:before:absolute [&>ul>li]:before:top-0 [&>ul>li]:before:left-0 [&>ul>li]:before:font-bold [&>ul>li]:before:text-success [&>ul>li]:before:content-['✓']">
      {children}
    </div>
  )
}
