// E2E: the article text in the browser editor as staff write it, with buttons and no Markdown typed: two sections, a
// bold word, a link chosen from the site's pages, a formula and an uploaded image (reduced to 1600 px), saved as
// Markdown that `npm run check` accepts; an existing article with one word added changes in that paragraph only.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../scripts/content/index.ts'
import { axeViolations } from './axe.ts'
import { publish, setupEditorSession } from './editor-session.ts'
import { setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const session = setupEditorSession(browser)
const SLUG = 'katman-renkleri-ve-formuller'

const wikiFile = (slug: string) => path.join(session.copy(), 'content', 'wiki', `${slug}.md`)

async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: false }).first().click()
  await page.keyboard.insertText(typed)
  await page.getByText(option, { exact: true }).last().click()
}

/**
 * With GUIDE_SHOTS=<folder>, the staff guide's screenshots (content/README-images/) are taken from this run of the
 * real editor: `GUIDE_SHOTS=content/README-images npx vitest run --project e2e tests/e2e/admin-rich-text.e2e.ts`.
 */
async function guideShot(target: Locator, name: string): Promise<void> {
  const folder = process.env.GUIDE_SHOTS
  if (folder) await target.screenshot({ path: path.join(folder, `${name}.png`), type: 'png' })
}

/** Width of a WebP or PNG file, from its header. */
function imageWidth(bytes: Buffer): number {
  if (bytes.toString('ascii', 1, 4) === 'PNG') return bytes.readUInt32BE(16)
  const chunk = bytes.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return (bytes.readUIntLE(24, 3) & 0xffffff) + 1
  if (chunk === 'VP8L') return (bytes.readUInt16LE(21) & 0x3fff) + 1
  return bytes.readUInt16LE(26) & 0x3fff
}

/** A 2400×1200 PNG drawn by the browser (a screenshot-sized upload). */
async function largePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 2400
    canvas.height = 1200
    const context = canvas.getContext('2d')!
    context.fillStyle = '#0e7490'
    context.fillRect(0, 0, 2400, 1200)
    context.fillStyle = '#fff'
    context.font = '120px sans-serif'
    context.fillText('Katman paneli', 200, 600)
    return canvas.toDataURL('image/png').split(',')[1]!
  })
  return Buffer.from(base64, 'base64')
}

