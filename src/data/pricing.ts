// Licence prices and education plans (content/data/pricing.yaml) and the quote mail-link builder; build and browser.
export { educationPlans, pricingPlans, vatNote as VAT_NOTE } from '../generated/data/pricing.ts'

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
