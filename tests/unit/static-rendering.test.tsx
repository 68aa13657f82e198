// @vitest-environment happy-dom
// Build-time rendered markup: the light lucide factory, renderStatic's router context, and which link clicks the app
// takes over (src/lib/link-clicks.ts).
import { Link } from 'react-router'
import { describe, expect, it } from 'vitest'
import createLucideIcon from '../../src/components/ui/lucide-icon.tsx'
import { routerTarget } from '../../src/lib/link-clicks.ts'
import { renderIcon, renderStatic } from '../../src/lib/prerender.server.tsx'

function anchor(html: string): HTMLAnchorElement {
  const holder = document.createElement('div')
  holder.innerHTML = html
  return holder.querySelector('a')!
}

describe('routerTarget', () => {
  it('takes over same-site paths, with query and hash', () => {
    expect(routerTarget(anchor('<a href="/features/shrinkwrap">x</a>'))).toBe('/features/shrinkwrap')
    expect(routerTarget(anchor('<a href="/wiki?makale=nurbs-nedir#giris">x</a>'))).toBe(
      '/wiki?makale=nurbs-nedir#giris',
    )
  })

  it('leaves new tabs, downloads, other sites, protocol-relative, hash-only and mail/tel links to the browser', () => {
    for (const html of [
      '<a href="/x" target="_blank">x</a>',
      '<a href="/file.pdf" download>x</a>',
      '<a href="https://www.rhino3d.com/">x</a>',
      '<a href="//cdn.example.com/x">x</a>',
      '<a href="/admin/#/collections/wiki/entries/nurbs-nedir">x</a>',
      '<a href="#fiyatlar">x</a>',
      '<a href="mailto:info@rhinoturkiye.com">x</a>',
      '<a href="tel:+902165550180">x</a>',
      '<a>x</a>',
    ])
      expect(routerTarget(anchor(html)), html).toBeNull()
    expect(routerTarget(anchor('<a href="/x" target="_self">x</a>'))).toBe('/x')
  })
})

describe('the light lucide factory', () => {
  const Icon = createLucideIcon({ name: 'award', node: [['circle', { cx: '12', cy: '8', r: '6' }]] })

  it("draws lucide's markup: 24 px box, stroke styling, name class, and the caller's classes", () => {
    const svg = renderIcon(<Icon className="size-4" />)
    expect(svg).toContain('class="lucide lucide-award size-4"')
    expect(svg).toContain('viewBox="0 0 24 24"')
    expect(svg).toContain('stroke="currentColor"')
    expect(svg).toContain('stroke-width="2"')
    expect(svg).toContain('<circle cx="12" cy="8" r="6"></circle>')
  })

  it('is decorative unless it is given a name', () => {
    expect(renderIcon(<Icon />)).toContain('aria-hidden="true"')
    const labelled = renderIcon(<Icon aria-label="Ödül" />)
    expect(labelled).toContain('aria-label="Ödül"')
    expect(labelled).not.toContain('aria-hidden')
    expect(renderIcon(<Icon strokeWidth={1.5} size={40} />)).toMatch(/width="40".*stroke-width="1.5"/)
  })
})

describe('renderStatic', () => {
  it('renders router links as plain links for the given path, without React markers', () => {
    const html = renderStatic(
      <p>
        <Link to="/offices#egitim">Eğitim merkezleri</Link>
      </p>,
      '/features',
    )
    expect(html).toBe('<p><a href="/offices#egitim" data-discover="true">Eğitim merkezleri</a></p>')
  })
})