describe('writing an article with the buttons', () => {
  it(
    'saves headings, bold, a chosen link, a formula and an uploaded image as Markdown that passes the check',
    { timeout: 120_000 },
    async () => {
      const editor = await session.open('#/collections/wiki/new')
      const { page } = editor
      await page.getByLabel('Başlık', { exact: true }).fill('Katman Renkleri ve Formüller')
      await page
        .getByLabel('Açıklama', { exact: true })
        .fill('Katmanlara renk vermenin yolları ve eğri denklemlerinin kısa bir özeti.')
      await choose(page, 'Kategori', 'Özelleş', 'Özelleştirme')
      const text = page.locator('.rich-content[contenteditable="true"]')
      await text.click()
      // Intro with a bold word (Kalın button on, off).
      await page.keyboard.type('Katman renkleri modeli ')
      await page.getByRole('radio', { name: /^Kalın/ }).click()
      await page.keyboard.type('okunur')
      await page.getByRole('radio', { name: /^Kalın/ }).click()
      await page.keyboard.type(' kılar.')
      await page.keyboard.press('Enter')
      // First section: the block type list → Başlık 2.
      const section = async (title: string) => {
        await page.getByRole('combobox', { name: 'Paragraf türü' }).click()
        await page.getByRole('option', { name: 'Başlık 2' }).click()
        await page.keyboard.type(title)
        await page.keyboard.press('Enter')
      }
      await section('Renk Verme')
      await page.keyboard.type('Ayrıntılar NURBS makalesinde')
      // A link to a page chosen from the list: select the words, Bağlantı ekle, pick the article.
      for (let count = 0; count < 'NURBS makalesinde'.length; count++)
        await page.keyboard.press('Shift+ArrowLeft')
      // The page is found by its Turkish title, typed without Turkish letters or capitals.
      await page.getByRole('button', { name: 'Bağlantı ekle' }).click()
      await page.getByLabel('Sitedeki sayfayı arayın', { exact: false }).fill('nurbs ned')
      await page.getByRole('button', { name: /^NURBS Nedir\?? \/wiki\/nurbs-nedir$/ }).click()
      expect(
        await page.getByLabel('Başka bir sitenin ya da sayfanın adresi', { exact: false }).inputValue(),
      ).toBe('/wiki/nurbs-nedir')
      await guideShot(page.locator('.rich-dialog'), 'baglanti-ekle')
      await page.getByRole('button', { name: 'Bağlantıyı ekle' }).click()
      // The cursor on the link: a bar names its page by title, with buttons to change or remove it.
      await text.locator('a[href="/wiki/nurbs-nedir"]').click()
      await expect
        .poll(() => page.locator('.rich-link-bar').innerText())
        .toMatch(/NURBS Nedir.*\/wiki\/nurbs-nedir/)
      await text.click()
      await page.keyboard.press('Control+End')
      await page.keyboard.type('.')
      await page.keyboard.press('Enter')
      await section('Eğri Denklemi')
      await page.keyboard.type('Bir eğri şöyle yazılır: ')
      // A formula with its preview.
      await page.getByRole('button', { name: 'Formül ekle' }).click()
      await page.getByLabel('Formül (LaTeX', { exact: false }).fill('C(u) = \\sum_i N_{i,p}(u) P_i')
      await expect.poll(() => page.locator('.rich-dialog math').count()).toBeGreaterThan(0)
      await guideShot(page.locator('.rich-dialog'), 'formul-ekle')
      await page.getByRole('button', { name: 'Formülü ekle' }).click()
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Enter')
      // An image uploaded from the computer, with its required description.
      const png = await largePng(page)
      await page.getByRole('button', { name: 'Görsel ekle' }).click()
      // A Turkish button opens the computer's file chooser (the browser's own input would say "Choose File").
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Bilgisayardan görsel seç' }).click()
      await (await chooser).setFiles({ name: 'Katman Paneli.png', mimeType: 'image/png', buffer: png })
      await page.locator('.rich-dialog').getByText('Katman Paneli.png').waitFor()
      expect(await page.locator('.rich-dialog').innerText()).not.toMatch(/Choose|No file/)
      await page.getByLabel('Görselin açıklaması', { exact: false }).fill('Katman paneli ve renk sütunu')
      await guideShot(page.locator('.rich-dialog'), 'gorsel-ekle')
      await page.getByRole('button', { name: 'Görseli ekle' }).click()
      // The upload shows in the text at once (the browser's copy), not as a broken image.
      await page.locator('.rich-content img').waitFor({ state: 'attached' })
      await expect
        .poll(() =>
          page.locator('.rich-content img').evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0)
      await guideShot(page.locator('.article-body'), 'bicimli-metin')

      await publish(page)
      await vi.waitFor(
        () => expect(existsSync(wikiFile(SLUG)) && readFileSync(wikiFile(SLUG), 'utf8')).toMatch(/\n$/),
        { timeout: 15_000 },
      )
      // The image is committed with the article, reduced to 1600 px wide.
      const uploaded = path.join(session.copy(), 'public', 'images', 'wiki', 'katman-paneli.webp')
      // Polled until the whole file is there: the editor's server may still be writing it when it first appears.
      await vi.waitFor(() => expect(imageWidth(readFileSync(uploaded))).toBe(1600), { timeout: 15_000 })
      const file = readFileSync(wikiFile(SLUG), 'utf8')
      const body = file.slice(file.indexOf('\n---\n') + 5)
      expect(body).toBe(
        [
          '',
          'Katman renkleri modeli **okunur** kılar.',
          '',
          '## Renk Verme',
          '',
          'Ayrıntılar [NURBS makalesinde](/wiki/nurbs-nedir).',
          '',
          '## Eğri Denklemi',
          '',
          'Bir eğri şöyle yazılır: $C(u) = \\sum_i N_{i,p}(u) P_i$',
          '',
          '![Katman paneli ve renk sütunu](/images/wiki/katman-paneli.webp)',
          '',
        ].join('\n'),
      )
      // `npm run check` on the copy, and the page a rebuild pre-renders with its two sections.
      const content = await loadContent(session.copy())
      expect(content.manifest.find((entry) => entry.path === `/wiki/${SLUG}`)?.title).toBe(
        'Katman Renkleri ve Formüller',
      )
      expect(
        content.articles.find((article) => article.slug === SLUG)?.sections.map((item) => item.id),
      ).toEqual(['renk-verme', 'egri-denklemi'])
      // The preview beside the form shows the sections as the page will.
      await expect
        .poll(() => page.locator('iframe').first().contentFrame().locator('h3').allInnerTexts())
        .toEqual(['Renk Verme', 'Eğri Denklemi'])
      expect(editor.problems().filter((line) => !line.includes('status of 404'))).toEqual([])
      await editor.context.close()
    },
  )
})

