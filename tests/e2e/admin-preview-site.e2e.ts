// E2E: the editor with its preview site, as `npm run admin` gives them to staff, over a temporary copy of the project:
// decap-server writes into the copy, the site's dev server (React Router's, with the content plugin) serves the copy,
// and the built editor is on the same origin. What staff do is seen on the preview site within seconds: a shared price
// changed from a pricing card reaches every page that shows it; a new article has its page, its place in /wiki and
// in its category; a renamed article's old address redirects, and the links to it follow when asked. Also: after a
// save the form is the file; "Yerini göster" brings a broken link into view; publishing works on a phone.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDecapServer, type RunningDecapServer } from '../../scripts/admin/decap-server.ts'
import { buildableCopy } from '../project-copy.ts'
import { reactRouterCli } from '../../scripts/react-router-cli.ts'
import { waitForPort } from '../../scripts/wait-for-port.ts'
import { startEditorProxy, type EditorProxy } from './editor-proxy.ts'
import { freePort } from './free-port.ts'
import { BASE_URL, recordConsoleProblems, setupBrowser } from './helpers.ts'

const browser = setupBrowser()
let copy = ''
let site: ChildProcess | undefined
let siteOrigin = ''
let decap: RunningDecapServer | undefined
let proxy: EditorProxy | undefined

const file = (relative: string) => path.join(copy, relative)
const read = (relative: string) => readFileSync(file(relative), 'utf8')

/** This process's environment without Vitest's variables (and its NODE_ENV=test). */
function outsideVitest(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  )
}

/** Runs a script of the copy with Node (its own type stripping) and waits for it. */
function run(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: copy,
      stdio: 'ignore',
      env: outsideVitest(),
    })
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    )
  })
}

/** The page's HTML from the preview site (its dev server), or '' while it answers otherwise. */
async function sitePage(route: string): Promise<string> {
  const response = await fetch(siteOrigin + route, { redirect: 'manual' }).catch(() => null)
  return response?.status === 200 ? response.text() : ''
}

beforeAll(async () => {
  copy = await buildableCopy(process.cwd(), process.cwd(), 'rhinoturkiye-preview-site-')
  await run('scripts/content/cli.ts')
  const sitePort = await freePort()
  site = spawn(
    process.execPath,
    [reactRouterCli(copy), 'dev', '--host', '127.0.0.1', '--port', String(sitePort), '--strictPort'],
    // Not as a test: vite.config.ts leaves React Router out under Vitest.
    { cwd: copy, stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: outsideVitest() },
  )
  let errors = ''
  site.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const exited = new Promise<never>((_, reject) =>
    site!.once('exit', (code) => reject(new Error(`the preview site exited with ${code}: ${errors}`))),
  )
  exited.catch(() => undefined)
  siteOrigin = `http://127.0.0.1:${sitePort}`
  await waitForPort(sitePort, { name: 'the preview site', timeoutMs: 300_000, exited })
  // The dev server compiles on first use: the pages the tests read, once.
  for (const route of ['/', '/wiki/nurbs-nedir', '/wiki', '/for/education'])
    await vi.waitFor(async () => expect(await sitePage(route)).toContain('</html>'), { timeout: 180_000 })
  decap = await startDecapServer({ folder: copy, port: await freePort() })
  proxy = await startEditorProxy({
    site: siteOrigin,
    admin: BASE_URL,
    api: decap.origin,
    port: await freePort(),
  })
}, 900_000)

afterAll(async () => {
  await proxy?.stop()
  await decap?.stop()
  if (site?.pid && site.exitCode === null) {
    const exited = new Promise((resolve) => site!.once('exit', resolve))
    process.kill(-site.pid, 'SIGTERM')
    await exited
  }
  if (copy) await rm(copy, { recursive: true, force: true })
})

