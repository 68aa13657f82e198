// Schema of content/data/offices.yaml: licence dealers and certified training centres (/offices). Pure.
import { z } from 'zod'
import { emailAddress, httpsUrl, phoneNumber, text } from './fields'

const officeSection = <Id extends string>(id: Id) =>
  z.strictObject({
    /** Anchor of the section (/offices#satis, /offices#egitim); fixed. */
    id: z.literal(id, { error: `"${id}" olmalı` }),
    /** Section heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
  })

const dealer = z.strictObject({
  /** Company name. */
  name: text(),
  /** District and city, e.g. Çankaya, Ankara. */
  location: text(),
  /** Phone, +90 312 555 34 27 format. */
  phone: phoneNumber(),
  /** E-mail address. */
  email: emailAddress(),
  /** Web site with https://. */
  website: httpsUrl(),
  /** What the dealer does best, one or two sentences. */
  specialty: text(),
  /** true: also an authorised training partner (shows a badge). */
  isAuthorizedTrainer: z.boolean().optional(),
})

const trainingCenter = z.strictObject({
  /** Centre name. */
  name: text(),
  /** District and city. */
  location: text(),
  /** Web site with https://. */
  website: httpsUrl(),
  /** What the centre teaches and how. */
  description: text(),
  /** true: certified by McNeel (shows the "Resmi" badge). */
  isOfficial: z.boolean(),
})

/** content/data/offices.yaml */
export const officesSchema = z.strictObject({
  /** Headings of the two sections. */
  officeSections: z.strictObject({
    /** Licence sales offices. */
    satis: officeSection('satis'),
    /** Training centres. */
    egitim: officeSection('egitim'),
  }),
  /** Licence sales offices (dealers), in the order shown. */
  dealers: z.array(dealer).min(1),
  /** Certified training centres, in the order shown. */
  trainingCenters: z.array(trainingCenter).min(1),
})
export type OfficesData = z.infer<typeof officesSchema>
export type Dealer = z.infer<typeof dealer>
export type TrainingCenter = z.infer<typeof trainingCenter>
export type OfficeSectionText = OfficesData['officeSections'][keyof OfficesData['officeSections']]
export type OfficeSectionId = OfficeSectionText['id']
