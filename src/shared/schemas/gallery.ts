// Schema of content/data/gallery.yaml: the project gallery (/gallery). Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  imageAltText,
  imagePath,
  leadText,
  sectionIntro,
  text,
  textList,
  titleText,
} from './fields.ts'

export const GALLERY_CATEGORIES = [
  'Mimarlık',
  'Ürün Tasarımı',
  'Mücevher',
  'Denizcilik',
  'Otomotiv',
  'Peyzaj',
] as const

/** A project's own page address: /gallery/<slug>. */
const projectSlug = () =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'küçük harf, rakam ve tireden oluşmalı, örn. vadi-yaya-koprusu')

/** One more image of a project, shown on its page. */
const projectImage = z.strictObject({
  image: imagePath(),
  imageAlt: imageAltText(),
  /** Short caption under the image. */
  caption: text().meta({ title: 'Görsel alt yazısı' }),
})

/** The story a project tells on its own page (/gallery/<slug>). */
const projectStory = {
  /** Address of the project page: /gallery/<slug>. */
  slug: projectSlug().meta(FIELD_NAMES.slug),
  /**
   * True for a demonstration model of our own training team (its credit is of kind "ekibimiz" in credits.yaml): the
   * page labels it as such. False only for a real customer's work shown with their permission.
   */
  demonstration: z.boolean().meta({
    title: 'Gösterim modeli mi?',
    description:
      'Eğitim ekibimizin hazırladığı bir gösterim modeliyse işaretleyin; sayfada "Gösterim modeli" etiketi çıkar. Gerçek bir müşteri işiyse işaretlemeyin.',
  }),
  /** City or region of the project (a customer's project; demonstration models have none). */
  location: text().optional().meta(FIELD_NAMES.location),
  /** What the model is for: what it teaches, or what the customer asked for. */
  brief: text().meta({ title: 'Modelin amacı', multiline: true }),
  /** How it was modelled in Rhino: the steps and the commands. */
  rhinoWork: text().meta({ title: 'Nasıl modellendi', multiline: true }),
  /** What the Grasshopper definition did (leave out when Grasshopper was not used). */
  grasshopperWork: text().optional().meta({ title: 'Grasshopper tanımı', multiline: true }),
  /** Rhino commands the work relied on, e.g. Loft, Zebra. */
  commands: textList().meta({ title: 'Kullanılan komutlar' }),
  /** Plug-ins used, e.g. Ladybug, Orca3D (leave out when none). */
  plugins: z.array(text()).optional().meta(FIELD_NAMES.plugins),
  /** What the model delivered: files, drawings, fabrication data. */
  outcome: text().meta({ title: 'Sonuç', multiline: true }),
  /** More images for the project page (the card's image is shown first). */
  images: z.array(projectImage).optional().meta({ title: 'Ek görseller' }),
}

const galleryItem = z.strictObject({
  /** Project name. */
  title: titleText(),
  /** Sector: Mimarlık, Ürün Tasarımı, Mücevher, Denizcilik, Otomotiv or Peyzaj. */
  category: z.enum(GALLERY_CATEGORIES).meta(FIELD_NAMES.category),
  /** Who made it: one of the names of content/data/credits.yaml (the build checks it). */
  author: text().meta({
    title: 'Hazırlayan',
    description: 'Proje sahipleri listesindeki (credits.yaml) adlardan biri, yazıldığı gibi.',
  }),
  /** Image under public/images/, e.g. /images/gallery/vadi-yaya-koprusu.webp. */
  image: imagePath(),
  imageAlt: imageAltText(),
  /** One or two sentences about the project. */
  description: descriptionText(),
  ...projectStory,
})

const featuredProject = z.strictObject({
  /** Project name. */
  title: titleText(),
  /** Who made it: one of the names of content/data/credits.yaml (the build checks it). */
  organization: text().meta({
    ...FIELD_NAMES.organization,
    description: 'Proje sahipleri listesindeki (credits.yaml) adlardan biri, yazıldığı gibi.',
  }),
  /** Two or three sentences about the project. */
  description: descriptionText(),
  image: imagePath(),
  imageAlt: imageAltText(),
  /** Award the project received, with its year; leave out unless the award is real. */
  award: z
    .strictObject({
      /** Full name of the award and of the competition that gave it. */
      name: text().meta(FIELD_NAMES.name),
      /** Year of the award. */
      year: z.number().int().min(1990).max(2100).meta({ title: 'Yıl' }),
    })
    .optional()
    .meta({ title: 'Ödül' }),
  ...projectStory,
})

