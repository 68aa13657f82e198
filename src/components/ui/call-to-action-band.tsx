// Closing call to action, the one look every page ends with: a soft accent panel with a decorative curve holding a
// heading, a text and buttons (CallToActionBand, and the MDX pages' LinkGroup). Every panel has its heading: a band of
// buttons alone read as a call to action whose text failed to load (tests/e2e/content-guards.e2e.ts finds panels by
// data-cta).
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { ButtonLink } from './button.tsx'

export function CallToActionPanel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      data-cta=""
      className={cn(
        'relative isolate overflow-hidden rounded-card border border-line bg-accent-soft px-6 py-10 sm:px-12 sm:py-14',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 400 200"
        preserveAspectRatio="none"
        className="absolute inset-y-0 right-0 -z-10 h-full w-2/3 text-accent opacity-20"
      >
        <path d="M0 180 C 120 20, 220 220, 400 40" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M0 150 C 140 0, 240 200, 400 10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M40 200 C 160 60, 260 240, 400 90" fill="none" stroke="currentColor" strokeWidth="1" />
      </svg>
      {children}
    </div>
  )
}

export interface CallToActionBandProps {
  headingId: string
  title: string
  text: string
  actions: readonly { label: string; href: string }[]
  className?: string
}

export function CallToActionBand({ headingId, title, text, actions, className }: CallToActionBandProps) {
  return (
    <section aria-labelledby={headingId} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <CallToActionPanel>
          <h2 id={headingId} className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted">{text}</p>
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
        </CallToActionPanel>
      </div>
    </section>
  )
}
