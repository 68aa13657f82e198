// Schema of content/data/home.yaml: the home page's slides, cards and section headings. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  eyebrowText,
  httpsUrl,
  iconName,
  imageAltText,
  imagePath,
  linkButton,
  sectionIntro,
  sitePath,
  text,
  textList,
  titleText,
} from './fields.ts'
import { ALL_DETAILS_LABEL } from '../spec-labels.ts'

const heroSlide = z.strictObject({
  /** Slide image under public/images/. */
  image: imagePath(),
  imageAlt: imageAltText(),
  /** Slide heading. */
  title: titleText(),
  /** Small line above the heading. */
  subtitle: text().meta({ title: 'Alt başlık' }),
  /** Text of the slide. */
  description: descriptionText(),
})

const featureCard = z.strictObject({
  icon: iconName('home'),
  title: titleText(),
  /** One sentence. */
  description: descriptionText(),
  /** Rhino command shown as a chip; leave out when no single command does it (e.g. Metal). */
  command: text().optional().meta(FIELD_NAMES.command),
  /** Feature page the card opens: /features/<slug> (the page must exist). */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'bir özellik sayfasının adı olmalı, örn. shrinkwrap')
    .meta(FIELD_NAMES.slug),
})

const industryCard = z.strictObject({
  /** Card image under public/images/. */
  image: imagePath(),
  imageAlt: imageAltText(),
  /** Sector name. */
  title: titleText(),
  /** One sentence. */
  description: descriptionText(),
  /** Sector page, e.g. /for/marine. */
  link: sitePath().meta(FIELD_NAMES.link),
})

const ecosystemItem = z.strictObject({
  icon: iconName('home'),
  title: titleText(),
  /** One sentence. */
  description: descriptionText(),
  /** External https address (opens in a new tab). */
  link: httpsUrl().meta(FIELD_NAMES.link),
})

/** content/data/home.yaml */
export const homeSchema = z.strictObject({
  /** The page's only main heading, above the slides. */
  homeHeading: text().meta({ title: 'Ana sayfa başlığı' }),
  /** Name of the slide area for screen readers. */
  heroCarouselLabel: text().meta({ title: 'Karusel adı (ekran okuyucular için)' }),
  /** Company description for search engines (Organization.description). */
  organizationDescription: text().meta({ title: 'Firma tanımı (arama motorları için)', multiline: true }),
  /** The two buttons of every slide. */
  heroButtons: z
    .strictObject({
      /** "Learn more" button (usually #features). */
      learnMore: linkButton.meta({ title: 'Daha fazla bilgi düğmesi' }),
      /** Trial button. */
      trial: linkButton.meta({ title: 'Deneme düğmesi' }),
    })
    .meta({ title: 'Karusel düğmeleri' }),
  /** The slides, in order. */
  heroSlides: z.array(heroSlide).min(1).meta({ title: 'Karusel slaytları' }),
  /** Heading of the "what's new" cards. */
  featuresHeader: sectionIntro
    .extend({
      /** Text of the link to all features: the SPEC's 'Tüm Detaylar...' unless staff write another. */
      allDetailsLabel: text()
        .default(ALL_DETAILS_LABEL)
        .meta({ title: 'Tüm ayrıntılar bağlantısının metni' }),
      /** Page of that link, e.g. /features. */
      allDetailsLink: sitePath().meta({ title: 'Tüm ayrıntılar bağlantısı' }),
    })
    .meta({ title: 'Özellikler bölümünün başı' }),
  /** The "what's new" cards. */
  featureCards: z.array(featureCard).min(1).meta({ title: 'Özellik kartları' }),
  /** Heading of the pricing section (prices are in pricing.yaml). */
  pricingHeader: sectionIntro.meta({ title: 'Fiyatlar bölümünün başı' }),
  /** Heading of the sector cards. */
  industriesHeader: sectionIntro.meta({ title: 'Sektörler bölümünün başı' }),
  /** The sector cards. */
  industryCards: z.array(industryCard).min(1).meta({ title: 'Sektör kartları' }),
  /** The Grasshopper section. */
  grasshopper: z
    .strictObject({
      eyebrow: eyebrowText(),
      title: titleText(),
      description: descriptionText(),
      /** Ticked lines. */
      highlights: textList().meta(FIELD_NAMES.highlights),
      image: imagePath(),
      imageAlt: imageAltText(),
      /** Button text. */
      communityLabel: text().meta({ title: 'Topluluk bağlantısının metni' }),
      /** Button target (https). */
      communityLink: httpsUrl().meta({ title: 'Topluluk bağlantısı' }),
    })
    .meta(FIELD_NAMES.grasshopper),
  /** Heading of the ecosystem cards. */
  ecosystemHeader: sectionIntro.meta({ title: 'Ekosistem bölümünün başı' }),
  /** The ecosystem cards. */
  ecosystemItems: z.array(ecosystemItem).min(1).meta({ title: 'Ekosistem öğeleri' }),
})
export type HomeData = z.infer<typeof homeSchema>
export type HeroSlide = z.infer<typeof heroSlide>
export type FeatureCard = z.infer<typeof featureCard>
export type IndustryCard = z.infer<typeof industryCard>
export type EcosystemItem = z.infer<typeof ecosystemItem>
export type SectionHeader = z.infer<typeof sectionIntro>