/** content/data/gallery.yaml */
export const gallerySchema = z
  .strictObject({
    /** Page heading and text under it. */
    galleryHero: z
      .strictObject({
        /** Page heading. */
        title: titleText(),
        lead: leadText(),
      })
      .meta({ title: 'Sayfa başı' }),
    /** Heading of the project grid. */
    projectsIntro: sectionIntro
      .extend({
        /** Text of each card's link to the project page. */
        detailsLabel: text().meta({ title: 'Ayrıntılar bağlantısının metni' }),
      })
      .meta({ title: 'Projeler bölümünün girişi' }),
    /** Fixed texts of the project pages (/gallery/<slug>). */
    projectPage: z
      .strictObject({
        /** Badge of a demonstration model. */
        demonstrationBadge: text().meta({ title: 'Gösterim modeli etiketi' }),
        /** Sentence beside the badge that says what a demonstration model is and how it was made. */
        demonstrationNote: text().meta({ title: 'Gösterim modeli açıklaması' }),
        /** Heading of the brief. */
        briefTitle: text().meta({ title: 'Amaç başlığı' }),
        /** Heading of the Rhino work. */
        rhinoTitle: text().meta({ title: 'Modelleme bölümü başlığı' }),
        /** Heading of the Grasshopper work. */
        grasshopperTitle: text().meta({ title: 'Grasshopper bölümü başlığı' }),
        /** Heading of the command list. */
        commandsTitle: text().meta({ title: 'Komutlar başlığı' }),
        /** Heading of the plug-in list. */
        pluginsTitle: text().meta({ title: 'Eklentiler başlığı' }),
        /** Heading of the outcome. */
        outcomeTitle: text().meta({ title: 'Sonuç başlığı' }),
        /** Link back to the gallery. */
        backLabel: text().meta({ title: 'Galeriye dönüş bağlantısı' }),
      })
      .meta({ title: 'Proje sayfalarının sabit metinleri' }),
    /** Projects of the grid, in order. */
    galleryItems: z.array(galleryItem).min(1).meta({ title: 'Galeri öğeleri' }),
    /** The featured projects under the grid (an award is shown only when a real one is entered). */
    featuredProjects: z.array(featuredProject).min(1).meta(FIELD_NAMES.featuredProjects),
    /** Heading of the featured projects. */
    featuredIntro: sectionIntro.meta({ title: 'Öne çıkan projelerin girişi' }),
    /** The "send your project" box; its button opens an e-mail to the company address. */
    submitProject: z
      .strictObject({
        /** Box heading. */
        title: titleText(),
        /** Box text. */
        text: text().meta(FIELD_NAMES.text),
        /** Button text. */
        buttonLabel: text().meta({ title: 'Düğme metni' }),
        /** Subject of the e-mail. */
        subject: text().meta({ title: 'E-posta konusu' }),
      })
      .meta({ title: 'Proje gönderme bölümü' }),
  })
  .superRefine((data, context) => {
    const seen = new Set<string>()
    for (const [list, items] of [
      ['galleryItems', data.galleryItems],
      ['featuredProjects', data.featuredProjects],
    ] as const) {
      items.forEach((item, index) => {
        if (seen.has(item.slug))
          context.addIssue({
            code: 'custom',
            path: [list, index, 'slug'],
            message: `"${item.slug}" başka bir projede de kullanılıyor; her projenin adresi farklı olmalı`,
          })
        seen.add(item.slug)
      })
    }
  })
export type GalleryData = z.infer<typeof gallerySchema>
export type GalleryItem = z.infer<typeof galleryItem>
export type FeaturedProject = z.infer<typeof featuredProject>
/** A project of either list, as its page shows it. */
export type GalleryProject = GalleryItem | FeaturedProject
export type ProjectPageTexts = GalleryData['projectPage']
export type SubmitProject = GalleryData['submitProject']
