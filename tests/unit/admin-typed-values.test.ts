// What people type in the editor's forms, made into what the site stores (src/admin/typed-values.ts).
import { describe, expect, it } from 'vitest'
import { addressFromWords, completeWebAddress } from '../../src/admin/typed-values.ts'

describe('a web address typed without its scheme', () => {
  it('gets https://', () => {
    expect(completeWebAddress('www.anadolutasarim.com.tr')).toBe('https://www.anadolutasarim.com.tr')
    expect(completeWebAddress(' ornek.com.tr/egitim ')).toBe('https://ornek.com.tr/egitim')
    expect(completeWebAddress('//ornek.com')).toBe('https://ornek.com')
  })

  it('is left as it is when it has a scheme, is a site path, a fact or not an address', () => {
    for (const typed of [
      'https://www.rhino3d.com',
      'http://ornek.com',
      '/offices#egitim',
      '{{firma.web}}',
      'ornek',
      'bilgi@ornek.com.tr',
      'iki kelime.com',
    ])
      expect(completeWebAddress(typed), typed).toBe(typed)
  })
})

describe('words typed into an address', () => {
  it("become the address by the site's slug rule", () => {
    expect(addressFromWords('rhino 8 katman')).toBe('rhino-8-katman')
    expect(addressFromWords('Bézier Eğrileri Temel Kavramlar')).toBe('bezier-egrileri-temel-kavramlar')
    expect(addressFromWords("Rhino 8'de Katman Yönetimi")).toBe('rhino-8de-katman-yonetimi')
    expect(addressFromWords('  Işık – Gölge  ')).toBe('isik-golge')
  })

  it('leave an address as it is', () => {
    expect(addressFromWords('nurbs-nedir')).toBe('nurbs-nedir')
    expect(addressFromWords('')).toBe('')
  })
})
