// Schema of content/data/industries/<slug>.yaml: one sector page (/for/<slug>) per file. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  iconCard,
  labelText,
  leadText,
  linkTarget,
  text,
  textList,
  titleText,
  imageHero,
} from './fields.ts'
import { INDUSTRY_SLUGS } from '../industries.ts'
import { pluginSchema } from './resources.ts'

export { INDUSTRY_SLUGS, type IndustrySlug } from '../industries.ts'
const capability = iconCard('industry')

const resource = z.strictObject({
  /** Link title. */
  title: titleText(),
  /** One sentence. */
  description: descriptionText(),
  /** A page of this site (/wiki/egitimler) or an https address. */
  href: linkTarget().meta(FIELD_NAMES.href),
  /** true: an external address (opens in a new tab). */
  external: z.boolean().meta(FIELD_NAMES.external),
})

/** A project of the gallery, by its page address: the card shows its title, credit, image and description. */
const galleryProject = () =>
  z
    .string()
    .regex(
      /^\/gallery\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'galerideki bir projenin adresi olmalı, örn. /gallery/parametrik-cephe',
    )
    .meta({
      title: 'Galeri projesi',
      description: 'Galerideki projenin adresi, örn. /gallery/parametrik-cephe.',
    })

/** content/data/industries/<slug>.yaml */
export const industrySchema = z.strictObject({
  /** Same as the file name, e.g. marine. */
  slug: z.enum(INDUSTRY_SLUGS).meta(FIELD_NAMES.slug),
  /** Browser tab title (the site name is added). */
  metaTitle: text().meta({ title: 'Tarayıcı sekmesindeki başlık' }),
  /** Description for search engines. */
  description: descriptionText(),
  /** Last breadcrumb step. */
  breadcrumbLabel: text().meta({ title: 'Sayfa konumundaki adı' }),
  /** Page top. */
  hero: imageHero,
  /** Exactly six "what you can do" cards. */
  capabilities: z.array(capability).length(6, 'tam altı kart olmalı').meta({ title: 'Yetenekler' }),
  /** Three or four recommended plug-ins. */
  plugins: z.array(pluginSchema).min(3).max(4).meta(FIELD_NAMES.plugins),
  /** Four links, pages of this site and external ones mixed. */
  resources: z.array(resource).length(4, 'tam dört bağlantı olmalı').meta({ title: 'Kaynaklar' }),
  /** Featured projects by their gallery address: every sector page the gallery has projects for shows them. */
  featuredProjects: z.array(galleryProject()).min(1).optional().meta(FIELD_NAMES.featuredProjects),
  /** Only education: the pricing section (its cards come from pricing.yaml, educationPlans). */
  educationPricing: z
    .strictObject({
      /** Section heading. */
      title: titleText(),
      lead: leadText(),
      /** Discount line, e.g. %{{egitim.indirim}}'e varan eğitim indirimi. */
      discountNote: text().meta({ title: 'İndirim notu' }),
      /** Licence conditions, one per line. */
      rules: textList().meta({ title: 'Kurallar' }),
      /** Purchase link under the cards. */
      salesLink: z
        .strictObject({
          label: labelText(),
          /** Link target. */
          href: linkTarget().meta(FIELD_NAMES.href),
        })
        .meta({ title: 'Satış bağlantısı' }),
    })
    .optional()
    .meta({ title: 'Eğitim fiyatları' }),
  /** Closing box. */
  cta: z
    .strictObject({
      title: titleText(),
      /** Text. */
      text: text().meta(FIELD_NAMES.text),
    })
    .meta({ title: 'Harekete geçirme bölümü' }),
})
export type IndustryPageData = z.infer<typeof industrySchema>
export type IndustryCapability = z.infer<typeof capability>
export type IndustryResource = z.infer<typeof resource>