describe('an existing article', () => {
  it.each(['nurbs-nedir', 'trimmed-surfaces', 'nurbs-matematiksel-tanimi'])(
    '%s: a word added to the first paragraph changes that paragraph only',
    async (slug) => {
      const before = readFileSync(wikiFile(slug), 'utf8')
      const editor = await session.open(`#/collections/wiki/entries/${slug}`)
      const { page } = editor
      const text = page.locator('.rich-content[contenteditable="true"]')
      await text.locator('p').first().click()
      await page.keyboard.press('Control+Home')
      await page.keyboard.type('Yenieklenen ')
      await publish(page)
      // decap-server empties the file, then writes it: wait for the new text, not just for a change.
      await vi.waitFor(() => expect(readFileSync(wikiFile(slug), 'utf8')).toContain('Yenieklenen '), {
        timeout: 15_000,
      })
      const after = readFileSync(wikiFile(slug), 'utf8')
      const changed = before.split('\n').filter((line, index) => after.split('\n')[index] !== line)
      expect(changed).toHaveLength(1)
      expect(after.replace('Yenieklenen ', '')).toBe(before)
      expect(editor.problems()).toEqual([])
      await editor.context.close()
    },
  )
})

describe('a refused save in the formatted text', () => {
  it(
    "lists the text's problems and marks the broken link and formula at their place",
    { timeout: 90_000 },
    async () => {
      const editor = await session.open('#/collections/wiki/entries/nurbs-nedir')
      const { page } = editor
      const text = page.locator('.rich-content[contenteditable="true"]')
      await text.locator('p').first().click()
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Bozuk ')
      // A link to a page that does not exist, typed as an address in the link dialog.
      await page.keyboard.type('bağlantı')
      for (let count = 0; count < 'bağlantı'.length; count++) await page.keyboard.press('Shift+ArrowLeft')
      await page.getByRole('button', { name: 'Bağlantı ekle' }).click()
      await page
        .getByLabel('Başka bir sitenin ya da sayfanın adresi', { exact: false })
        .fill('/wiki/boyle-bir-sayfa-yok')
      await page.getByRole('button', { name: 'Bağlantıyı ekle' }).click()
      // The dialog says at once that the address is not a page; staff may still insist.
      await page.getByRole('alert').filter({ hasText: 'sitede bir sayfa değil' }).waitFor()
      await page.getByRole('button', { name: 'Yine de ekle' }).click()
      await publish(page)
      const list = page.getByRole('region', { name: 'Metindeki sorunlar' })
      await list.waitFor()
      expect(await list.innerText()).toContain(
        '"/wiki/boyle-bir-sayfa-yok" bağlantısının gösterdiği sayfa yok',
      )
      // The link is outlined in the text, and its button puts the cursor on it.
      const marked = text.locator('a.rich-problem')
      await expect.poll(() => marked.getAttribute('href')).toBe('/wiki/boyle-bir-sayfa-yok')
      await list.getByRole('button', { name: 'Yerini göster' }).first().click()
      expect(await page.evaluate(() => getSelection()?.toString())).toBe('bağlantı')
      expect(editor.problems()).toEqual([])
      await editor.context.close()
    },
  )
})

