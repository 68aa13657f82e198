// Home pricing: the four licence plans (each opens the licence advisor with its plan chosen, or its quote e-mail) and
// the VAT note.
import { pricingHeader } from '../../data/home.ts'
import { pricingPlans, VAT_NOTE } from '../../data/pricing.ts'
import { site } from '../../site.config.ts'
import { SmartLink } from '../ui/smart-link.tsx'
import { HomeSection } from './home-section.tsx'
import { PlanCardGrid } from './plan-card-grid.tsx'

export function PricingSection() {
  return (
    <HomeSection id="fiyatlar" header={pricingHeader} tinted>
      <PlanCardGrid plans={pricingPlans} email={site.email} advisorLinks />
      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-4">
        <p className="text-sm text-muted">{VAT_NOTE}</p>
        <SmartLink href="/teklif" className="font-semibold text-accent underline underline-offset-2">
          Hangi lisans size uygun? Lisans seçimi ve teklif
        </SmartLink>
      </div>
    </HomeSection>
  )
}
