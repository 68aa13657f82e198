// The licensing pages (MDX): cards, links, the comparison table and their stated licensing facts.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()

/** The cards of the first card grid after the h2 with this text (h2s sit in a wrapper with their link to themselves). */
function cardsAfter(page: Page, heading: string) {
  return page.locator(
    `xpath=//h2[normalize-space()="${heading}"]/parent::div[contains(@class,"heading-wrapper")]/following-sibling::div[contains(@class,"grid")][1]/div[contains(@class,"card")]`,
  )
}

describe('/licensing/methods', () => {
  it('has five licence types, four methods with the right Detaylı Bilgi links, three quick starts and closing links', async () => {
    const { page, errors, close } = await openPage(browser(), '/licensing/methods')
    expect(await cardsAfter(page, 'Lisans Türünüzü Seçin').count()).toBe(5)
    const methods = cardsAfter(page, 'Yönetim Yöntemleri')
    expect(await methods.count()).toBe(4)
    const targets = await methods
      .getByRole('link', { name: 'Detaylı Bilgi' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(targets.sort()).toEqual([
      '/licensing/cloud-zoo',
      '/licensing/cloud-zoo',
      '/licensing/cloud-zoo',
      '/licensing/lan-zoo',
    ])
    expect(
      await page.locator('h3', { hasText: /hesabı oluşturma|Ekip oluşturma|LAN Zoo kurulumu/ }).count(),
    ).toBe(3)
    expect(await page.locator('.steps ol').count()).toBeGreaterThanOrEqual(3)
    const closing = page.locator('article a[href="/support"]')
    expect(await closing.count()).toBeGreaterThan(0)
    await page.evaluate(() => ((window as { marker?: number }).marker = 3))
    await methods.getByRole('link', { name: 'Detaylı Bilgi' }).last().click()
    await page.waitForURL(`${BASE_URL}/licensing/lan-zoo`)
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(3)
    expect(errors).toEqual([])
    await close()
  })
})

describe('/licensing/cloud-zoo', () => {
  it('has the portal button, eight benefits, the comparison table with spoken ✓/✗ and the network facts', async () => {
    const { page, errors, close } = await openPage(browser(), '/licensing/cloud-zoo')
    const portal = page.getByRole('link', { name: /Lisans Portalına Git/ }).first()
    expect(await portal.getAttribute('target')).toBe('_blank')
    expect(await portal.getAttribute('rel')).toBe('noopener noreferrer')
    expect(
      await page.locator('section a[href="/licensing/methods"], a[href="/licensing/methods"]').count(),
    ).toBeGreaterThan(0)
    expect(await cardsAfter(page, 'Avantajlar').count()).toBe(8)
    const table = page.locator('table', { has: page.locator('th', { hasText: 'Cloud Zoo' }) })
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Özellik',
      'Cloud Zoo',
      'Tek Bilgisayar',
      'LAN Zoo',
    ])
    const spoken = await table.locator('tbody .sr-only').allTextContents()
    expect(spoken.length).toBeGreaterThan(0)
    expect(new Set(spoken)).toEqual(new Set(['Var', 'Yok']))
    const text = await page.locator('article').innerText()
    expect(text).toContain('443')
    expect(text).toMatch(/2 hafta/)
    expect(text).toMatch(/Google/)
    expect(text).toMatch(/Okta/)
    expect(errors).toEqual([])
    await close()
  })
})

describe('/licensing/lan-zoo', () => {
  it('has external download and documentation buttons, four features, five steps, supported types and requirements', async () => {
    const { page, close } = await openPage(browser(), '/licensing/lan-zoo')
    for (const name of [/LAN Zoo İndir/, /Dokümantasyon/]) {
      const button = page.getByRole('link', { name }).first()
      expect(await button.getAttribute('target')).toBe('_blank')
    }
    expect(await cardsAfter(page, 'Özellikler').count()).toBe(4)
    expect(
      await page
        .locator(
          'xpath=//h2[normalize-space()="Kurulum Adımları"]/parent::div/following-sibling::div[contains(@class,"steps")][1]//ol/li',
        )
        .count(),
    ).toBe(5)
    const text = await page.locator('article').innerText()
    for (const fact of ['Windows', '80', 'VPN', 'Laboratuvar lisansı', 'Deneme (90 gün)', 'Desteklenmiyor'])
      expect(text).toContain(fact)
    expect(await page.locator('article a[href="/licensing/methods"]').count()).toBeGreaterThan(0)
    await close()
  })
})

describe('/licensing/eula', () => {
  it('shows the last-updated date, the important notice and the nine sections in the raw HTML', async () => {
    const { html } = await fetchHtml('/licensing/eula')
    expect(html).toContain('Son güncelleme')
    expect(html).toContain('28 Eylül 2023')
    expect(html).toContain('Önemli Uyarı')
    const { page, close } = await openPage(browser(), '/licensing/eula')
    const headings = await page.locator('article h2').allTextContents()
    expect(headings).toHaveLength(9)
    expect(headings[0]).toContain('Sözleşmenin Tanımı')
    expect(headings[8]).toContain('İletişim Bilgileri')
    const text = await page.locator('article').innerText()
    expect(text).toContain('Washington')
    expect(text).toMatch(/90 gün/)
    await close()
  })
})