describe('unsaved writing', () => {
  it(
    'is kept as a draft when leaving and comes back into the formatted text',
    { timeout: 90_000 },
    async () => {
      const slug = 'hatch-patterns'
      const before = readFileSync(wikiFile(slug), 'utf8')
      const editor = await session.open(`#/collections/wiki/entries/${slug}`)
      const { page } = editor
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.accept()
      })
      const text = page.locator('.rich-content[contenteditable="true"]')
      await text.locator('p').first().click()
      await page.keyboard.press('Control+Home')
      await page.keyboard.type('Taslakkelimesi ')
      await page.goto(`${session.origin()}/admin/#/collections/wiki`)
      await page.getByText('Donanım Kılavuzu').first().waitFor()
      expect(dialogs[0]).toContain('taslak olarak saklanır')
      await page.goto(`${session.origin()}/admin/#/collections/wiki/entries/${slug}`)
      await page
        .getByRole('dialog', { name: 'Kaydedilmemiş bir taslağınız var' })
        .getByRole('button', { name: 'Taslağı geri yükle' })
        .click({ timeout: 15_000 })
      await expect.poll(() => text.innerText()).toContain('Taslakkelimesi')
      expect(readFileSync(wikiFile(slug), 'utf8')).toBe(before)
      expect(editor.problems()).toEqual([])
      await editor.context.close()
    },
  )
})

/** Puts the cursor at the end of `block` (End alone goes to the end of its first screen line only). */
async function cursorAtEnd(block: Locator): Promise<void> {
  await block.click()
  await block.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    range.collapse(false)
    getSelection()?.removeAllRanges()
    getSelection()?.addRange(range)
  })
}

