// What people type, made into what the site stores: a web address without its scheme gets https:// (as a browser's
// address bar would), and words typed into an article's address become the address by the site's own slug rule. Pure.
import { slugify } from '../shared/text.ts'

/**
 * `typed` with `https://` before it when it is a web address written without a scheme (`www.ornek.com.tr`,
 * `ornek.com.tr/egitim`, `//ornek.com`); anything else (an address with a scheme, a site path, words) as it is.
 */
export function completeWebAddress(typed: string): string {
  const value = typed.trim()
  if (value.startsWith('//')) return `https:${value}`
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('{{')) return typed
  return /^[^\s/@]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value) ? `https://${value}` : typed
}

/**
 * The address words make by the site's slug rule, the one that makes a new article's address from its title
 * (src/shared/text.ts: Turkish letters folded, other marks dropped, spaces to hyphens), with the hyphens an address
 * may not have (doubled, at either end) taken out: "Rhino 8'de Katman Yönetimi" → "rhino-8de-katman-yonetimi".
 */
export function addressFromWords(typed: string): string {
  return slugify(typed).replace(/-+/g, '-').replace(/^-|-$/g, '')
}