async function openEditor(hash: string, options: BrowserContextOptions = {}) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const page = await context.newPage()
  const problems = recordConsoleProblems(page)
  await page.goto(`${proxy!.url}/admin/`)
  await page.getByRole('button', { name: 'Giriş' }).click()
  await page.getByText('Wiki makaleleri').first().waitFor()
  await page.goto(`${proxy!.url}/admin/${hash}`)
  return { page, close: () => context.close(), problems: () => [...problems] }
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Yayımla', exact: true }).click()
  await page.getByText('Şimdi yayımla', { exact: true }).click()
}

describe('a shared price from a pricing card', () => {
  it('shows its value and place; changing it changes the fact on every page, detaching only by choice', async () => {
    const { page, close } = await openEditor('#/collections/data/entries/pricing')
    await page.getByRole('button', { name: 'Genişlet' }).first().click()
    // The student card's price: the fact's value and where it is changed, never an empty box.
    const card = page.locator('.rhino-fact-card').first()
    const price = card.locator('input[readonly]')
    await expect.poll(() => price.inputValue()).toBe('195 €')
    expect(await card.innerText()).toContain('Temel bilgiler › Fiyatlar (€) › Öğrenci lisansı')
    // Changing it from the card: the fact itself, with the pages that follow named.
    await card.getByRole('button', { name: 'Değeri değiştir' }).click()
    await card.getByRole('textbox', { name: 'Yeni değer' }).fill('199')
    await card.getByRole('button', { name: 'Ortak bilgiyi değiştir (her yerde)' }).click()
    const status = card.getByRole('status')
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toContain('artık 199 €')
    for (const route of ['(/)', '(/for/education)', '(/wiki/sik-sorulan-sorular)'])
      expect(await status.innerText()).toContain(route)
    expect(read('content/data/facts.yaml')).toMatch(/^ {2}ogrenci: 199$/m)
    expect(read('content/data/pricing.yaml')).toContain('price: "{{fiyat.ogrenci}}"')
    // Every page that shows the fact follows on the preview site.
    await vi.waitFor(
      async () => {
        expect(await sitePage('/')).toMatch(/199\s€/)
        expect(await sitePage('/for/education')).toMatch(/199\s€/)
        expect(await sitePage('/wiki/sik-sorulan-sorular')).toContain('öğrenci lisansı 199 EUR')
      },
      { timeout: 60_000, interval: 500 },
    )
    // Detaching is its own, explicit choice; only then does the card hold a fixed price.
    await card.getByRole('button', { name: 'Değeri değiştir' }).click()
    await card.getByRole('textbox', { name: 'Yeni değer' }).fill('205')
    expect(read('content/data/pricing.yaml')).toContain('price: "{{fiyat.ogrenci}}"')
    await page.getByRole('button', { name: /Yalnızca bu alanda kullan/ }).click()
    await publish(page)
    await vi.waitFor(
      () => expect(read('content/data/pricing.yaml')).toMatch(/id: ogrenci[\s\S]*?price: 205\n/),
      {
        timeout: 15_000,
      },
    )
    expect(read('content/data/facts.yaml')).toMatch(/^ {2}ogrenci: 199$/m)
    await close()
  }, 120_000)
})

describe('after publishing', () => {
  it('the form is the file: its status, its publish button and the draft follow what is on disk', async () => {
    const { page, close } = await openEditor('#/collections/data/entries/facts')
    const field = page.getByLabel('Öğrenci lisansı', { exact: true })
    await expect.poll(() => field.inputValue()).toBe('199')
    const status = page.locator('[class*="BackStatus"]').first()
    const publishButtons = page.getByRole('button', { name: 'Yayımla', exact: true })
    await field.fill('201')
    await publish(page)
    await vi.waitFor(() => expect(read('content/data/facts.yaml')).toMatch(/^ {2}ogrenci: 201$/m), {
      timeout: 15_000,
    })
    await expect.poll(() => status.innerText()).toBe('Değişiklikler kaydedildi')
    // A value other than the file's is a change to publish (the stale form called it saved).
    await field.fill('19')
    await field.fill('195')
    await expect.poll(() => status.innerText()).toBe('Kaydedilmemiş değişiklikler var')
    expect(await publishButtons.count()).toBe(1)
    // Back to the file's value: nothing to publish, and no draft of the values typed on the way.
    await field.fill('201')
    await expect.poll(() => status.innerText()).toBe('Değişiklikler kaydedildi')
    expect(await publishButtons.count()).toBe(0)
    await page.waitForTimeout(2500)
    await page.reload()
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('201')
    await page.waitForTimeout(1500)
    expect(await page.getByRole('dialog', { name: 'Kaydedilmemiş bir taslağınız var' }).count()).toBe(0)
    // Back to 195 for the tests after this one.
    await field.fill('195')
    await publish(page)
    await vi.waitFor(() => expect(read('content/data/facts.yaml')).toMatch(/^ {2}ogrenci: 195$/m), {
      timeout: 15_000,
    })
    await close()
  }, 120_000)
})

