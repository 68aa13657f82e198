// Learning resources, filter options and info cards for /learn (texts in content/data/learn.yaml); build and browser.
import { learningResources as resources } from '../generated/data/learn.ts'
import type { LearnLanguage, LearnSector, LearningResource } from '../shared/schemas/learn.ts'
import { site } from '../site.config.ts'

export { learnInfoCards, learnInfoSection } from '../generated/data/learn.ts'

/** Paid courses of the reseller are bought through a quote request by e-mail. */
const purchaseMail = (course: string): string =>
  `mailto:${site.email}?subject=${encodeURIComponent(`Eğitim satın alma talebi: ${course}`)}`

/**
 * The resources; a paid one without its own purchase page gets the quote e-mail link. A free one always has its link
 * (the schema requires it).
 */
export const learningResources: LearningResource[] = /* @__PURE__ */ resources.map(
  ({ isPurchase, purchaseLink, link, ...resource }): LearningResource =>
    isPurchase
      ? { ...resource, link, isPurchase, purchaseLink: purchaseLink ?? purchaseMail(resource.title) }
      : { ...resource, link: link ?? '', isPurchase },
)

/** Language filter: URL value → label. */
export const LANGUAGE_OPTIONS = [
  { value: 'all', label: 'Tümü' },
  { value: 'turkce', label: 'Türkçe' },
  { value: 'ingilizce', label: 'İngilizce' },
] as const satisfies readonly { value: string; label: 'Tümü' | LearnLanguage }[]

export type LanguageFilterValue = (typeof LANGUAGE_OPTIONS)[number]['value']

/** Sector filter: URL value → label. */
export const SECTOR_OPTIONS = [
  { value: 'all', label: 'Tümü' },
  { value: 'genel', label: 'Genel' },
  { value: 'mimarlik', label: 'Mimarlık' },
  { value: 'mucevher', label: 'Mücevher' },
  { value: 'denizcilik', label: 'Denizcilik' },
  { value: 'peyzaj', label: 'Peyzaj' },
  { value: 'uretim', label: 'Üretim' },
] as const satisfies readonly { value: string; label: 'Tümü' | LearnSector }[]

export type SectorFilterValue = (typeof SECTOR_OPTIONS)[number]['value']
