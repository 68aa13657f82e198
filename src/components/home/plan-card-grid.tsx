// The licence plans as one grid of pricing cards; used by the home pricing section and the /teklif comparison, so
// both show the same cards. On the home page a card's button opens the licence advisor with its plan chosen and its
// second link is the spec's "Teklif İste" mail; on /teklif (read without JavaScript too) the button is the mail.
import type { PricingPlan } from '../../shared/schemas/pricing.ts'
import { ADVISOR_BUTTON_LABEL, advisorHref, cardMailto, MAIL_LINK_LABEL } from '../../data/pricing.ts'
import { formatEuro } from '../../lib/price.ts'
import { PricingCard } from './pricing-card.tsx'

// Each card spans five subgrid rows (title, price, description, features, button) so the rows line up across cards.
const ALIGN_ROWS = 'sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-0'

export interface PlanCardGridProps {
  plans: readonly PricingPlan[]
  /** The address the quote mails go to. */
  email: string
  /** The button opens the licence advisor, the mail becomes the second link (not on /teklif itself). @default false */
  advisorLinks?: boolean
}

export function PlanCardGrid({ plans, email, advisorLinks = false }: PlanCardGridProps) {
  return (
    <div className="grid items-stretch gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => {
        // The trial is a download, never a quote.
        const mail =
          plan.id === 'deneme' ? undefined : { label: plan.ctaLabel, href: cardMailto(plan.id, email) }
        const cta = mail
          ? advisorLinks
            ? { label: ADVISOR_BUTTON_LABEL, href: advisorHref(plan.id) }
            : mail
          : { label: plan.ctaLabel, href: plan.ctaLink ?? '/download' }
        return (
          <PricingCard
            key={plan.id}
            name={plan.name}
            price={formatEuro(plan.price)}
            period={plan.period}
            description={plan.description}
            features={plan.features}
            cta={cta}
            secondaryLink={mail && advisorLinks ? { label: MAIL_LINK_LABEL, href: mail.href } : undefined}
            featured={plan.featured}
            badge={plan.badge}
            className={ALIGN_ROWS}
          />
        )
      })}
    </div>
  )
}
