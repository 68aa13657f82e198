// E2E: the browser editor at /admin (Decap CMS) in local mode, as `npm run admin` runs it: decap-server over a
// temporary copy of content/ and public/ on loopback, the built dist/ from the suite's server, the API on the same
// origin. Creating, keeping, refusing and previewing articles; each policy on its path; decap-server on loopback only.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDecapServer, type RunningDecapServer } from '../../scripts/admin/decap-server.ts'
import { launchBrowser } from '../../scripts/bench/browser.ts'
import { loadContent } from '../../scripts/content/index.ts'
import { adminContentSecurityPolicy, contentSecurityPolicy } from '../../scripts/security-headers.ts'
import { dataCollections } from '../../src/admin/collections.ts'
import { freePort } from './free-port.ts'
import { axeViolations } from './axe.ts'
import { BASE_URL, recordConsoleProblems, setupBrowser } from './helpers.ts'
import { startEditorProxy, type EditorProxy } from './editor-proxy.ts'
import { DIST } from './manifest.ts'

const browser = setupBrowser()
const NEW_SLUG = 'cizim-sablonlari-ve-ipuclari'
const PRODUCTION_HOST = 'rhinoturkiye.test'
/** An article with what the Markdown pipeline must keep: nested lists, math, escapes, a quoted title. */
const FIXTURE = `---
title: "Eğriler: Matematiksel Notlar"
description: İç içe listeler ve formüllerle eğri matematiğinin kısa özeti.
category: genel-bilgi
order: 99
---

Bir NURBS eğrisi $C(u) = \\sum_i N_{i,p}(u) w_i P_i$ biçiminde yazılır; ağırlıklar \\* ile çarpılır.

## Tanımlar
- Kontrol noktaları
  - Ağırlıklı noktalar
    1. Homojen koordinatlar
- Düğüm vektörü: $$U = \\{0, 0, 0, 1, 1, 1\\}$$

## Örnek
\`\`\`text
Degree = 3
\`\`\`
`

let copy = ''
let decap: RunningDecapServer
let proxy: EditorProxy

const wikiFile = (slug: string) => path.join(copy, 'content', 'wiki', `${slug}.md`)
const wikiFiles = () => readdirSync(path.join(copy, 'content', 'wiki')).sort()

