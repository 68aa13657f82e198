// A wiki article's page reaches the browser once (src/lib/page-fragment.tsx): its body and the page around it are in
// the pre-rendered HTML and not again in the hydration data; hydration keeps them, client-side navigation loads the
// next article's page, and the page stays within its size budget.
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { budgets } from '../../scripts/bench/budgets.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()

/** A sentence of nurbs-nedir's introduction, and one of the article after it ('Sonraki'); a label of the page around. */
const NURBS_SENTENCE = 'Matematik bilgisi gerektirmeden okunabilir'
const BEZIER_SENTENCE = 'otomobil gövdelerini bilgisayarla tanımlamak için'
const COPY_LABEL = 'Sayfayı Markdown olarak kopyala'

const count = (text: string, part: string) => text.split(part).length - 1

describe('the article body travels once', () => {
  it('is in the pre-rendered HTML exactly once, and in the client-side data not at all', async () => {
    const { status, html } = await fetchHtml('/wiki/nurbs-nedir')
    expect(status).toBe(200)
    expect(count(html, NURBS_SENTENCE)).toBe(1)
    expect(count(html, COPY_LABEL)).toBe(1)
    const data = await (await fetch(`${BASE_URL}/wiki/nurbs-nedir.data`)).text()
    expect(data).toContain('NURBS Nedir')
    expect(data).not.toContain(NURBS_SENTENCE)
    expect(data).not.toContain(COPY_LABEL)
    // The body fragment the page was made from is read only while pre-rendering: it is not shipped.
    expect((await fetch(`${BASE_URL}/_data/wiki/nurbs-nedir.html`)).status).toBe(404)
    expect((await fetch(`${BASE_URL}/_data/wiki/nurbs-nedir.json`)).status).toBe(200)
  })

  it(`nurbs-nedir's HTML is within the article budget (${budgets.articleHtmlGzip} bytes gzip)`, async () => {
    const { html } = await fetchHtml('/wiki/nurbs-nedir')
    expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(budgets.articleHtmlGzip)
  })

  it('hydration keeps the body; navigating to the next article and back shows each body, without a reload', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki/nurbs-nedir')
    const article = page.locator('main article')
    expect(count(await article.innerText(), NURBS_SENTENCE)).toBe(1)
    await page.evaluate(() => ((window as { marker?: number }).marker = 1))

    await page.locator('a[rel="next"]').click()
    await page.waitForURL(`${BASE_URL}/wiki/bezier-egrileri-nedir`)
    await page.locator('h1', { hasText: 'Bézier Eğrileri Nedir' }).waitFor()
    await article.getByText(BEZIER_SENTENCE).waitFor()
    expect(await article.innerText()).not.toContain(NURBS_SENTENCE)

    await page.goBack()
    await page.locator('h1', { hasText: 'NURBS Nedir' }).waitFor()
    await article.getByText(NURBS_SENTENCE).waitFor()
    expect(count(await article.innerText(), NURBS_SENTENCE)).toBe(1)
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    expect(errors).toEqual([])
    await close()
  })

  it("a body's links keep the site's behaviour and its code blocks their copy button after hydration", async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki/hatch-patterns')
    // The copy button is shown by the page's script; React must not rewrite the body afterwards.
    await page.locator('[data-copy-code]').first().waitFor({ state: 'visible' })
    await page.evaluate(() => ((window as { marker?: number }).marker = 1))
    const internal = page.locator('main article section a[href^="/wiki/"]').first()
    const target = await internal.getAttribute('href')
    await internal.click()
    await page.waitForURL(`${BASE_URL}${target}`)
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    expect(errors).toEqual([])
    await close()
  })
})

describe('MDX pages and the glossary carry their markup once too', () => {
  const pages = [
    { path: '/features/metal', text: 'yoğun çizimler ve çok sayıda detay görünümü' },
    { path: '/wiki/sozluk', text: 'Make 2D drawing' },
  ]

  for (const { path, text } of pages)
    it(`${path}: its markup is in its HTML once and not in its data`, async () => {
      const { status, html } = await fetchHtml(path)
      expect(status).toBe(200)
      expect(count(html, text)).toBe(1)
      const data = await (await fetch(`${BASE_URL}${path}.data`)).text()
      expect(data).toContain(`"page","${path}"`)
      expect(data).not.toContain(text)
      expect(data.length).toBeLessThan(4096)
    })

  it('client-side navigation to them shows their markup, taken from their HTML', async () => {
    const { page, errors, close } = await openPage(browser(), '/features')
    await page.evaluate(() => ((window as { marker?: number }).marker = 1))
    const main = page.locator('main')
    await main.locator('a[href="/features/metal"]').first().click()
    await page.waitForURL(`${BASE_URL}/features/metal`)
    await main.getByText(pages[0]!.text).waitFor()
    // No page links to the glossary from here: a link placed in the page's markup takes the site's link behaviour.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/wiki/sozluk'
      link.textContent = 'Sözlük'
      document.querySelector('[data-page-html="/features/metal"]')?.append(link)
      link.click()
    })
    await page.waitForURL(`${BASE_URL}/wiki/sozluk`)
    await main.getByText(pages[1]!.text).waitFor()
    expect(count(await main.innerText(), pages[1]!.text)).toBe(1)
    await page.goBack()
    await main.getByText(pages[0]!.text).waitFor()
    expect(count(await main.innerText(), pages[0]!.text)).toBe(1)
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    expect(errors).toEqual([])
    await close()
  })
})
