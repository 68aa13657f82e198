// Schema of content/data/support.yaml: the sections and links of the support hub (/support). Pure.
import { z } from 'zod'
import { iconName, linkTarget, text } from './fields'

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
  title: text(),
  /** One or two sentences (searched). */
  description: text(),
  /** A page of this site (/wiki/msi-hata), mailto:, tel: or https address. */
  url: linkTarget(),
  /** true: an external address; opens in a new tab with the "Görüntüle" label. */
  isExternal: z.boolean().optional(),
})

const supportSection = z.strictObject({
  /** Section id, also the #anchor; fixed. */
  id: z.enum(SUPPORT_SECTION_IDS),
  /** Section heading. */
  title: text(),
  /** Text under the heading. */
  description: text(),
  /** Icon name (see the list in the error message when it is wrong). */
  icon: iconName('support'),
  /** The section's links, in order. */
  links: z.array(supportLink).min(1),
})

/** content/data/support.yaml */
export const supportSchema = z.strictObject({
  /** Heading and search box of the page. */
  supportHero: z.strictObject({
    /** Page heading. */
    title: text(),
    /** Label of the search box (read by screen readers). */
    searchLabel: text(),
    /** Example text inside the empty search box. */
    searchPlaceholder: text(),
  }),
  /** The sections, in order. */
  supportSections: z.array(supportSection).min(1),
})
export type SupportData = z.infer<typeof supportSchema>
export type SupportSection = z.infer<typeof supportSection>
export type SupportSectionId = SupportSection['id']
export type SupportLink = z.infer<typeof supportLink>
