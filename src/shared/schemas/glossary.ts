// Schema of content/data/glossary.yaml: the Turkish–English glossary behind /wiki/sozluk, search synonyms, the
// term syntax of articles and the house-style warnings. Pure.
import { z } from 'zod'
import { foldTurkish, slugify, turkishLower } from '../text.ts'
import { FIELD_NAMES } from './field-names.ts'
import { sitePath, text } from './fields.ts'

/** Shortest and longest definition, in characters: two to four sentences. */
export const DEFINITION_LENGTH = { min: 60, max: 700 } as const

/** A Rhino command name as Rhino spells it (FilletEdge, 4View, Sweep1). */
const commandName = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_]*$/,
    'Rhino komut adı olmalı, Rhino’nun yazdığı gibi (boşluksuz, alt çizgisiz başlar), örn. FilletEdge',
  )
  .meta(FIELD_NAMES.command)

/** A list of terms; `item` names one entry of it on the form. */
const termList = (title: string, description: string, item: string) =>
  z
    .array(text().meta({ title: item }))
    .default([])
    .meta({ title, description })

const glossaryEntry = z.strictObject({
  /** The preferred Turkish term, as Turkish CAD users say it; its anchor on /wiki/sozluk is slugify(term). */
  term: text().meta({
    title: 'Tercih edilen terim',
    description:
      'Sitede kullanılacak Türkçe terim. Sözlük sayfasındaki adresi bundan oluşur (örn. #kenar-yuvarlatma); diğer terimlerle aynı olamaz.',
  }),
  /** Accepted Turkish variants: search finds the entry by them; no warning in texts. */
  variants: termList(
    'Kabul edilen diğer yazılışlar',
    'Aynı anlamda kullanılabilen Türkçe karşılıklar; aramada bu terimi bulur, uyarı vermez.',
    'Yazılış',
  ),
  /** Discouraged variants: search still finds the entry, but texts that use them get a house-style warning. */
  discouraged: termList(
    'Önerilmeyen yazılışlar',
    'Sitede kullanılmaması gereken karşılıklar: metinde geçerse denetim, tercih edilen terimi öneren bir uyarı verir.',
    'Önerilmeyen yazılış',
  ),
  /**
   * Whole lines (as written, without leading spaces) where a discouraged spelling of this entry is used on purpose,
   * e.g. a title the specification prescribes; the house-style check stays silent on exactly these lines.
   */
  allowedLines: z
    .array(text().meta({ title: 'Satır' }))
    .optional()
    .meta({
      title: 'Uyarı verilmeyecek satırlar',
      description:
        'Önerilmeyen bir yazılışın bilerek kullanıldığı satırın tam metni (örn. şartnamenin istediği kart başlığı "name: Lab Sürümü"); yalnızca bu satırlarda uyarı verilmez.',
    }),
  /** The English term (Rhino's interface and McNeel's documents). */
  english: text().meta({
    title: 'İngilizce karşılığı',
    description: 'Rhino arayüzünde ve McNeel belgelerinde geçen İngilizce ad, örn. Fillet edge.',
  }),
  /** True when Turkish CAD users commonly say the English word (NURBS, SubD, Gumball, Cloud Zoo). */
  englishInUse: z.boolean().default(false).meta({
    title: 'İngilizcesi yaygın mı?',
    description:
      'Türk CAD kullanıcıları çoğunlukla İngilizce adı söylüyorsa işaretleyin (örn. NURBS, Gumball).',
  }),
  /** Rhino command names exactly as Rhino spells them; only real Rhino 8 commands. */
  commands: z.array(commandName).default([]).meta({
    title: 'Rhino komutları',
    description:
      'Bu işi yapan Rhino 8 komutları, Rhino’daki yazılışıyla (örn. FilletEdge). Komut listesinde olanlar oraya bağlanır.',
  }),
  /** Two to four accurate Turkish sentences. */
  definition: z
    .string()
    .trim()
    .min(
      DEFINITION_LENGTH.min,
      `tanım çok kısa: iki ila dört cümle, en az ${DEFINITION_LENGTH.min} karakter olmalı`,
    )
    .max(
      DEFINITION_LENGTH.max,
      `tanım çok uzun: iki ila dört cümle, en fazla ${DEFINITION_LENGTH.max} karakter olmalı`,
    )
    .meta({ title: 'Tanım', description: 'İki ila dört cümlelik Türkçe açıklama.', multiline: true }),
  /** Related pages of this site (/wiki/command-list, /licensing/cloud-zoo#ekip); the build checks that they exist. */
  related: z
    .array(sitePath().meta({ title: 'Sayfa adresi' }))
    .default([])
    .meta({
      title: 'İlgili sayfalar',
      description:
        'Bu sitenin ilgili sayfaları, / ile başlayan adresle (örn. /wiki/command-list); sayfa yoksa kayıt reddedilir.',
    }),
})
export type GlossaryEntry = z.infer<typeof glossaryEntry>