/** With SHOTS=<folder>, screenshots of the editor for a person to look at (kept out of git). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: path.join(process.env.SHOTS, `${name}.png`) })
}

describe('facts in the text', () => {
  it(
    'shows them as chips with their values, inserts one from the toolbar, removes one whole and saves references',
    { timeout: 120_000 },
    async () => {
      const slug = 'ogretmen-wiki'
      const before = readFileSync(wikiFile(slug), 'utf8')
      const editor = await session.open(`#/collections/wiki/entries/${slug}`)
      const { page } = editor
      const text = page.locator('.rich-content[contenteditable="true"]')
      // The student price is a chip reading 195, named as shared information with its place in the facts form.
      const price = text.getByRole('img', {
        name: /^195\. Ortak bilgi: Öğrenci lisansı — Temel bilgiler › Fiyatlar/,
      })
      await price.first().waitFor()
      expect(await price.first().innerText()).toBe('195')
      expect(await text.innerText()).not.toContain('{{')
      await price.first().scrollIntoViewIfNeeded()
      await shot(page, 'chips-1280')
      expect(await axeViolations(page)).toEqual([])
      // A click selects a chip (Backspace or Delete would then remove it).
      const rate = text.locator('.rich-fact[data-fact="kdv.oran"]')
      await rate.click()
      await expect.poll(() => rate.getAttribute('class')).toContain('rich-fact-selected')
      // A new sentence with a fact chosen from the toolbar's list.
      const paragraph = text.locator('p').first()
      await cursorAtEnd(paragraph)
      await page.keyboard.type(' Deneme süresi ')
      await page.getByRole('button', { name: 'Ortak bilgi ekle' }).click()
      const dialog = page.getByRole('dialog', { name: 'Ortak bilgi ekle' })
      await dialog.getByLabel('Ortak bilgi', { exact: true }).selectOption({ label: 'Gün sayısı: 90' })
      expect(await dialog.innerText()).toContain('Ortak bilgi: Gün sayısı — Temel bilgiler › Deneme sürümü')
      await shot(page, 'chips-dialog-1280')
      await guideShot(dialog, 'ortak-bilgi-ekle')
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Metne ekle' }).click()
      await page.keyboard.type(' gündür.')
      await expect
        .poll(() => paragraph.getByRole('img', { name: /^90\. Ortak bilgi: Gün sayısı/ }).count())
        .toBe(1)
      // A second fact, then removed: Backspace beside it selects it whole (typing then writes after it), a second
      // Backspace removes the whole reference.
      await page.keyboard.type(' Ticari ')
      await page.getByRole('button', { name: 'Ortak bilgi ekle' }).click()
      await dialog.getByLabel('Ortak bilgi', { exact: true }).selectOption({ label: 'Ticari lisans: 995' })
      await dialog.getByRole('button', { name: 'Metne ekle' }).click()
      const commercial = paragraph.locator('.rich-fact[data-fact="fiyat.ticari"]')
      await commercial.waitFor()
      await page.keyboard.press('Backspace')
      await expect.poll(() => commercial.getAttribute('class')).toContain('rich-fact-selected')
      await page.keyboard.type('x')
      expect(await commercial.count()).toBe(1)
      await expect.poll(() => paragraph.innerText()).toMatch(/Ticari 995x$/)
      // x, then the chip in two presses, then " Ticari ".
      for (let press = 0; press < 3 + ' Ticari '.length; press++) await page.keyboard.press('Backspace')
      expect(await commercial.count()).toBe(0)
      await expect.poll(() => paragraph.innerText()).toMatch(/Deneme süresi 90 gündür\.$/)
      await publish(page)
      await vi.waitFor(
        () => expect(readFileSync(wikiFile(slug), 'utf8')).toContain('Deneme süresi {{deneme.gun}}'),
        {
          timeout: 15_000,
        },
      )
      const after = readFileSync(wikiFile(slug), 'utf8')
      // Only the edited paragraph changed; every fact of the file is still a reference.
      const changed = after.split('\n').filter((line, index) => before.split('\n')[index] !== line)
      expect(changed).toHaveLength(1)
      expect(changed[0]).toMatch(/ Deneme süresi \{\{deneme\.gun\}\} gündür\.$/)
      expect(after.replace(' Deneme süresi {{deneme.gun}} gündür.', '')).toBe(before)
      expect(editor.problems()).toEqual([])
      await editor.context.close()
    },
  )

  it(
    'shows an unknown fact as a broken chip; the save is refused quoting its sentence until it is removed',
    { timeout: 120_000 },
    async () => {
      const slug = 'lisans-yonetimi'
      const before = readFileSync(wikiFile(slug), 'utf8')
      const editor = await session.open(`#/collections/wiki/entries/${slug}`)
      const { page } = editor
      const text = page.locator('.rich-content[contenteditable="true"]')
      const paragraph = text.locator('p').first()
      await cursorAtEnd(paragraph)
      // Typed as a reference, it becomes a chip; this one names no fact.
      await page.keyboard.type(' Deneme {{deneme.gunn}} gün sürer.')
      const broken = paragraph.locator('.rich-fact[data-fact="deneme.gunn"]')
      await broken.waitFor()
      expect(await broken.innerText()).toBe('bilinmeyen bilgi: deneme.gunn')
      expect(await broken.getAttribute('aria-label')).toContain('Temel bilgilerde yok')
      await publish(page)
      const list = page.getByRole('region', { name: 'Metindeki sorunlar' })
      await list.waitFor()
      expect(await list.innerText()).toMatch(
        /“.*Deneme bilinmeyen bilgi: deneme\.gunn gün sürer\.” — Temel bilgilerde “deneme\.gunn” diye bir ortak bilgi yok/,
      )
      await shot(page, 'chips-unknown-1280')
      expect(readFileSync(wikiFile(slug), 'utf8')).toBe(before)
      // "Yerini göster" selects the broken chip; Backspace removes it; the save goes through.
      await list.getByRole('button', { name: 'Yerini göster' }).click()
      await expect.poll(() => broken.getAttribute('class')).toContain('rich-fact-selected')
      await page.keyboard.press('Backspace')
      expect(await broken.count()).toBe(0)
      await publish(page)
      await vi.waitFor(() => expect(readFileSync(wikiFile(slug), 'utf8')).toContain(' Deneme  gün sürer.'), {
        timeout: 15_000,
      })
      await editor.context.close()
    },
  )

  it('fit a phone screen', { timeout: 90_000 }, async () => {
    const editor = await session.open('#/collections/wiki/entries/sik-sorulan-sorular', { width: 390 })
    const { page } = editor
    const chip = page.locator('.rich-content .rich-fact').first()
    await chip.waitFor()
    await chip.scrollIntoViewIfNeeded()
    await shot(page, 'chips-390')
    expect(await axeViolations(page)).toEqual([])
    // The toolbar's list fits the screen.
    await page.getByRole('button', { name: 'Ortak bilgi ekle' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ortak bilgi ekle' })
    await dialog.getByLabel('Ortak bilgi', { exact: true }).selectOption({ label: 'Öğrenci lisansı: 195' })
    const box = await dialog.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await shot(page, 'chips-dialog-390')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Vazgeç' }).click()
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  })
})
