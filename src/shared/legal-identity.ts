// The company's legal identity (facts.yaml `yasal`): the fields staff fill in, shown only when filled, and the one
// warning the content step prints while some are empty. Pure; build (warning, footer, company pages) and editor.
import type { Problem } from './content/problems.ts'
import type { Facts } from './schemas/facts.ts'

export type LegalIdentity = Facts['yasal']

/** The fields in the order the site shows them, with their labels. */
export const LEGAL_FIELDS = [
  { key: 'ticari_unvan', label: 'Ticari unvan' },
  { key: 'mersis_no', label: 'MERSİS no' },
  { key: 'vergi_dairesi', label: 'Vergi dairesi' },
  { key: 'vergi_no', label: 'Vergi no' },
  { key: 'adres', label: 'Merkez adresi' },
  { key: 'kep', label: 'KEP adresi' },
] as const satisfies readonly { key: keyof LegalIdentity; label: string }[]

/** A company need not have a KEP address: an empty one is no reason to warn. */
export const OPTIONAL_LEGAL_FIELDS: ReadonlySet<keyof LegalIdentity> = new Set(['kep'])

/** The filled fields, in display order; an empty (or blank) value is left out, never shown as a placeholder. */
export function filledLegalFields(
  legal: LegalIdentity,
): { key: keyof LegalIdentity; label: string; value: string }[] {
  return LEGAL_FIELDS.flatMap(({ key, label }) => {
    const value = legal[key].trim()
    return value ? [{ key, label, value }] : []
  })
}

/** One warning naming every empty field that a company has to state (KEP excepted), or none when all are filled. */
export function legalIdentityWarning(legal: LegalIdentity): Problem | undefined {
  const empty = LEGAL_FIELDS.filter(({ key }) => !OPTIONAL_LEGAL_FIELDS.has(key) && !legal[key].trim())
  if (empty.length === 0) return undefined
  return {
    file: 'content/data/facts.yaml',
    field: 'yasal',
    message:
      `şirketin yasal bilgileri eksik: ${empty.map(({ key }) => key).join(', ')}. Doldurulana kadar bu bilgiler ` +
      'alt bilgide, Kurumsal ve KVKK sayfalarında gösterilmez (site yayımlanır).',
  }
}
