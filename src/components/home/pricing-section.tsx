// Home pricing: the four licence plans ('Teklif İste' opens a prefilled quote e-mail) and the VAT note.
import { pricingHeader } from '../../data/home'
import { pricingPlans, quoteMailto, VAT_NOTE, type PricingPlan } from '../../data/pricing'
import { site } from '../../site.config'
import { HomeSection } from './home-section'
import { PricingCard } from './pricing-card'

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
            price={plan.priceLabel}
            period={plan.period}
            description={plan.description}
            features={plan.features}
            cta={{ label: plan.ctaLabel, href: ctaHref(plan) }}
            featured={plan.featured}
            badge={plan.badge}
          />
        ))}
      </div>
      <p className="mt-8 text-sm text-muted">{VAT_NOTE}</p>
    </HomeSection>
  )
}
