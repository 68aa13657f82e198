// The site's hand-written settings (domain, the editor's address and Git backend) and the site identity made from the
// facts (name, origin, e-mail, offices). Build scripts pass the facts the content step has validated; the pages get
// them from src/site.config.ts (the generated facts). Pure: no Node, no browser, no generated module.
import type { Facts } from './content-schema.ts'

export const SITE_DOMAIN = 'rhinoturkiye.com'

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
 * Pages project's secrets), so only the repository is set here; `gitlab` and `gitea` sign in with PKCE, which needs
 * only the OAuth application's public id. `npm run admin` ignores this and edits the working copy (local mode).
 */
export type CmsBackend =
  | { name: 'github'; repo: string; branch: string }
  | { name: 'gitlab'; repo: string; branch: string; appId: string; baseUrl: string }
  | { name: 'gitea'; repo: string; branch: string; appId: string; baseUrl: string }

/** Where Decap opens the GitHub sign-in window: the Function of functions/api/auth/ on the site's own origin. */
export const GITHUB_AUTH_ENDPOINT = 'api/auth'

/**
 * The browser editor's Git backend (a separate export, so the site's pages never ship it). The repository below is a
 * placeholder: replace it with yours, "owner/name" as on GitHub (README, "The browser editor"); the build warns while
 * it is left.
 */
export const cmsBackend: CmsBackend = {
  name: 'github',
  repo: 'OWNER-PLACEHOLDER/REPOSITORY-PLACEHOLDER',
  branch: 'main',
}

/**
 * Where staff edit a content file in the Git host's own web editor (the MDX pages, which /admin does not edit: their
 * components would not survive its text editor), or null while the repository is a placeholder.
 */
export function sourceEditUrl(backend: CmsBackend, file: string): string | null {
  if (/placeholder/i.test(backend.repo)) return null
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
  }
}

/** Name, origin, contact data and offices of the site, from content/data/facts.yaml. */
export function siteFromFacts(facts: SiteFacts) {
  return {
    name: facts.firma.ad,
    legalName: facts.firma.unvan,
    domain: SITE_DOMAIN,
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
