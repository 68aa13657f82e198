// Pages whose static parts are rendered at build time and reach the browser in the page's HTML (PageHtml, the kept
// footer, the wiki article, the hero slides): links inside them still navigate in the app, mailto links still show the
// toast, and the code behind that markup is not part of the page's JavaScript.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BASE_URL, fetchHtml, openPage, setupBrowser, waitForHydration } from './helpers.ts'

const browser = setupBrowser()

/** A marker on window survives client-side navigation and is lost on a full page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Bildirimler (F8)' })

describe('build-time rendered markup', () => {
  it('a link inside a static page navigates in the app without reloading', async () => {
    const { page, errors, close } = await openPage(browser(), '/features')
    await markWindow(page)
    await page.locator('main a[href="/features/shrinkwrap"]').first().click()
    await page.waitForURL(`${BASE_URL}/features/shrinkwrap`)
    await page.getByRole('heading', { level: 1, name: 'ShrinkWrap' }).waitFor()
    expect(await sameDocument(page)).toBe(true)
    expect(await page.title()).toContain('ShrinkWrap')
    expect(errors).toEqual([])
    await close()
  })

  it('back and forward between static pages keep working', async () => {
    const { page, errors, close } = await openPage(browser(), '/gallery')
    await markWindow(page)
    await page.locator('main nav[aria-label] a[href="/"]').first().click()
    await page.waitForURL(`${BASE_URL}/`)
    await page.goBack()
    await page.waitForURL(`${BASE_URL}/gallery`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await sameDocument(page)).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('modifier clicks, new-tab and in-page links are left to the browser', async () => {
    const { page, close } = await openPage(browser(), '/download')
    const external = page.locator('main a[target="_blank"]').first()
    expect(await external.getAttribute('rel')).toContain('noopener')
    const hashLink = page.locator('main a[href^="#"]').first()
    await markWindow(page)
    await hashLink.click()
    expect(new URL(page.url()).hash).toBe(await hashLink.getAttribute('href'))
    expect(await sameDocument(page)).toBe(true)
    await close()
  })

  it('a mailto link inside static markup shows the copy-address toast', async () => {
    const { page, errors, close } = await openPage(browser(), '/gallery')
    await page.route('mailto:*', (route) => route.abort())
    await page.locator('main a[href^="mailto:"]').first().click()
    const toast = toastRegion(page).locator('li')
    await toast.first().waitFor()
    expect(await toast.first().innerText()).toContain('E-posta uygulamanız açılıyor')
    expect(errors.filter((error) => !error.includes('mailto'))).toEqual([])
    await close()
  })

  it('the footer keeps its pre-rendered markup and its links navigate in the app', async () => {
    const { page, errors, close } = await openPage(browser(), '/')
    const footer = page.locator('footer#site-footer')
    const before = await footer.innerHTML()
    expect(before).toContain('Tüm hakları saklıdır.')
    await markWindow(page)
    await footer.locator('a[href="/offices"]').first().click()
    await page.waitForURL(`${BASE_URL}/offices`)
    expect(await sameDocument(page)).toBe(true)
    expect(await footer.innerHTML()).toBe(before)
    await footer.locator('a[href^="mailto:"]').first().click()
    await toastRegion(page).locator('li').first().waitFor()
    expect(errors.filter((error) => !error.includes('mailto'))).toEqual([])
    await close()
  })

  it('a wiki article reached by client navigation shows the same markup as its pre-rendered page', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki')
    await markWindow(page)
    await page.goto(`${BASE_URL}/wiki/nurbs-nedir`)
    await waitForHydration(page)
    const direct = await page.locator('main').innerHTML()
    await page.goto(`${BASE_URL}/wiki`)
    await waitForHydration(page)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/wiki/nurbs-nedir'
      link.textContent = 'test'
      document.querySelector('#site-footer')?.append(link)
    })
    await page.locator('#site-footer a[href="/wiki/nurbs-nedir"]').last().click()
    await page.waitForURL(`${BASE_URL}/wiki/nurbs-nedir`)
    await page.getByRole('heading', { level: 1, name: 'NURBS Nedir' }).waitFor()
    expect(await page.locator('main').innerHTML()).toBe(direct)
    expect(errors).toEqual([])
    await close()
  })

  it('an unknown wiki slug reached in the app shows Makale Bulunamadı', async () => {
    const { page, close } = await openPage(browser(), '/wiki/nurbs-nedir')
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/wiki/boyle-bir-makale-yok'
      link.textContent = 'test'
      document.querySelector('#site-footer')?.append(link)
    })
    await page.locator('#site-footer a[href="/wiki/boyle-bir-makale-yok"]').click()
    await page.getByRole('heading', { level: 1, name: 'Makale Bulunamadı' }).waitFor()
    expect(await page.title()).toContain('Makale Bulunamadı')
    await close()
  })

  it('the build-time rendered code is not in the browser bundles', async () => {
    const { html } = await fetchHtml('/features/shrinkwrap')
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
    const code = (await Promise.all(scripts.map((src) => fetch(BASE_URL + src).then((r) => r.text())))).join(
      '\n',
    )
    // MDX body text and the renderer of build-time markup stay out of the JavaScript.
    expect(code).not.toContain('watertight')
    expect(code).not.toContain('renderToStaticMarkup')
    expect(html).toContain('watertight')
  })
})
