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
  /** `frame: 'tablet'` shows the picture as a tablet's screen (an app's viewport, e.g. iRhino 3D). */
  image?: { src: string; alt: string; width: number; height: number; frame?: 'tablet' }
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
        {/* Beside a picture the text is centred on it: while a slow connection's half-parsed page has the text and not
            yet the picture after it, the text is not shown (it would move down when the picture arrives). */}
        <div className={cn('min-w-0', image && 'lg:[&:not(:has(+*))]:invisible')}>
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
        {image && !image.frame && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-card shadow-card"
          />
        )}
        {image?.frame === 'tablet' && <TabletFrame image={image} />}
      </div>
    </section>
  )
}

/**
 * A tablet held landscape: a dark bezel with its front camera, the screen showing the picture on the viewport's
 * light or dark background (the picture is a viewport capture with a transparent background). Decoration only: the
 * picture's own description says what the screen shows.
 */
function TabletFrame({ image }: { image: NonNullable<PageHeroProps['image']> }) {
  return (
    <div className="relative rounded-[1.75rem] bg-[#1b2130] p-3 shadow-card ring-1 ring-line sm:rounded-[2.25rem] sm:p-4 dark:bg-[#05070c]">
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1 size-1.5 -translate-y-1/2 rounded-full bg-[#3a4356] sm:left-1.5"
      />
      <div className="overflow-hidden rounded-[1rem] bg-[#eef2f7] sm:rounded-[1.25rem] dark:bg-[#161e2e]">
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="block h-auto w-full"
        />
      </div>
    </div>
  )
}
