// Schema of content/data/home.yaml: the home page's slides, cards and section headings. Pure.
import { z } from 'zod'
import { httpsUrl, iconName, imagePath, linkButton, sectionIntro, sitePath, text, textList } from './fields'

const heroSlide = z.strictObject({
  /** Slide image under public/images/. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
  /** Slide heading. */
  title: text(),
  /** Small line above the heading. */
  subtitle: text(),
  /** Text of the slide. */
  description: text(),
})

const featureCard = z.strictObject({
  /** Icon name. */
  icon: iconName('home'),
  /** Card title. */
  title: text(),
  /** One sentence. */
  description: text(),
  /** Rhino command shown as a chip; leave out when no single command does it (e.g. Metal). */
  command: text().optional(),
  /** Feature page the card opens: /features/<slug> (the page must exist). */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'bir özellik sayfasının adı olmalı, örn. shrinkwrap'),
})

const industryCard = z.strictObject({
  /** Card image under public/images/. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
  /** Sector name. */
  title: text(),
  /** One sentence. */
  description: text(),
  /** Sector page, e.g. /for/marine. */
  link: sitePath(),
})

const ecosystemItem = z.strictObject({
  /** Icon name. */
  icon: iconName('home'),
  /** Card title. */
  title: text(),
  /** One sentence. */
  description: text(),
  /** External https address (opens in a new tab). */
  link: httpsUrl(),
})

/** content/data/home.yaml */
export const homeSchema = z.strictObject({
  /** The page's only main heading, above the slides. */
  homeHeading: text(),
  /** Name of the slide area for screen readers. */
  heroCarouselLabel: text(),
  /** Company description for search engines (Organization.description). */
  organizationDescription: text(),
  /** The two buttons of every slide. */
  heroButtons: z.strictObject({
    /** "Learn more" button (usually #features). */
    learnMore: linkButton,
    /** Trial button. */
    trial: linkButton,
  }),
  /** The slides, in order. */
  heroSlides: z.array(heroSlide).min(1),
  /** Heading of the "what's new" cards. */
  featuresHeader: sectionIntro.extend({
    /** Text of the link to all features. */
    allDetailsLabel: text(),
    /** Page of that link, e.g. /features. */
    allDetailsLink: sitePath(),
  }),
  /** The "what's new" cards. */
  featureCards: z.array(featureCard).min(1),
  /** Heading of the pricing section (prices are in pricing.yaml). */
  pricingHeader: sectionIntro,
  /** Heading of the sector cards. */
  industriesHeader: sectionIntro,
  /** The sector cards. */
  industryCards: z.array(industryCard).min(1),
  /** The Grasshopper section. */
  grasshopper: z.strictObject({
    /** Small line above the heading. */
    eyebrow: text(),
    /** Heading. */
    title: text(),
    /** Text. */
    description: text(),
    /** Ticked lines. */
    highlights: textList(),
    /** Image under public/images/. */
    image: imagePath(),
    /** Alternative text of the image. */
    imageAlt: text(),
    /** Button text. */
    communityLabel: text(),
    /** Button target (https). */
    communityLink: httpsUrl(),
  }),
  /** Heading of the ecosystem cards. */
  ecosystemHeader: sectionIntro,
  /** The ecosystem cards. */
  ecosystemItems: z.array(ecosystemItem).min(1),
})
export type HomeData = z.infer<typeof homeSchema>
export type HeroSlide = z.infer<typeof heroSlide>
export type FeatureCard = z.infer<typeof featureCard>
export type IndustryCard = z.infer<typeof industryCard>
export type EcosystemItem = z.infer<typeof ecosystemItem>
export type SectionHeader = z.infer<typeof sectionIntro>
