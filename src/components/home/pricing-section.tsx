// Home pricing: the four licence plans ('Teklif İste' opens a prefilled quote e-mail) and the VAT note.
import { pricingHeader } from '../../data/home'
import { pricingPlans, quoteMailto, VAT_NOTE } from '../../data/pricing'
import type { PricingPlan } from '../../shared/schemas/pricing'
import { formatEuro } from '../../lib/price'
import { site } from '../../site.config'
import { SmartLink } from '../ui/smart-link'
import { HomeSection } from './home-section'
import { PricingCard } from './pricing-card'

// Each card spans five subgrid rows (title, price, description, features, button) so the rows line up across cards.
const ALIGN_ROWS = 'sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-0'

/** The second link of each card: the licence advisor with the card's plan chosen. */
const ADVISOR_LINK_LABEL = 'Adet ve toplamı hesaplayın'

function ctaHref(plan: PricingPlan): string {
  return plan.ctaLink ?? quoteMailto(plan, site.email)
}

export function PricingSection() {
  return (
    <HomeSection id="fiyatlar" header={pricingHeader} tinted>
      <div className="grid items-stretch gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {pricingPlans.map((plan) => (
          <PricingCard
            key={plan.id}
            name={plan.name}
            price={formatEuro(plan.price)}
            period={plan.period}
            description={plan.description}
            features={plan.features}
            cta={{ label: plan.ctaLabel, href: ctaHref(plan) }}
            secondaryLink={{ label: ADVISOR_LINK_LABEL, href: `/teklif?lisans=${plan.id}` }}
            featured={plan.featured}
            badge={plan.badge}
            className={ALIGN_ROWS}
          />
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-4">
        <p className="text-sm text-muted">{VAT_NOTE}</p>
        <SmartLink href="/teklif" className="font-semibold text-accent underline underline-offset-2">
          Hangi lisans size uygun? Lisans seçimi ve teklif
        </SmartLink>
      </div>
    </HomeSection>
  )
}
