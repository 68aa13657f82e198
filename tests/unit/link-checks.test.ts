// Unit: a link with a query string (/teklif?lisans=lab) points at the page before the "?"; the page must exist.
import { describe, expect, it } from 'vitest'
import { linkProblem, type SiteLookup } from '../../src/shared/content/link-checks.ts'

const site: SiteLookup = {
  anchorsOf: (path) => ({ '/teklif': ['lisans-turleri'], '/download': [] })[path],
  hasImage: () => false,
}

describe('links with a query string', () => {
  it.each([
    '/teklif?lisans=lab',
    '/teklif?lisans=ticari&yer=ag',
    '/teklif/?lisans=ogrenci',
    '/teklif?lisans=lab#lisans-turleri',
  ])('accepts %s', (url) => {
    expect(linkProblem(url, [], site)).toBeUndefined()
  })

  it('still refuses a missing page or a missing section behind a query string', () => {
    expect(linkProblem('/fiyat?lisans=lab', [], site)).toBe(
      '"/fiyat?lisans=lab" bağlantısının gösterdiği sayfa yok',
    )
    expect(linkProblem('/teklif?lisans=lab#yok', [], site)).toBe('"/teklif" sayfasında "#yok" başlığı yok')
  })
})
