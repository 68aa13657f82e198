// @vitest-environment happy-dom
// Which link clicks the app's router takes: its pages only, never a file the site serves or the staff editor.
import { describe, expect, it } from 'vitest'
import { routerTarget } from '../../src/lib/link-clicks.ts'

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a')
  anchor.setAttribute('href', href)
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  return anchor
}

describe('routerTarget', () => {
  it.each(['/wiki/nurbs-nedir', '/offices#egitim', '/teklif?lisans=ogrenci', '/', '/wiki/sozluk/g-k#katman'])(
    '%s is a page: the router navigates',
    (href) => expect(routerTarget(link(href))).toBe(href),
  )

  it.each([
    '/wiki/nurbs-nedir.md',
    '/llms.txt',
    '/images/gallery/jant.webp',
    '/og/wiki/nurbs-nedir.png',
    '/_data/search/meta.json',
    '/assets/root-abc.js',
    '/belgeler/fiyat-listesi.pdf?v=2',
    '/admin/',
    '//example.com/x',
    'https://www.rhino3d.com/',
    'mailto:info@example.com',
    '#harfler',
  ])('%s is not a page of the app: the browser loads it', (href) =>
    expect(routerTarget(link(href))).toBeNull(),
  )

  it('leaves new tabs and downloads to the browser', () => {
    expect(routerTarget(link('/wiki', { target: '_blank' }))).toBeNull()
    expect(routerTarget(link('/wiki', { download: '' }))).toBeNull()
  })
})
