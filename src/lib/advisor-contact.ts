// The buyer's details a quote request needs, and which of them a licence and an invoice type ask for. Browser (the
// advisor's form, its pre-paint script, the request's text).
import type { Invoice } from '../shared/advisor/answers.ts'
import type { Licence } from '../shared/advisor/rule-ids.ts'

/** Free text typed by the visitor; kept only in the page's memory and put into the request (never in the address). */
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
}
export type ContactField = keyof ContactDetails

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
}

/** The buyer block's fields in the order they are asked and printed (keys are asked with the attachments). */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'organisation',
  'school',
  'taxOffice',
  'taxNumber',
  'nationalId',
  'address',
  'email',
  'phone',
]

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

/** Fields the request can be answered without. */
export const OPTIONAL_FIELDS: ReadonlySet<ContactField> = new Set(['phone'])

/**
 * The fields this request asks for: a company or institution gives its title, tax office and number; a person their
 * T.C. kimlik no (an individual's invoice); students and teachers their school; upgrades the old keys.
 */
export function contactFieldsFor(licence: Licence, invoice: Invoice, upgrade: boolean): ContactField[] {
  return [
    'name',
    ...(invoice === 'kurum' ? (['organisation'] as const) : []),
    ...(licence === 'ogrenci' || licence === 'ogretmen' ? (['school'] as const) : []),
    ...(invoice === 'kurum' ? (['taxOffice', 'taxNumber'] as const) : (['nationalId'] as const)),
    'address',
    'email',
    'phone',
    ...(upgrade ? (['keys'] as const) : []),
  ]
}

/** What is wrong with a typed value, in plain Turkish, or '' (a note beside the field; nothing is blocked). */
export function contactProblem(field: ContactField, value: string): string {
  const text = value.trim()
  if (!text) return ''
  if (field === 'taxNumber' && !/^\d{10,11}$/.test(text))
    return 'Vergi numarası 10 haneli (şahıs şirketlerinde 11 haneli T.C. kimlik no) olmalı.'
  if (field === 'nationalId' && !/^\d{11}$/.test(text)) return 'T.C. kimlik no 11 haneli olmalı.'
  if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
    return 'E-posta adresi ad@alan.com biçiminde olmalı.'
  return ''
}
