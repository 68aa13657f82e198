// Licence prices, education plans and the quote mail-link builder; used in build and browser.

export type PricingPlanId = 'deneme' | 'ogrenci' | 'ticari' | 'lab'

export interface PricingPlan {
  id: PricingPlanId
  /** Card title. */
  name: string
  /** Licence name used in the quote mail subject, e.g. "Ticari Lisans". */
  licenseName: string
  /** Price in EUR, excluding VAT. */
  price: number
  /** Price as shown on the card, e.g. '195 €'. */
  priceLabel: string
  /** Small line under the price. */
  period: string
  description: string
  features: string[]
  ctaLabel: 'Deneyin' | 'Teklif İste'
  /** Only the trial has a link; quote plans open a mail link built with `quoteMailto`. */
  ctaLink?: string
  featured: boolean
  /** Ribbon on the featured card. */
  badge?: string
}

export interface EducationPlan {
  title: string
  price: string
  features: string[]
}

/** Prices exclude KDV (VAT) at this rate. */
export const VAT_PERCENT = 20

/** Note under every price list. */
export const VAT_NOTE = `Fiyatlara %${VAT_PERCENT} KDV dahil değildir.`

/** "Up to" discount claimed for education licences. */
export const EDUCATION_DISCOUNT_PERCENT = 80

export const pricingPlans: PricingPlan[] = [
  {
    id: 'deneme',
    name: 'Ücretsiz Deneme',
    licenseName: 'Deneme Lisansı',
    price: 0,
    priceLabel: '0 €',
    period: 'kredi kartı gerekmez',
    description:
      "Rhino 8'in tam sürümünü 90 gün boyunca hiçbir kısıtlama olmadan kullanın. Deneme hakkı kişi başına bir kez verilir.",
    features: ['90 günlük deneme lisansı', 'Teknik destek', 'Tüm özellikler açık', 'Ticari kullanım serbest'],
    ctaLabel: 'Deneyin',
    ctaLink: '/download',
    featured: false,
  },
  {
    id: 'ogrenci',
    name: 'Öğrenci',
    licenseName: 'Öğrenci Lisansı',
    price: 195,
    priceLabel: '195 €',
    period: 'tek seferlik',
    description:
      'Üniversite ve meslek okulu öğrencileri için ticari sürümle aynı özelliklere sahip kalıcı eğitim lisansı.',
    features: ['Kalıcı lisans', 'Teknik destek', 'Servis güncellemeleri', 'Akademik belge gerekli'],
    ctaLabel: 'Teklif İste',
    featured: false,
  },
  {
    id: 'ticari',
    name: 'Ticari',
    licenseName: 'Ticari Lisans',
    price: 995,
    priceLabel: '995 €',
    period: 'tek seferlik',
    description:
      'Profesyonel tasarım ve üretim için kalıcı lisans. Yıllık bakım ücreti yoktur; Cloud Zoo veya LAN Zoo ile ekip içinde paylaşılabilir.',
    features: ['Kalıcı lisans', 'Teknik destek', 'Servis güncellemeleri', 'Ağ (floating) lisansı'],
    ctaLabel: 'Teklif İste',
    featured: true,
    badge: 'Popüler',
  },
  {
    id: 'lab',
    name: 'Lab Sürümü',
    licenseName: 'Lab Lisansı',
    price: 975,
    priceLabel: '975 €',
    period: 'tek seferlik',
    description:
      'Okul laboratuvarları için 30 kullanıcılık eğitim lisansı. Kurulum sayısı sınırsızdır, eşzamanlı kullanım 30 kişiyle sınırlıdır.',
    features: [
      'Kalıcı lisans',
      'Teknik destek',
      'Güncellemeler',
      'Eğitim kurumları için',
      '30 kullanıcı, sınırsız kurulum',
    ],
    ctaLabel: 'Teklif İste',
    featured: false,
  },
]

export const educationPlans: EducationPlan[] = [
  {
    title: 'Öğrenci Lisansı',
    price: '195 €',
    features: [
      'Ticari sürümle aynı özelliklere sahip tam Rhino 8',
      'Kalıcı lisans, yıllık bakım ücreti yok',
      'Geçerli öğrenci belgesi veya akademik belge gerekli',
      'Başvurular 1–2 iş günü içinde onaylanır',
      'Ticari projelerde kullanılamaz',
      'Lisans devredilemez, satılamaz ve paylaşılamaz',
    ],
  },
  {
    title: 'Öğretmen Lisansı',
    price: '195 €',
    features: [
      'Öğretim elemanları ve eğitmenler için tam Rhino 8',
      'Kalıcı lisans ve ücretsiz servis güncellemeleri',
      'Kurumdan alınmış görev belgesi gerekli',
      'Başvurular 1–2 iş günü içinde onaylanır',
      'Ders hazırlığı ve eğitim amaçlı kullanım; ticari kullanım yok',
    ],
  },
  {
    title: 'Laboratuvar Lisansı',
    price: 'Özel Fiyat',
    features: [
      '30 kullanıcıya kadar eşzamanlı kullanım',
      'Sınırsız kurulum; okul ağında LAN Zoo ile yönetim',
      'Rhino 8 ile lab lisansı tek tek bilgisayarlara atanamaz',
      'Yalnızca eğitim kurumlarına satılır',
      'Devredilemez, satılamaz ve başka kurumlarla paylaşılamaz',
    ],
  },
]

/**
 * Builds the "Teklif İste" mail link: a preset subject naming the plan and a polite Turkish body
 * with fields to fill in. Lines are joined with CRLF so encodeURIComponent yields %0D%0A.
 * Pricing cards pass the plan (its `licenseName` names the licence); education cards pass `{ name: plan.title }`.
 * @example quoteMailto(pricingPlans[2], site.email) // subject "Teklif Talebi: Rhino 8 Ticari Lisans"
 */
export function quoteMailto(plan: { name: string; licenseName?: string }, email: string): string {
  const license = `Rhino 8 ${plan.licenseName ?? plan.name}`
  const subject = `Teklif Talebi: ${license}`
  const body = [
    'Merhaba,',
    '',
    `${license} için fiyat teklifi almak istiyorum. Bilgilerim aşağıdadır:`,
    '',
    'Ad Soyad:',
    'Kurum:',
    'Telefon:',
    'Lisans adedi:',
    '',
    'İlginiz için şimdiden teşekkür ederim.',
    'Saygılarımla',
  ].join('\r\n')
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
