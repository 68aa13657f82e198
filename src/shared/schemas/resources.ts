// Schema of content/data/resources.yaml: the plug-in directory, file formats and other resources (/resources). Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  eyebrowText,
  httpsUrl,
  iconName,
  labelText,
  leadText,
  linkTarget,
  sectionIntro,
  text,
  titleText,
} from './fields.ts'

export const PLUGIN_BADGES = ['Dahili', 'Ücretsiz', 'Ücretli'] as const
export type PluginBadge = (typeof PLUGIN_BADGES)[number]
export const PLUGIN_CATEGORY_TITLES = [
  'Modelleme ve Analiz',
  'Rendering ve Görselleştirme',
  'Parametrik ve Optimizasyon',
  'BIM ve İşbirliği',
] as const

/** Which way Rhino 8 exchanges a format, as the card shows it. */
export const FILE_FORMAT_DIRECTIONS = [
  'İçe ve dışa aktarma',
  'Yalnızca içe aktarma',
  'Yalnızca dışa aktarma',
] as const
export type FileFormatDirection = (typeof FILE_FORMAT_DIRECTIONS)[number]

/** A card of the file-format grid: a format Rhino 8 reads and/or writes, with the page that says so. */
const fileFormat = z.strictObject({
  /** The format's short name, shown large (STEP, SKP, X_T). */
  name: text().meta({
    title: 'Biçim adı',
    description: 'Kartta büyük yazılan kısa ad, örn. STEP, SKP, X_T.',
  }),
  /** The program or standard behind it, when the short name alone does not say (SketchUp, Parasolid). */
  program: text().optional().meta({
    title: 'Program ya da standart',
    description: 'Kısa adın yanında anılan program, örn. SketchUp.',
  }),
  /** File extensions, e.g. ".stp, .step". */
  extensions: text().meta({ title: 'Dosya uzantıları', description: 'Örn. .stp, .step' }),
  /** Import and export, import only or export only. */
  direction: z.enum(FILE_FORMAT_DIRECTIONS).meta({
    title: 'Aktarım yönü',
    description:
      'Rhino 8 bu biçimi hem açıp hem kaydediyor mu, yalnızca içe mi yoksa yalnızca dışa mı aktarıyor?',
  }),
  /** The vendor's page that states the direction (Rhino help or RhinoCommon reference). */
  source: httpsUrl().meta({
    title: 'Kaynak',
    description:
      'Aktarım yönünü belirten üretici sayfası (Rhino yardım belgeleri veya RhinoCommon başvurusu).',
  }),
})
export type FileFormat = z.infer<typeof fileFormat>

/** A plug-in card (also used on the industry pages). */
export const pluginSchema = z.strictObject({
  /** Plug-in name. */
  name: text().meta(FIELD_NAMES.name),
  /** One sentence on what it does. */
  description: descriptionText(),
  /** Dahili (ships with Rhino 8), Ücretsiz or Ücretli (third-party add-on). */
  badge: z.enum(PLUGIN_BADGES).meta(FIELD_NAMES.badge),
  /** Plug-in page (https, opens in a new tab). */
  link: httpsUrl().meta(FIELD_NAMES.link),
})
export type Plugin = z.infer<typeof pluginSchema>

const pluginCategory = z.strictObject({
  /** Category heading (one of the four). */
  title: z.enum(PLUGIN_CATEGORY_TITLES).meta(FIELD_NAMES.title),
  icon: iconName('resources'),
  /** Plug-ins of the category, in order. */
  plugins: z.array(pluginSchema).min(1).meta(FIELD_NAMES.plugins),
})

const otherResource = z.strictObject({
  icon: iconName('resources'),
  title: titleText(),
  /** One sentence. */
  description: descriptionText(),
  /** A page of this site or an https address. */
  link: linkTarget().meta(FIELD_NAMES.link),
  /** true: an external address (opens in a new tab). */
  external: z.boolean().meta(FIELD_NAMES.external),
  /** Text of the link. */
  linkLabel: text().meta(FIELD_NAMES.linkLabel),
})

/** content/data/resources.yaml */
export const resourcesSchema = z.strictObject({
  /** The big number of the formats box, e.g. 30+. */
  fileFormatClaim: text().meta({ title: 'Dosya biçimi sayısı' }),
  /** Page heading and text under it. */
  resourcesHero: z
    .strictObject({
      /** Page heading. */
      title: titleText(),
      lead: leadText(),
    })
    .meta({ title: 'Sayfa başı' }),
  /** The plug-in directory by category. */
  pluginCategories: z.array(pluginCategory).min(1).meta({ title: 'Eklenti kategorileri' }),
  /** Cards of the "Diğer Kaynaklar" section. */
  otherResources: z.array(otherResource).min(1).meta({ title: 'Diğer kaynaklar' }),
  /** Heading of the plug-in directory and the meaning of each badge. */
  pluginsIntro: sectionIntro
    .extend({
      /** Badge → its explanation. */
      badgeLegend: z
        .strictObject({
          /** Explanation of Dahili. */
          Dahili: text().meta({ title: 'Dahili' }),
          /** Explanation of Ücretsiz. */
          Ücretsiz: text().meta({ title: 'Ücretsiz' }),
          /** Explanation of Ücretli. */
          Ücretli: text().meta({ title: 'Ücretli' }),
        })
        .meta({ title: 'Etiketlerin açıklamaları' }),
    })
    .meta({ title: 'Eklentiler bölümünün girişi' }),
  /** Heading of the "Diğer Kaynaklar" section. */
  otherResourcesIntro: sectionIntro.meta({ title: 'Diğer kaynakların girişi' }),
  /** Heading of the file formats section. */
  fileFormatsTitle: text().meta({ title: 'Dosya biçimleri başlığı' }),
  /** Texts of the file formats section. */
  fileFormatsIntro: z
    .strictObject({
      eyebrow: eyebrowText(),
      /** Caption under the big number. */
      claimLabel: text().meta({ title: 'Sayının yanındaki metin' }),
      lead: leadText(),
    })
    .meta({ title: 'Dosya biçimleri bölümünün girişi' }),
  /** The formats shown in the grid, each with the direction Rhino 8 exchanges it. */
  fileFormats: z.array(fileFormat).min(1).meta({ title: 'Dosya biçimleri' }),
  /** The developer box at the bottom. */
  developerCta: z
    .strictObject({
      /** Box heading. */
      title: titleText(),
      /** Box text. */
      text: text().meta(FIELD_NAMES.text),
      /** Button target (https). */
      link: httpsUrl().meta(FIELD_NAMES.link),
      /** Button text. */
      label: labelText(),
    })
    .meta({ title: 'Geliştiricilere çağrı' }),
})
export type ResourcesData = z.infer<typeof resourcesSchema>
export type PluginCategory = z.infer<typeof pluginCategory>
export type OtherResource = z.infer<typeof otherResource>
