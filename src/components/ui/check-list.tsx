// A bulleted list with check-mark icons, for feature and rule lists on the product pages.
import { CircleCheck } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
