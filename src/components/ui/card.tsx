// Card: surface with optional icon, title, text and link; the shared building block of every grid.
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('card', className)} {...props} />
}

export function CardIcon({ children }: { children: ReactNode }) {
  return <div className="card-icon">{children}</div>
}

export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cn('card-title', className)} {...props} />
}

export function CardText({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('card-text', className)} {...props} />
}
