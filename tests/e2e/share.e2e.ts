// E2E sharing: every page's social preview image (present, reachable, 1200×630 PNG) and the copies for AI assistants
// (/llms.txt, `<route>.md` with their content types, the article's copy button), against the built site on the host's runtime.
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()
const ARTICLE = '/wiki/nurbs-matematiksel-tanimi'
const FEATURE = '/features/shrinkwrap'

/** content="…" of the first <meta property|name="key"> in html. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))
  return tag?.[1]
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect([...bytes.slice(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe('social preview images', () => {
  it.each(['/', ARTICLE, FEATURE])('%s names its own 1200×630 PNG, which the server sends', async (path) => {
    const { html } = await fetchHtml(path)
    const image = metaContent(html, 'og:image')
    expect(image).toMatch(/^https:\/\/[^/]+\/og\/.+\.png$/)
    expect(metaContent(html, 'og:image:width')).toBe('1200')
    expect(metaContent(html, 'og:image:height')).toBe('630')
    expect(metaContent(html, 'og:image:alt')).toContain(
      manifest.find((route) => route.path === path)!.title.replace(/'/g, '&#x27;'),
    )
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    // Same path on the test server as on the site's origin.
    const response = await fetch(BASE_URL + new URL(image!).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
  })

  it('every page of the manifest has one, none shared by two pages', async () => {
    const images = new Set<string>()
    for (const route of manifest) {
      const image = metaContent((await fetchHtml(route.path)).html, 'og:image')
      expect(image, route.path).toBeDefined()
      images.add(image!)
    }
    expect(images.size).toBe(manifest.length)
  })

  it('the sitemap lists pages only, no image or Markdown copy', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    expect(sitemap).not.toMatch(/\/og\/|\.md<|llms\.txt/)
  })
})

describe('copies for AI assistants', () => {
  it('/llms.txt is plain UTF-8 text with the site, a summary and sections of links', async () => {
    const response = await fetch(`${BASE_URL}/llms.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toMatch(/^# .+\n\n> .+/)
    expect(text).toContain('## Özellikler')
    expect(text).toMatch(/^## Wiki: Sorun Giderme$/m)
    expect(text).toMatch(new RegExp(`\\(https://[^)]+${ARTICLE}\\.md\\): `))
  })

  it("an article's Markdown copy is text/markdown, announced by the page", async () => {
    const { html } = await fetchHtml(ARTICLE)
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" type="text/markdown" href="https://[^"]+${ARTICLE}\\.md"`),
    )
    const response = await fetch(`${BASE_URL}${ARTICLE}.md`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    const text = await response.text()
    expect(text).toMatch(/^# NURBS Matematiksel Tanımı\n/)
    expect(text).toContain('$$\nC(u) =')
    // Compressed copies like the other text files.
    const compressed = await fetch(`${BASE_URL}${ARTICLE}.md`, { headers: { 'accept-encoding': 'gzip' } })
    expect(compressed.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
  })

  it('the copy button puts the Markdown copy on the clipboard and says so (keyboard)', async () => {
    const { page, errors, close } = await openPage(browser(), ARTICLE)
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL })
      const button = page.getByRole('button', { name: 'Sayfayı Markdown olarak kopyala' })
      await button.focus()
      await page.keyboard.press('Enter')
      await expect
        .poll(() => page.getByRole('region', { name: /Bildirimler/ }).textContent())
        .toContain('Sayfa Markdown olarak kopyalandı')
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(await (await fetch(`${BASE_URL}${ARTICLE}.md`)).text())
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it.each(['light', 'dark'] as const)(
    'the article with its button has no axe violation (%s)',
    async (theme) => {
      const { page, close } = await openPage(browser(), ARTICLE, { theme, reducedMotion: 'reduce' })
      try {
        await page.getByRole('button', { name: 'Sayfayı Markdown olarak kopyala' }).waitFor()
        expect(await axeViolations(page)).toEqual([])
      } finally {
        await close()
      }
    },
  )
})
