// Schema of content/data/credits.yaml: the staff-maintained list of names a gallery or sector page may credit. Pure.
import { z } from 'zod'
import { descriptionText, text } from './fields.ts'

/** Who a credited name is: our own training team (its projects are demonstration models) or a customer. */
export const CREDIT_KINDS = ['ekibimiz', 'müşteri'] as const

const credit = z.strictObject({
  /** The name exactly as the projects write it, e.g. Rhino Türkiye Eğitim Ekibi. */
  name: text().meta({ title: 'Ad', description: 'Projelerde yazıldığı biçimiyle ad.' }),
  /**
   * ekibimiz: our own team; its projects must be marked as demonstration models. müşteri: a real customer who allowed
   * their work to be shown; its projects must not be marked as demonstration models.
   */
  kind: z.enum(CREDIT_KINDS).meta({
    title: 'Kim',
    description:
      'ekibimiz: kendi eğitim ekibimiz (projeleri gösterim modeli olarak işaretlenir). müşteri: çalışmasının gösterilmesine yazılı izin veren gerçek bir müşteri.',
  }),
  /** Who they are, and for a customer when and how the permission to show the work was given. */
  description: descriptionText(),
})

/** content/data/credits.yaml */
export const creditsSchema = z.strictObject({
  /** Every name the gallery (author, organization) and the sector pages may credit. */
  credits: z
    .array(credit)
    .min(1)
    .meta({ title: 'Proje sahipleri' })
    .superRefine((credits, context) => {
      const seen = new Set<string>()
      credits.forEach((entry, index) => {
        if (seen.has(entry.name))
          context.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: `"${entry.name}" listede iki kez var`,
          })
        seen.add(entry.name)
      })
    }),
})
export type CreditsData = z.infer<typeof creditsSchema>
export type Credit = CreditsData['credits'][number]
