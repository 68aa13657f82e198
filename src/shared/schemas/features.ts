// Schema of content/data/features.yaml: the /features page, its category cards and expandable groups. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  iconCard,
  iconName,
  imageAltText,
  imagePath,
  labelText,
  leadText,
  sectionIntro,
  sitePath,
  text,
  textList,
  titleText,
} from './fields.ts'

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
  title: titleText(),
  icon: iconName('features'),
  /** Features of the category. */
  features: z.array(feature).min(1).meta(FIELD_NAMES.features),
})

const detailLink = z.strictObject({
  /** Feature page, e.g. /features/shrinkwrap (must exist). */
  href: sitePath().meta(FIELD_NAMES.href),
  title: titleText(),
  /** One sentence. */
  description: descriptionText(),
  /** Rhino command shown as a chip; leave out when no single command does it (e.g. Metal). */
  command: text().optional().meta(FIELD_NAMES.command),
  image: imagePath(),
  imageAlt: imageAltText(),
})

const expandableGroup = z.strictObject({
  /** Group id, also the #anchor; fixed. */
  id: z.enum(EXPANDABLE_GROUP_IDS).meta(FIELD_NAMES.id),
  /** Group heading. */
  title: titleText(),
  icon: iconName('features'),
  /** One sentence under the heading. */
  summary: text().meta({ title: 'Özet' }),
  /** Sub-sections with their lines. */
  sections: z
    .array(
      z.strictObject({
        /** Sub-section heading. */
        title: titleText(),
        /** Lines of the sub-section. */
        items: textList().meta(FIELD_NAMES.items),
      }),
    )
    .min(1)
    .meta({ title: 'Bölümler' }),
})

/** content/data/features.yaml */
export const featuresSchema = z.strictObject({
  /** Page top. */
  hero: z
    .strictObject({
      /** Page heading. */
      title: titleText(),
      lead: leadText(),
      /** Trial button text. */
      trialLabel: text().meta({ title: 'Deneme düğmesinin metni' }),
      /** Trial button page. */
      trialLink: sitePath().meta({ title: 'Deneme düğmesinin adresi' }),
    })
    .meta(FIELD_NAMES.hero),
  /** Closing box at the bottom. */
  closingCta: z
    .strictObject({
      title: titleText(),
      /** Text. */
      text: text().meta(FIELD_NAMES.text),
      /** Button text. */
      label: labelText(),
      /** Button page. */
      link: sitePath().meta(FIELD_NAMES.link),
    })
    .meta(FIELD_NAMES.closingCta),
  /** Heading of the highlights list. */
  highlightsTitle: text().meta({ title: 'Öne çıkanlar başlığı' }),
  /** Highlights of Rhino 8, one per line. */
  highlights: textList().meta(FIELD_NAMES.highlights),
  /** Feature categories (cards). */
  featureCategories: z.array(featureGroup).min(1).meta({ title: 'Özellik kategorileri' }),
  /** Heading of the categories. */
  categoriesIntro: sectionIntro.meta({ title: 'Kategoriler bölümünün girişi' }),
  /** Heading of the expandable groups. */
  accordionIntro: sectionIntro.meta({ title: 'Açılır bölümlerin girişi' }),
  /** Heading of the detail page cards. */
  detailPagesIntro: sectionIntro
    .extend({
      /** Text of each card's link. */
      linkLabel: text().meta(FIELD_NAMES.linkLabel),
    })
    .meta({ title: 'Ayrıntı sayfaları bölümünün girişi' }),
  /** Cards linking to the feature pages. */
  detailPages: z.array(detailLink).min(1).meta({ title: 'Ayrıntı sayfaları' }),
  /** The expandable groups ("Tüm Özellikler"). */
  expandableGroups: z.array(expandableGroup).min(1).meta({ title: 'Açılır gruplar' }),
})
export type FeaturesData = z.infer<typeof featuresSchema>
export type Feature = z.infer<typeof feature>
export type FeatureGroup = z.infer<typeof featureGroup>
export type FeatureDetailLink = z.infer<typeof detailLink>
export type ExpandableFeatureGroup = z.infer<typeof expandableGroup>
