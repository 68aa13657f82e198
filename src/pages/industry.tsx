// /for/:industry — interim page (being built).
import type { Route } from './+types/industry'
import { PageHero } from '../components/layout/page-hero'
import { NotFound } from '../components/layout/not-found'
import { industries, type IndustrySlug } from '../data/industries'
import { pageMeta } from '../lib/meta'

function find(slug: string | undefined) {
  return slug && Object.hasOwn(industries, slug) ? industries[slug as IndustrySlug] : undefined
}

export function meta({ params }: Route.MetaArgs) {
  const industry = find(params.industry)
  if (!industry) return [{ title: 'Page Not Found' }]
  return pageMeta({
    title: industry.metaTitle,
    description: industry.description,
    path: `/for/${industry.slug}`,
  })
}

export default function IndustryPage({ params }: Route.ComponentProps) {
  const industry = find(params.industry)
  if (!industry) return <NotFound />
  return <PageHero title={industry.hero.title} lead={industry.hero.lead} />
}
