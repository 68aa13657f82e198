// Schema of content/data/learn.yaml: learning resources and the info cards of /learn. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  httpsUrl,
  iconName,
  imageAltText,
  imagePath,
  leadText,
  linkTarget,
  text,
  titleText,
} from './fields.ts'

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
      )
      .meta(FIELD_NAMES.id),
    /** Title of the resource. */
    title: titleText(),
    /** Two or three sentences on what it teaches. */
    description: descriptionText(),
    /** Category of the filter. */
    category: z.enum(LEARN_CATEGORIES).meta(FIELD_NAMES.category),
    /** Kind of resource: Video, Video Serisi, Tutorial or Döküman. */
    type: z.enum(LEARN_RESOURCE_TYPES).meta({ title: 'Tür' }),
    /** Length as free text, e.g. 45 dk, 6 saat, 120 sayfa. */
    duration: text().meta({ title: 'Süre' }),
    /** Card image of its own (no two resources share one), e.g. /images/learn/grasshopper-primer.webp. */
    image: imagePath(),
    imageAlt: imageAltText(),
    /**
     * The resource itself, https ('Başla'); for a paid course its preview ('Önizleme'), optional: a course without a
     * preview shows only its purchase link.
     */
    link: httpsUrl()
      .optional()
      .meta({
        ...FIELD_NAMES.link,
        description:
          'Kaynağın kendi adresi (https://…); ücretli kursta önizleme sayfası ya da videosu. Önizlemesi olmayan kursta boş bırakın: yalnızca satın alma düğmesi görünür.',
      }),
    /**
     * Set only while the link leads to a general page instead of the resource itself (e.g. McNeel's learning portal):
     * that page's name, which the card shows under its 'Başla'/'Önizleme' button. The launch check lists such resources.
     */
    linkTarget: text().optional().meta({
      title: 'Bağlantının gittiği genel sayfa',
      description:
        'Yalnızca bağlantı kaynağın kendisine değil de genel bir sayfaya gidiyorsa o sayfanın adı, örn. McNeel\'in öğrenme sayfası: kartta düğmenin altında "Bağlantının gittiği yer" olarak bu yazar ve site bu kaynak düzeltilmeden üretime yayımlanmaz. Kaynağın kendi adresini yazınca bu alanı silin.',
    }),
    /** true: a paid course; the card gets a "Satın Al" link that opens a quote e-mail. */
    isPurchase: z.boolean().meta({ title: 'Ücretli mi?' }),
    /** Optional purchase page (https) instead of the quote e-mail of a paid course. */
    purchaseLink: linkTarget().optional().meta({ title: 'Satın alma adresi' }),
    /** Language of the resource: Türkçe or İngilizce. */
    language: z.enum(LEARN_LANGUAGES).meta({ title: 'Dil' }),
    /** Sector filter: Genel, Mimarlık, Mücevher, Denizcilik, Peyzaj or Üretim. */
    sector: z.enum(LEARN_SECTORS).meta({ title: 'Sektör' }),
  })
  .superRefine((resource, context) => {
    if (!resource.isPurchase && !resource.link) {
      context.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'ücretsiz bir kaynağın bağlantısı olmalı (Başla düğmesi ona gider)',
      })
    }
    if (!resource.link && resource.linkTarget) {
      context.addIssue({
        code: 'custom',
        path: ['linkTarget'],
        message: 'bağlantı (link) olmadan yazılmaz',
      })
    }
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
  title: titleText(),
  /** One or two sentences. */
  description: descriptionText(),
  /** Target: a page of this site or an https address. */
  href: linkTarget().meta(FIELD_NAMES.href),
  /** Text of the link. */
  linkLabel: text().meta(FIELD_NAMES.linkLabel),
  /** true: opens in a new tab (external address). */
  external: z.boolean().meta(FIELD_NAMES.external),
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
    })
    .meta({ title: 'Öğrenme kaynakları' }),
  /** Heading of the info cards at the bottom. */
  learnInfoSection: z
    .strictObject({
      title: titleText(),
      lead: leadText(),
    })
    .meta({ title: 'Bilgi kartları bölümü' }),
  /** The three info cards at the bottom of the page. */
  learnInfoCards: z.array(learnInfoCard).min(1).meta({ title: 'Bilgi kartları' }),
})
export type LearnData = z.infer<typeof learnSchema>
export type LearningResourceData = LearnData['learningResources'][number]
/**
 * A resource as the page uses it: a paid course always has a purchase link and may have a preview link; a free one
 * always has its link and never a purchase link.
 */
export type LearningResource = Omit<LearningResourceData, 'isPurchase' | 'purchaseLink' | 'link'> &
  (
    | { isPurchase: true; purchaseLink: string; link?: string }
    | { isPurchase: false; purchaseLink?: never; link: string }
  )
