// Schema of content/data/download.yaml: the download groups of /download. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  eyebrowText,
  iconName,
  labelText,
  leadText,
  linkTarget,
  text,
  titleText,
} from './fields.ts'

export const DOWNLOAD_GROUP_IDS = [
  'deneme',
  'lisansli',
  'mobil',
  'wip',
  'eklentiler',
  'lisanslama',
  'dokumantasyon',
  'sistem-gereksinimleri',
  'eski',
] as const

const downloadItem = z.strictObject({
  /** Item title. */
  title: titleText(),
  /** One or two sentences. */
  description: descriptionText(),
  /** A page of this site or an https address. */
  href: linkTarget().meta(FIELD_NAMES.href),
  /** true: an external address (opens in a new tab). */
  external: z.boolean().meta(FIELD_NAMES.external),
  /** Button text, e.g. İndir. */
  label: labelText(),
  /**
   * For an installer: what each platform needs, and its download size (a fact, e.g. {{surum.windows_boyut}}; shown
   * only when filled).
   */
  platforms: z
    .array(
      z.strictObject({
        /** Windows or Mac. */
        name: text().meta(FIELD_NAMES.name),
        /** The system it runs on, e.g. Windows 10 veya 11, 64 bit. */
        requirement: text().meta({ title: 'Gereksinim' }),
        /** Download size; empty is not shown. */
        size: z
          .string()
          .optional()
          .meta({ title: 'İndirme boyutu', description: 'Boş bırakılırsa gösterilmez.' }),
      }),
    )
    .optional()
    .meta({ title: 'Platformlar' }),
  /** The version the button downloads (e.g. {{surum.servis_surumu}}); empty is not shown. */
  version: z
    .string()
    .optional()
    .meta({ title: 'Sürüm', description: 'Örn. {{surum.servis_surumu}}. Boş bırakılırsa gösterilmez.' }),
  /** Its release day, YYYY-MM-DD (e.g. {{surum.tarih}}); empty is not shown. */
  released: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'YYYY-AA-GG biçiminde bir tarih olmalı (ya da boş)')
    .optional()
    .meta({ title: 'Yayın tarihi', description: 'Örn. {{surum.tarih}}. Boş bırakılırsa gösterilmez.' }),
})

const downloadGroup = z.strictObject({
  /** Group id, also the #anchor; fixed. */
  id: z.enum(DOWNLOAD_GROUP_IDS).meta(FIELD_NAMES.id),
  icon: iconName('download'),
  /** Group heading. */
  title: titleText(),
  description: descriptionText(),
  /** The group's items. */
  items: z.array(downloadItem).min(1).meta(FIELD_NAMES.items),
})

/** content/data/download.yaml */
export const downloadSchema = z.strictObject({
  /** Page heading texts. */
  downloadHero: z
    .strictObject({
      eyebrow: eyebrowText(),
      /** Page heading. */
      title: titleText(),
      lead: leadText(),
      /** Label of the in-page jump list. */
      jumpLabel: text().meta({ title: 'Aşağı atlama bağlantısının metni' }),
    })
    .meta({ title: 'Sayfa başı' }),
  /** Trial rules on the trial card. */
  trialFacts: z
    .array(
      z.strictObject({
        icon: iconName('download'),
        /** The rule. */
        text: text().meta(FIELD_NAMES.text),
      }),
    )
    .min(1)
    .meta({ title: 'Deneme sürümü bilgileri' }),
  /** The download groups, in order (the first is the trial). */
  downloadGroups: z.array(downloadGroup).min(1).meta({ title: 'İndirme grupları' }),
})
export type DownloadData = z.infer<typeof downloadSchema>
export type DownloadGroup = z.infer<typeof downloadGroup>
export type DownloadItem = z.infer<typeof downloadItem>