beforeAll(async () => {
  copy = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-admin-'))
  await cp('content', path.join(copy, 'content'), { recursive: true })
  await cp('public', path.join(copy, 'public'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}_data`),
  })
  await writeFile(wikiFile('egri-notlari'), FIXTURE)
  decap = await startDecapServer({ folder: copy, port: await freePort(process.env.E2E_DECAP_PORT) })
  proxy = await startEditorProxy({
    site: BASE_URL,
    api: decap.origin,
    port: await freePort(process.env.E2E_ADMIN_PORT),
  })
})

afterAll(async () => {
  await proxy?.stop()
  await decap?.stop()
  if (copy) await rm(copy, { recursive: true, force: true })
})

interface Editor {
  page: Page
  context: BrowserContext
  /** Console errors and warnings, page errors, and CSP violations seen so far. */
  problems: () => Promise<string[]>
}

/** The editor at `hash` in local mode, signed in (decap-server's login needs only the button). */
async function openEditor(hash: string, origin = proxy.url, chromium: Browser = browser()): Promise<Editor> {
  const context = await chromium.newContext({ viewport: { width: 1400, height: 1000 } })
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as { __violations?: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    )
  })
  const page = await context.newPage()
  const errors = recordConsoleProblems(page)
  await page.goto(`${origin}/admin/`, { waitUntil: 'load' })
  if (origin === proxy.url) {
    await page.getByRole('button', { name: 'Giriş' }).click()
    await page.getByText('Wiki makaleleri').first().waitFor()
  }
  if (hash) await page.goto(`${origin}/admin/${hash}`)
  return {
    page,
    context,
    problems: async () => [
      ...errors,
      ...(await page.evaluate(() => (window as { __violations?: string[] }).__violations ?? [])),
    ],
  }
}

/** Types `text` as Markdown in the article text's Markdown view (the formatted view is tested in admin-rich-text). */
async function typeBody(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Markdown (satır numaralı)' }).click()
  await page.locator('textarea.raw-markdown-text').fill(text)
}

async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: false }).first().click()
  await page.keyboard.insertText(typed)
  await page.getByText(option, { exact: true }).last().click()
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Yayımla', exact: true }).click()
  await page.getByText('Şimdi yayımla').click()
}

describe('a new article', () => {
  it(
    'is written with the expected frontmatter and body, passes the content check and gets its page',
    { timeout: 90_000 },
    async () => {
      const editor = await openEditor('#/collections/wiki/new')
      const { page } = editor
      await page.getByLabel('Başlık', { exact: true }).fill('Çizim Şablonları ve İpuçları')
      await page
        .getByLabel('Açıklama', { exact: true })
        .fill('Rhino 8 çizim şablonlarını hazırlama, paylaşma ve yeni dosyalarda kullanma yolları.')
      await choose(page, 'Kategori', 'Özelleş', 'Özelleştirme')
      // The slug follows the title, folded the Turkish way.
      await expect.poll(() => page.locator('[id^="slug-field"]').inputValue()).toBe(NEW_SLUG)
      await choose(page, 'Üst makale', 'Özel Araç', 'Özel Araç Çubuğu')
      await typeBody(
        page,
        [
          'Çizim şablonları, her yeni modelde aynı birimleri, katmanları ve ölçü stillerini hazır bulmanızı sağlar.',
          '',
          '## Şablon Dosyası Hazırlama',
          '- Birimleri, katmanları ve ölçü stillerini ayarlayıp dosyayı `SaveAsTemplate` ile kaydedin.',
          '',
          '## Şablonu Varsayılan Yapma',
          '- Seçenekler penceresinin Dosyalar bölümünde varsayılan şablonu seçin.',
        ].join('\n'),
      )
      // The preview is the page: the site's component draws the sections as the visitor will see them.
      const preview = page.locator('iframe').first().contentFrame()
      await expect
        .poll(() => preview.locator('h3').allInnerTexts())
        .toEqual(['Şablon Dosyası Hazırlama', 'Şablonu Varsayılan Yapma'])
      await publish(page)
      // decap-server creates the file, then writes it: wait for the whole text.
      await vi.waitFor(
        () =>
          expect(existsSync(wikiFile(NEW_SLUG)) && readFileSync(wikiFile(NEW_SLUG), 'utf8')).toMatch(/\n$/),
        {
          timeout: 15_000,
        },
      )
      expect(readFileSync(wikiFile(NEW_SLUG), 'utf8')).toBe(`---
title: Çizim Şablonları ve İpuçları
description: Rhino 8 çizim şablonlarını hazırlama, paylaşma ve yeni dosyalarda kullanma yolları.
category: ozellestirme
slug: ${NEW_SLUG}
parent: ozel-arac-cubugu
---

Çizim şablonları, her yeni modelde aynı birimleri, katmanları ve ölçü stillerini hazır bulmanızı sağlar.

## Şablon Dosyası Hazırlama
- Birimleri, katmanları ve ölçü stillerini ayarlayıp dosyayı \`SaveAsTemplate\` ile kaydedin.

## Şablonu Varsayılan Yapma
- Seçenekler penceresinin Dosyalar bölümünde varsayılan şablonu seçin.
`)
      // `npm run check` on the copy, and the route a rebuild pre-renders.
      const content = await loadContent(copy)
      const route = content.manifest.find((entry) => entry.path === `/wiki/${NEW_SLUG}`)
      expect(route?.title).toBe('Çizim Şablonları ve İpuçları')
      // Wiki → its category page → the parent article chosen in the form → the article.
      expect(route?.breadcrumb.map((item) => item.label)).toEqual([
        'Wiki',
        'Özelleştirme',
        'Özel Araç Çubuğu',
        'Çizim Şablonları ve İpuçları',
      ])
      expect(
        content.articles.find((article) => article.slug === NEW_SLUG)?.sections.map((section) => section.id),
      ).toEqual(['sablon-dosyasi-hazirlama', 'sablonu-varsayilan-yapma'])
      expect(await editor.problems()).toEqual([])
      await editor.context.close()
    },
  )

  it('says it is not saved yet before its first save, never "Değişiklikler kaydedildi"', async () => {
    const editor = await openEditor('#/collections/wiki/new')
    await editor.page.getByText('Henüz kaydedilmedi').first().waitFor()
    expect(await editor.page.getByText('Değişiklikler kaydedildi').count()).toBe(0)
    await editor.context.close()
  })

  it('without a title and with a broken link: one Turkish message lists both, and no file is written', async () => {
    const before = wikiFiles()
    const editor = await openEditor('#/collections/wiki/new')
    const { page } = editor
    await page.getByLabel('Açıklama', { exact: true }).fill('Başlığı unutulmuş bir makale.')
    await choose(page, 'Kategori', 'Genel', 'Genel Bilgi')
    await typeBody(page, 'Giriş.\n\n## Bölüm\n- [Madde](/wiki/olmayan-sayfa)')
    await publish(page)
    await expect.poll(() => page.getByText('Başlık gerekli.').count()).toBeGreaterThan(0)
    // The field's problem and the text's in the same message (docs/decap/one-message-for-a-refused-save.md), not in two rounds.
    const message = page.getByText('Kaydedilmedi.', { exact: false }).first()
    await message.waitFor()
    expect(await message.innerText()).toMatch(
      /Başlık gerekli\.[\s\S]*metin, satır 4: "\/wiki\/olmayan-sayfa" bağlantısının gösterdiği sayfa yok/,
    )
    expect(await page.getByText('Gerekli bir alan eksik').count()).toBe(0)
    expect(wikiFiles()).toEqual(before)
    expect(await editor.problems()).toEqual([])
    await editor.context.close()
  })
})

