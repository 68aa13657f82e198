// Licence prices and education plans (content/data/pricing.yaml) and the cards' quote links: the advisor with the
// plan chosen, and the spec's "Teklif İste" mail with a body complete for that plan. Build (static parts).
import { egitim, kdv } from '../generated/data/facts.ts'
import { pricingPlans } from '../generated/data/pricing.ts'
import type { Licence } from '../shared/advisor/rule-ids.ts'
import { advisorData } from './advisor.ts'

export { educationPlans, pricingPlans, vatNote as VAT_NOTE } from '../generated/data/pricing.ts'

/** The card's main button: the licence advisor with the card's plan chosen (quantity, total, the request). */
export const ADVISOR_BUTTON_LABEL = 'Teklif Hazırla'
/** The card's second link: the spec's quote mail. */
export const MAIL_LINK_LABEL = 'E-postayla Teklif İste'

/** The advisor's address with a licence chosen, e.g. /teklif?lisans=ticari. */
export const advisorHref = (licence: Licence) => `/teklif?lisans=${licence}`

/** "Rhino 8 Ticari Lisans", "Rhino 8 Öğretmen Lisansı". */
export function licenceTitle(licence: Exclude<Licence, 'deneme'>): string {
  if (licence === 'ogretmen') return `Rhino 8 ${advisorData.teacherLicenceName}`
  const plan = pricingPlans.find((candidate) => candidate.id === licence)
  return `Rhino 8 ${plan?.licenseName ?? licence}`
}

/**
 * The "Teklif İste" mail link of a pricing card: a subject naming the licence and a body a sales clerk can answer
 * without asking back: quantity 1 filled in (with what decides it), the invoice fields for a company or a person,
 * the document to attach and the currency basis. Lines are joined with CRLF, so encodeURIComponent yields %0D%0A.
 * @example cardMailto('ticari', site.email) // subject "Teklif Talebi: Rhino 8 Ticari Lisans"
 */
export function cardMailto(licence: Exclude<Licence, 'deneme'>, email: string): string {
  const title = licenceTitle(licence)
  const person = licence === 'ogrenci' || licence === 'ogretmen'
  const { attachments, request } = advisorData
  const attachment =
    licence === 'ogrenci'
      ? attachments['ogrenci-belgesi']
      : licence === 'ogretmen'
        ? attachments['gorev-belgesi']
        : licence === 'lab'
          ? attachments['kurum-yazisi']
          : undefined
  const body = [
    'Merhaba,',
    '',
    `${title} için fiyat teklifi rica ederim.`,
    '',
    'Lisans adedi: 1',
    licence === 'lab'
      ? `(Bir laboratuvar lisansı ${egitim.lab_kullanici} kullanıcılıktır; daha kalabalık derslikler için adedi değiştirin.)`
      : licence === 'ticari'
        ? "(Rhino'yu aynı anda kullanacak her kişi için bir lisans gerekir; gerekirse adedi değiştirin.)"
        : '(Her öğrencinin ve öğretmenin kendi lisansı olur.)',
    ...(licence === 'lab'
      ? []
      : [
          'Yeni lisans / yükseltme: Yeni lisans',
          '(Yükseltme istiyorsanız hangi sürümden, kaç lisans olduğunu ve lisans anahtarlarını yazın.)',
        ]),
    '',
    'Fatura ve iletişim bilgileri',
    'Ad soyad:',
    ...(person
      ? ['Okul / üniversite:', 'T.C. kimlik no:']
      : [
          licence === 'lab' ? 'Okul / kurum unvanı:' : 'Kurum / şirket unvanı:',
          'Vergi dairesi:',
          'Vergi numarası:',
        ]),
    'Fatura adresi:',
    'E-posta:',
    'Telefon:',
    ...(attachment ? ['', `Ek: ${attachment.title}`, `(Göndermeden önce ekleyin: ${attachment.text})`] : []),
    '',
    `${request.currencyNote} Liste fiyatları KDV (%${kdv.oran}) hariçtir.`,
    '',
    'İlginiz için şimdiden teşekkür ederim.',
    'Saygılarımla',
  ].join('\r\n')
  return `mailto:${email}?subject=${encodeURIComponent(`Teklif Talebi: ${title}`)}&body=${encodeURIComponent(body)}`
}
