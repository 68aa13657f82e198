// /wiki and /wiki/:slug in Chromium: selection in the URL, live search, sections, cross-links, article pages.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const sidebar = 'aside[aria-label="Wiki makaleleri"]'

async function sidebarTitles(page: import('playwright-core').Page): Promise<string[]> {
  return page.locator(`${sidebar} li a`).allTextContents()
}

describe('/wiki browser', () => {
  it('selects the command list by default, also in the pre-rendered HTML', async () => {
    const { html } = await fetchHtml('/wiki')
    expect(html).toContain('Rhino 8 Komut Listesi')
    expect(html).toContain('Öne Çıkanlar')
    const { page, errors, close } = await openPage(browser(), '/wiki')
    expect(await page.locator('#wiki-article-title').textContent()).toBe('Rhino 8 Komut Listesi')
    expect(await page.locator(`${sidebar} a[aria-current="page"]`).textContent()).toBe(
      'Rhino 8 Komut Listesi',
    )
    expect(await page.locator(`${sidebar} h2`).allTextContents()).toEqual([
      'Genel Bilgi',
      'Sorun Giderme',
      'Kurulum ve Yapılandırma',
      'Grasshopper',
      'Özelleştirme',
      'Öğrenme Kaynakları',
      'Kaynak ve Belgeler',
    ])
    expect(errors).toEqual([])
    await close()
  })

  it('selects by click, in place; the URL keeps the selection through reload, back and forward', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki')
    await page.evaluate(() => ((window as { marker?: number }).marker = 1))
    const link = page.locator(sidebar).getByRole('link', { name: 'NURBS Nedir' })
    // A real link to the article's own page (new tabs, copying, no JavaScript); a click opens it here.
    expect(await link.getAttribute('href')).toBe('/wiki/nurbs-nedir')
    await link.click()
    await page.waitForURL(`${BASE_URL}/wiki?makale=nurbs-nedir`)
    await page.locator('#wiki-article-title', { hasText: 'NURBS Nedir' }).waitFor()
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    expect(await page.locator(`${sidebar} a[aria-current="page"]`).textContent()).toBe('NURBS Nedir')
    await page.reload()
    await page.locator('#wiki-article-title', { hasText: 'NURBS Nedir' }).waitFor()
    await page.goBack()
    await page.locator('#wiki-article-title', { hasText: 'Rhino 8 Komut Listesi' }).waitFor()
    await page.goForward()
    await page.locator('#wiki-article-title', { hasText: 'NURBS Nedir' }).waitFor()
    expect(errors).toEqual([])
    await close()
  })

  it('Ctrl+click on a sidebar article opens its own page in a new tab and leaves /wiki as it was', async () => {
    const { page, close } = await openPage(browser(), '/wiki')
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .locator(sidebar)
        .getByRole('link', { name: 'NURBS Nedir' })
        .click({ modifiers: ['Control'] }),
    ])
    await opened.waitForURL(`${BASE_URL}/wiki/nurbs-nedir`)
    expect(page.url()).toBe(`${BASE_URL}/wiki`)
    expect(await page.locator('#wiki-article-title').textContent()).toBe('Rhino 8 Komut Listesi')
    await close()
  })

  it('lists the first 10 of a category with "Tümünü gör (N)" to its page; the filter and deep links reach the rest', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki')
    const category = page.locator(sidebar).locator('section', { hasText: 'Kaynak ve Belgeler' })
    expect(await category.locator('li a').count()).toBe(10)
    expect(await category.getByRole('link', { name: 'Açık Kaynak' }).count()).toBe(0)
    const input = page.getByLabel("Wiki'de ara")
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/_data/wiki/index.json')),
      input.focus(),
    ])
    await input.fill('açık kaynak')
    await page.locator(sidebar).getByRole('link', { name: 'Açık Kaynak' }).click()
    await page.waitForURL(`${BASE_URL}/wiki?makale=acik-kaynak`)
    await page.locator('#wiki-article-title', { hasText: 'Açık Kaynak' }).waitFor()
    await input.fill('')
    // The open article is listed (and marked) in its category even though it is not among the first ten.
    expect(await category.locator('a[aria-current="page"]').textContent()).toBe('Açık Kaynak')
    const all = category.getByRole('link', { name: 'Tümünü gör (14) – Kaynak ve Belgeler' })
    expect(await all.getAttribute('href')).toBe('/wiki/kategori/kaynak-ve-belgeler')
    await all.click()
    await page.waitForURL(`${BASE_URL}/wiki/kategori/kaynak-ve-belgeler`)
    await page.locator('h1', { hasText: 'Kaynak ve Belgeler' }).waitFor()
    expect(
      await page.getByRole('list', { name: 'Kaynak ve Belgeler makaleleri' }).locator('li').count(),
    ).toBe(14)
    expect(errors).toEqual([])
    await close()
  })

  it('without JavaScript, a sidebar article opens its own page', async () => {
    const { page, close } = await openPage(browser(), '/wiki', { javaScriptEnabled: false })
    await page.locator(sidebar).getByRole('link', { name: 'NURBS Nedir' }).click()
    await page.waitForURL(`${BASE_URL}/wiki/nurbs-nedir`)
    expect(await page.locator('h1').textContent()).toBe('NURBS Nedir')
    await close()
  })

  it("selects by URL, and shows 'Bir makale seçin' for an unknown one", async () => {
    const { page, close } = await openPage(browser(), '/wiki?makale=gizli-sirlar')
    await page.locator('#wiki-article-title', { hasText: 'Gizli Sırlar' }).waitFor()
    await page.goto(`${BASE_URL}/wiki?makale=boyle-bir-makale-yok`)
    await page.getByText('Bir makale seçin').waitFor()
    await close()
  })

  it('filters the sidebar live with Turkish case and without diacritics', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki')
    const input = page.getByLabel("Wiki'de ara")
    // Focusing the box loads the engine; wait for the full index so every query sees the same engine.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/_data/search/full.json')),
      input.focus(),
    ])
    await page.waitForTimeout(200)
    const results: string[][] = []
    for (const query of ['ÇÖKME', 'çökme', 'cokme']) {
      await input.fill(query)
      await page.waitForTimeout(300)
      results.push(await sidebarTitles(page))
    }
    expect(results[0]).toContain('Başlangıçta Çökme Sorunları')
    expect(results[1]).toEqual(results[0])
    expect(results[2]).toEqual(results[0])

    const light: string[][] = []
    for (const query of ['IŞIK', 'ışık', 'isik']) {
      await input.fill(query)
      await page.waitForTimeout(300)
      light.push(await sidebarTitles(page))
    }
    expect(light[1]).toEqual(light[0])
    expect(light[2]).toEqual(light[0])

    // The engine adds body-text hits on top of the title/description floor.
    await input.fill('SelDup')
    await page.locator(sidebar).getByRole('link', { name: 'Rhino 8 Komut Listesi' }).waitFor()

    await input.fill('zzqqxxyy')
    await page.getByText('Arama sonucu bulunamadı').waitFor()
    for (const hostile of ['.*(+[', '😀🧪', '<script>alert(1)</script>', 'a'.repeat(10_000), '   ']) {
      await input.fill(hostile)
      await page.waitForTimeout(100)
    }
    expect(await page.locator('script:text("alert(1)")').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('opens several sections at once and links items to other articles in a new tab', async () => {
    const { page, close } = await openPage(browser(), '/wiki?makale=teknik-incelemeler')
    await page.locator('#wiki-article-title', { hasText: 'Teknik İncelemeler' }).waitFor()
    const summaries = page.locator('article details > summary')
    await summaries.nth(0).click()
    await summaries.nth(1).click()
    expect(await page.locator('article details[open]').count()).toBe(2)
    const link = page.locator('article details a[href="/wiki/nurbs-nedir"]')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    await close()
  })

  it("has the original-wiki button to the article's external URL", async () => {
    const { page, close } = await openPage(browser(), '/wiki')
    const button = page.getByRole('link', { name: /Orijinal McNeel Wiki'ye Git/ })
    expect(await button.getAttribute('href')).toMatch(/^https:\/\//)
    expect(await button.getAttribute('target')).toBe('_blank')
    await close()
  })
})

/** The part of a JSON-LD block these tests read. */
const jsonLdType = z.object({ '@type': z.string() })

describe('/wiki/:slug', () => {
  it('an article with a parent: breadcrumb through its category page and parent, category link, Konular, JSON-LD', async () => {
    const { html } = await fetchHtml('/wiki/nurbs-nedir')
    const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => jsonLdType.parse(JSON.parse(match[1]!))['@type'],
    )
    expect(types).toEqual(expect.arrayContaining(['TechArticle', 'BreadcrumbList']))
    const { page, errors, close } = await openPage(browser(), '/wiki/nurbs-nedir')
    const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' })
    expect((await crumbs.locator('li').allTextContents()).slice(1)).toEqual([
      'Wiki',
      'Kaynak ve Belgeler',
      'Teknik İncelemeler',
      'NURBS Nedir',
    ])
    expect(await crumbs.getByRole('link', { name: 'Kaynak ve Belgeler' }).getAttribute('href')).toBe(
      '/wiki/kategori/kaynak-ve-belgeler',
    )
    expect(await crumbs.getByRole('link', { name: 'Teknik İncelemeler' }).getAttribute('href')).toBe(
      '/wiki/teknik-incelemeler',
    )
    expect(await page.locator('h1').textContent()).toBe('NURBS Nedir')
    expect(await page.getByRole('heading', { name: 'Konular' }).count()).toBe(1)
    // An article with a parent: 'Kategori:' leads to the parent (SPEC), the breadcrumb keeps the category level.
    const categoryLink = page.getByText('Kategori:').locator('a')
    expect(await categoryLink.getAttribute('href')).toBe('/wiki/teknik-incelemeler')
    expect(await categoryLink.textContent()).toBe('Teknik İncelemeler')
    // Items are plain text here: no cross-links opening new tabs inside the sections.
    expect(await page.locator('article section a[target="_blank"][href^="/wiki/"]').count()).toBe(0)
    await page.getByRole('link', { name: "Wiki'ye Dön" }).click()
    await page.waitForURL(`${BASE_URL}/wiki`)
    expect(errors).toEqual([])
    await close()
  })

  it('an article without a parent: Wiki, its category page, its title', async () => {
    const { page, close } = await openPage(browser(), '/wiki/gizli-sirlar')
    const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' })
    expect((await crumbs.locator('li').allTextContents()).slice(1)).toEqual([
      'Wiki',
      'Genel Bilgi',
      'Gizli Sırlar',
    ])
    expect(await page.getByText('Kategori:').locator('a').getAttribute('href')).toBe(
      '/wiki/kategori/genel-bilgi',
    )
    await close()
  })

  it('navigates to the category page and between articles client-side', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki/nurbs-nedir')
    await page.evaluate(() => ((window as { marker?: number }).marker = 1))
    await page
      .getByRole('navigation', { name: 'Sayfa konumu' })
      .getByRole('link', { name: 'Kaynak ve Belgeler' })
      .click()
    await page.waitForURL(`${BASE_URL}/wiki/kategori/kaynak-ve-belgeler`)
    await page.locator('h1', { hasText: 'Kaynak ve Belgeler' }).waitFor()
    await page
      .locator('main')
      .getByRole('link', { name: /^Teknik İncelemeler/ })
      .click()
    await page.waitForURL(`${BASE_URL}/wiki/teknik-incelemeler`)
    await page.locator('h1', { hasText: 'Teknik İncelemeler' }).waitFor()
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    expect(errors).toEqual([])
    await close()
  })
})
