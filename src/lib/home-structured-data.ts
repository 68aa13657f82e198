// Home page JSON-LD (Organization, LocalBusiness, SoftwareApplication) built from site config and facts. An office
// whose address and phone are examples (facts.yaml `ofis.<id>.ornek`) gives only its district and city: no street,
// postal code, phone or coordinates go to search engines. Build and browser.
import { organizationDescription } from '../data/home.ts'
import { puan } from '../generated/data/facts.ts'
import { pricingPlans } from '../data/pricing.ts'
import { site, type Office } from '../site.config.ts'

const SCHEMA = 'https://schema.org'
const ORGANIZATION_ID = `${site.origin}/#organization`

function officeById(id: Office['id']): Office {
  const office = site.offices.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`site.config.ts has no office "${id}"`)
  return office
}

export function postalAddress(office: Office) {
  return {
    '@type': 'PostalAddress',
    ...(office.example ? {} : { streetAddress: office.streetAddress }),
    addressLocality: office.district,
    addressRegion: office.city,
    ...(office.example ? {} : { postalCode: office.postalCode }),
    addressCountry: 'TR',
  }
}

/** The commercial card's price, the one source of the offer. */
export const commercialPrice = pricingPlans.find((plan) => plan.id === 'ticari')?.price ?? 0

const istanbul = officeById('istanbul')
const izmir = officeById('izmir')

function contactPoint(telephone: string, contactType: 'sales' | 'customer support') {
  return {
    '@type': 'ContactPoint',
    telephone,
    contactType,
    availableLanguage: ['Turkish', 'English'],
    email: site.email,
  }
}

export const organization = {
  '@context': SCHEMA,
  '@type': 'Organization',
  '@id': ORGANIZATION_ID,
  name: site.name,
  alternateName: site.domain,
  legalName: site.legalName,
  url: `${site.origin}/`,
  logo: `${site.origin}/favicon.svg`,
  description: organizationDescription,
  email: site.email,
  address: [postalAddress(istanbul), postalAddress(izmir)],
  contactPoint: [
    ...(istanbul.example ? [] : [contactPoint(istanbul.phone, 'sales')]),
    ...(izmir.example ? [] : [contactPoint(izmir.phone, 'customer support')]),
  ],
  sameAs: Object.values(site.social),
}

export const localBusiness = {
  '@context': SCHEMA,
  '@type': 'LocalBusiness',
  '@id': `${site.origin}/#istanbul`,
  name: `${site.name} ${istanbul.name}`,
  image: `${site.origin}/images/logo.svg`,
  url: `${site.origin}/`,
  address: postalAddress(istanbul),
  ...(istanbul.example
    ? {}
    : {
        geo: { '@type': 'GeoCoordinates', latitude: istanbul.latitude, longitude: istanbul.longitude },
        telephone: istanbul.phone,
      }),
  email: site.email,
  priceRange: '€€',
  parentOrganization: { '@id': ORGANIZATION_ID },
}

export const softwareApplication = {
  '@context': SCHEMA,
  '@type': 'SoftwareApplication',
  name: 'Rhino 8',
  applicationCategory: 'DesignApplication',
  operatingSystem: 'Windows, macOS',
  offers: {
    '@type': 'Offer',
    // The same number the commercial card shows (pricing.yaml), so the card and the search result cannot differ.
    price: commercialPrice,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    seller: { '@type': 'Organization', name: site.name, url: `${site.origin}/` },
  },
  aggregateRating: {
    '@type': 'AggregateRating',
    ratingValue: puan.deger,
    reviewCount: puan.oy_sayisi,
  },
}
