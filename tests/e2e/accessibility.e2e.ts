// axe-core (WCAG 2.1 A/AA, colour contrast included) on every route in light and dark theme, and with menus open.
// Each route is checked whole in the light theme, then switched to dark with the header's own button and checked again
// with the rules that read colours (the markup is the same; one page load and one axe injection instead of two).
import { describe, expect, it } from 'vitest'
import { TO_DARK } from '../../src/components/layout/theme-toggle.tsx'
import { axeViolations, COLOUR_RULES } from './axe.ts'
import { openPage, setupBrowser } from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()
const paths = [...manifest.map((route) => route.path), '/bu-sayfa-yok']

describe('light and dark theme', () => {
  it.each(paths)('%s has no WCAG 2.1 A/AA violations', async (path) => {
    const { page, close } = await openPage(browser(), path, { theme: 'light', reducedMotion: 'reduce' })
    expect(await axeViolations(page), 'light theme').toEqual([])
    await page.getByRole('button', { name: TO_DARK, exact: true }).click()
    await page.locator('html.dark').waitFor({ state: 'attached' })
    // Colours that ease into the new theme are read once they have arrived.
    await page.waitForFunction(
      () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
    )
    expect(await axeViolations(page, COLOUR_RULES), 'dark theme').toEqual([])
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
