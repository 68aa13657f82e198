// Education licence pricing: plan cards leading to the licence advisor (plan chosen) with the spec's 'Teklif İste'
// mail as second link, the licence rules and the external sales page.
import { Percent } from 'lucide-react'
import type { EducationPricing as EducationPricingData } from '../../data/industries.ts'
import { industryPageLabels as labels } from '../../data/industry-labels.ts'
import { ADVISOR_BUTTON_LABEL, advisorHref, cardMailto, MAIL_LINK_LABEL } from '../../data/pricing.ts'
import { site } from '../../site.config.ts'
import { ButtonLink } from '../ui/button.tsx'
import { CheckList } from '../ui/check-list.tsx'
import { PageSection } from '../ui/page-section.tsx'
import { PricingCard } from '../home/pricing-card.tsx'

// The same card as the licence plans; each spans four subgrid rows (title, price, features, buttons) so they line up.
const ALIGN_ROWS = 'lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0'

export function EducationPricing({ pricing }: { pricing: EducationPricingData }) {
  return (
    <PageSection
      anchor="fiyatlar"
      headingId="egitim-fiyatlari"
      eyebrow={labels.pricingEyebrow}
      title={pricing.title}
      lead={pricing.lead}
      tone="surface"
    >
      <p className="-mt-4 mb-8 inline-flex items-center gap-2 rounded-full bg-accent-soft px-4 py-2 text-sm font-semibold text-accent-strong">
        <Percent aria-hidden="true" className="size-4" />
        {pricing.discountNote}
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {pricing.plans.map((plan) => (
          <PricingCard
            key={plan.id}
            name={plan.title}
            price={plan.price}
            features={plan.features}
            cta={{ label: ADVISOR_BUTTON_LABEL, href: advisorHref(plan.id) }}
            secondaryLink={{ label: MAIL_LINK_LABEL, href: cardMailto(plan.id, site.email) }}
            className={ALIGN_ROWS}
          />
        ))}
      </div>
      <div className="mt-10 grid gap-8 rounded-card border border-line bg-raised p-6 sm:p-8 lg:grid-cols-[2fr_1fr] lg:items-end">
        <div>
          <h3 className="text-lg font-semibold">{labels.pricingRulesTitle}</h3>
          <CheckList items={pricing.rules} className="mt-4" />
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <ButtonLink href={pricing.salesLink.href} variant="secondary">
            {pricing.salesLink.label}
          </ButtonLink>
          <p className="text-sm text-muted">{labels.pricingVatNote}</p>
        </div>
      </div>
    </PageSection>
  )
}
