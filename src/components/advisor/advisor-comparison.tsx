// The licence types side by side with their prices, conditions and the spec's quote mail links, and every licensing
// rule with its page: what visitors without JavaScript read. Static part (rendered to HTML in the loader).
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import { RULE_IDS } from '../../shared/advisor/rule-ids.ts'
import type { PricingPlan } from '../../shared/schemas/pricing.ts'
import { PlanCardGrid } from '../home/plan-card-grid.tsx'
import { PageSection } from '../ui/page-section.tsx'

export interface AdvisorComparisonProps {
  data: AdvisorData
  plans: readonly PricingPlan[]
  vatNote: string
  email: string
}

export function AdvisorComparison({ data, plans, vatNote, email }: AdvisorComparisonProps) {
  return (
    <PageSection
      headingId="lisans-turleri-baslik"
      anchor="lisans-turleri"
      title={data.comparison.title}
      lead={data.comparison.lead}
      tone="surface"
      className="print:hidden"
    >
      <PlanCardGrid plans={plans} email={email} />
      <p className="mt-6 text-sm text-muted">{vatNote}</p>
      <h3 className="mt-12 text-xl font-semibold">Lisans kuralları</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {RULE_IDS.map((id) => (
          <li key={id} className="rounded-card border border-line bg-raised p-5">
            <p className="font-semibold">{data.rules[id].title}</p>
            <p className="mt-2 text-sm text-muted">{data.rules[id].text}</p>
            <a
              href={data.rules[id].link}
              className="mt-3 inline-block text-sm font-medium text-accent underline underline-offset-2"
            >
              Ayrıntılar<span className="sr-only">: {data.rules[id].title}</span>
            </a>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
