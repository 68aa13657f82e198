// The wiki's category pages in Chromium: every category pre-rendered with its articles in sidebar order, its own
// head, the sitemap, not-found pages, reaching them from /wiki and articles, and axe in both themes.
// (Pagination past 50 articles: tests/e2e/fixture-site.e2e.ts builds a site with more than 50 in one category.)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { wikiCategories } from '../../src/data/wiki-categories.ts'
import type { WikiCategoryList } from '../../src/shared/wiki-types.ts'
import { axeViolations } from './axe.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'
import { DIST, manifest } from './manifest.ts'

const browser = setupBrowser()
const lists = JSON.parse(
  readFileSync(path.join(DIST, '_data', 'wiki', 'index.json'), 'utf8'),
) as WikiCategoryList[]

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )

describe('category pages', () => {
  it.each(wikiCategories.map((category) => [category.id, category] as const))(
    '/wiki/kategori/%s is pre-rendered with its articles in sidebar order and its own head',
    async (id, category) => {
      const { status, html } = await fetchHtml(`/wiki/kategori/${id}`)
      expect(status).toBe(200)
      expect(html).toContain(`<title>${category.title}: Wiki Makaleleri | `)
      expect(html).toContain(
        `<link rel="canonical" href="https://www.rhinoturkiye.com/wiki/kategori/${id}"/>`,
      )
      expect(html).toContain(
        `<meta name="description" content="${category.description.replace(/'/g, '&#x27;')}"/>`,
      )
      // One page per category today (fewer than 50 articles each): no neighbours to announce.
      expect(html).not.toMatch(/<link rel="(prev|next)"/)
      const breadcrumb = jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList')!
      expect(
        (breadcrumb.itemListElement as { name: string; item: string }[]).map((item) => [
          item.name,
          item.item,
        ]),
      ).toEqual([
        ['Ana Sayfa', 'https://www.rhinoturkiye.com/'],
        ['Wiki', 'https://www.rhinoturkiye.com/wiki'],
        [category.title, `https://www.rhinoturkiye.com/wiki/kategori/${id}`],
      ])
      const expected = lists.find((list) => list.id === id)!.articles.map((entry) => `/wiki/${entry.slug}`)
      const list = html.slice(
        html.indexOf(`aria-label="${category.title} makaleleri"`),
        html.indexOf('</ol>', html.indexOf('makaleleri"')),
      )
      const listed = [...list.matchAll(/<li class="flex"><a [^>]*href="([^"]+)"/g)].map((match) => match[1])
      expect(listed).toEqual(expected)
    },
  )

  it('are in the route manifest and the sitemap', async () => {
    const paths = manifest.filter((route) => route.kind === 'wiki-category').map((route) => route.path)
    expect(paths.sort()).toEqual(wikiCategories.map((category) => `/wiki/kategori/${category.id}`).sort())
    const { html: sitemap } = await fetchHtml('/sitemap.xml')
    for (const category of wikiCategories)
      expect(sitemap).toContain(`<loc>https://www.rhinoturkiye.com/wiki/kategori/${category.id}</loc>`)
  })

  it('shows the category, its count, its articles with descriptions and links to the other categories', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki/kategori/sorun-giderme')
    expect(await page.locator('h1').textContent()).toBe('Sorun Giderme')
    const main = page.locator('main')
    await main.getByText('5 makale').waitFor()
    const first = main.getByRole('list', { name: 'Sorun Giderme makaleleri' }).locator('li').first()
    expect(await first.locator('a').getAttribute('href')).toBe(`/wiki/${lists[1]!.articles[0]!.slug}`)
    expect(await first.textContent()).toContain(lists[1]!.articles[0]!.description)
    expect(await page.getByRole('navigation', { name: 'Kategori sayfaları' }).count()).toBe(0)
    const others = page.getByRole('navigation', { name: 'Diğer kategoriler' })
    expect(await others.getByRole('link').count()).toBe(6)
    await others.getByRole('link', { name: /^Grasshopper/ }).click()
    await page.waitForURL(`${BASE_URL}/wiki/kategori/grasshopper`)
    await page.locator('h1', { hasText: 'Grasshopper' }).waitFor()
    expect(errors).toEqual([])
    await close()
  })

  it('an unknown category or page is a 404 that says so', async () => {
    for (const missing of ['/wiki/kategori/boyle-bir-kategori-yok', '/wiki/kategori/genel-bilgi/2']) {
      expect((await fetchHtml(missing)).status).toBe(404)
      const { page, close } = await openPage(browser(), missing)
      await page.locator('h1', { hasText: 'Sayfa Bulunamadı' }).waitFor()
      await close()
    }
  })

  it('without JavaScript: "Tümünü gör" on /wiki and an article of the category page are plain links', async () => {
    const { page, close } = await openPage(browser(), '/wiki', { javaScriptEnabled: false })
    // Only under a list that does not already show the whole category (Sorun Giderme shows all 5).
    expect(await page.getByRole('link', { name: /^Tümünü gör \(5\) – Sorun Giderme$/ }).count()).toBe(0)
    const large = lists.find((list) => list.articles.length > 10)!
    await page
      .getByRole('link', { name: new RegExp(`^Tümünü gör \\(${large.articles.length}\\) – `) })
      .click()
    await page.waitForURL(`${BASE_URL}/wiki/kategori/${large.id}`)
    await page
      .getByRole('list', { name: /makaleleri$/ })
      .getByRole('link')
      .first()
      .click()
    await page.waitForURL(`${BASE_URL}/wiki/${large.articles[0]!.slug}`)
    await close()
  })

  it.each(['light', 'dark'] as const)('has no WCAG 2.1 A/AA violations (%s theme)', async (theme) => {
    const { page, close } = await openPage(browser(), '/wiki/kategori/kaynak-ve-belgeler', {
      theme,
      reducedMotion: 'reduce',
    })
    expect(await axeViolations(page)).toEqual([])
    await close()
  })
})