describe('the check before saving', () => {
  it('refuses an article `npm run check` would refuse, lists why in Turkish, writes nothing and keeps the text', async () => {
    const before = wikiFiles()
    const editor = await openEditor('#/collections/wiki/new')
    const { page } = editor
    await page.getByLabel('Başlık', { exact: true }).fill('Katman Renkleri')
    await page
      .getByLabel('Açıklama', { exact: true })
      .fill('Katmanlara renk ve çizgi kalınlığı vermenin yolları.')
    await choose(page, 'Kategori', 'Özelleş', 'Özelleştirme')
    await typeBody(
      page,
      [
        'Katman renkleri modeli okunur kılar; eğitim fiyatı {{fiyat.ogrencii}}.',
        '',
        '## Renk Verme',
        '- Ayrıntılar [NURBS Nedir](/wiki/nurbs-nedirr) sayfasında.',
      ].join('\n'),
    )
    await publish(page)
    const alert = page.getByText('Kaydedilmedi.', { exact: false })
    await alert.first().waitFor()
    const text = await alert.first().innerText()
    expect(text).toContain('metin, satır 1: "{{fiyat.ogrencii}}" diye bir bilgi yok')
    expect(text).toContain('metin, satır 4: "/wiki/nurbs-nedirr" bağlantısının gösterdiği sayfa yok')
    expect(wikiFiles()).toEqual(before)
    // Nothing typed is lost: the form keeps the text to correct.
    const raw = page.locator('textarea.raw-markdown-text')
    expect(await raw.inputValue()).toContain('/wiki/nurbs-nedirr')
    // Each problem of the text is listed above it, and its button selects its line.
    const list = page.getByRole('region', { name: 'Metindeki sorunlar' })
    expect(await list.innerText()).toContain(
      'Satır 4: "/wiki/nurbs-nedirr" bağlantısının gösterdiği sayfa yok',
    )
    await list.getByRole('button', { name: 'Yerini göster' }).last().click()
    expect(
      await raw.evaluate((area: HTMLTextAreaElement) =>
        area.value.slice(area.selectionStart, area.selectionEnd),
      ),
    ).toBe('- Ayrıntılar [NURBS Nedir](/wiki/nurbs-nedirr) sayfasında.')
    // A refused save is an answer, not a fault: nothing in the console, no uncaught error (docs/decap/refused-save-unhandled-rejection.md).
    expect(await editor.problems()).toEqual([])
    await editor.context.close()
  })
})

