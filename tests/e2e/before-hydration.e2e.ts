// The header's controls answer from the first paint: with the app's module scripts blocked (it never hydrates), the
// theme switch, the 'Ofisler' menu, the mobile menu and the search button work; the carousel's controls, which need
// the app, stay hidden. And a search opened and typed into before hydration shows its results once the app arrives.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BASE_URL, recordConsoleProblems, setupBrowser, waitForHydration } from './helpers.ts'

const browser = setupBrowser()

/** A page whose module scripts never arrive; `release` (when given) lets them through instead, later. */
async function openWithoutApp(
  target: Browser,
  path: string,
  options: BrowserContextOptions & { held?: Promise<void> } = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { held, ...contextOptions } = options
  const context = await target.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions })
  const page = await context.newPage()
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!held) return route.abort()
    await held
    return route.continue()
  })
  await page.goto(BASE_URL + path, { waitUntil: 'domcontentloaded' })
  return { page, close: () => context.close() }
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')

describe('before the app hydrates (its scripts blocked)', () => {
  it('the theme switch flips the theme, its name and its icon, and remembers it', async () => {
    const { page, close } = await openWithoutApp(browser(), '/wiki')
    await page.getByRole('button', { name: 'Karanlık moda geç' }).click()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    const toLight = page.getByRole('button', { name: 'Aydınlık moda geç' })
    expect(await toLight.locator('svg.lucide-sun').isVisible()).toBe(true)
    expect(await toLight.locator('svg.lucide-moon').isVisible()).toBe(false)
    await toLight.click()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    expect(await hydrated(page)).toBe(false)
    await close()
  })

  it("the 'Ofisler' menu opens, leads on and closes with Escape", async () => {
    const { page, close } = await openWithoutApp(browser(), '/wiki')
    const menu = page.getByRole('navigation', { name: 'Ana menü' }).locator('details', { hasText: 'Ofisler' })
    await menu.locator('summary').click()
    const link = menu.getByRole('link', { name: 'Resmi Lisans Satış Ofisleri' })
    expect(await link.isVisible()).toBe(true)
    expect(await link.getAttribute('href')).toBe('/offices#satis')
    await page.keyboard.press('Escape')
    expect(await link.isVisible()).toBe(false)
    expect(await hydrated(page)).toBe(false)
    await close()
  })

  it('the mobile menu opens with its Ofisler sub-list and closes with Escape', async () => {
    const { page, close } = await openWithoutApp(browser(), '/wiki', {
      viewport: { width: 375, height: 800 },
    })
    await page.getByRole('button', { name: 'Menü', exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'Mobil menü' })
    expect(await menu.isVisible()).toBe(true)
    await menu.locator('summary', { hasText: 'Ofisler' }).click()
    expect(await menu.getByRole('link', { name: 'Sertifikalı Yetkili Eğitim Merkezleri' }).isVisible()).toBe(
      true,
    )
    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    await close()
  })

  it('the search button and Ctrl+K open the search box, which takes typing; its close button closes it', async () => {
    const { page, close } = await openWithoutApp(browser(), '/wiki/nurbs-nedir')
    const dialog = page.getByRole('dialog', { name: 'Sitede ara' })
    await page.getByRole('button', { name: 'Ara', exact: true }).click()
    expect(await dialog.isVisible()).toBe(true)
    const box = dialog.getByRole('combobox', { name: 'Arama metni' })
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('katman')
    expect(await box.inputValue()).toBe('katman')
    await dialog.getByRole('button', { name: 'Aramayı kapat' }).click()
    expect(await dialog.isVisible()).toBe(false)
    await page.keyboard.press('Control+k')
    expect(await dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(false)
    await close()
  })

  it("the carousel's controls, which need the app, are hidden in their place", async () => {
    const { page, close } = await openWithoutApp(browser(), '/')
    // A role query would not find it: a hidden control is not in the accessibility tree.
    const next = page.locator('button[aria-label="Sonraki slayt"]')
    await next.waitFor({ state: 'attached' })
    expect(await next.evaluate((button) => getComputedStyle(button).visibility)).toBe('hidden')
    expect(await next.isVisible()).toBe(false)
    await close()
  })
})

describe('then the app arrives', () => {
  it('a search opened and typed into before hydration shows its results once the app has hydrated', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { page, close } = await openWithoutApp(browser(), '/wiki/nurbs-nedir', { held })
    const errors = recordConsoleProblems(page)
    await page.getByRole('button', { name: 'Ara', exact: true }).click()
    await page.keyboard.type('shrinkwrap')
    release()
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Sitede ara' })
    await dialog.getByRole('option').first().waitFor()
    expect(await dialog.getByRole('combobox').inputValue()).toBe('shrinkwrap')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/features\/shrinkwrap$/)
    expect(errors).toEqual([])
    await close()
  }, 60_000)
})
