// axe-core (WCAG 2.1 A/AA, colour contrast included) on every route in light and dark theme, and with menus open.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, setupBrowser } from './helpers'
import { manifest } from './manifest'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const browser = setupBrowser()

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }))
  })
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
}

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
    await page.getByRole('button', { name: 'Menüyü aç' }).click()
    await page
      .getByRole('navigation', { name: 'Mobil menü' })
      .getByRole('button', { name: 'Ofisler' })
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
        .getByRole('button', { name: 'Ofisler' })
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