describe('images', () => {
  it('upload from the media library to public/images/wiki/, and an article showing one is saved', async () => {
    const editor = await openEditor('')
    const { page } = editor
    await page.getByRole('button', { name: 'Medya' }).click()
    await page.getByText('Yükle').first().waitFor()
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
      'base64',
    )
    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'katman-paneli.png',
      mimeType: 'image/png',
      buffer: png,
    })
    const uploaded = path.join(copy, 'public', 'images', 'wiki', 'katman-paneli.png')
    await vi.waitFor(() => expect(existsSync(uploaded) && readFileSync(uploaded)).toEqual(png), {
      timeout: 15_000,
    })
    await editor.context.close()

    // The live site does not have it yet; the repository does: the check before saving finds it there.
    const writer = await openEditor('#/collections/wiki/new')
    await writer.page.getByLabel('Başlık', { exact: true }).fill('Katman Paneli')
    await writer.page.getByLabel('Açıklama', { exact: true }).fill('Katman panelinin bölümleri ve kullanımı.')
    await choose(writer.page, 'Kategori', 'Özelleş', 'Özelleştirme')
    await typeBody(
      writer.page,
      [
        'Katman paneli modeldeki katmanları tek listede gösterir.',
        '',
        '## Panelin Görünüşü',
        '![Katman paneli ve katman listesi](/images/wiki/katman-paneli.png)',
      ].join('\n'),
    )
    await publish(writer.page)
    await vi.waitFor(
      () =>
        expect(readFileSync(wikiFile('katman-paneli'), 'utf8')).toContain('(/images/wiki/katman-paneli.png)'),
      { timeout: 15_000 },
    )
    await expect(loadContent(copy)).resolves.toBeDefined()
    // The suite serves the built site, which does not have the new image: the preview's <img> and the check's
    // request for it get 404 (the dev server of `npm run admin` serves public/ as it is). Nothing else is reported.
    expect((await writer.problems()).filter((line) => !line.includes('status of 404'))).toEqual([])
    await writer.context.close()
  }, 60_000)
})

describe('the article list', () => {
  it('lists the articles but not the _ files (template, drafts)', async () => {
    const editor = await openEditor('#/collections/wiki')
    await editor.page.getByText('Donanım Kılavuzu').first().waitFor()
    expect(await editor.page.getByText('Makalenin Başlığı').count()).toBe(0)
    await editor.context.close()
  })
})

