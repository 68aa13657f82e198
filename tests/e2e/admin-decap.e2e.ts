// E2E: Decap's behaviour where this site changes it (docs/decap/: each patch's bug shown fixed where no other admin
// e2e shows it) and the editor's small things of the staff review: the media library's copied address, a new article's
// status after its first save, the sign-in page's mark on the editor's own port, the preview's stylesheet arriving with
// its frame, Ctrl+S, Google Docs' list shortcuts, facts' values in a text and the fields bound to one fact.
import { readFileSync } from 'node:fs'
import type { Locator } from 'playwright-core'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { publish, setupEditorSession } from './editor-session.ts'
import { setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const session = setupEditorSession(browser)
const read = (relative: string) => readFileSync(path.join(session.copy(), relative), 'utf8')

/** With GUIDE_SHOTS=<folder>, the staff guide's screenshot `name` (content/README-images/) is taken from this run. */
async function guideShot(target: Locator, name: string): Promise<void> {
  const folder = process.env.GUIDE_SHOTS
  if (folder) await target.screenshot({ path: path.join(folder, `${name}.png`), type: 'png' })
}

describe("Decap's fixed bugs (docs/decap/)", () => {
  it('the media library copies the address a page uses (media-copy-path.md)', async () => {
    const { page, context, problems } = await session.open('')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.origin() })
    await page.getByRole('button', { name: 'Medya' }).click()
    await page.getByText('Yükle').first().waitFor()
    // A 1×1 PNG.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'kopya-deneme.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
          'base64',
        ),
      })
    // The uploaded file is the one selected.
    await page.getByRole('button', { name: /Dosya yolunu kopyala|Adresi kopyala|Adını kopyala/ }).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('/images/wiki/kopya-deneme.png')
    expect(problems()).toEqual([])
    await context.close()
  }, 90_000)

  it('a new article, once its first save is done, is saved: never "Henüz kaydedilmedi" again (new-entry-shown-as-saved.md)', async () => {
    const { page, context } = await session.open('#/collections/wiki/new')
    await page.getByText('Henüz kaydedilmedi').first().waitFor()
    // Every status the toolbar shows from now on, in order.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as { __statuses?: string[] }).__statuses = seen
      const record = () => {
        const text = document.querySelector('[class*="BackStatus"]')?.textContent ?? ''
        if (text && seen.at(-1) !== text) seen.push(text)
      }
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
    await page.getByLabel('Başlık', { exact: true }).fill('Katman Filtreleri')
    await page
      .getByLabel('Açıklama', { exact: true })
      .fill(
        'Katman panelinde yalnızca seçili, kilitli ya da gizli katmanları listeleyen filtrelerin kullanımı.',
      )
    await page.getByLabel('Kategori', { exact: false }).first().click()
    await page.keyboard.insertText('Genel')
    await page.getByText('Genel Bilgi', { exact: true }).last().click()
    await page.getByRole('button', { name: 'Markdown (satır numaralı)' }).click()
    await page
      .locator('textarea.raw-markdown-text')
      .fill(
        'Katman filtreleri uzun katman listelerini kısaltır.\n\n## Filtre Seçmek\n- Katmanlar panelinin üstündeki düğmeyi kullanın.',
      )
    await publish(page)
    await vi.waitFor(() => expect(read('content/wiki/katman-filtreleri.md')).toContain('Katman filtreleri'), {
      timeout: 20_000,
    })
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/entries/katman-filtreleri')
    await page.getByText('Değişiklikler kaydedildi').first().waitFor()
    const statuses = await page.evaluate(() => (window as { __statuses?: string[] }).__statuses ?? [])
    const typed = statuses.indexOf('Kaydedilmemiş değişiklikler var')
    expect(typed).toBeGreaterThanOrEqual(0)
    expect(statuses.slice(typed)).not.toContain('Henüz kaydedilmedi')
    expect(statuses.at(-1)).toBe('Değişiklikler kaydedildi')
    await context.close()
  }, 120_000)
})

