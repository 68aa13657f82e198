// The glossary in Chromium: its index /wiki/sozluk and its parts /wiki/sozluk/a-b … (letters, anchors, complete without
// JavaScript), a [[terim]] link in an article (English name on hover and keyboard focus), search journeys Turkish →
// English and back, axe in both themes.
import { describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()

describe('/wiki/sozluk', () => {
  it('lists the entries under a Turkish A–Z letter index, complete without JavaScript', async () => {
    const { page, close } = await openPage(browser(), '/wiki/sozluk', { javaScriptEnabled: false })
    expect(await page.locator('h1').textContent()).toBe('Rhino Terimleri Sözlüğü')
    const letters = await page.locator('nav[aria-label="Harfler"] li').allTextContents()
    // The Turkish alphabet in order; other first characters (digits, Q, W, X) take their collation places.
    expect(letters.filter((letter) => 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'.includes(letter)).join('')).toBe(
      'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ',
    )
    // Section headings follow the Turkish alphabet: Ç after C, Ş after S.
    const headings = await page.locator('section > h2').allTextContents()
    const order = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'
    const positions = headings
      .filter((letter) => order.includes(letter))
      .map((letter) => order.indexOf(letter))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(headings).toEqual(expect.arrayContaining(['Ç', 'Ş']))
    // Every term is in the index under its old anchor, with its English name, linked to its definition in its part.
    const listed = page.locator('#kenar-yuvarlatma')
    expect(await listed.textContent()).toContain('Fillet edge')
    expect(await listed.getByRole('link').getAttribute('href')).toBe('/wiki/sozluk/g-k#kenar-yuvarlatma')
    expect(await page.locator('[data-glossary-entry]').count()).toBeGreaterThan(300)
    await page.locator('nav[aria-label="Harfler"]').getByRole('link', { name: 'Ç', exact: true }).click()
    expect(new URL(page.url()).hash).toBe('#harf-ch')
    expect(await page.locator('#harf-ch').isVisible()).toBe(true)
    // The index's part links, then the definition, whole, in its part.
    await page.getByRole('list', { name: 'Sözlüğün bölümleri' }).getByRole('link', { name: /^G–K/ }).click()
    await page.waitForURL(/\/wiki\/sozluk\/g-k$/)
    expect(await page.locator('h1').textContent()).toBe('Rhino Terimleri Sözlüğü: G–K')
    const entry = page.locator('#kenar-yuvarlatma')
    expect(await entry.locator('dt').textContent()).toContain('Fillet edge')
    expect((await entry.locator('dd').first().textContent())?.length).toBeGreaterThan(60)
    expect(await entry.getByRole('link', { name: 'FilletEdge' }).getAttribute('href')).toMatch(
      /^\/wiki\/command-list#/,
    )
    // A letter of another part leads to its section there; the last part links back to the one before.
    await page.locator('nav[aria-label="Harfler"]').getByRole('link', { name: 'Ş', exact: true }).click()
    await page.waitForURL(/\/wiki\/sozluk\/s-z#harf-sh$/)
    expect(await page.locator('#harf-sh').isVisible()).toBe(true)
    expect(
      await page
        .getByRole('navigation', { name: 'Sözlüğün diğer bölümleri' })
        .getByRole('link')
        .allTextContents(),
    ).toEqual(['Önceki bölüm: L–R'])
    await close()
  })

  it.each(['light', 'dark'] as const)(
    'has no axe violations (%s), the page and a term link in focus',
    async (theme) => {
      for (const path of ['/wiki/sozluk', '/wiki/sozluk/g-k']) {
        const glossary = await openPage(browser(), path, { theme })
        expect(await axeViolations(glossary.page)).toEqual([])
        expect(glossary.errors).toEqual([])
        await glossary.close()
      }
      const article = await openPage(browser(), '/wiki/trimmed-surfaces', { theme })
      await article.page.locator('a.glossary-term').first().focus()
      expect(await axeViolations(article.page)).toEqual([])
      await article.close()
    },
    120_000,
  )
})

describe('a [[terim]] in an article', () => {
  it('links to its glossary entry and shows the English name on hover and on keyboard focus', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki/trimmed-surfaces')
    const term = page.locator('a.glossary-term').first()
    expect(await term.getAttribute('href')).toBe('/wiki/sozluk/g-k#kenar-yuvarlatma')
    const english = term.locator('.glossary-term-english')
    const shown = () => english.evaluate((element) => getComputedStyle(element).opacity === '1')
    expect(await shown()).toBe(false)
    // Keyboard: Tab until the term has focus.
    for (
      let step = 0;
      step < 200 && !(await term.evaluate((element) => element === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab')
    expect(await term.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(shown).toBe(true)
    expect(await english.textContent()).toContain('Fillet edge')
    await page.mouse.move(0, 0)
    await page.locator('h1').click()
    await expect.poll(shown).toBe(false)
    await term.hover()
    await expect.poll(shown).toBe(true)
    await term.click()
    await page.waitForURL(/\/wiki\/sozluk\/g-k#kenar-yuvarlatma$/)
    // The client-side navigation lands on the entry, below the sticky letter bar.
    await expect
      .poll(() =>
        page.locator('#kenar-yuvarlatma').evaluate((element) => element.getBoundingClientRect().top),
      )
      .toBeLessThan(400)
    expect(errors).toEqual([])
    await close()
  }, 60_000)
})

describe('search in both languages', () => {
  async function results(query: string): Promise<string[]> {
    const { page, close } = await openPage(browser(), '/download')
    await page.keyboard.press('Control+k')
    const dialog = page.locator('dialog[open]')
    await dialog.getByRole('combobox', { name: 'Arama metni' }).fill(query)
    await dialog.locator('[role="option"]').first().waitFor()
    // The full index arrives after the first answer; wait until the list settles.
    await page.waitForTimeout(500)
    const urls = await dialog
      .locator('[role="option"]')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''))
    const titles = await dialog.locator('[role="option"] p.font-medium').allTextContents()
    await close()
    return [...urls.slice(0, 6), ...titles.slice(0, 6).map((title) => `title:${title}`)]
  }

  it('a Turkish term finds the English command’s pages and its glossary entry', async () => {
    const found = await results('kenar yuvarlatma')
    expect(found).toEqual(expect.arrayContaining(['/wiki/sozluk/g-k#kenar-yuvarlatma']))
    expect(
      found
        .slice(0, 6)
        .some((url) => ['/features/modeling', '/wiki/command-list', '/wiki/trimmed-surfaces'].includes(url)),
    ).toBe(true)
  })

  it('an English command finds the Turkish glossary entry', async () => {
    expect(await results('FilletEdge')).toEqual(expect.arrayContaining(['/wiki/sozluk/g-k#kenar-yuvarlatma']))
  })

  it('"lisans" lists the licensing pages first, and the home page under its short name', async () => {
    const found = await results('lisans')
    expect(found[0]).toMatch(/^\/licensing\//)
    const home = await results('Rhino 3D Satın Alma')
    expect(home).toContain('title:Ana Sayfa')
    expect(home.some((text) => text.includes('Rhino 3D Satış - Rhino 3D Satın Alma'))).toBe(false)
  })
})
