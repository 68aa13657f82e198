// A list that shows its first three entries and a 'Daha Fazla (N firma daha)' / 'Daha Az Göster' toggle. Browser.
import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button } from '../ui/button.tsx'

/** Entries visible before 'Daha Fazla' is pressed. */
export const OFFICES_VISIBLE_COUNT = 3

export interface ExpandableListProps<T> {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
}

/**
 * Without JavaScript (and in the pre-rendered HTML) every entry is shown; the extra ones are hidden only
 * once the page has hydrated and the toggle can bring them back.
 */
export function ExpandableList<T>({ items, getKey, renderItem }: ExpandableListProps<T>) {
  const hydrated = useHydrated()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const extraCount = items.length - OFFICES_VISIBLE_COUNT
  const collapsed = hydrated && !expanded

  return (
    <>
      <ul id={listId} className="space-y-4">
        {items.map((item, index) => (
          <li key={getKey(item)} hidden={collapsed && index >= OFFICES_VISIBLE_COUNT}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {hydrated && extraCount > 0 && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Daha Az Göster' : `Daha Fazla (${extraCount} firma daha)`}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 motion-safe:transition-transform', expanded && 'rotate-180')}
            />
          </Button>
        </div>
      )}
    </>
  )
}
