// Site-wide constants for the pages (build and browser): the settings of src/shared/site-settings.ts and the site
// identity made from the generated facts (content/data/facts.yaml). Build scripts never import this module: they
// take the facts from the content step (src/generated/ does not exist before it runs).
import { baglanti, firma, iletisim, ofis, sosyal } from './generated/data/facts.ts'
import { officeFromFacts, SITE_DOMAIN, type Site } from './shared/site-settings.ts'

export {
  ADMIN_PATH,
  cmsBackend,
  SITE_DOMAIN,
  wikiEditUrl,
  type Office,
  type Site,
} from './shared/site-settings.ts'

/** The brand name and domain on their own, so browser code that needs only these does not ship the whole config. */
export const SITE_NAME = firma.ad
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
