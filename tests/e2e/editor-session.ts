// E2E helper: the browser editor in local mode as `npm run admin` runs it, for one test file: decap-server over a
// temporary copy of content/ and public/, the built site and the API on one loopback origin, and pages signed in.
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startDecapServer, type RunningDecapServer } from '../../scripts/admin/decap-server.ts'
import { startEditorProxy, type EditorProxy } from './editor-proxy.ts'
import { freePort } from './free-port.ts'
import { BASE_URL, recordConsoleProblems } from './helpers.ts'

export interface EditorSession {
  /** The temporary copy decap-server writes to (its content/ and public/). */
  copy: () => string
  /** The editor's origin (site and API). */
  origin: () => string
  open: (hash: string, options?: { width?: number }) => Promise<Editor>
}

export interface Editor {
  page: Page
  context: BrowserContext
  /** Console errors and warnings and page errors seen so far. */
  problems: () => string[]
}

/** Starts decap-server and the proxy for the calling test file over a fresh copy, and stops them afterwards. */
export function setupEditorSession(browser: () => Browser): EditorSession {
  let copy = ''
  let decap: RunningDecapServer | undefined
  let proxy: EditorProxy | undefined
  beforeAll(async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-editor-'))
    await cp('content', path.join(copy, 'content'), { recursive: true })
    await cp('public', path.join(copy, 'public'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}_data`),
    })
    decap = await startDecapServer({ folder: copy, port: await freePort() })
    proxy = await startEditorProxy({ site: BASE_URL, api: decap.origin, port: await freePort() })
  })
  afterAll(async () => {
    await proxy?.stop()
    await decap?.stop()
    if (copy) await rm(copy, { recursive: true, force: true })
  })
  return {
    copy: () => copy,
    origin: () => proxy!.url,
    async open(hash, { width = 1400 } = {}) {
      const context = await browser().newContext({ viewport: { width, height: 1000 } })
      const page = await context.newPage()
      const problems = recordConsoleProblems(page)
      await page.goto(`${proxy!.url}/admin/`, { waitUntil: 'load' })
      await page.getByRole('button', { name: 'Giriş' }).click()
      await page.getByText('Wiki makaleleri').first().waitFor()
      if (hash) await page.goto(`${proxy!.url}/admin/${hash}`)
      return { page, context, problems: () => [...problems] }
    },
  }
}

/** Yayımla → Şimdi yayımla (Decap's publish menu). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Yayımla', exact: true }).click()
  await page.getByText('Şimdi yayımla', { exact: true }).click()
}
