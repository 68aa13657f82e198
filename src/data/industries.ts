// Industry landing pages (/for/...): content/data/industries/<slug>.yaml with the education plans of pricing.yaml.
import { industries as pages } from '../generated/data/industries.ts'
import type { EducationPlan } from '../shared/schemas/pricing.ts'
import type { IndustryPageData, IndustrySlug } from '../shared/schemas/industries.ts'
import { educationPlans } from './pricing.ts'

export { industryBreadcrumb } from '../shared/industries.ts'

/** The pricing section of the education page, with its cards. */
export type EducationPricing = NonNullable<IndustryPageData['educationPricing']> & { plans: EducationPlan[] }
/** A sector page as the page component uses it. */
export type IndustryPage = Omit<IndustryPageData, 'educationPricing'> & {
  educationPricing?: EducationPricing
}

function withPlans(page: IndustryPageData): IndustryPage {
  const { educationPricing, ...rest } = page
  return educationPricing
    ? { ...rest, educationPricing: { ...educationPricing, plans: educationPlans } }
    : rest
}

export const industries = /* @__PURE__ */ Object.fromEntries(
  Object.entries(pages).map(([slug, page]) => [slug, withPlans(page)]),
) as Record<IndustrySlug, IndustryPage>

/** The page for a route parameter, or undefined for an unknown slug (the page then shows the 404). */
export function findIndustry(slug: string | undefined): IndustryPage | undefined {
  return slug !== undefined && Object.hasOwn(industries, slug) ? industries[slug as IndustrySlug] : undefined
}
