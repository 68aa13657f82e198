// Schema of content/data/offices.yaml: licence dealers and certified training centres (/offices). Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  descriptionText,
  emailAddress,
  exampleFlag,
  httpsUrl,
  leadText,
  phoneNumber,
  text,
  titleText,
} from './fields.ts'

const officeSection = <Id extends string>(id: Id) =>
  z.strictObject({
    /** Anchor of the section (/offices#satis, /offices#egitim); fixed. */
    id: z.literal(id, { error: `"${id}" olmalı` }).meta(FIELD_NAMES.id),
    /** Section heading. */
    title: titleText(),
    lead: leadText(),
  })

const dealer = z.strictObject({
  /** Company name. */
  name: text().meta(FIELD_NAMES.name),
  /** District and city, e.g. Çankaya, Ankara. */
  location: text().meta(FIELD_NAMES.location),
  /** Phone, +90 312 555 34 27 format. */
  phone: phoneNumber().meta({
    title: 'Telefon',
    description: '+90 212 555 12 34 biçiminde.',
  }),
  /** E-mail address, optional: a dealer is reached by phone first; shown only when written. */
  email: emailAddress()
    .optional()
    .meta({ title: 'E-posta', description: 'İsteğe bağlı, örn. `info@ornek.com.tr`. Boşsa gösterilmez.' }),
  /** Web site with https://, optional: shown only when written. */
  website: httpsUrl().optional().meta({
    title: 'Web sitesi',
    description:
      'İsteğe bağlı, örn. `www.ornek.com.tr` (başına `https://` kendiliğinden eklenir). Boşsa gösterilmez.',
  }),
  /** Street address, optional: shown with the phone and e-mail only when written (never a guessed one). */
  address: text().optional().meta({
    title: 'Adres',
    description:
      'İsteğe bağlı. Açık adres, örn. Barbaros Mahallesi, Begonya Sokak No: 3, 34746 Ataşehir/İstanbul. Boşsa gösterilmez.',
  }),
  /** Opening hours, optional, e.g. "Hafta içi 09.00–18.00"; shown only when written. */
  hours: text().optional().meta({
    title: 'Çalışma saatleri',
    description: 'İsteğe bağlı, örn. Hafta içi 09.00–18.00. Boşsa gösterilmez.',
  }),
  /** What the dealer does best, one or two sentences. */
  specialty: text().meta({ title: 'Uzmanlık alanı', multiline: true }),
  /** true: also an authorised training partner (shows a badge). */
  isAuthorizedTrainer: z.boolean().optional().meta({ title: 'Yetkili eğitim ortağı mı?' }),
  /** true: an example entry, not a real dealer's data (shown marked, without contact links). */
  ornek: exampleFlag('bu ofisin bilgileri'),
})

const trainingCenter = z.strictObject({
  /** Centre name. */
  name: text().meta(FIELD_NAMES.name),
  /** District and city. */
  location: text().meta(FIELD_NAMES.location),
  /** Web site with https://. */
  website: httpsUrl().meta(FIELD_NAMES.website),
  /** What the centre teaches and how. */
  description: descriptionText(),
  /** true: certified by McNeel (shows the "Resmi" badge). */
  isOfficial: z.boolean().meta({ title: 'McNeel onaylı mı?' }),
  /** true: an example entry, not a real training centre's data (shown marked, without its site link). */
  ornek: exampleFlag('bu eğitim merkezinin bilgileri'),
})

/** content/data/offices.yaml */
export const officesSchema = z.strictObject({
  /** Headings of the two sections. */
  officeSections: z
    .strictObject({
      /** Licence sales offices. */
      satis: officeSection('satis').meta({ title: 'Satış ofisleri bölümü' }),
      /** Training centres. */
      egitim: officeSection('egitim').meta(FIELD_NAMES.egitim),
    })
    .meta({ title: 'Bölüm başlıkları' }),
  /** Licence sales offices (dealers), in the order shown. */
  dealers: z.array(dealer).min(1).meta({ title: 'Lisans satış ofisleri (bayiler)' }),
  /** Certified training centres, in the order shown. */
  trainingCenters: z.array(trainingCenter).min(1).meta({ title: 'Eğitim merkezleri' }),
})
export type OfficesData = z.infer<typeof officesSchema>
export type Dealer = z.infer<typeof dealer>
export type TrainingCenter = z.infer<typeof trainingCenter>
export type OfficeSectionText = OfficesData['officeSections'][keyof OfficesData['officeSections']]
