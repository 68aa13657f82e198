// /irhino — the free iOS 3dm viewer: features, formats, AR modes, scanning, more features and requirements.
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { CallToActionBand } from '../components/ui/call-to-action-band.tsx'
import { IrhinoIconSet } from '../components/irhino/irhino-icon.tsx'
import { IconCardGrid } from '../components/ui/icon-card-grid.tsx'
import { PageSection } from '../components/ui/page-section.tsx'
import { FeaturePanel } from '../components/irhino/feature-panel.tsx'
import { FormatSupport } from '../components/irhino/format-support.tsx'
import { MoreFeatures } from '../components/irhino/more-features.tsx'
import * as irhino from '../data/irhino.ts'
import type { StaticPage } from '../data/pages.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { staticPageData } from '../lib/prerender.server.tsx'
import type { Route } from './+types/irhino'

const SOFTWARE_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: irhino.hero.title,
  operatingSystem: 'iOS 17, iPadOS 17',
  applicationCategory: 'DesignApplication',
  description: irhino.hero.lead,
  downloadUrl: irhino.buttons.appStore.href,
  offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR' },
}

/** Everything on this page is static: rendered to HTML at build time, it reaches the browser in the page's HTML. */
export const loader = () => staticPageData('/irhino', IRhinoPageContent, [SOFTWARE_JSON_LD])

/** Browser navigation: the page's data file and its markup, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function IRhinoPage({ loaderData }: Route.ComponentProps) {
  return <PageHtml id={loaderData.page} />
}

function IRhinoPageContent({ page }: { page: StaticPage }) {
  const { hero, buttons } = irhino
  return (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={[buttons.appStore, buttons.forum]}
        image={{ src: hero.image, alt: hero.imageAlt, width: 960, height: 720, frame: 'tablet' }}
      />
      <PageSection headingId="yeniden-yazildi" title={irhino.rebuiltTitle} lead={irhino.rebuiltLead}>
        <IconCardGrid icons={IrhinoIconSet} items={irhino.rebuiltCards} columns={4} />
      </PageSection>
      <PageSection
        headingId="ozellikler"
        title={irhino.mainFeaturesTitle}
        lead={irhino.mainFeaturesLead}
        className="pt-0 sm:pt-0"
      >
        <IconCardGrid icons={IrhinoIconSet} items={irhino.mainFeatures} />
      </PageSection>
      <PageSection headingId="formatlar" title={irhino.formatsTitle} lead={irhino.formatsLead} tone="surface">
        <FormatSupport />
      </PageSection>
      <PageSection headingId="ar-modlari" title={irhino.arTitle} lead={irhino.arLead}>
        <IconCardGrid icons={IrhinoIconSet} items={irhino.arAnchorModes} columns={5} />
      </PageSection>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-3">
        <FeaturePanel headingId="isaretlemeler" {...irhino.markups} />
        <FeaturePanel
          headingId="oda-tarama"
          {...irhino.roomScan}
          items={irhino.roomScan.features}
          requirementsLabel={irhino.scanRequirementsLabel}
        />
        <FeaturePanel
          headingId="nesne-tarama"
          {...irhino.objectScan}
          items={irhino.objectScan.features}
          requirementsLabel={irhino.scanRequirementsLabel}
        />
      </div>
      <PageSection
        headingId="diger-ozellikler"
        title={irhino.moreFeaturesTitle}
        lead={irhino.moreFeaturesLead}
      >
        <MoreFeatures cards={irhino.moreFeatures} />
      </PageSection>
      <PageSection
        headingId="gereksinimler"
        title={irhino.requirementsTitle}
        lead={irhino.requirementsLead}
        tone="surface"
      >
        <IconCardGrid icons={IrhinoIconSet} items={irhino.requirements} />
      </PageSection>
      <CallToActionBand
        headingId="indir"
        title={irhino.closingCta.title}
        text={irhino.closingCta.text}
        actions={[buttons.appStore, buttons.forum]}
      />
    </>
  )
}
