// Schema of content/data/redirects.yaml: former addresses of pages that have no frontmatter of their own (the pages of
// pages.yaml, the industry pages) or that were deleted, each with the page that replaces it. Pure.
import { z } from 'zod'
import { formerAddress } from './fields.ts'

const redirect = z.strictObject({
  /** The former address, e.g. /wiki/silinen-makale; it answers with a permanent redirect (301). */
  from: formerAddress().meta({
    title: 'Eski adres',
    description: 'Artık olmayan sayfanın adresi, örn. /wiki/silinen-makale.',
  }),
  /** The page that replaces it: an address the site publishes now, e.g. /wiki/yeni-makale or /support. */
  to: formerAddress().meta({
    title: 'Yerine geçen sayfa',
    description: 'Sitede bugün var olan bir sayfanın adresi, örn. /wiki/yeni-makale veya /support.',
  }),
})

/** content/data/redirects.yaml */
export const redirectsSchema = z.strictObject({
  /** One entry per former address; an article's own former addresses go in its `eskiAdresler` field instead. */
  redirects: z.array(redirect).meta({ title: 'Yönlendirmeler' }),
})
export type RedirectsData = z.infer<typeof redirectsSchema>
