// The link dialog finds the site's pages by their Turkish title, the Turkish way: "isik" and "IŞIK" find "Işık",
// "nurbs ned" finds "NURBS Nedir?"; an address shows its page's title.
import { describe, expect, it } from 'vitest'
import { matchingPages, pageTitle } from '../../src/admin/rich-text/link-dialog.tsx'

const pages = [
  { path: '/wiki/nurbs-nedir', title: 'NURBS Nedir?' },
  { path: '/wiki/isik-ve-golge', title: 'Işık ve Gölge' },
  { path: '/wiki/iskelet-yuzeyler', title: 'İskelet Yüzeyler' },
  { path: '/wiki/bezier-egrileri-nedir', title: 'Bézier Eğrileri Nedir?' },
  { path: '/support', title: 'Destek' },
]

describe('the link dialog', () => {
  it('finds pages by any words of their title, Turkish case and letters folded', () => {
    expect(matchingPages(pages, 'nurbs ned').map((page) => page.path)).toEqual(['/wiki/nurbs-nedir'])
    expect(matchingPages(pages, 'IŞIK').map((page) => page.title)).toEqual(['Işık ve Gölge'])
    expect(matchingPages(pages, 'isik').map((page) => page.title)).toEqual(['Işık ve Gölge'])
    expect(matchingPages(pages, 'iskelet').map((page) => page.title)).toEqual(['İskelet Yüzeyler'])
    expect(matchingPages(pages, 'eğri').map((page) => page.title)).toEqual(['Bézier Eğrileri Nedir?'])
  })

  it('finds a page by its address too, and puts titles that begin with the query first', () => {
    expect(matchingPages(pages, 'support').map((page) => page.title)).toEqual(['Destek'])
    expect(matchingPages(pages, 'nedir').map((page) => page.title)).toEqual([
      'Bézier Eğrileri Nedir?',
      'NURBS Nedir?',
    ])
    expect(matchingPages(pages, 'n').map((page) => page.title)[0]).toBe('NURBS Nedir?')
  })

  it('lists the first pages by title when nothing is typed, and a few at most', () => {
    expect(matchingPages(pages, '', 2).map((page) => page.title)).toEqual([
      'Bézier Eğrileri Nedir?',
      'Destek',
    ])
  })

  it("names a link's page by its title, with or without a #part", () => {
    expect(pageTitle(pages, '/wiki/nurbs-nedir#tanim')).toBe('NURBS Nedir?')
    expect(pageTitle(pages, 'https://www.rhino3d.com/')).toBeNull()
  })
})