type EntryInput = z.infer<typeof glossaryEntry>

/** The folded form two names are compared by: Turkish lower case, ASCII letters, single spaces. */
export function glossaryKey(name: string): string {
  return foldTurkish(name)
    .replace(/[\s-]+/g, ' ')
    .trim()
}

interface Claim {
  entry: number
  field: 'term' | 'variants' | 'discouraged'
  index?: number
}

const describe = (claim: Claim, entries: readonly EntryInput[]) =>
  `"${entries[claim.entry]?.term ?? ''}" kaydının ${claim.field === 'term' ? 'terimi' : claim.field === 'variants' ? 'kabul edilen yazılışları' : 'önerilmeyen yazılışları'}`

/**
 * Problems that need the whole list: a term or accepted variant used twice (after Turkish folding, so "Kırışık" and
 * "kirisik" are the same), a discouraged variant that is also a term or accepted variant, or discouraged twice.
 */
function checkEntries(entries: readonly EntryInput[], context: z.RefinementCtx) {
  const accepted = new Map<string, Claim>()
  const discouraged = new Map<string, Claim>()
  const anchors = new Map<string, number>()
  const pathOf = (claim: Claim) =>
    claim.index === undefined
      ? ['entries', claim.entry, claim.field]
      : ['entries', claim.entry, claim.field, claim.index]
  /** Records each name in `seen`; a name already there (same entry or another) is a problem at its place. */
  const claimOnce = (names: [string, Claim][], seen: Map<string, Claim>, otherEntry: string) => {
    for (const [name, claim] of names) {
      const key = glossaryKey(name)
      const earlier = seen.get(key)
      if (earlier)
        context.addIssue({
          code: 'custom',
          path: pathOf(claim),
          message:
            earlier.entry === claim.entry
              ? `"${name}" bu kayıtta iki kez yazılmış`
              : `"${name}" zaten ${describe(earlier, entries)} arasında; ${otherEntry}`,
        })
      else seen.set(key, claim)
    }
  }
  entries.forEach((entry, entryIndex) => {
    const anchor = slugify(entry.term)
    const sameAnchor = anchors.get(anchor)
    if (!anchor || sameAnchor !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['entries', entryIndex, 'term'],
        message: anchor
          ? `sözlük sayfasındaki adresi (#${anchor}) "${entries[sameAnchor ?? 0]?.term ?? ''}" kaydınınkiyle aynı; terimi ayırt edin`
          : 'terim en az bir harf veya rakam içermeli',
      })
    else anchors.set(anchor, entryIndex)
    const names: [string, Claim][] = [
      [entry.term, { entry: entryIndex, field: 'term' }],
      ...entry.variants.map((name, index): [string, Claim] => [
        name,
        { entry: entryIndex, field: 'variants', index },
      ]),
    ]
    claimOnce(names, accepted, 'bir terim yalnızca bir kayıtta olabilir')
    claimOnce(
      entry.discouraged.map((name, index): [string, Claim] => [
        name,
        { entry: entryIndex, field: 'discouraged', index },
      ]),
      discouraged,
      'hangi terimin önerileceği belirsiz kalır',
    )
  })
  for (const [key, claim] of discouraged) {
    const other = accepted.get(key)
    if (!other) continue
    const name = entries[claim.entry]?.discouraged[claim.index ?? 0] ?? key
    // A spelling that differs from the accepted one only in its Turkish letters ("döküman" / "doküman") is allowed:
    // the house-style check then matches it letter by letter.
    const acceptedName =
      other.field === 'term' ? entries[other.entry]?.term : entries[other.entry]?.variants[other.index ?? 0]
    if (acceptedName !== undefined && turkishLower(acceptedName) !== turkishLower(name)) continue
    context.addIssue({
      code: 'custom',
      path: pathOf(claim),
      message: `"${name}" hem önerilmeyen bir yazılış hem de ${describe(other, entries)} arasında; birinden çıkarın`,
    })
  }
}

/** content/data/glossary.yaml */
export const glossarySchema = z
  .strictObject({
    /** The glossary entries; the page sorts them in Turkish alphabetical order, so their order here is free. */
    entries: z.array(glossaryEntry).min(1).meta({
      title: 'Sözlük kayıtları',
      description: 'Her kayıt bir kavram: Türkçe terim, İngilizcesi ve tanımı.',
    }),
  })
  .superRefine((value, context) => checkEntries(value.entries, context))
export type GlossaryData = z.infer<typeof glossarySchema>
