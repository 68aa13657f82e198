// Page hero: eyebrow, H1, lead, action buttons and an optional illustration.
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { ButtonLink } from '../ui/button.tsx'

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
  /** Less height on phones, for a page whose first screen must reach the tool under the hero (the /support search
   * and its first topics). @default false */
  compact?: boolean
  className?: string
}

export function PageHero(props: PageHeroProps) {
  const { eyebrow, title, lead, actions = [], image, children, compact = false, className } = props
  return (
    <section className={cn('border-b border-line bg-surface', className)}>
      <div
        className={cn(
          'mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 sm:py-14 lg:py-20',
          compact ? 'py-6' : 'py-14',
          image && 'lg:grid-cols-[1.1fr_1fr]',
        )}
      >
        <div className="min-w-0">
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent">{eyebrow}</p>}
          <h1
            className={cn(
              'font-bold tracking-tight text-balance sm:text-5xl',
              compact ? 'text-3xl' : 'text-4xl',
            )}
          >
            {title}
          </h1>
          {lead && (
            <p
              className={cn(
                'max-w-2xl text-pretty text-muted sm:mt-5 sm:text-lg',
                compact ? 'mt-3 text-base' : 'mt-5 text-lg',
              )}
            >
              {lead}
            </p>
          )}
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
