// Unit: home page data invariants, the quote mail link and the home JSON-LD values (the product specification's route, entity and business-constant facts).
import { describe, expect, it } from 'vitest'
import { featureCards, heroSlides, industryCards } from '../../src/data/home.ts'
import { cardMailto, pricingPlans, VAT_NOTE } from '../../src/data/pricing.ts'
import { formatEuro } from '../../src/lib/price.ts'
import { localBusiness, organization, softwareApplication } from '../../src/lib/home-structured-data.ts'
import { site } from '../../src/site.config.ts'

/** Structured data as a crawler sees it: through JSON (the objects hold only JSON values, so the type survives). */
function roundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

function parseMailto(href: string) {
  const url = new URL(href)
  return {
    address: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  }
}

describe('home content', () => {
  it('has the five hero slides in the spec order, each complete', () => {
    expect(heroSlides.map((slide) => slide.title)).toEqual([
      'ShrinkWrap',
      'Modelleme Basitleştirildi',
      'SubD Modelleme',
      'Grasshopper',
      'Profesyonel Render',
    ])
    for (const slide of heroSlides) {
      expect(slide.subtitle && slide.description && slide.imageAlt).toBeTruthy()
      expect(slide.image).toMatch(/^\/images\/hero\/.+\.webp$/)
    }
  })

  it('has four feature cards with exactly the four feature slugs', () => {
    expect(featureCards).toHaveLength(4)
    expect(featureCards.map((card) => card.slug).sort()).toEqual([
      'metal',
      'modeling',
      'shrinkwrap',
      'subd-creases',
    ])
    for (const card of featureCards) expect(card.command).not.toBe('')
  })

  it('has five industry cards linking to the industry pages', () => {
    expect(industryCards.map((card) => card.link)).toEqual([
      '/for/architecture',
      '/for/marine',
      '/for/jewelry',
      '/for/landscape',
      '/for/education',
    ])
  })
})

describe('pricing plans', () => {
  it('has four plans at 0/195/995/975 EUR with only Ticari featured', () => {
    expect(pricingPlans.map((plan) => plan.price)).toEqual([0, 195, 995, 975])
    expect(pricingPlans.map((plan) => formatEuro(plan.price))).toEqual(['0 €', '195 €', '995 €', '975 €'])
    expect(pricingPlans.filter((plan) => plan.featured).map((plan) => plan.name)).toEqual(['Ticari'])
    expect(pricingPlans.find((plan) => plan.featured)?.badge).toBe('Popüler')
  })

  it('sends the trial to /download and the other plans to a quote', () => {
    expect(pricingPlans.map((plan) => plan.ctaLabel)).toEqual([
      'Deneyin',
      'Teklif İste',
      'Teklif İste',
      'Teklif İste',
    ])
    expect(pricingPlans[0]?.ctaLink).toBe('/download')
  })

  it('states the 20% VAT note', () => {
    expect(VAT_NOTE).toBe('Fiyatlara %20 KDV dâhil değildir.')
  })

  it.each(pricingPlans.filter((plan) => plan.id !== 'deneme'))(
    'builds a quote mail link for $name, complete for its plan',
    (plan) => {
      const href = cardMailto(plan.id as 'ogrenci' | 'ticari' | 'lab', site.email)
      expect(href.startsWith(`mailto:${site.email}?`)).toBe(true)
      const mail = parseMailto(href)
      expect(mail.address).toBe(site.email)
      expect(mail.subject).toBe(`Teklif Talebi: Rhino 8 ${plan.licenseName}`)
      expect(mail.body).toContain('Merhaba,')
      expect(mail.body).toContain(`Rhino 8 ${plan.licenseName} için fiyat teklifi rica ederim`)
      expect(mail.body).toContain('Lisans adedi: 1\r\n')
      expect(mail.body).toContain('Fatura adresi:')
      expect(mail.body).toContain('(TCMB) döviz satış kuru')
      expect(mail.body).toContain('Saygılarımla')
      expect(href).toContain('%0D%0A')
      expect(href.length).toBeLessThanOrEqual(2000)
    },
  )

  it('asks each plan for what its invoice and approval need', () => {
    const body = (licence: 'ogrenci' | 'ogretmen' | 'ticari' | 'lab') =>
      parseMailto(cardMailto(licence, site.email)).body
    expect(body('ogrenci')).toContain('T.C. kimlik no:')
    expect(body('ogrenci')).toContain('Ek: Öğrenci belgesi\r\n(Göndermeden önce ekleyin: e-Devlet')
    expect(body('ticari')).toContain('Vergi numarası:')
    expect(body('ticari')).toContain('lisans anahtarlarını yazın')
    expect(body('lab')).toContain('Okul / kurum unvanı:')
    expect(body('lab')).toContain('Ek: Okulun resmî yazısı')
    expect(body('lab')).toContain('Bir laboratuvar lisansı 30 kullanıcılıktır')
  })

  it('names the teacher licence in the subject', () => {
    const mail = parseMailto(cardMailto('ogretmen', site.email))
    expect(mail.subject).toBe('Teklif Talebi: Rhino 8 Öğretmen Lisansı')
    expect(mail.body).toContain('Ek: Görev belgesi')
  })
})

