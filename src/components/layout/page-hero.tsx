// Page hero: eyebrow, H1, lead, action buttons and an optional illustration.
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { ButtonLink } from '../ui/button'

export interface HeroAction {
  label: string
  href: string
}

export interface PageHeroProps {
  eyebrow?: string
  title: string
  lead?: ReactNode
  actions?: readonly HeroAction[]
  image?: { src: string; alt: string; width: number; height: number }
  children?: ReactNode
  className?: string
}

export function PageHero({ eyebrow, title, lead, actions = [], image, children, className }: PageHeroProps) {
  return (
    <section className={cn('border-b border-line bg-surface', className)}>
      <div
        className={cn(
          'mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:py-20',
          image && 'lg:grid-cols-[1.1fr_1fr]',
        )}
      >
        <div>
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent">{eyebrow}</p>}
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {lead && <p className="mt-5 max-w-2xl text-lg text-pretty text-muted">{lead}</p>}
          {actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.href}
                  href={action.href}
                  variant={index === 0 ? 'primary' : 'secondary'}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          )}
          {children}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-card shadow-card"
          />
        )}
      </div>
    </section>
  )
}
