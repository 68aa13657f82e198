// Schema of content/data/pricing.yaml: the home page's price cards and the education licence cards. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import { descriptionText, sitePath, text, textList, titleText } from './fields.ts'

export const PRICING_PLAN_IDS = ['deneme', 'ogrenci', 'ticari', 'lab'] as const

const pricingPlan = z.strictObject({
  /** Plan id (deneme, ogrenci, ticari, lab); fixed, the page code refers to it. */
  id: z.enum(PRICING_PLAN_IDS).meta(FIELD_NAMES.id),
  /** Card title, e.g. Öğrenci. */
  name: text().meta(FIELD_NAMES.name),
  /** Licence name in the quote mail subject, e.g. Ticari Lisans. */
  licenseName: text().meta({ title: 'Lisans adı' }),
  /**
   * Price in EUR without VAT, as a number; write a fact, e.g. "{{fiyat.ticari}}". The one source of the card's price
   * ("995 €"), the home page's JSON-LD offer and the licence advisor's sums.
   */
  price: z.number().nonnegative().meta({
    title: 'Fiyat (€)',
    description: 'Yalnızca sayı, € işareti olmadan. Ortak bir fiyata bağlıysa Temel bilgilerden gelir.',
  }),
  /** Small line under the price, e.g. tek seferlik. */
  period: text().meta({ title: 'Süre veya ödeme biçimi' }),
  /** One or two sentences about the plan. */
  description: descriptionText(),
  /** Ticked lines of the card. */
  features: textList().meta(FIELD_NAMES.features),
  /** Button text: Deneyin (trial, with ctaLink) or Teklif İste (opens a quote e-mail). */
  ctaLabel: z.enum(['Deneyin', 'Teklif İste']).meta({ title: 'Düğme metni' }),
  /** Page the trial button opens, e.g. /download; quote plans have none. */
  ctaLink: sitePath().optional().meta({ title: 'Düğme adresi' }),
  /** true: the highlighted card in the middle. */
  featured: z.boolean().meta({ title: 'Öne çıkarılsın mı?' }),
  /** Ribbon on the highlighted card, e.g. Popüler. */
  badge: text().optional().meta(FIELD_NAMES.badge),
})

const educationPlan = z.strictObject({
  /** Which licence the card is (ogrenci, ogretmen, lab); fixed, the quote links preselect it. */
  id: z.enum(['ogrenci', 'ogretmen', 'lab']).meta(FIELD_NAMES.id),
  /** Card title, e.g. Öğrenci Lisansı. */
  title: titleText(),
  /** Price as shown, e.g. "{{fiyat.ogrenci}} €" or Özel Fiyat. */
  price: text().meta({
    title: 'Fiyat',
    description: 'Kartta gösterildiği gibi, örn. 195 € ya da Özel Fiyat.',
  }),
  /** Conditions and contents of the licence, one per line. */
  features: textList().meta(FIELD_NAMES.features),
})

/** content/data/pricing.yaml */
export const pricingSchema = z.strictObject({
  /** Note under every price list, e.g. Fiyatlara %{{kdv.oran}} KDV dâhil değildir. */
  vatNote: text().meta({ title: 'KDV notu' }),
  /** The four cards of the home page's pricing section, in order. */
  pricingPlans: z
    .array(pricingPlan)
    .length(4, 'dört fiyat kartı olmalı: deneme, ogrenci, ticari, lab')
    .meta({ title: 'Lisans kartları' }),
  /** The cards of the pricing section on /for/education. */
  educationPlans: z.array(educationPlan).min(1).meta({ title: 'Eğitim lisansları' }),
})
export type PricingData = z.infer<typeof pricingSchema>
export type PricingPlan = z.infer<typeof pricingPlan>
export type PricingPlanId = PricingPlan['id']
export type EducationPlan = z.infer<typeof educationPlan>
