// Site-wide constants: name, domain, contact data, offices and outbound vendor URLs. Shared by build and browser.
// The values staff change (e-mail, phones, addresses, links) come from content/data/facts.yaml.
import { baglanti, firma, iletisim, ofis, sosyal } from './generated/data/facts'

export interface Office {
  id: 'istanbul' | 'izmir'
  name: string
  streetAddress: string
  district: string
  city: string
  postalCode: string
  phone: string
  latitude: number
  longitude: number
}

/** The brand name and domain on their own, so browser code that needs only these does not ship the whole config. */
export const SITE_NAME = firma.ad
export const SITE_DOMAIN = 'rhinoturkiye.com'
/** The suffix of every page title: 'Page | Rhino Türkiye | rhinoturkiye.com'. */
export const TITLE_SUFFIX = `${SITE_NAME} | ${SITE_DOMAIN}`

/**
 * The browser editor for content (a separate app deployed beside the site, not a route of it): links there are
 * ordinary page loads, never router navigations, and the link checks treat it as outside the site.
 */
export const ADMIN_PATH = '/admin/'

/** Where staff edit a wiki article in the browser editor (entry = the file name without extension). */
export function wikiEditUrl(fileName: string): string {
  return `${ADMIN_PATH}#/collections/wiki/entries/${fileName}`
}

const office = (id: Office['id']): Office => {
  const fact = ofis[id]
  return {
    id,
    name: fact.ad,
    streetAddress: fact.adres,
    district: fact.ilce,
    city: fact.il,
    postalCode: fact.posta_kodu,
    phone: fact.telefon,
    latitude: fact.enlem,
    longitude: fact.boylam,
  }
}

/**
 * Where the browser editor at /admin (Decap CMS) reads and commits content. `github` signs in through an OAuth proxy
 * (`authProxy`, a small server holding the OAuth app's secret); `gitlab` and `gitea` sign in with PKCE, which needs
 * only the OAuth application's public id. `npm run admin` ignores this and edits the working copy (local mode).
 */
export type CmsBackend =
  | { name: 'github'; repo: string; branch: string; authProxy: string }
  | { name: 'gitlab'; repo: string; branch: string; appId: string; baseUrl: string }
  | { name: 'gitea'; repo: string; branch: string; appId: string; baseUrl: string }

/**
 * The browser editor's Git backend (a separate export, so the site's pages never ship it). The values containing
 * `PLACEHOLDER` are placeholders: replace them with your repository and sign-in settings (README, "The browser
 * editor"); the build warns while one is left.
 */
export const cmsBackend: CmsBackend = {
  name: 'github',
  repo: 'OWNER-PLACEHOLDER/REPOSITORY-PLACEHOLDER',
  branch: 'main',
  authProxy: 'https://oauth-proxy-placeholder.example',
}

export const site = {
  name: SITE_NAME,
  legalName: firma.unvan,
  domain: SITE_DOMAIN,
  origin: firma.web,
  /** The spec's {email}: every mailto on the site uses it. */
  email: iletisim.eposta,
  phones: {
    istanbul: ofis.istanbul.telefon,
    izmir: ofis.izmir.telefon,
  },
  offices: [office('istanbul'), office('izmir')],
  /** Footer "Sosyal Medya" column and Organization.sameAs. */
  social: sosyal,
} as const

export type Site = typeof site

/** Outbound McNeel pages (facts.yaml, `baglanti`); kept out of `site` so browser code that needs `site` does not ship them. */
export const vendor = baglanti
