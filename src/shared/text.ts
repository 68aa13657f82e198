// Turkish-aware text helpers (case, folding, slugs; truncation is in truncate.ts). Pure; used by the build and the
// browser.

const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
}

/** Lower-cases with Turkish rules: 'I' → 'ı', 'İ' → 'i' (never the two-character 'i̇'). */
export function turkishLower(text: string): string {
  return text.toLocaleLowerCase('tr')
}

/** Upper-cases with Turkish rules: 'i' → 'İ', 'ı' → 'I'. */
export function turkishUpper(text: string): string {
  return text.toLocaleUpperCase('tr')
}

/**
 * Lower-cases with Turkish rules and folds Turkish letters to ASCII, so 'IŞIK', 'ışık' and 'isik'
 * all become 'isik'. Combining marks left by other scripts' decomposition are dropped too.
 */
export function foldTurkish(text: string): string {
  return turkishLower(text)
    .replace(/[çğıöşüâîû]/g, (letter) => FOLD[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

/**
 * The spec's slug derivation: Turkish lower case, fold to ASCII, drop everything but letters,
 * digits, spaces and hyphens, whitespace runs to one hyphen. 'İstanbul Işık Çağ' → 'istanbul-isik-cag'.
 */
export function slugify(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
}

/** Case-insensitive (Turkish rules, diacritics folded) substring test. */
export function includesFolded(haystack: string, needle: string): boolean {
  return foldTurkish(haystack).includes(foldTurkish(needle))
}

/**
 * Whether a list item states a restriction rather than something given: Turkish "cannot" (kullanılamaz, devredilemez),
 * "yasak" or "değil". Such an item gets a minus, never the green check of a feature (src/components/ui/list-mark.tsx).
 */
export const RESTRICTION_PATTERN = /[ae]m[ae]z\b|\byasak|\bdeğil/iu

export function isRestriction(text: string): boolean {
  return RESTRICTION_PATTERN.test(text)
}
