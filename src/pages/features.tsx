// /features — Rhino 8 overview: hero with version 8 highlights, feature categories, the tool accordion, detail pages and the trial call to action.
import { CallToActionBand } from '../components/ui/call-to-action-band.tsx'
import { FeatureAccordion } from '../components/features/feature-accordion.tsx'
import { FeatureCategories } from '../components/features/feature-categories.tsx'
import { FeatureDetailLinks } from '../components/features/feature-detail-links.tsx'
import { VersionHighlights } from '../components/features/version-highlights.tsx'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import {
  accordionIntro,
  categoriesIntro,
  closingCta,
  detailPages,
  detailPagesIntro,
  expandableGroups,
  featureCategories,
  hero,
  highlights,
  highlightsTitle,
} from '../data/features.ts'
import type { StaticPage } from '../data/pages.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { staticPageData } from '../lib/prerender.server.tsx'
import type { Route } from './+types/features'

/** Everything on this page is static: rendered to HTML at build time, it reaches the browser in the page's HTML. */
export const loader = () => staticPageData('/features', FeaturesPageContent)

/** Browser navigation: the page's data file and its markup, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function FeaturesPage({ loaderData }: Route.ComponentProps) {
  return <PageHtml id={loaderData.page} />
}

function FeaturesPageContent({ page }: { page: StaticPage }) {
  return (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero
        title={hero.title}
        lead={hero.lead}
        actions={[{ label: hero.trialLabel, href: hero.trialLink }]}
      >
        <VersionHighlights title={highlightsTitle} items={highlights} />
      </PageHero>
      <FeatureCategories intro={categoriesIntro} categories={featureCategories} />
      <FeatureAccordion intro={accordionIntro} groups={expandableGroups} />
      <FeatureDetailLinks intro={detailPagesIntro} pages={detailPages} />
      <CallToActionBand
        headingId="deneme-baslik"
        title={closingCta.title}
        text={closingCta.text}
        actions={[{ label: closingCta.label, href: closingCta.link }]}
      />
    </>
  )
}