describe('the small things of the review', () => {
  it("the sign-in page shows the site's mark on the editor's own port", async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.goto(`${session.origin()}/admin/`)
    await page.getByRole('heading', { name: 'Rhino Türkiye İçerik Paneli' }).waitFor()
    const mark = page.locator('.rhino-sign-in img')
    // Served by the editor itself, so it loads wherever the editor is served (its origin and port).
    expect(await mark.getAttribute('src')).toMatch(/^\/admin\/assets\/favicon-[\w-]+\.svg$/)
    await expect
      .poll(() => mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    await context.close()
  }, 90_000)

  it("the preview frame holds the site's stylesheet itself, so it never shows its page unstyled", async () => {
    const { page, context } = await session.open('#/collections/wiki/entries/msi-hata')
    const frame = page.frameLocator('#preview-pane')
    await frame.locator('h1').first().waitFor()
    const sheets = await frame.locator('head').evaluate((head) => ({
      inline: [...head.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('.choice-card'),
      ),
      linked: [...head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    }))
    expect(sheets).toEqual({ inline: true, linked: [] })
    await context.close()
  }, 90_000)

  it('Ctrl+S publishes the open form, as Yayımla does', async () => {
    const { page, context, problems } = await session.open('#/collections/data/entries/facts')
    const price = page.getByLabel('Öğrenci lisansı', { exact: true })
    await expect.poll(() => price.inputValue(), { timeout: 15_000 }).toBe('195')
    await price.fill('205')
    await page.keyboard.press('Control+s')
    await vi.waitFor(() => expect(read('content/data/facts.yaml')).toMatch(/^ {2}ogrenci: 205$/m), {
      timeout: 20_000,
    })
    await page.getByText('Değişiklikler kaydedildi').first().waitFor()
    // Nothing left to publish: it says so, and writes nothing.
    await page.keyboard.press('Control+s')
    await page.getByRole('status').filter({ hasText: 'Yayımlanacak bir değişiklik yok' }).waitFor()
    await price.fill('195')
    await page.keyboard.press('Control+s')
    await vi.waitFor(() => expect(read('content/data/facts.yaml')).toMatch(/^ {2}ogrenci: 195$/m), {
      timeout: 20_000,
    })
    expect(problems()).toEqual([])
    await context.close()
  }, 90_000)

  it('Ctrl+Shift+7 and Ctrl+Shift+8 make numbered and bulleted lists, as in Google Docs', async () => {
    const { page, context } = await session.open('#/collections/wiki/entries/msi-hata')
    const text = page.locator('.rich-content[contenteditable="true"]')
    await text.waitFor()
    await text.locator('p').first().click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Kurulum dosyasını yeniden indirin')
    await page.keyboard.press('Control+Shift+Digit7')
    await text.locator('ol > li', { hasText: 'Kurulum dosyasını yeniden indirin' }).waitFor()
    await page.keyboard.press('Control+Shift+Digit8')
    await text.locator('ul > li', { hasText: 'Kurulum dosyasını yeniden indirin' }).waitFor()
    expect(await text.locator('ol > li', { hasText: 'Kurulum dosyasını yeniden indirin' }).count()).toBe(0)
    // Again on a bulleted list: a paragraph once more.
    await page.keyboard.press('Control+Shift+Digit8')
    await text.locator('p', { hasText: 'Kurulum dosyasını yeniden indirin' }).waitFor()
    expect(await text.locator('li', { hasText: 'Kurulum dosyasını yeniden indirin' }).count()).toBe(0)
    await context.close()
  }, 90_000)

  it('a fact in a text shows the value the page puts there: "%20", never "%%20"', async () => {
    const { page, context } = await session.open('#/collections/data/entries/pricing')
    const note = page
      .locator('.rhino-chip-text', { has: page.locator('.rhino-chip') })
      .filter({ hasText: 'KDV' })
      .first()
    await note.waitFor({ timeout: 15_000 })
    expect(await note.innerText()).toContain('%20 KDV')
    expect(await note.innerText()).not.toContain('%%')
    await guideShot(
      page.locator('[class*="-ControlContainer"]', { has: note }).first(),
      'ortak-bilgi-metinde',
    )
    await context.close()
  }, 90_000)

  it('the student and teacher prices say that they show one fact, in the pricing form and in the facts form', async () => {
    const { page, context } = await session.open('#/collections/data/entries/pricing')
    // The education cards' price fields (in the form, whether their cards are open or not).
    const bound = page.locator('[id^="educationPlans-field"] .rhino-fact-note', {
      hasText: '“Öğrenci lisansı” ortak bilgisine bağlı',
    })
    await expect.poll(() => bound.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    // Both (student and teacher) name the other.
    for (const note of await bound.allTextContents()) {
      expect(note).toContain('Öğrenci Lisansı › Fiyat')
      expect(note).toContain('Öğretmen Lisansı › Fiyat')
    }
    await page.goto(`${session.origin()}/admin/#/collections/data/entries/facts`)
    await page
      .getByText(
        /Bu değeri gösteren alanlar: .*Eğitim lisansları › Öğrenci Lisansı › Fiyat; .*Öğretmen Lisansı › Fiyat/,
      )
      .first()
      .waitFor({ timeout: 15_000 })
    await context.close()
  }, 90_000)
})
