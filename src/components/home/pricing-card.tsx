// Pricing card: plan name, price, period, description, feature checklist and one call-to-action button.
// Rendered for each licence plan by PlanCardGrid (home pricing section and /teklif) and for the education plans.
import { cn } from '../../lib/cn.ts'
import { Badge } from '../ui/badge.tsx'
import { ListMark } from '../ui/list-mark.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

export interface PricingCardProps {
  name: string
  /** Price as displayed, e.g. '995 €' or 'Özel Fiyat'. */
  price: string
  /** Small line next to the price, e.g. 'tek seferlik'. */
  period?: string
  description?: string
  features: readonly string[]
  cta: { label: string; href: string }
  /** A second, quieter link under the button, e.g. to the licence advisor with this plan chosen. */
  secondaryLink?: { label: string; href: string }
  /** Emphasised card (accent ring, primary button). @default false */
  featured?: boolean
  /** Ribbon text on a featured card, e.g. 'Popüler'. */
  badge?: string
  className?: string
}

export function PricingCard(props: PricingCardProps) {
  const {
    name,
    price,
    period,
    description,
    features,
    cta,
    secondaryLink,
    featured = false,
    badge,
    className,
  } = props
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-card border bg-raised p-6 shadow-card sm:p-7',
        featured ? 'border-accent ring-1 ring-accent' : 'border-line',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{name}</h3>
        {featured && badge && <Badge>{badge}</Badge>}
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        {period && <span className="text-sm text-muted">{period}</span>}
      </p>
      {description && <p className="mt-4 text-sm text-pretty text-muted">{description}</p>}
      <ul className="mt-6 flex-1 space-y-3 border-t border-line pt-6 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <ListMark text={feature} className="mt-0.5 size-4" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3">
        <ButtonLink href={cta.href} variant={featured ? 'primary' : 'secondary'} className="w-full">
          {cta.label}
          <span className="sr-only">: {name}</span>
        </ButtonLink>
        {secondaryLink && (
          <SmartLink
            href={secondaryLink.href}
            className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline underline-offset-2"
          >
            {secondaryLink.label}
            <span className="sr-only">: {name}</span>
          </SmartLink>
        )}
      </div>
    </article>
  )
}
