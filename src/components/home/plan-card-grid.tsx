// The licence plans as one grid of pricing cards ('Teklif İste' opens a prefilled quote e-mail); used by the home
// pricing section and the /teklif comparison, so both show the same cards.
import type { PricingPlan } from '../../shared/schemas/pricing.ts'
import { quoteMailto } from '../../data/pricing.ts'
import { formatEuro } from '../../lib/price.ts'
import { PricingCard } from './pricing-card.tsx'

// Each card spans five subgrid rows (title, price, description, features, button) so the rows line up across cards.
const ALIGN_ROWS = 'sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-0'

/** The second link of each card: the licence advisor with the card's plan chosen. */
const ADVISOR_LINK_LABEL = 'Adet ve toplamı hesaplayın'

export interface PlanCardGridProps {
  plans: readonly PricingPlan[]
  /** The address the quote mails go to. */
  email: string
  /** A link to the licence advisor under each button (not on /teklif itself). @default false */
  advisorLinks?: boolean
}

export function PlanCardGrid({ plans, email, advisorLinks = false }: PlanCardGridProps) {
  return (
    <div className="grid items-stretch gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => (
        <PricingCard
          key={plan.id}
          name={plan.name}
          price={formatEuro(plan.price)}
          period={plan.period}
          description={plan.description}
          features={plan.features}
          cta={{ label: plan.ctaLabel, href: plan.ctaLink ?? quoteMailto(plan, email) }}
          secondaryLink={
            advisorLinks ? { label: ADVISOR_LINK_LABEL, href: `/teklif?lisans=${plan.id}` } : undefined
          }
          featured={plan.featured}
          badge={plan.badge}
          className={ALIGN_ROWS}
        />
      ))}
    </div>
  )
}
