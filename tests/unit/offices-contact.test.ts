import { describe, expect, it } from 'vitest'
import { telHref, websiteLabel } from '../../src/components/offices/contact-format.ts'
import { dealers } from '../../src/data/offices.ts'

describe('telHref', () => {
  it.each([
    ['+90 216 555 01 80', 'tel:+902165550180'],
    ['+90 (312) 555-34-27', 'tel:+903125553427'],
    ['0090 232 555 02 90', 'tel:+00902325550290'],
  ])('%j → %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected)
  })
  it('gives every dealer a digits-only href', () => {
    for (const dealer of dealers) expect(telHref(dealer.phone)).toMatch(/^tel:\+\d{10,15}$/)
  })
})

describe('websiteLabel', () => {
  it.each([
    ['https://www.rhinoturkiye.com', 'rhinoturkiye.com'],
    ['https://www.kivrimtasarim.com.tr/', 'kivrimtasarim.com.tr'],
    ['http://sem.izmirkorfez.edu.tr', 'sem.izmirkorfez.edu.tr'],
    ['HTTPS://WWW.Example.com/egitim', 'Example.com/egitim'],
  ])('%j → %j', (url, expected) => {
    expect(websiteLabel(url)).toBe(expected)
  })
})
