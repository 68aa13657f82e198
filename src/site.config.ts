// Site-wide constants for the pages (build and browser): the settings of src/shared/site-settings.ts and the site
// identity made from the generated facts (content/data/facts.yaml). Build scripts never import this module: they
// take the facts from the content step (src/generated/ does not exist before it runs).
import { baglanti, firma, iletisim, ofis, sosyal } from './generated/data/facts'
import { SITE_DOMAIN, siteFromFacts } from './shared/site-settings'

export {
  ADMIN_PATH,
  cmsBackend,
  SITE_DOMAIN,
  wikiEditUrl,
  type CmsBackend,
  type Office,
  type Site,
} from './shared/site-settings'

/** The brand name and domain on their own, so browser code that needs only these does not ship the whole config. */
export const SITE_NAME = firma.ad
/** The suffix of every page title: 'Page | Rhino Türkiye | rhinoturkiye.com'. */
export const TITLE_SUFFIX = `${SITE_NAME} | ${SITE_DOMAIN}`

export const site = siteFromFacts({ firma, iletisim, ofis, sosyal })

/** Outbound McNeel pages (facts.yaml, `baglanti`); kept out of `site` so browser code that needs `site` does not ship them. */
export const vendor = baglanti
