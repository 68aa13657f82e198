// Site-wide constants: name, domain, contact data, offices and outbound vendor URLs. Shared by build and browser.

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
export const SITE_NAME = 'Rhino Türkiye'
export const SITE_DOMAIN = 'rhinoturkiye.com'
/** The suffix of every page title: 'Page | Rhino Türkiye | rhinoturkiye.com'. */
export const TITLE_SUFFIX = `${SITE_NAME} | ${SITE_DOMAIN}`

/**
 * Where the browser editor at /admin (Decap CMS) reads and commits content. `github` signs in through an OAuth proxy
 * (`authProxy`, a small server holding the OAuth app's secret); `gitlab` and `gitea` sign in with PKCE, which needs
 * only the OAuth application's public id. `npm run admin` ignores this and edits the working copy (local mode).
 */
export type CmsBackend =
  | { name: 'github'; repo: string; branch: string; authProxy: string }
  | { name: 'gitlab'; repo: string; branch: string; appId: string; baseUrl: string }
  | { name: 'gitea'; repo: string; branch: string; appId: string; baseUrl: string }

/** The browser editor's Git backend (a separate export, so the site's pages never ship it). */
export const cmsBackend: CmsBackend = {
  name: 'github',
  repo: 'rhinoturkiye/rhinoturkiye.com',
  branch: 'main',
  authProxy: 'https://cms-auth.rhinoturkiye.com',
}

export const site = {
  name: SITE_NAME,
  legalName: 'Rhino Türkiye Yazılım ve Eğitim Hizmetleri',
  domain: SITE_DOMAIN,
  origin: 'https://www.rhinoturkiye.com',
  /** The spec's {email}: every mailto on the site uses it. */
  email: 'info@rhinoturkiye.com',
  phones: {
    istanbul: '+90 216 555 01 80',
    izmir: '+90 232 555 02 90',
  },
  offices: [
    {
      id: 'istanbul',
      name: 'İstanbul Ofisi',
      streetAddress: 'Barbaros Mahallesi, Begonya Sokak No: 3, Kat: 7',
      district: 'Ataşehir',
      city: 'İstanbul',
      postalCode: '34746',
      phone: '+90 216 555 01 80',
      latitude: 40.9923,
      longitude: 29.1244,
    },
    {
      id: 'izmir',
      name: 'İzmir Ofisi',
      streetAddress: 'Mansuroğlu Mahallesi, 286/5 Sokak No: 8, Kat: 4',
      district: 'Bayraklı',
      city: 'İzmir',
      postalCode: '35535',
      phone: '+90 232 555 02 90',
      latitude: 38.4622,
      longitude: 27.165,
    },
  ] satisfies Office[],
  /** Footer "Sosyal Medya" column and Organization.sameAs. */
  social: {
    forum: 'https://discourse.mcneel.com/',
    youtube: 'https://www.youtube.com/user/RhinoNews',
    linkedin: 'https://www.linkedin.com/groups/44285/',
    instagram: 'https://www.instagram.com/rhino3d/',
  },
  /** Outbound vendor pages; nothing else hard-codes them. */
  vendor: {
    home: 'https://www.rhino3d.com/',
    trialSurvey: 'https://www.rhino3d.com/download/rhino/8/latest/',
    download: 'https://www.rhino3d.com/download/',
    wip: 'https://www.rhino3d.com/download/rhino/wip/',
    bongo: 'https://www.rhino3d.com/download/bongo/2.0/',
    food4rhino: 'https://www.food4rhino.com/',
    forum: 'https://discourse.mcneel.com/',
    grasshopperForum: 'https://discourse.mcneel.com/c/grasshopper/2',
    training: 'https://www.rhino3d.com/training/',
    news: 'https://www.rhino3d.com/news/',
    developer: 'https://developer.rhino3d.com/',
    docs: 'https://docs.mcneel.com/rhino/8/help/en-us/index.htm',
    wiki: 'https://wiki.mcneel.com/rhino/home',
    licensesPortal: 'https://www.rhino3d.com/my-account/licenses/',
    licensingInfo: 'https://www.rhino3d.com/licenses/',
    zooDownload: 'https://www.rhino3d.com/download/zoo/8.0/',
    zooDocs: 'https://wiki.mcneel.com/zoo/home',
    educationStore: 'https://www.rhino3d.com/sales/',
    appStore: 'https://apps.apple.com/app/irhino-3d/id1600452245',
    irhinoForum: 'https://discourse.mcneel.com/c/irhino-3d/',
    systemRequirements: 'https://www.rhino3d.com/8/system-requirements/',
  },
} as const

export type Site = typeof site