describe('a new article', () => {
  it('is on the preview site without a restart, in /wiki and in its category', async () => {
    const { page, close } = await openEditor('#/collections/wiki/new')
    await page.getByLabel('Başlık', { exact: true }).fill('Katman Durumları')
    await page
      .getByLabel('Açıklama', { exact: true })
      .fill('Rhino 8 katman durumlarını kaydetme, geri yükleme ve çizim düzenleri arasında kullanma yolları.')
    await page.getByLabel('Kategori', { exact: false }).first().click()
    await page.keyboard.insertText('Genel')
    await page.getByText('Genel Bilgi', { exact: true }).last().click()
    await page.getByRole('button', { name: 'Markdown (satır numaralı)' }).click()
    await page
      .locator('textarea.raw-markdown-text')
      .fill(
        'Katman durumları, katmanların görünürlüğünü ve kilidini tek adla saklar.\n\n## Durum Kaydetme\n- Katmanlar panelinde durumu adlandırın.',
      )
    await publish(page)
    await vi.waitFor(() => expect(existsSync(file('content/wiki/katman-durumlari.md'))).toBe(true), {
      timeout: 15_000,
    })
    // Served by the running dev server, without a restart (how fast is a figure, not a test: a loaded machine is slow).
    await vi.waitFor(
      async () => expect(await sitePage('/wiki/katman-durumlari')).toMatch(/<h1[^>]*>Katman Durumları</),
      { timeout: 60_000, interval: 250 },
    )
    expect(await sitePage('/wiki')).toContain('Katman Durumları')
    expect(await sitePage('/wiki/kategori/genel-bilgi')).toContain('Katman Durumları')
    // "Sitede görüntüle" leads there.
    const live = page.getByRole('link', { name: 'Sitede görüntüle' })
    await expect.poll(() => live.getAttribute('href')).toBe(`${proxy!.url}/wiki/katman-durumlari`)
    await close()
  }, 120_000)
})

describe('renaming an article', () => {
  it('keeps the old address as a redirect and points the links to it to the new one when asked', async () => {
    const { page, close } = await openEditor('#/collections/wiki/entries/hatch-patterns')
    const slug = page.locator('[id^="slug-field"]')
    await slug.fill('hatch-desenleri')
    // The address field's note (the title field has one of its own for a retitle).
    const note = page.getByLabel('turkish-slug alanı').locator('.rhino-slug-note')
    await expect.poll(() => note.innerText(), { timeout: 20_000 }).toContain('Gelişmiş Görüntü Modları')
    expect(await note.innerText()).toContain('Terimler sözlüğü')
    // Ticked by default (issue 47); checked again all the same.
    await page.getByLabel(/Kaydederken bu bağlantıları yeni adrese/).check()
    await publish(page)
    await vi.waitFor(
      () => expect(read('content/wiki/gelismis-goruntu.md')).toContain('](/wiki/hatch-desenleri)'),
      { timeout: 20_000 },
    )
    expect(read('content/wiki/gelismis-goruntu.md')).not.toContain('/wiki/hatch-patterns')
    expect(read('content/data/glossary.yaml')).not.toContain('/wiki/hatch-patterns')
    expect(read('content/wiki/hatch-patterns.md')).toMatch(/eskiAdresler:\n {2}- \/wiki\/hatch-patterns/)
    // The form is the saved file: no "Adres değişiyor" left; the field says where the article is now.
    await expect.poll(() => note.innerText()).toBe('Şu anki adresi: /wiki/hatch-desenleri')
    // The preview site: the new address, and the old one redirecting to it.
    await vi.waitFor(
      async () => {
        const old = await fetch(`${siteOrigin}/wiki/hatch-patterns`, { redirect: 'manual' })
        expect(old.status).toBe(301)
        expect(old.headers.get('location')).toBe('/wiki/hatch-desenleri')
        expect(await sitePage('/wiki/hatch-desenleri')).toMatch(/<h1[^>]*>Tarama Desenleri \(Hatch\)</)
      },
      { timeout: 30_000, interval: 250 },
    )
    const live = page.getByRole('link', { name: 'Sitede görüntüle' })
    await expect.poll(() => live.getAttribute('href')).toBe(`${proxy!.url}/wiki/hatch-desenleri`)
    await close()
  }, 120_000)
})

