// / — home page: hero carousel, Rhino 8 features, pricing, industries, Grasshopper and ecosystem sections.
import { EcosystemSection } from '../components/home/ecosystem-section'
import { FeaturesSection } from '../components/home/features-section'
import { GrasshopperSection } from '../components/home/grasshopper-section'
import { HeroCarousel } from '../components/home/hero-carousel'
import { IndustriesSection } from '../components/home/industries-section'
import { PricingSection } from '../components/home/pricing-section'
import { localBusiness, organization, softwareApplication } from '../lib/home-structured-data'
import { staticPageMeta } from '../lib/meta'

export const meta = () => staticPageMeta('/', [organization, localBusiness, softwareApplication])

export default function Page() {
  return (
    <>
      <HeroCarousel />
      <FeaturesSection />
      <PricingSection />
      <IndustriesSection />
      <GrasshopperSection />
      <EcosystemSection />
    </>
  )
}
