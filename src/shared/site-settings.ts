// The site identity made from the facts (name, origin and domain, e-mail, offices) and the browser editor's Git backend
// made from the site settings (content/data/settings.yaml). Build scripts pass the data the content step has validated
// (or scripts/site-settings.ts reads it); the pages get it from src/site.config.ts (the generated data). Pure: no
// Node, no browser, no generated module.
import type { Facts } from './content-schema.ts'
import type { EditorSettings } from './schemas/settings.ts'

/** A setting still to be filled in: the values the site ships with contain the word (settings.yaml `depo`). */
export const isPlaceholder = (value: string) => /placeholder/i.test(value)

/** 'https://www.rhinoturkiye.com' → 'rhinoturkiye.com': the domain as page titles and preview cards name it. */
export function siteDomain(origin: string): string {
  return origin
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[:/].*$/, '')
    .replace(/^www\./, '')
}

/**
 * The browser editor for content (a separate app deployed beside the site, not a route of it): links there are
 * ordinary page loads, never router navigations, and the link checks treat it as outside the site.
 */
export const ADMIN_PATH = '/admin/'

/** Where staff edit a wiki article in the browser editor (entry = the file name without extension). */
export function wikiEditUrl(fileName: string): string {
  return `${ADMIN_PATH}#/collections/wiki/entries/${fileName}`
}

/**
 * Where the browser editor at /admin (Decap CMS) reads and commits content. `github` signs in through the site's own
 * Cloudflare Pages Function (functions/api/auth/, deployed with the site; it holds the OAuth app's id and secret as the
 * Pages project's secrets), so only the repository is set; `gitlab` and `gitea` sign in with PKCE, which needs only the
 * OAuth application's public id (a developer's choice: the site settings staff edit name a GitHub repository).
 * `npm run admin` ignores this and edits the working copy (local mode).
 */
export type CmsBackend =
  | { name: 'github'; repo: string; branch: string }
  | { name: 'gitlab'; repo: string; branch: string; appId: string; baseUrl: string }
  | { name: 'gitea'; repo: string; branch: string; appId: string; baseUrl: string }

/** Where Decap opens the GitHub sign-in window: the Function of functions/api/auth/ on the site's own origin. */
export const GITHUB_AUTH_ENDPOINT = 'api/auth'

/**
 * The browser editor's Git backend from the site settings (content/data/settings.yaml `icerik_paneli`). The file ships
 * with a placeholder repository; the build warns and the launch check lists it until the company names its own.
 */
export function cmsBackendFromSettings(settings: EditorSettings): CmsBackend {
  return { name: 'github', repo: settings.depo, branch: settings.dal }
}

/**
 * Where staff edit a content file in the Git host's own web editor (the MDX pages, which /admin does not edit: their
 * components would not survive its text editor), or null while the repository is a placeholder.
 */
export function sourceEditUrl(backend: CmsBackend, file: string): string | null {
  if (isPlaceholder(backend.repo)) return null
  switch (backend.name) {
    case 'github':
      return `https://github.com/${backend.repo}/edit/${backend.branch}/${file}`
    case 'gitlab':
      return `${backend.baseUrl}/${backend.repo}/-/edit/${backend.branch}/${file}`
    case 'gitea':
      return `${backend.baseUrl}/${backend.repo}/_edit/${backend.branch}/${file}`
  }
}

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
  /** The street address, postal code, phone and coordinates are an example (facts.yaml `ofis.<id>.ornek`). */
  example: boolean
}

/** The facts the site identity is made from. */
export type SiteFacts = Pick<Facts, 'firma' | 'iletisim' | 'ofis' | 'sosyal'>

/** One office of the site identity from its facts (`ofis` of facts.yaml). */
export function officeFromFacts(ofis: SiteFacts['ofis'], id: Office['id']): Office {
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
    example: fact.ornek === true,
  }
}

/** Name, origin, contact data and offices of the site, from content/data/facts.yaml. */
export function siteFromFacts(facts: SiteFacts) {
  return {
    name: facts.firma.ad,
    legalName: facts.firma.unvan,
    domain: siteDomain(facts.firma.web),
    origin: facts.firma.web,
    /** The spec's {email}: every mailto on the site uses it. */
    email: facts.iletisim.eposta,
    phones: {
      istanbul: facts.ofis.istanbul.telefon,
      izmir: facts.ofis.izmir.telefon,
    },
    offices: [officeFromFacts(facts.ofis, 'istanbul'), officeFromFacts(facts.ofis, 'izmir')],
    /** Footer "Sosyal Medya" column and Organization.sameAs. */
    social: facts.sosyal,
  } as const
}

export type Site = ReturnType<typeof siteFromFacts>
