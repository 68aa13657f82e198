// Schema of content/data/gallery.yaml: the project gallery (/gallery). Pure.
import { z } from 'zod'
import { imagePath, sectionIntro, text, textList } from './fields'

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
  /** Image under public/images/. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
  /** Short caption under the image. */
  caption: text(),
})

/** The story a project tells on its own page (/gallery/<slug>). */
const projectStory = {
  /** Address of the project page: /gallery/<slug>. */
  slug: projectSlug(),
  /** True when the project is an example written for the site, not a client's work: the page says "Örnek proje". */
  isExample: z.boolean(),
  /** City or region of the project. */
  location: text(),
  /** What the client or the competition asked for. */
  brief: text(),
  /** What was modelled in Rhino and how. */
  rhinoWork: text(),
  /** What the Grasshopper definition did (leave out when Grasshopper was not used). */
  grasshopperWork: text().optional(),
  /** Rhino commands the work relied on, e.g. Loft, Zebra. */
  commands: textList(),
  /** Plug-ins used, e.g. Ladybug, Orca3D (leave out when none). */
  plugins: z.array(text()).optional(),
  /** What the model delivered: files, drawings, fabrication data. */
  outcome: text(),
  /** More images for the project page (the card's image is shown first). */
  images: z.array(projectImage).optional(),
}

const galleryItem = z.strictObject({
  /** Project name. */
  title: text(),
  /** Sector: Mimarlık, Ürün Tasarımı, Mücevher, Denizcilik, Otomotiv or Peyzaj. */
  category: z.enum(GALLERY_CATEGORIES),
  /** Studio or team name. */
  author: text(),
  /** Image under public/images/, e.g. /images/gallery/vadi-yaya-koprusu.webp. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
  /** One or two sentences about the project. */
  description: text(),
  ...projectStory,
})

const featuredProject = z.strictObject({
  /** Project name. */
  title: text(),
  /** Studio or company. */
  organization: text(),
  /** Two or three sentences about the project. */
  description: text(),
  /** Image under public/images/. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
  /** Award the project received, with its year; leave out unless the award is real. */
  award: z
    .strictObject({
      /** Full name of the award and of the competition that gave it. */
      name: text(),
      /** Year of the award. */
      year: z.number().int().min(1990).max(2100),
    })
    .optional(),
  ...projectStory,
})

/** content/data/gallery.yaml */
export const gallerySchema = z
  .strictObject({
    /** Page heading and text under it. */
    galleryHero: z.strictObject({
      /** Page heading. */
      title: text(),
      /** Text under the heading. */
      lead: text(),
    }),
    /** Heading of the project grid. */
    projectsIntro: sectionIntro.extend({
      /** Text of each card's link to the project page. */
      detailsLabel: text(),
    }),
    /** Fixed texts of the project pages (/gallery/<slug>). */
    projectPage: z.strictObject({
      /** Badge of an example project. */
      exampleBadge: text(),
      /** Sentence under the badge that says what an example project is. */
      exampleNote: text(),
      /** Heading of the brief. */
      briefTitle: text(),
      /** Heading of the Rhino work. */
      rhinoTitle: text(),
      /** Heading of the Grasshopper work. */
      grasshopperTitle: text(),
      /** Heading of the command list. */
      commandsTitle: text(),
      /** Heading of the plug-in list. */
      pluginsTitle: text(),
      /** Heading of the outcome. */
      outcomeTitle: text(),
      /** Link back to the gallery. */
      backLabel: text(),
    }),
    /** Projects of the grid, in order. */
    galleryItems: z.array(galleryItem).min(1),
    /** The featured projects under the grid. */
    featuredProjects: z.array(featuredProject).min(1),
    /** Heading of the featured projects. */
    featuredIntro: sectionIntro,
    /** The "send your project" box; its button opens an e-mail to the company address. */
    submitProject: z.strictObject({
      /** Box heading. */
      title: text(),
      /** Box text. */
      text: text(),
      /** Button text. */
      buttonLabel: text(),
      /** Subject of the e-mail. */
      subject: text(),
    }),
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
