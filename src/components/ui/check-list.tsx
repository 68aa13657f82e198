// A bulleted list with check-mark icons (a minus for a restriction), for feature and rule lists on the product pages.
import { cn } from '../../lib/cn.ts'
import { ListMark } from './list-mark.tsx'

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <ListMark text={item} circled className="mt-0.5 size-5" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
