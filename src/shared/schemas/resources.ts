// Schema of content/data/resources.yaml: the plug-in directory, file formats and other resources (/resources). Pure.
import { z } from 'zod'
import { httpsUrl, iconName, linkTarget, sectionIntro, text, textList } from './fields'

export const PLUGIN_BADGES = ['Dahili', 'Ücretsiz', 'Ücretli'] as const
export type PluginBadge = (typeof PLUGIN_BADGES)[number]
export const PLUGIN_CATEGORY_TITLES = [
  'Modelleme ve Analiz',
  'Rendering ve Görselleştirme',
  'Parametrik ve Optimizasyon',
  'BIM ve İşbirliği',
] as const

/** A plug-in card (also used on the industry pages). */
export const pluginSchema = z.strictObject({
  /** Plug-in name. */
  name: text(),
  /** One sentence on what it does. */
  description: text(),
  /** Dahili (ships with Rhino 8), Ücretsiz or Ücretli (third-party add-on). */
  badge: z.enum(PLUGIN_BADGES),
  /** Plug-in page (https, opens in a new tab). */
  link: httpsUrl(),
})
export type Plugin = z.infer<typeof pluginSchema>

const pluginCategory = z.strictObject({
  /** Category heading (one of the four). */
  title: z.enum(PLUGIN_CATEGORY_TITLES),
  /** Icon name. */
  icon: iconName('resources'),
  /** Plug-ins of the category, in order. */
  plugins: z.array(pluginSchema).min(1),
})

const otherResource = z.strictObject({
  /** Icon name. */
  icon: iconName('resources'),
  /** Card title. */
  title: text(),
  /** One sentence. */
  description: text(),
  /** A page of this site or an https address. */
  link: linkTarget(),
  /** true: an external address (opens in a new tab). */
  external: z.boolean(),
  /** Text of the link. */
  linkLabel: text(),
})

/** content/data/resources.yaml */
export const resourcesSchema = z.strictObject({
  /** The big number of the formats box, e.g. 30+. */
  fileFormatClaim: text(),
  /** Page heading and text under it. */
  resourcesHero: z.strictObject({
    /** Page heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
  }),
  /** The plug-in directory by category. */
  pluginCategories: z.array(pluginCategory).min(1),
  /** Cards of the "Diğer Kaynaklar" section. */
  otherResources: z.array(otherResource).min(1),
  /** Heading of the plug-in directory and the meaning of each badge. */
  pluginsIntro: sectionIntro.extend({
    /** Badge → its explanation. */
    badgeLegend: z.strictObject({
      /** Explanation of Dahili. */
      Dahili: text(),
      /** Explanation of Ücretsiz. */
      Ücretsiz: text(),
      /** Explanation of Ücretli. */
      Ücretli: text(),
    }),
  }),
  /** Heading of the "Diğer Kaynaklar" section. */
  otherResourcesIntro: sectionIntro,
  /** Heading of the file formats section. */
  fileFormatsTitle: text(),
  /** Texts of the file formats section. */
  fileFormatsIntro: z.strictObject({
    /** Small line above the heading. */
    eyebrow: text(),
    /** Caption under the big number. */
    claimLabel: text(),
    /** Text under the heading. */
    lead: text(),
  }),
  /** The formats shown in the grid. */
  fileFormats: textList(),
  /** The developer box at the bottom. */
  developerCta: z.strictObject({
    /** Box heading. */
    title: text(),
    /** Box text. */
    text: text(),
    /** Button target (https). */
    link: httpsUrl(),
    /** Button text. */
    label: text(),
  }),
})
export type ResourcesData = z.infer<typeof resourcesSchema>
export type PluginCategory = z.infer<typeof pluginCategory>
export type OtherResource = z.infer<typeof otherResource>
