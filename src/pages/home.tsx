// / — home page: hero carousel, Rhino 8 features, pricing, industries, Grasshopper and ecosystem sections.
import { EcosystemSection } from '../components/home/ecosystem-section.tsx'
import { FeaturesSection } from '../components/home/features-section.tsx'
import { GrasshopperSection } from '../components/home/grasshopper-section.tsx'
import { HeroCarousel } from '../components/home/hero-carousel.tsx'
import { HeroSlideBody } from '../components/home/hero-slide.tsx'
import { IndustriesSection } from '../components/home/industries-section.tsx'
import { PricingSection } from '../components/home/pricing-section.tsx'
import { heroCarouselLabel, heroSlides, homeHeading } from '../data/home.ts'
import { staticPage } from '../data/pages.ts'
import { localBusiness, organization, softwareApplication } from '../lib/home-structured-data.ts'
import { pageMeta } from '../lib/meta.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { heroAvifCopies, keepPageHtml, renderStatic } from '../lib/prerender.server.tsx'
import { HERO_SIZES } from '../shared/hero-images.ts'
import type { Route } from './+types/home'

/**
 * Only the carousel's frame is interactive; each slide's body and the sections below the carousel are rendered to
 * HTML at build time and reach the browser once, in the page's HTML (the data holds their ids).
 */
export function loader() {
  const page = staticPage('/')
  const sections = (
    <>
      <FeaturesSection />
      <PricingSection />
      <IndustriesSection />
      <GrasshopperSection />
      <EcosystemSection />
    </>
  )
  const avif = heroSlides.map((slide) => heroAvifCopies(slide.image))
  // The first slide's image is the LCP element; inside <picture> React writes no preload for it, so the page does.
  const preload = avif[0] && {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: avif[0],
    imageSizes: HERO_SIZES,
    fetchPriority: 'high',
  }
  return {
    meta: [
      ...pageMeta({ ...page, jsonLd: [organization, localBusiness, softwareApplication] }),
      ...(preload ? [preload] : []),
    ],
    carousel: {
      heading: homeHeading,
      label: heroCarouselLabel,
      slides: heroSlides.map((slide, index) =>
        keepPageHtml(
          page.path,
          renderStatic(<HeroSlideBody slide={slide} first={index === 0} avif={avif[index]} />, page.path),
          `slide-${index + 1}`,
        ),
      ),
    },
    sections: keepPageHtml(page.path, renderStatic(sections, page.path), 'sections'),
  }
}

/** Browser navigation: the page's data file and its markup, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroCarousel {...loaderData.carousel} />
      <PageHtml id={loaderData.sections} />
    </>
  )
}
