// A list of cards with an icon, title and text in a responsive grid; used by the product pages.
import { cn } from '../../lib/cn.ts'
import { Card, CardIcon, CardText, CardTitle } from './card.tsx'
import type { ComponentType } from 'react'

export interface IconCardItem {
  /** Icon name from the icon set passed to the grid. */
  icon: string
  title: string
  description: string
}

const COLUMNS = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
} as const

export function IconCardGrid({
  items,
  icons: Icon,
  columns = 3,
  className,
}: {
  items: readonly IconCardItem[]
  /** The area's icon set (createIcon) that can draw the items' icon names. */
  icons: ComponentType<{ name: string; className?: string }>
  /** Cards per row on wide screens. @default 3 */
  columns?: keyof typeof COLUMNS
  className?: string
}) {
  return (
    <ul className={cn('grid gap-5', COLUMNS[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          {/* Narrow screens put the icon beside the text so long card lists stay short. */}
          <Card className="w-full flex-row gap-4 p-5 transition-transform motion-safe:hover:-translate-y-0.5 sm:flex-col sm:gap-0 sm:p-6">
            <div className="shrink-0">
              <CardIcon>
                <Icon name={item.icon} className="size-5" />
              </CardIcon>
            </div>
            <div>
              <CardTitle>{item.title}</CardTitle>
              <CardText>{item.description}</CardText>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