describe('an existing article', () => {
  it.each(['donanim-kilavuzu', 'bezier-egrileri-nedir', 'egri-notlari'])(
    '%s (tables, code, nested lists, math): opening changes nothing, and an edit changes only its own line',
    async (slug) => {
      const original = readFileSync(wikiFile(slug), 'utf8')
      const editor = await openEditor(`#/collections/wiki/entries/${slug}`)
      const { page } = editor
      const description = page.getByLabel('Açıklama', { exact: true })
      await expect.poll(() => description.inputValue()).not.toBe('')
      // Nothing to publish: Decap saw no change (no widget rewrote a value on opening).
      // Polled for up to 10 s: Decap settles its state after typing on its own schedule (seconds on a busy machine).
      await expect.poll(() => page.getByText('Değişiklikler kaydedildi').count(), { timeout: 10_000 }).toBe(1)
      await expect
        .poll(() => page.getByRole('button', { name: 'Yayımla', exact: true }).count(), { timeout: 10_000 })
        .toBe(0)
      expect(readFileSync(wikiFile(slug), 'utf8')).toBe(original)
      // Typing a letter and taking it back is no change either.
      await description.press('End')
      await description.press('x')
      await description.press('Backspace')
      await expect.poll(() => page.getByText('Değişiklikler kaydedildi').count(), { timeout: 10_000 }).toBe(1)

      await description.fill('Personelin tarayıcıdaki editörle güncellediği açıklama.')
      await publish(page)
      await vi.waitFor(
        () => expect(readFileSync(wikiFile(slug), 'utf8')).toContain('tarayıcıdaki editörle'),
        {
          timeout: 15_000,
        },
      )
      const written = readFileSync(wikiFile(slug), 'utf8')
      const before = original.split('\n')
      const after = written.split('\n')
      expect(after.length).toBe(before.length)
      expect(after.filter((line, index) => line !== before[index])).toEqual([
        'description: Personelin tarayıcıdaki editörle güncellediği açıklama.',
      ])
      expect(await editor.problems()).toEqual([])
      await editor.context.close()
    },
  )

  it('shows its preview with the title, sections, links and the site stylesheet', async () => {
    const editor = await openEditor('#/collections/wiki/entries/gelismis-goruntu')
    const preview = editor.page.locator('iframe').first().contentFrame()
    await expect.poll(() => preview.locator('h1').innerText()).toBe('Gelişmiş Görüntü Modları')
    const sections = readFileSync(wikiFile('gelismis-goruntu'), 'utf8').match(/^## .+$/gm) ?? []
    await expect.poll(() => preview.locator('h3').count()).toBe(sections.length)
    expect(await preview.locator('a[href="/wiki/hatch-patterns"]').count()).toBeGreaterThan(0)
    // The site's CSS applies: the heading has the page's size and weight, the breadcrumb is there.
    const heading = await preview.locator('h1').evaluate((element) => {
      const style = getComputedStyle(element)
      return { weight: style.fontWeight, size: style.fontSize }
    })
    expect(heading).toEqual({ weight: '700', size: '36px' })
    expect(await preview.locator('nav[aria-label] a[href="/wiki"]').count()).toBeGreaterThan(0)
    expect(await editor.problems()).toEqual([])
    await editor.context.close()
  })
})

describe('data collections', () => {
  const offices = dataCollections.find((collection) => collection.name === 'offices')
  it.skipIf(!offices)(
    "a dealer's phone number changes in that one place and validates",
    async () => {
      const file = path.join(copy, offices!.file)
      const original = readFileSync(file, 'utf8')
      const editor = await openEditor(`#/collections/data/entries/${offices!.name}`)
      // The third dealer: the first two take their phone numbers from the facts file ({{ofis.istanbul.telefon}}).
      // Decap shows the dealers list collapsed to its summary ('5 dealers'); its first Genişlet (expand) button opens it.
      await editor.page.getByRole('button', { name: 'Genişlet' }).first().click()
      const phone = editor.page.locator('input[id^="phone-field"]').nth(2)
      const previous = await phone.inputValue()
      expect(previous).toBe('+90 312 555 34 27')
      await phone.fill('+90 312 555 44 33')
      await publish(editor.page)
      // decap-server empties the file, then writes it: wait for the new text, not just for a change.
      await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('+90 312 555 44 33'), {
        timeout: 15_000,
      })
      const changed = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line, index) => line !== original.split('\n')[index])
      expect(changed).toHaveLength(1)
      expect(changed[0]).toContain('+90 312 555 44 33')
      expect(original).toContain(previous)
      await loadContent(copy)
      await editor.context.close()
    },
    60_000,
  )
})

