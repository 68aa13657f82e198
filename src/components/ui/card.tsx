// Card: surface with optional icon, title, text and link; the shared building block of every grid.
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col rounded-card border border-line bg-raised p-6 shadow-card', className)}
      {...props}
    />
  )
}

export function CardIcon({ children }: { children: ReactNode }) {
  return (
    <div className="mb-4 inline-flex size-11 items-center justify-center rounded-button bg-accent-soft text-accent">
      {children}
    </div>
  )
}

export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cn('text-lg font-semibold', className)} {...props} />
}

export function CardText({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mt-2 text-muted', className)} {...props} />
}
