// Schema of content/data/gallery.yaml: the project gallery (/gallery). Pure.
import { z } from 'zod'
import { httpsUrl, imagePath, sectionIntro, text } from './fields'

export const GALLERY_CATEGORIES = [
  'Mimarlık',
  'Ürün Tasarımı',
  'Mücevher',
  'Denizcilik',
  'Otomotiv',
  'Peyzaj',
] as const

const galleryItem = z.strictObject({
  /** Project name. */
  title: text(),
  /** Sector: Mimarlık, Ürün Tasarımı, Mücevher, Denizcilik, Otomotiv or Peyzaj. */
  category: z.enum(GALLERY_CATEGORIES),
  /** Studio or team name. */
  author: text(),
  /** Image under public/images/, e.g. /images/gallery/project-1.svg. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
  /** One or two sentences about the project. */
  description: text(),
  /** "Detayları Görüntüle" link (https, opens in a new tab). */
  url: httpsUrl(),
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
  /** Award the project received. */
  award: text(),
})

/** content/data/gallery.yaml */
export const gallerySchema = z.strictObject({
  /** Page heading and text under it. */
  galleryHero: z.strictObject({
    /** Page heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
  }),
  /** Heading of the project grid. */
  projectsIntro: sectionIntro.extend({
    /** Text of each card's link. */
    detailsLabel: text(),
  }),
  /** Projects of the grid, in order. */
  galleryItems: z.array(galleryItem).min(1),
  /** The award-winning projects above the grid. */
  featuredProjects: z.array(featuredProject).min(1),
  /** Heading of the award-winning projects. */
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
export type GalleryData = z.infer<typeof gallerySchema>
export type GalleryItem = z.infer<typeof galleryItem>
export type FeaturedProject = z.infer<typeof featuredProject>
export type SubmitProject = GalleryData['submitProject']
