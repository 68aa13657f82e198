// Schema of content/data/download.yaml: the download groups of /download. Pure.
import { z } from 'zod'
import { iconName, linkTarget, text } from './fields'

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
  title: text(),
  /** One or two sentences. */
  description: text(),
  /** A page of this site or an https address. */
  href: linkTarget(),
  /** true: an external address (opens in a new tab). */
  external: z.boolean(),
  /** Button text, e.g. İndir. */
  label: text(),
})

const downloadGroup = z.strictObject({
  /** Group id, also the #anchor; fixed. */
  id: z.enum(DOWNLOAD_GROUP_IDS),
  /** Icon name. */
  icon: iconName('download'),
  /** Group heading. */
  title: text(),
  /** Text under the heading. */
  description: text(),
  /** The group's items. */
  items: z.array(downloadItem).min(1),
})

/** content/data/download.yaml */
export const downloadSchema = z.strictObject({
  /** Page heading texts. */
  downloadHero: z.strictObject({
    /** Small line above the heading. */
    eyebrow: text(),
    /** Page heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
    /** Label of the in-page jump list. */
    jumpLabel: text(),
  }),
  /** Trial rules on the trial card. */
  trialFacts: z
    .array(
      z.strictObject({
        /** Icon name. */
        icon: iconName('download'),
        /** The rule. */
        text: text(),
      }),
    )
    .min(1),
  /** The download groups, in order (the first is the trial). */
  downloadGroups: z.array(downloadGroup).min(1),
})
export type DownloadData = z.infer<typeof downloadSchema>
export type DownloadGroup = z.infer<typeof downloadGroup>
export type DownloadGroupId = DownloadGroup['id']
export type DownloadItem = z.infer<typeof downloadItem>