describe('home structured data', () => {
  it('describes the organisation with both offices, a contact point per real office and social profiles', () => {
    const data = roundTrip(organization)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('Organization')
    expect(data.name).toBe(site.name)
    expect(data.alternateName).toBeTruthy()
    expect(data.url).toBe(`${site.origin}/`)
    expect(data.logo).toBe(`${site.origin}/favicon.svg`)
    expect(data.description).toBeTruthy()
    expect(data.address).toHaveLength(2)
    expect(data.address.map((address) => address['@type'])).toEqual(['PostalAddress', 'PostalAddress'])
    expect(data.address[0]).toMatchObject({
      addressLocality: 'Ataşehir',
      addressRegion: 'İstanbul',
      addressCountry: 'TR',
    })
    expect(data.address[1]).toMatchObject({
      addressLocality: 'Bayraklı',
      addressRegion: 'İzmir',
      addressCountry: 'TR',
    })
    // An office whose address and phone are examples (facts.yaml `ornek: true`, both today) gives its district and
    // city only, and no contact point: tests/unit/example-entries.test.tsx covers a real office.
    const offices = [...site.offices]
    offices.forEach((office, index) =>
      expect(Boolean(data.address[index]!.streetAddress && data.address[index]!.postalCode)).toBe(
        !office.example,
      ),
    )
    expect(data.contactPoint).toEqual(
      offices
        .filter((office) => !office.example)
        .map((office) => ({
          '@type': 'ContactPoint',
          telephone: office.phone,
          contactType: office.id === 'istanbul' ? 'sales' : 'customer support',
          availableLanguage: ['Turkish', 'English'],
          email: site.email,
        })),
    )
    expect(data.sameAs).toEqual(Object.values(site.social))
  })

  it('describes the İstanbul office as a local business', () => {
    const data = roundTrip(localBusiness)
    const istanbul = site.offices.find((office) => office.id === 'istanbul')
    if (!istanbul) throw new Error('no İstanbul office in site.config.ts')
    expect(data['@type']).toBe('LocalBusiness')
    expect(data.name).toContain('İstanbul')
    expect(data.image).toMatch(/^https:\/\//)
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Ataşehir' })
    expect(data.geo).toEqual(
      istanbul.example
        ? undefined
        : { '@type': 'GeoCoordinates', latitude: istanbul.latitude, longitude: istanbul.longitude },
    )
    expect(data.telephone).toBe(istanbul.example ? undefined : istanbul.phone)
    expect(data.email).toBe(site.email)
    expect(data.priceRange).toBe('€€')
  })

  it('offers Rhino 8 at 995 EUR with a 4.8 rating from 15000 reviews', () => {
    const data = roundTrip(softwareApplication)
    expect(data).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Rhino 8',
      applicationCategory: 'DesignApplication',
      operatingSystem: 'Windows, macOS',
      offers: {
        '@type': 'Offer',
        price: 995,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: site.name },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 15000 },
    })
  })
})
