// The buyer's details a quote request needs, which of them a request asks for, and what is wrong with a typed value
// (T.C. kimlik no and VKN by their check digits). Browser (the request section, the request's text) and tests.
import type { Invoice } from '../shared/advisor/answers.ts'
import { isNationalId, isTaxId } from './identity-numbers.ts'

/** The currency the buyer wants the written offer in. */
export type OfferCurrency = 'eur' | 'tl'

/** Free text typed by the visitor; kept only in this browser tab (request-storage.ts), never in the address. */
export interface ContactDetails {
  name: string
  organisation: string
  school: string
  taxOffice: string
  taxNumber: string
  nationalId: string
  address: string
  email: string
  phone: string
  /** Upgrades: the old licence keys, one per line. */
  keys: string
  currency: OfferCurrency
}
export type ContactField = Exclude<keyof ContactDetails, 'currency'>

/** The holder of one student or teacher licence: the licence is made out to this person and sent to this address. */
export interface Holder {
  name: string
  email: string
}

export const EMPTY_CONTACT: ContactDetails = {
  name: '',
  organisation: '',
  school: '',
  taxOffice: '',
  taxNumber: '',
  nationalId: '',
  address: '',
  email: '',
  phone: '',
  keys: '',
  currency: 'eur',
}

export const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Ad soyad',
  organisation: 'Kurum / şirket unvanı',
  school: 'Okul / üniversite',
  taxOffice: 'Vergi dairesi',
  taxNumber: 'Vergi numarası',
  nationalId: 'T.C. kimlik no',
  address: 'Fatura adresi',
  email: 'E-posta',
  phone: 'Telefon',
  keys: 'Eski lisans anahtarları',
}

/** The institution's label when it is a school or university (any education licence in the request). */
export const SCHOOL_ORGANISATION_LABEL = 'Okul / kurum unvanı'

/** Fields the request can be answered without. */
export const OPTIONAL_FIELDS: ReadonlySet<ContactField> = new Set(['phone'])

/** What decides which details a request asks for. */
export interface ContactNeeds {
  invoice: Invoice
  /** A student or teacher licence bought by the person who uses it: their school is asked. */
  personalEducation: boolean
  /** Any line is an education licence (the institution is then a school). */
  education: boolean
  /** Any line upgrades old licences: their keys are asked. */
  upgrade: boolean
}

/**
 * The fields a request asks for, in order. The institution is asked once: an institution's invoice gives its title,
 * tax office and number (a teacher's school is that institution); a person's invoice the T.C. kimlik no, and a
 * student or teacher buying for themselves their school.
 */
export function contactFieldsFor(needs: ContactNeeds): ContactField[] {
  const company = needs.invoice === 'kurum'
  return [
    'name',
    ...(company ? (['organisation'] as const) : []),
    ...(!company && needs.personalEducation ? (['school'] as const) : []),
    ...(company ? (['taxOffice', 'taxNumber'] as const) : (['nationalId'] as const)),
    'address',
    'email',
    'phone',
    ...(needs.upgrade ? (['keys'] as const) : []),
  ]
}

/** A field's label in this request (a school's title when the request is for education). */
export function contactLabel(field: ContactField, needs: Pick<ContactNeeds, 'education'>): string {
  return field === 'organisation' && needs.education ? SCHOOL_ORGANISATION_LABEL : CONTACT_LABELS[field]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const withoutSpaces = (value: string) => value.replace(/\s+/g, '')

/** What is wrong with a typed e-mail address, or ''. */
export function emailProblem(value: string): string {
  return value.trim() && !EMAIL.test(value.trim()) ? 'E-posta adresi ad@alan.com biçiminde olmalı.' : ''
}

/** What is wrong with a typed value (an empty required field included), in plain Turkish, or ''. */
export function contactProblem(field: ContactField, value: string, label = CONTACT_LABELS[field]): string {
  const text = value.trim()
  if (!text) return OPTIONAL_FIELDS.has(field) ? '' : `${label} gerekli.`
  const digits = withoutSpaces(text)
  if (field === 'taxNumber') {
    if (/^\d{10}$/.test(digits))
      return isTaxId(digits)
        ? ''
        : 'Bu vergi numarası geçerli değil: son hanesi, ilk dokuz haneden hesaplanan kontrol hanesi değil. Vergi levhanızdaki numarayı yazın.'
    if (/^\d{11}$/.test(digits))
      return isNationalId(digits)
        ? ''
        : 'Bu 11 haneli numara geçerli bir T.C. kimlik no değil. Şahıs şirketlerinde vergi numarası olarak sahibinin T.C. kimlik numarası yazılır.'
    return 'Vergi numarası 10 haneli olmalı (şahıs şirketlerinde 11 haneli T.C. kimlik no).'
  }
  if (field === 'nationalId') {
    if (!/^\d{11}$/.test(digits)) return 'T.C. kimlik no 11 haneli olmalı.'
    return isNationalId(digits)
      ? ''
      : 'Bu T.C. kimlik no geçerli değil: 0 ile başlayamaz ve son iki hanesi ilk dokuz haneden hesaplanır. Kimlik kartınızdaki numarayı yazın.'
  }
  if (field === 'email') return emailProblem(text)
  if (field === 'phone' && digits.replace(/\D/g, '').length < 10)
    return 'Telefon numarasını alan koduyla yazın (örn. 0532 123 45 67).'
  return ''
}

/** What is wrong with a licence holder's row, per field, or ''. */
export function holderProblems(holder: Holder): { name: string; email: string } {
  return {
    name: holder.name.trim() ? '' : 'Lisans sahibinin adı soyadı gerekli.',
    email: holder.email.trim()
      ? emailProblem(holder.email)
      : 'Lisansın gönderileceği e-posta adresi gerekli.',
  }
}
