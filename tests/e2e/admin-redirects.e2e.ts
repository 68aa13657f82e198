// E2E: addresses that last, in the browser editor (local mode over a temporary copy of content/, as in admin.e2e.ts).
// Changing a published article's slug keeps its old address in eskiAdresler, with a note; deleting an article asks
// for the page that replaces it and records the redirect. The links to both follow them (the default), so the copy
// passes the content check, lock included, with no warning about either address.
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { startDecapServer, type RunningDecapServer } from '../../scripts/admin/decap-server.ts'
import { loadContent } from '../../scripts/content/index.ts'
import { axeViolations } from './axe.ts'
import { freePort } from './free-port.ts'
import { BASE_URL, recordConsoleProblems, setupBrowser } from './helpers.ts'
import { startEditorProxy, type EditorProxy } from './editor-proxy.ts'

const browser = setupBrowser()
// Both are linked from other files (the glossary): their links follow them to the new address.
const RENAMED = { file: 'acik-kaynak', slug: 'acik-kaynak-kodlar' }
const DELETED = 'bezier-egrileri-nedir'
const REPLACEMENT = '/wiki/control-points-weights'

let copy = ''
let decap: RunningDecapServer
let proxy: EditorProxy
const wikiFile = (name: string) => path.join(copy, 'content', 'wiki', `${name}.md`)

beforeAll(async () => {
  copy = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-admin-redirects-'))
  await cp('content', path.join(copy, 'content'), { recursive: true })
  await cp('public', path.join(copy, 'public'), {
    recursive: true,
    filter: (source) => !source.includes('_data'),
  })
  decap = await startDecapServer({ folder: copy, port: await freePort() })
  proxy = await startEditorProxy({ site: BASE_URL, api: decap.origin, port: await freePort() })
})

afterAll(async () => {
  await proxy?.stop()
  await decap?.stop()
  if (copy) await rm(copy, { recursive: true, force: true })
})

async function openArticle(
  name: string,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser().newContext({ viewport: { width: 1400, height: 1000 } })
  const page = await context.newPage()
  const errors = recordConsoleProblems(page)
  await page.goto(`${proxy.url}/admin/`, { waitUntil: 'load' })
  await page.getByRole('button', { name: 'Giriş' }).click()
  await page.getByText('Wiki makaleleri').first().waitFor()
  await page.goto(`${proxy.url}/admin/#/collections/wiki/entries/${name}`)
  await page.locator('[id^="slug-field"]').waitFor()
  return { page, errors, close: () => context.close() }
}

describe('in the editor', () => {
  it("changing a published article's slug adds its old address to eskiAdresler, with a note", async () => {
    const { page, errors, close } = await openArticle(RENAMED.file)
    const slug = page.locator('[id^="slug-field"]')
    await slug.fill(RENAMED.slug)
    const note = page.getByRole('status').filter({ hasText: 'Adres değişiyor' })
    await expect.poll(() => note.innerText()).toContain(`/wiki/${RENAMED.file} → /wiki/${RENAMED.slug}`)
    // The pages that link to it are read from the repository first; their links follow on save (ticked by default).
    await expect.poll(() => note.innerText(), { timeout: 30_000 }).toContain('Terimler sözlüğü')
    await page.getByRole('button', { name: 'Yayımla', exact: true }).click()
    await page.getByText('Şimdi yayımla').click()
    await vi.waitFor(() => expect(readFileSync(wikiFile(RENAMED.file), 'utf8')).toContain('eskiAdresler'), {
      timeout: 15_000,
    })
    const frontmatter = parse(readFileSync(wikiFile(RENAMED.file), 'utf8').split('---')[1]!) as Record<
      string,
      unknown
    >
    expect(frontmatter).toMatchObject({ slug: RENAMED.slug, eskiAdresler: [`/wiki/${RENAMED.file}`] })
    // The links follow right after the save (one commit of the linking pages), and the editor says so.
    await page.getByText('Bağlantılar güncellendi').first().waitFor({ timeout: 30_000 })
    expect(errors).toEqual([])
    await close()
  }, 90_000)

  it('deleting a published article asks, in the editor, for the page that replaces it and records the redirect first', async () => {
    const { page, close } = await openArticle(DELETED)
    await page.getByRole('button', { name: 'Makaleyi sil' }).first().click()
    const dialog = page.getByRole('dialog', { name: /silinsin mi/ })
    await dialog.waitFor({ timeout: 30_000 })
    expect(await axeViolations(page)).toEqual([])
    // Published (in content/routes.lock): a redirect is asked for; the pages that link to it are listed.
    expect(await dialog.innerText()).toContain(`Bu makale sitede yayımlandı (/wiki/${DELETED})`)
    expect(await dialog.innerText()).toContain('Terimler sözlüğü')
    // No page chosen yet: the dialog says so and deletes nothing.
    await dialog.getByRole('button', { name: 'Makaleyi sil' }).click()
    await dialog.getByRole('alert').waitFor()
    expect(existsSync(wikiFile(DELETED))).toBe(true)
    // The replacement chosen by its title, as in the link dialog; the links to the article point there.
    await dialog.getByLabel(/Yerine geçecek sayfayı arayın/).fill('kontrol nokta')
    await dialog
      .getByRole('button', { name: new RegExp(`Kontrol Noktaları ve Ağırlıklar ${REPLACEMENT}`) })
      .click()
    await dialog.getByRole('button', { name: 'Makaleyi sil' }).click()
    await vi.waitFor(() => expect(existsSync(wikiFile(DELETED))).toBe(false), { timeout: 20_000 })
    const redirects = parse(readFileSync(path.join(copy, 'content', 'data', 'redirects.yaml'), 'utf8')) as {
      redirects: { from: string; to: string }[]
    }
    expect(redirects.redirects).toContainEqual({ from: `/wiki/${DELETED}`, to: REPLACEMENT })
    await page.getByRole('status').filter({ hasText: 'Makale silindi' }).waitFor()
    await close()
  }, 90_000)

  it('leaves a copy that passes the content check against the committed routes.lock', async () => {
    const content = await loadContent(copy)
    expect(content.redirects.map(({ from, to }) => `${from} → ${to}`)).toEqual(
      expect.arrayContaining([
        `/wiki/${RENAMED.file} → /wiki/${RENAMED.slug}`,
        `/wiki/${DELETED} → ${REPLACEMENT}`,
      ]),
    )
    // Every link followed its page: none is left at a former address, none names a page it does not lead to.
    const named = content.warnings.filter((warning) =>
      [`/wiki/${RENAMED.file}`, `/wiki/${DELETED}`].some((address) => warning.message.includes(address)),
    )
    expect(named).toEqual([])
    expect(readFileSync(path.join(copy, 'content', 'data', 'glossary.yaml'), 'utf8')).toContain(
      `/wiki/${RENAMED.slug}`,
    )
  })
})
