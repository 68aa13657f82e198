// axe-core (WCAG 2.1 A/AA, colour contrast included) on every route in light and dark theme, and with menus open.
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { openPage, setupBrowser } from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()
const paths = [...manifest.map((route) => route.path), '/bu-sayfa-yok']

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  it.each(paths)('%s has no WCAG 2.1 A/AA violations', async (path) => {
    const { page, close } = await openPage(browser(), path, { theme, reducedMotion: 'reduce' })
    expect(await axeViolations(page)).toEqual([])
    await close()
  })
})

describe('interactive parts open', () => {
  it.each(['light', 'dark'] as const)('mobile menu with Ofisler expanded (%s)', async (theme) => {
    const { page, close } = await openPage(browser(), '/', {
      theme,
      viewport: { width: 375, height: 800 },
      reducedMotion: 'reduce',
    })
    await page.getByRole('button', { name: 'Menü', exact: true }).click()
    await page
      .getByRole('navigation', { name: 'Mobil menü' })
      .locator('summary', { hasText: 'Ofisler' })
      .click()
    expect(await axeViolations(page)).toEqual([])
    await close()
  })

  it.each(['light', 'dark'] as const)(
    "'Ofisler' dropdown and search dialog (%s)",
    async (theme) => {
      const { page, close } = await openPage(browser(), '/wiki', { theme })
      await page
        .getByRole('navigation', { name: 'Ana menü' })
        .locator('summary', { hasText: 'Ofisler' })
        .click()
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await page.keyboard.press('Control+k')
      await page.keyboard.type('lisans')
      await page.locator('[role="option"]').first().waitFor()
      expect(await axeViolations(page)).toEqual([])
      await close()
    },
    60_000,
  )

  it.each(['light', 'dark'] as const)('an open accordion (%s)', async (theme) => {
    const { page, close } = await openPage(browser(), '/wiki', { theme })
    await page.locator('article details > summary').first().click()
    expect(await axeViolations(page)).toEqual([])
    await close()
  })
})
