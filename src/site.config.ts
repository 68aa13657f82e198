// Site-wide constants for the pages (build and browser): the site identity made from the generated facts
// (content/data/facts.yaml) and the editor's backend from the generated site settings (content/data/settings.yaml).
// Build scripts never import this module: they take the data from the content step (src/generated/ does not exist
// before it runs) or read it with scripts/site-settings.ts.
import { baglanti, firma, iletisim, ofis, sosyal } from './generated/data/facts.ts'
import { icerik_paneli } from './generated/data/settings.ts'
import { cmsBackendFromSettings, officeFromFacts, siteDomain, type Site } from './shared/site-settings.ts'

export { ADMIN_PATH, wikiEditUrl, type Office, type Site } from './shared/site-settings.ts'

/** The brand name and domain on their own, so browser code that needs only these does not ship the whole config. */
export const SITE_NAME = firma.ad
/** The domain of the site's address (facts.yaml `firma.web`), e.g. rhinoturkiye.com. */
export const SITE_DOMAIN = /* @__PURE__ */ siteDomain(firma.web)
/** The browser editor's Git backend (content/data/settings.yaml); a page that does not read it does not ship it. */
export const cmsBackend = /* @__PURE__ */ cmsBackendFromSettings(icerik_paneli)
/** The suffix of every page title: 'Page | Rhino Türkiye | rhinoturkiye.com'. */
export const TITLE_SUFFIX = `${SITE_NAME} | ${SITE_DOMAIN}`

/**
 * The site's identity, the same object `siteFromFacts` makes for the build scripts (tests/unit/site-config.test.ts
 * compares them). Written as a literal here because the bundler then keeps in each browser chunk only the properties
 * that chunk reads (a function call would ship all of them, e.g. the social links, in every page's first load).
 */
export const site: Site = {
  name: SITE_NAME,
  legalName: firma.unvan,
  domain: SITE_DOMAIN,
  origin: firma.web,
  email: iletisim.eposta,
  phones: /* @__PURE__ */ officePhones(ofis),
  offices: [
    /* @__PURE__ */ officeFromFacts(ofis, 'istanbul'),
    /* @__PURE__ */ officeFromFacts(ofis, 'izmir'),
  ],
  social: sosyal,
}

/**
 * The offices' phones. The office facts are read only inside calls marked pure: a chunk that reads neither `phones`
 * nor `offices` (the shell) then ships no office facts (the bundler keeps a bare property read, such as
 * `ofis.izmir.telefon`, in case it has side effects).
 */
function officePhones(facts: typeof ofis): Site['phones'] {
  return { istanbul: facts.istanbul.telefon, izmir: facts.izmir.telefon }
}

/** Outbound McNeel pages (facts.yaml, `baglanti`); kept out of `site` so browser code that needs `site` does not ship them. */
export const vendor = baglanti
