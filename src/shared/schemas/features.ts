// Schema of content/data/features.yaml: the /features page, its category cards and expandable groups. Pure.
import { z } from 'zod'
import { iconCard, iconName, imagePath, sectionIntro, sitePath, text, textList } from './fields'

export const EXPANDABLE_GROUP_IDS = [
  'model-olusturma',
  'duzenleme',
  'arayuz',
  'goruntuleme',
  'render',
] as const

const feature = iconCard('features')

const featureGroup = z.strictObject({
  /** Category heading. */
  title: text(),
  /** Icon name. */
  icon: iconName('features'),
  /** Features of the category. */
  features: z.array(feature).min(1),
})

const detailLink = z.strictObject({
  /** Feature page, e.g. /features/shrinkwrap (must exist). */
  href: sitePath(),
  /** Card title. */
  title: text(),
  /** One sentence. */
  description: text(),
  /** Rhino command shown as a chip; leave out when no single command does it (e.g. Metal). */
  command: text().optional(),
  /** Image under public/images/. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
})

const expandableGroup = z.strictObject({
  /** Group id, also the #anchor; fixed. */
  id: z.enum(EXPANDABLE_GROUP_IDS),
  /** Group heading. */
  title: text(),
  /** Icon name. */
  icon: iconName('features'),
  /** One sentence under the heading. */
  summary: text(),
  /** Sub-sections with their lines. */
  sections: z
    .array(
      z.strictObject({
        /** Sub-section heading. */
        title: text(),
        /** Lines of the sub-section. */
        items: textList(),
      }),
    )
    .min(1),
})

/** content/data/features.yaml */
export const featuresSchema = z.strictObject({
  /** Page top. */
  hero: z.strictObject({
    /** Page heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
    /** Trial button text. */
    trialLabel: text(),
    /** Trial button page. */
    trialLink: sitePath(),
  }),
  /** Closing box at the bottom. */
  closingCta: z.strictObject({
    /** Heading. */
    title: text(),
    /** Text. */
    text: text(),
    /** Button text. */
    label: text(),
    /** Button page. */
    link: sitePath(),
  }),
  /** Heading of the highlights list. */
  highlightsTitle: text(),
  /** Highlights of Rhino 8, one per line. */
  highlights: textList(),
  /** Feature categories (cards). */
  featureCategories: z.array(featureGroup).min(1),
  /** Heading of the categories. */
  categoriesIntro: sectionIntro,
  /** Heading of the expandable groups. */
  accordionIntro: sectionIntro,
  /** Heading of the detail page cards. */
  detailPagesIntro: sectionIntro.extend({
    /** Text of each card's link. */
    linkLabel: text(),
  }),
  /** Cards linking to the feature pages. */
  detailPages: z.array(detailLink).min(1),
  /** The expandable groups ("Tüm Özellikler"). */
  expandableGroups: z.array(expandableGroup).min(1),
})
export type FeaturesData = z.infer<typeof featuresSchema>
export type Feature = z.infer<typeof feature>
export type FeatureGroup = z.infer<typeof featureGroup>
export type FeatureDetailLink = z.infer<typeof detailLink>
export type ExpandableFeatureGroup = z.infer<typeof expandableGroup>
