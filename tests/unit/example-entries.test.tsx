// @vitest-environment happy-dom
// An example entry (`ornek: true`) is never shown as a real contact: a dealer, a training centre and an office of the
// facts are marked "Örnek kayıt", their phone, e-mail and site are plain text (no tel:, mailto: or web link), and the
// home page's structured data gives only the district and city of an example office. A real entry keeps its links.
import { describe, expect, it } from 'vitest'
import { DealerItem } from '../../src/components/offices/dealer-item.tsx'
import { EXAMPLE_LABEL } from '../../src/components/offices/example-entry.tsx'
import { TrainingCenterItem } from '../../src/components/offices/training-center-item.tsx'
import { CompanyOffices } from '../../src/components/company/company-facts.tsx'
import { Footer } from '../../src/components/layout/footer.tsx'
import { localBusiness, organization, postalAddress } from '../../src/lib/home-structured-data.ts'
import { renderStatic } from '../../src/lib/prerender.server.tsx'
import { site, type Office } from '../../src/site.config.ts'
import type { Dealer, TrainingCenter } from '../../src/shared/schemas/offices.ts'

const dealer: Dealer = {
  name: 'Karadeniz Tasarım Yazılım',
  location: 'Ortahisar, Trabzon',
  phone: '+90 462 555 18 40',
  email: 'satis@karadeniztasarim.com.tr',
  website: 'https://www.karadeniztasarim.com.tr',
  specialty: 'Karadeniz bölgesindeki tersaneler için Rhino lisanslama ve kurulum desteği.',
}
const center: TrainingCenter = {
  name: 'Karadeniz Eğitim Merkezi',
  location: 'Ortahisar, Trabzon',
  website: 'https://egitim.karadeniztasarim.com.tr',
  description: 'Hafta sonu grupları ile Rhino ve Grasshopper eğitimleri.',
  isOfficial: true,
}
const office: Office = {
  id: 'istanbul',
  name: 'İstanbul Ofisi',
  streetAddress: 'Barbaros Mahallesi, Begonya Sokak No: 3',
  district: 'Ataşehir',
  city: 'İstanbul',
  postalCode: '34746',
  phone: '+90 216 555 01 80',
  latitude: 40.99,
  longitude: 29.12,
  example: false,
}

const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1])

describe('a dealer', () => {
  it('links its phone, e-mail and site when real', () => {
    const html = renderStatic(<DealerItem dealer={dealer} group="satis" />, '/offices')
    expect(links(html).sort()).toEqual([dealer.website, `mailto:${dealer.email}`, 'tel:+904625551840'])
    expect(html).not.toContain(EXAMPLE_LABEL)
  })

  it('shows them as plain text, marked, when an example', () => {
    const html = renderStatic(<DealerItem dealer={{ ...dealer, ornek: true }} group="satis" />, '/offices')
    expect(links(html)).toEqual([])
    expect(html).toContain(EXAMPLE_LABEL)
    for (const text of [dealer.phone, dealer.email, 'karadeniztasarim.com.tr']) expect(html).toContain(text)
  })
})

describe('a training centre', () => {
  it('has its site button only when real', () => {
    expect(links(renderStatic(<TrainingCenterItem center={center} group="egitim" />, '/offices'))).toEqual([
      center.website,
    ])
    const example = renderStatic(
      <TrainingCenterItem center={{ ...center, ornek: true }} group="egitim" />,
      '/offices',
    )
    expect(links(example)).toEqual([])
    expect(example).toContain(EXAMPLE_LABEL)
  })
})

describe('the company’s offices as today’s facts give them (both examples)', () => {
  it('are marked in the footer and on the company pages, their phones no links', () => {
    expect(site.offices.every((each) => each.example)).toBe(true)
    for (const html of [renderStatic(<Footer />, '/'), renderStatic(<CompanyOffices />, '/kurumsal')]) {
      expect(html.match(/data-example=""/g)?.length).toBe(2)
      expect(links(html).filter((href) => href?.startsWith('tel:'))).toEqual([])
      for (const each of site.offices) expect(html).toContain(each.phone)
    }
  })

  it('give search engines their district and city only', () => {
    const json = JSON.stringify([organization, localBusiness])
    for (const each of site.offices) {
      expect(json).not.toContain(each.streetAddress)
      expect(json).not.toContain(each.phone)
      expect(json).not.toContain(each.postalCode)
      expect(json).toContain(each.district)
    }
    expect(json).not.toContain('GeoCoordinates')
    expect(organization.contactPoint).toEqual([])
  })

  it('a real office gives its whole address', () => {
    expect(postalAddress(office)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: 'Ataşehir',
      addressRegion: 'İstanbul',
      postalCode: '34746',
      addressCountry: 'TR',
    })
    expect(postalAddress({ ...office, example: true })).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Ataşehir',
      addressRegion: 'İstanbul',
      addressCountry: 'TR',
    })
  })
})
