// Home page content: hero slides, feature, industry and ecosystem cards, section headers (content/data/home.yaml).
export {
  ecosystemHeader,
  ecosystemItems,
  featureCards,
  featuresHeader,
  grasshopper,
  heroButtons,
  heroCarouselLabel,
  heroSlides,
  homeHeading,
  industriesHeader,
  industryCards,
  organizationDescription,
  pricingHeader,
} from '../generated/data/home.ts'