describe('a problem in the formatted text', () => {
  it('"Yerini göster" brings the broken link into view and selects it', async () => {
    const { page, close } = await openEditor('#/collections/wiki/entries/donanim-kilavuzu')
    const text = page.locator('.rich-content[contenteditable="true"]')
    await text.locator('p').last().click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Ayrıntılar renk makalesinde')
    for (let count = 0; count < 'renk makalesinde'.length; count++)
      await page.keyboard.press('Shift+ArrowLeft')
    await page.getByRole('button', { name: 'Bağlantı ekle' }).click()
    await page
      .getByLabel('Başka bir sitenin ya da sayfanın adresi', { exact: false })
      .fill('/wiki/hatch-renkleri')
    await page.getByRole('button', { name: 'Bağlantıyı ekle' }).click()
    await page.getByRole('button', { name: 'Yine de ekle' }).click()
    await publish(page)
    const list = page.getByRole('region', { name: 'Metindeki sorunlar' })
    await list.waitFor()
    // The problem quotes its sentence, not a line number the formatted view does not show.
    expect(await list.innerText()).toContain('“Ayrıntılar renk makalesinde” — "/wiki/hatch-renkleri"')
    expect(await list.innerText()).not.toMatch(/Satır \d/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await list.scrollIntoViewIfNeeded()
    await list.getByRole('button', { name: 'Yerini göster' }).click()
    const link = text.locator('a[href="/wiki/hatch-renkleri"]')
    await expect
      .poll(async () => {
        const box = await link.boundingBox()
        return box !== null && box.y >= 0 && box.y + box.height <= 900
      })
      .toBe(true)
    expect(await page.evaluate(() => getSelection()?.toString())).toBe('renk makalesinde')
    await close()
  }, 120_000)
})

describe('on a phone (390 px)', () => {
  it('publishes with the bar that stays at the top of the screen', async () => {
    const before = read('content/wiki/trimmed-surfaces.md')
    const { page, close } = await openEditor('#/collections/wiki/entries/trimmed-surfaces', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    const description = page.getByLabel('Açıklama', { exact: true })
    await expect.poll(() => description.inputValue()).not.toBe('')
    await description.fill(
      'Kırpılmış yüzeylerin nasıl saklandığını ve telefondan güncellenen bu açıklamayı anlatır.',
    )
    // Far down the form: the publish button is still on screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const button = page.getByRole('button', { name: 'Yayımla', exact: true })
    const box = await button.boundingBox()
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true)
    await button.tap()
    await page.getByText('Şimdi yayımla', { exact: true }).tap()
    await vi.waitFor(
      () => expect(read('content/wiki/trimmed-surfaces.md')).toContain('telefondan güncellenen'),
      {
        timeout: 15_000,
      },
    )
    expect(read('content/wiki/trimmed-surfaces.md').split('\n').length).toBe(before.split('\n').length)
    await close()
  }, 120_000)
})
