// Schema of content/data/industries/<slug>.yaml: one sector page (/for/<slug>) per file. Pure.
import { z } from 'zod'
import { iconCard, imagePath, linkTarget, text, textList } from './fields'
import { INDUSTRY_SLUGS } from '../industries'
import { pluginSchema } from './resources'

export { INDUSTRY_SLUGS, type IndustrySlug } from '../industries'
const capability = iconCard('industry')

const resource = z.strictObject({
  /** Link title. */
  title: text(),
  /** One sentence. */
  description: text(),
  /** A page of this site (/wiki/egitimler) or an https address. */
  href: linkTarget(),
  /** true: an external address (opens in a new tab). */
  external: z.boolean(),
})

const project = z.strictObject({
  /** Project name. */
  title: text(),
  /** Studio or company. */
  organization: text(),
  /** One or two sentences. */
  description: text(),
  /** Image under public/images/. */
  image: imagePath(),
  /** Alternative text of the image. */
  imageAlt: text(),
})

/** content/data/industries/<slug>.yaml */
export const industrySchema = z.strictObject({
  /** Same as the file name, e.g. marine. */
  slug: z.enum(INDUSTRY_SLUGS),
  /** Browser tab title (the site name is added). */
  metaTitle: text(),
  /** Description for search engines. */
  description: text(),
  /** Last breadcrumb step. */
  breadcrumbLabel: text(),
  /** Page top. */
  hero: z.strictObject({
    /** Small line above the heading. */
    eyebrow: text(),
    /** Heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
    /** Image under public/images/. */
    image: imagePath(),
    /** Alternative text of the image. */
    imageAlt: text(),
  }),
  /** Exactly six "what you can do" cards. */
  capabilities: z.array(capability).length(6, 'tam altı kart olmalı'),
  /** Three or four recommended plug-ins. */
  plugins: z.array(pluginSchema).min(3).max(4),
  /** Four links, pages of this site and external ones mixed. */
  resources: z.array(resource).length(4, 'tam dört bağlantı olmalı'),
  /** Optional featured projects (architecture and marine show them). */
  featuredProjects: z.array(project).min(1).optional(),
  /** Only education: the pricing section (its cards come from pricing.yaml, educationPlans). */
  educationPricing: z
    .strictObject({
      /** Section heading. */
      title: text(),
      /** Text under the heading. */
      lead: text(),
      /** Discount line, e.g. %{{egitim.indirim}}'e varan eğitim indirimi. */
      discountNote: text(),
      /** Licence conditions, one per line. */
      rules: textList(),
      /** Purchase link under the cards. */
      salesLink: z.strictObject({
        /** Link text. */
        label: text(),
        /** Link target. */
        href: linkTarget(),
      }),
    })
    .optional(),
  /** Closing box. */
  cta: z.strictObject({
    /** Heading. */
    title: text(),
    /** Text. */
    text: text(),
  }),
})
export type IndustryPageData = z.infer<typeof industrySchema>
export type IndustryCapability = z.infer<typeof capability>
export type IndustryResource = z.infer<typeof resource>
export type IndustryProject = z.infer<typeof project>