describe('accessibility and small screens', () => {
  const screens = [
    ['the article list', '#/collections/wiki'],
    ['a new article with its preview', '#/collections/wiki/new'],
    ['an article in the formatted text editor', '#/collections/wiki/entries/nurbs-matematiksel-tanimi'],
    ['the offices form', '#/collections/data/entries/offices'],
    ['the pricing form, whose prices are facts', '#/collections/data/entries/pricing'],
  ] as const

  it.each([1280, 390, 360])(
    'at %i px: axe finds nothing and the publish button is on screen',
    async (width) => {
      const editor = await openEditor('')
      await editor.page.setViewportSize({ width, height: 900 })
      for (const [name, hash] of screens) {
        await editor.page.goto(`${proxy.url}/admin/${hash}`)
        await editor.page
          .getByText(name === 'the article list' ? 'Wiki makaleleri' : 'Yayımla')
          .first()
          .waitFor()
        if (name === 'a new article with its preview') await editor.page.locator('#preview-pane').waitFor()
        if (name === 'an article in the formatted text editor')
          await editor.page.locator('.rich-content[contenteditable="true"]').waitFor()
        expect(await axeViolations(editor.page), name).toEqual([])
        if (name === 'an article in the formatted text editor') {
          // The toolbar's dialogs, open: the link dialog (pages by title) and the image dialog, each on screen.
          const { page } = editor
          await page.locator('.rich-content[contenteditable="true"] p').first().click()
          for (const [button, dialog] of [
            ['Bağlantı ekle', 'link dialog'],
            ['Görsel ekle', 'image dialog'],
          ] as const) {
            await page.getByRole('button', { name: button }).click()
            const open = page.locator('dialog[open]')
            await open.waitFor()
            expect(await axeViolations(page), dialog).toEqual([])
            const box = await open.boundingBox()
            expect(box && box.x >= 0 && box.x + box.width <= width, dialog).toBe(true)
            await page.keyboard.press('Escape')
            await open.waitFor({ state: 'detached' })
          }
        }
        expect(
          await editor.page.evaluate(() => document.documentElement.scrollWidth),
          name,
        ).toBeLessThanOrEqual(width)
        if (name !== 'the article list') {
          // A new entry shows the Yayımla button, an unchanged one its Yayımlandı status in the same place.
          const box = await editor.page
            .getByText(/^Yayımla(ndı)?$/)
            .first()
            .boundingBox()
          expect(box && box.x + box.width, name).toBeLessThanOrEqual(width)
        }
      }
      expect(await editor.problems()).toEqual([])
      await editor.context.close()
    },
    60_000,
  )
})

describe('headers and policies', () => {
  it('/admin/ carries the admin policy alone, / and /wiki the strict one', async () => {
    const strict = contentSecurityPolicy()
    expect(strict).not.toContain('unsafe-eval')
    for (const [route, policy] of [
      ['/admin/', adminContentSecurityPolicy()],
      ['/', strict],
      ['/wiki', strict],
    ] as const) {
      const response = await fetch(BASE_URL + route)
      expect(response.status, route).toBe(200)
      expect(response.headers.get('content-security-policy'), route).toBe(policy)
    }
    const admin = await fetch(BASE_URL + '/admin/')
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
  })

  it('the published editor starts with no CSP violation or console error (the Git host sign-in screen)', async () => {
    // Served under a host name that is not loopback, as in production: no local-mode probe, the Git host's login.
    // Chromium treats it as the secure origin (https) it is in production: Decap needs crypto.randomUUID.
    const origin = BASE_URL.replace('127.0.0.1', PRODUCTION_HOST)
    const production = await launchBrowser([
      `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ])
    try {
      const editor = await openEditor('', origin, production)
      await editor.page.getByRole('button', { name: /GitHub/ }).waitFor()
      expect(await editor.problems()).toEqual([])
    } finally {
      await production.close()
    }
  })

  it('is not in the sitemap or the search index', () => {
    expect(readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
    expect(readFileSync(path.join(DIST, '_data', 'search', 'full.json'), 'utf8')).not.toContain('/admin')
  })
})

describe('decap-server', () => {
  /** Local addresses of the listening TCP sockets on `port`, from the kernel's tables. */
  function listeners(port: number): string[] {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
    return ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((table) => existsSync(table))
      .flatMap((table) => readFileSync(table, 'utf8').split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]!.split(':')[0]!)
  }

  it('listens on 127.0.0.1 only', () => {
    const port = Number(new URL(decap.origin).port)
    // 0100007F is 127.0.0.1 in the kernel's byte order; 0.0.0.0 or :: would mean every interface.
    expect(listeners(port)).toEqual(['0100007F'])
  })
})
