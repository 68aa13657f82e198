// Field types shared by the data collection schemas, and the Turkish error map every content schema is parsed with. Pure.
import { z } from 'zod'
import { AREA_ICON_NAMES, type IconArea } from '../icons.ts'
import { FIELD_NAMES } from './field-names.ts'

const TYPE_NAMES: Record<string, string> = {
  string: 'metin olmalı',
  number: 'sayı olmalı',
  boolean: 'true veya false olmalı',
  array: 'liste olmalı (her öğe "- " ile başlayan bir satır)',
  object: 'alt alanları olan bir bölüm olmalı',
}

/**
 * Turkish messages for zod issues that have no message of their own (a field's own `error` wins).
 * Passed to every `safeParse` of content: wiki frontmatter, MDX frontmatter and the data collections.
 */
export const turkishErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return 'eksik; bu alan zorunlu'
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_NAMES[issue.expected] ?? `${issue.expected} olmalı`
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'boş bırakılamaz' : `en az ${issue.minimum} karakter olmalı`
      if (issue.origin === 'array') return `en az ${issue.minimum} öğe olmalı`
      return `${issue.minimum} veya daha büyük olmalı`
    case 'too_big':
      if (issue.origin === 'string') return `en fazla ${issue.maximum} karakter olabilir`
      if (issue.origin === 'array') return `en fazla ${issue.maximum} öğe olabilir`
      return `${issue.maximum} veya daha küçük olmalı`
    case 'invalid_value':
      return `şu değerlerden biri olmalı: ${issue.values.map(String).join(', ')}`
    case 'invalid_format':
      return 'biçimi geçersiz'
    case 'unrecognized_keys':
      return `bilinmeyen alan: ${issue.keys.join(', ')}`
    case 'invalid_union':
      return 'geçersiz değer'
    default:
      return undefined
  }
}

/** A required, non-empty line of text (surrounding spaces are dropped). */
export const text = () => z.string().trim().min(1)

/** Texts of the kinds many schemas share, with their Turkish names for the editor (field-names.ts). */
export const titleText = () => text().meta(FIELD_NAMES.title)
export const descriptionText = () => text().meta(FIELD_NAMES.description)
export const leadText = () => text().meta(FIELD_NAMES.lead)
export const eyebrowText = () => text().meta(FIELD_NAMES.eyebrow)
export const labelText = () => text().meta(FIELD_NAMES.label)
export const imageAltText = () => text().meta(FIELD_NAMES.imageAlt)

/** A non-empty list of non-empty texts. */
export const textList = () => z.array(text()).min(1)

/** A full external address. */
export const httpsUrl = () =>
  z
    .string()
    .regex(
      /^https:\/\/[^\s/]+\.[^\s]+$/,
      'https:// ile başlayan tam bir adres olmalı, örn. https://www.rhino3d.com/',
    )

/** A local image under public/images/ (the build checks that the file exists). */
export const imagePath = () =>
  z
    .string()
    .regex(
      /^\/images\/[\w/.-]+\.(svg|webp|avif|png|jpg)$/,
      '/images/ ile başlayan yerel bir görsel yolu olmalı, örn. /images/gallery/kopru.svg',
    )
    .meta(FIELD_NAMES.image)

/** A page of this site, optionally with a #section (the build checks that it exists). */
export const sitePath = () =>
  z
    .string()
    .regex(/^\/[\w/.#-]*$/, '/ ile başlayan bir site adresi olmalı, örn. /download veya /offices#egitim')

/**
 * An address of this site without `#anchor` (a former address or the page replacing it): `/`, then ASCII letters,
 * digits, `-`, `_`, `.` and `~` between slashes, no slash at the end.
 */
export const formerAddress = () =>
  z
    .string({ error: 'adres metin olmalı' })
    .regex(
      /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/,
      '/ ile başlayan, sonu / ile bitmeyen bir site adresi olmalı (Türkçe harf ve boşluk olmadan), örn. /wiki/eski-ad',
    )

/** A page of this site, an https address, or a mailto:/tel: link. */
export const linkTarget = () =>
  z
    .string()
    .regex(
      /^(\/|#|https:\/\/|mailto:|tel:)/,
      '/ ile başlayan bir site adresi, https:// adresi, mailto: veya tel: bağlantısı olmalı',
    )
    // Phone facts are written with spaces for reading; a tel: link has none.
    .transform((value) => (value.startsWith('tel:') ? value.replace(/\s+/g, '') : value))

/** A Turkish phone number as shown on the site. */
export const phoneNumber = () =>
  z
    .string()
    .regex(
      /^\+90 \d{3} \d{3} \d{2} \d{2}$/,
      'telefon numarası +90 ile başlamalı ve +90 212 555 12 34 biçiminde yazılmalı',
    )

/**
 * `ornek: true`: an entry written as an example while the site was built, not the company's own data. The site shows
 * it marked "Örnek kayıt" with no phone, e-mail or web link and leaves it out of the structured data; the launch check
 * (`npm run check -- --yayin`) lists it and the deploy refuses to publish to production while one is left.
 */
export const exampleFlag = (what: string) =>
  z
    .boolean()
    .optional()
    .meta({
      title: 'Örnek kayıt mı?',
      description: `İşaretliyse ${what} örnektir, şirketin değildir: sitede "Örnek kayıt" olarak bağlantısız gösterilir ve site üretime yayımlanmaz. Gerçek bilgileri yazınca işareti kaldırın.`,
    })

/** An e-mail address. */
export const emailAddress = () =>
  z
    .string()
    .regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, 'geçerli bir e-posta adresi olmalı, örn. info@ornek.com.tr')

/** One of the icon names of an area (src/shared/icons.ts, the names its renderer can draw). */
export const iconName = <Area extends IconArea>(area: Area) => {
  const names = AREA_ICON_NAMES[area]
  return z
    .enum(names, {
      error: (issue) =>
        issue.input === undefined ? undefined : `bilinmeyen simge; kullanılabilenler: ${names.join(', ')}`,
    })
    .meta(FIELD_NAMES.icon)
}

/** A card with an icon of the area, a title and a sentence or two. */
export const iconCard = <Area extends IconArea>(area: Area) =>
  z.strictObject({
    /** Icon name (the error message lists the names this page can use). */
    icon: iconName(area),
    title: titleText(),
    /** One or two sentences. */
    description: descriptionText(),
  })

/** The top of a page with a picture beside its heading: eyebrow, title, lead and the image with its description. */
export const imageHero = z
  .strictObject({
    eyebrow: eyebrowText(),
    title: titleText(),
    lead: leadText(),
    image: imagePath(),
    imageAlt: imageAltText(),
  })
  .meta(FIELD_NAMES.hero)

/** Eyebrow, title and lead of a page section. */
export const sectionIntro = z.strictObject({
  eyebrow: eyebrowText(),
  /** Section heading. */
  title: titleText(),
  /** One or two sentences under the heading. */
  lead: leadText(),
})
export type SectionIntro = z.infer<typeof sectionIntro>

/** A button or text link: label and target. */
export const linkButton = z.strictObject({
  label: labelText(),
  /** Page of this site (/download), https address or mailto: link. */
  href: linkTarget().meta(FIELD_NAMES.href),
})
