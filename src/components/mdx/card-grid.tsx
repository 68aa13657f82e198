// MDX: a responsive grid of cards, each with optional icon and link.
import { ArrowRight } from 'lucide-react'
import { Children, isValidElement, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { Card as CardSurface, CardIcon, CardTitle } from '../ui/card.tsx'
import { MdxIconSet as Icon } from './mdx-icon.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

export function CardGrid({ children }: { children: ReactNode }) {
  // Three columns only for a multiple of three cards; otherwise two, and an odd last card spans the row.
  const count = Children.toArray(children).filter(isValidElement).length
  return (
    <div
      className={cn(
        'orphan-spans not-prose my-8 grid gap-5 sm:grid-cols-2',
        count % 3 === 0 && 'lg:grid-cols-3',
      )}
    >
      {children}
    </div>
  )
}

export interface MdxCardProps {
  title: string
  icon?: string
  href?: string
  linkLabel?: string
  children?: ReactNode
}

export function Card({ title, icon, href, linkLabel = 'Detaylı Bilgi', children }: MdxCardProps) {
  return (
    <CardSurface>
      {icon && (
        <CardIcon>
          <Icon name={icon} className="size-5" />
        </CardIcon>
      )}
      <CardTitle>{title}</CardTitle>
      <div className="mt-2 flex-1 space-y-2 text-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-fg">
        {children}
      </div>
      {href && (
        <SmartLink
          href={href}
          className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-accent hover:underline"
        >
          {linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </SmartLink>
      )}
    </CardSurface>
  )
}
