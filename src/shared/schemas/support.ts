// Schema of content/data/support.yaml: the sections and links of the support hub (/support). Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import { descriptionText, iconName, linkTarget, text, titleText } from './fields.ts'

export const SUPPORT_SECTION_IDS = [
  'contact',
  'top-questions',
  'licenses',
  'resources',
  'industry',
  'advanced',
  'community',
] as const
const supportLink = z.strictObject({
  /** Link title (searched). */
  title: titleText(),
  /** One or two sentences (searched). */
  description: descriptionText(),
  /** A page of this site (/wiki/msi-hata), mailto:, tel: or https address. */
  url: linkTarget().meta({ title: 'Adres (URL)', description: 'https:// ile başlayan tam adres.' }),
  /** true: an external address; opens in a new tab with the "Görüntüle" label. */
  isExternal: z.boolean().optional().meta({ title: 'Dış siteye mi gider?' }),
})

const supportSection = z.strictObject({
  /** Section id, also the #anchor; fixed. */
  id: z.enum(SUPPORT_SECTION_IDS).meta(FIELD_NAMES.id),
  /** Section heading. */
  title: titleText(),
  description: descriptionText(),
  /** Icon name (see the list in the error message when it is wrong). */
  icon: iconName('support'),
  /** The section's links, in order. */
  links: z.array(supportLink).min(1).meta({ title: 'Bağlantılar' }),
})

/** content/data/support.yaml */
export const supportSchema = z.strictObject({
  /** Heading and search box of the page. */
  supportHero: z
    .strictObject({
      /** Page heading. */
      title: titleText(),
      /** Label of the search box (read by screen readers). */
      searchLabel: text().meta({ title: 'Arama kutusunun adı' }),
      /** Example text inside the empty search box. */
      searchPlaceholder: text().meta({ title: 'Arama kutusundaki örnek metin' }),
    })
    .meta({ title: 'Sayfa başı' }),
  /** The sections, in order. */
  supportSections: z.array(supportSection).min(1).meta({ title: 'Destek bölümleri' }),
})
export type SupportData = z.infer<typeof supportSchema>
export type SupportSection = z.infer<typeof supportSection>
export type SupportLink = z.infer<typeof supportLink>
