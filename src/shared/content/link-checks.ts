// The checks of links and images against the site: one link or image of a content page (validate.ts), the values of a
// data collection (collections.ts); at build time, and in the browser editor before it saves. Pure: the caller says
// which pages, anchors and images exist.
import type { DataCollectionName } from '../content-schema.ts'
import type { HomeData } from '../schemas/home.ts'

export interface SiteLookup {
  /** A page's `#` targets, or undefined when the site has no page at that address. */
  anchorsOf: (path: string) => readonly string[] | undefined
  /** Whether a local image (`/images/...`) exists under public/. */
  hasImage: (url: string) => boolean
}

/** The site's pages and images as the browser editor reads them (/_data/editor/site.json, from the content step). */
export interface EditorSiteIndex {
  /** Every page's address and its `#` targets. */
  pages: Record<string, readonly string[]>
  /** Every page's title, by address: the editor's link dialog lists pages by title. */
  titles?: Record<string, string>
  /** Every file under public/images/, as /images/... addresses. */
  images: string[]
  /** Former addresses → current addresses (former-addresses.ts): a link to one is a warning, not a problem. */
  formerAddresses?: Record<string, string>
}

/** What is wrong with a link of a page whose own `#` targets are `ownAnchors`, or undefined when it is fine. */
export function linkProblem(
  rawUrl: string,
  ownAnchors: readonly string[],
  site: SiteLookup,
): string | undefined {
  const url = rawUrl.trim()
  if (/^(https?:|mailto:|tel:)/i.test(url)) return undefined
  if (url.startsWith('#'))
    return ownAnchors.includes(decodeURIComponent(url.slice(1)))
      ? undefined
      : `bu sayfada "${url}" başlığı yok`
  if (!url.startsWith('/'))
    return `"${url}" bağlantısı / ile başlayan bir site adresi (örn. /wiki/nurbs-nedir) ya da https:// ile başlayan tam bir adres olmalı`
  const [beforeHash = '', hash] = url.split('#')
  // A query string chooses something on the page (/teklif?lisans=lab): the page is what must exist.
  const target = beforeHash.split('?')[0] ?? ''
  const normalized = target.length > 1 ? target.replace(/\/+$/, '') : target
  const anchors = site.anchorsOf(normalized)
  if (!anchors) return `"${url}" bağlantısının gösterdiği sayfa yok`
  if (hash && !anchors.includes(decodeURIComponent(hash)))
    return `"${normalized}" sayfasında "#${hash}" başlığı yok`
  return undefined
}

/** What is wrong with an image (its address and its alt text); empty when it is fine. */
export function imageProblems(url: string, alt: string | null | undefined, site: SiteLookup): string[] {
  const problems: string[] = []
  if (/^https?:/i.test(url))
    problems.push(
      'görseller dış siteden yüklenmez; dosyayı public/images/ altına koyup /images/... ile verin',
    )
  else if (!url.startsWith('/') || !site.hasImage(url))
    problems.push(`"${url}" görseli public/ altında bulunamadı`)
  if (!alt?.trim()) problems.push('görselin açıklaması (alt metni) boş: ![açıklama](/images/...)')
  return problems
}

export interface ValueProblem {
  /** Where in the collection's value (for locate). */
  path: PropertyKey[]
  message: string
}

/**
 * Images must exist under public/, links to this site must be real routes (and #anchors); feature cards need their
 * page. One collection's value (pages and facts declare, they do not link); the browser editor runs it before saving.
 */
export function collectionReferenceProblems(
  name: DataCollectionName,
  value: unknown,
  site: SiteLookup,
): ValueProblem[] {
  const problems: ValueProblem[] = []
  // The redirect table's addresses are former pages by definition; scripts/content/redirects.ts checks its targets.
  if (name === 'pages' || name === 'facts' || name === 'redirects') return problems
  const checkLink = (valuePath: PropertyKey[], url: string) => {
    const [target = '', hash] = url.split('#')
    const anchors = site.anchorsOf(target.length > 1 ? target.replace(/\/+$/, '') : target)
    if (!anchors) problems.push({ path: valuePath, message: `"${url}" bağlantısının gösterdiği sayfa yok` })
    else if (hash && !anchors.includes(hash))
      problems.push({ path: valuePath, message: `"${target}" sayfasında "#${hash}" bölümü yok` })
  }
  const walk = (child: unknown, valuePath: PropertyKey[]) => {
    if (typeof child === 'string') {
      if (child.startsWith('/images/')) {
        if (!site.hasImage(child))
          problems.push({ path: valuePath, message: `"${child}" görseli public/ altında bulunamadı` })
      } else if (child.startsWith('/') && !child.startsWith('//') && /^\/[\w/.#-]*$/.test(child)) {
        checkLink(valuePath, child)
      }
    } else if (Array.isArray(child)) child.forEach((item, index) => walk(item, [...valuePath, index]))
    else if (child && typeof child === 'object') {
      for (const [key, grandchild] of Object.entries(child)) walk(grandchild, [...valuePath, key])
    }
  }
  walk(value, [])
  if (name === 'home')
    (value as HomeData).featureCards.forEach((card, index) =>
      checkLink(['featureCards', index, 'slug'], `/features/${card.slug}`),
    )
  return problems
}
