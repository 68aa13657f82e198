// Schema of content/data/learn.yaml: learning resources and the info cards of /learn. Pure.
import { z } from 'zod'
import { httpsUrl, iconName, imagePath, linkTarget, text } from './fields'

export const LEARN_CATEGORIES = [
  'Başlangıç',
  'Grasshopper',
  'Görselleştirme',
  'Mimarlık',
  'Mücevher',
  'Denizcilik',
  'Peyzaj',
  'Üretim',
  'İleri Seviye',
  'Scripting',
] as const
export type LearnCategory = (typeof LEARN_CATEGORIES)[number]

export const LEARN_RESOURCE_TYPES = ['Video', 'Video Serisi', 'Tutorial', 'Döküman'] as const
export const LEARN_LANGUAGES = ['Türkçe', 'İngilizce'] as const
export const LEARN_SECTORS = ['Genel', 'Mimarlık', 'Mücevher', 'Denizcilik', 'Peyzaj', 'Üretim'] as const
export type LearnLanguage = (typeof LEARN_LANGUAGES)[number]
export type LearnSector = (typeof LEARN_SECTORS)[number]

const learningResource = z
  .strictObject({
    /** Unique address-safe id, e.g. grasshopper-primer (lower case, digits, dashes). */
    id: z
      .string()
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        'yalnızca küçük harf, rakam ve tire içermeli, örn. grasshopper-primer',
      ),
    /** Title of the resource. */
    title: text(),
    /** Two or three sentences on what it teaches. */
    description: text(),
    /** Category of the filter. */
    category: z.enum(LEARN_CATEGORIES),
    /** Kind of resource: Video, Video Serisi, Tutorial or Döküman. */
    type: z.enum(LEARN_RESOURCE_TYPES),
    /** Length as free text, e.g. 45 dk, 6 saat, 120 sayfa. */
    duration: text(),
    /** Card image of its own (no two resources share one), e.g. /images/learn/grasshopper-primer.webp. */
    image: imagePath(),
    /** Alternative text of the image. */
    imageAlt: text(),
    /** The resource itself (or its preview for paid items), https. */
    link: httpsUrl(),
    /** true: a paid course; the card gets a "Satın Al" link that opens a quote e-mail. */
    isPurchase: z.boolean(),
    /** Optional purchase page (https) instead of the quote e-mail of a paid course. */
    purchaseLink: linkTarget().optional(),
    /** Language of the resource: Türkçe or İngilizce. */
    language: z.enum(LEARN_LANGUAGES),
    /** Sector filter: Genel, Mimarlık, Mücevher, Denizcilik, Peyzaj or Üretim. */
    sector: z.enum(LEARN_SECTORS),
  })
  .superRefine((resource, context) => {
    if (!resource.isPurchase && resource.purchaseLink) {
      context.addIssue({
        code: 'custom',
        path: ['purchaseLink'],
        message: 'yalnızca isPurchase: true olan kaynaklarda yazılır',
      })
    }
  })

const learnInfoCard = z.strictObject({
  /** Icon name: BookOpen, GraduationCap or MessagesSquare. */
  icon: iconName('learn'),
  /** Card title. */
  title: text(),
  /** One or two sentences. */
  description: text(),
  /** Target: a page of this site or an https address. */
  href: linkTarget(),
  /** Text of the link. */
  linkLabel: text(),
  /** true: opens in a new tab (external address). */
  external: z.boolean(),
})

/** content/data/learn.yaml */
export const learnSchema = z.strictObject({
  /** The resources, in the order shown. */
  learningResources: z
    .array(learningResource)
    .min(1)
    .superRefine((resources, context) => {
      const seen = new Set<string>()
      const images = new Map<string, string>()
      resources.forEach((resource, index) => {
        if (seen.has(resource.id))
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `"${resource.id}" kimliği iki kez kullanılmış; her kaynağın id'si farklı olmalı`,
          })
        seen.add(resource.id)
        // Identical thumbnails side by side look like a mistake: every card gets its own image.
        const owner = images.get(resource.image)
        if (owner)
          context.addIssue({
            code: 'custom',
            path: [index, 'image'],
            message: `bu görsel "${owner}" kaynağında da kullanılıyor; her kaynağın kendi görseli olmalı`,
          })
        else images.set(resource.image, resource.id)
      })
    }),
  /** Heading of the info cards at the bottom. */
  learnInfoSection: z.strictObject({
    /** Heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
  }),
  /** The three info cards at the bottom of the page. */
  learnInfoCards: z.array(learnInfoCard).min(1),
})
export type LearnData = z.infer<typeof learnSchema>
export type LearningResourceData = LearnData['learningResources'][number]
/** A resource as the page uses it: a paid course always has a purchase link, a free one never. */
export type LearningResource = Omit<LearningResourceData, 'isPurchase' | 'purchaseLink'> &
  ({ isPurchase: true; purchaseLink: string } | { isPurchase: false; purchaseLink?: never })
export type LearnInfoCard = z.infer<typeof learnInfoCard>
