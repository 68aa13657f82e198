// E2E helpers: one Chromium per test file, pages that record console errors, and small query shortcuts.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchBrowser } from '../../scripts/bench/browser.ts'

/** The server of tests/e2e/global-setup.ts (`wrangler pages dev` over dist/ with functions/, scripts/serve.ts). */
export const BASE_URL = inject('baseUrl')

/** Starts one browser for the calling test file and closes it afterwards. */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('browser not started')
    return browser
  }
}

export interface OpenOptions extends BrowserContextOptions {
  theme?: 'light' | 'dark'
  /** Wait for the app to hydrate (default true when JavaScript is on). */
  hydrate?: boolean
}

export interface OpenedPage {
  page: Page
  /** Console errors/warnings and page errors seen so far (404s of resources included). */
  errors: string[]
  close: () => Promise<void>
}

export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const { theme, hydrate = options.javaScriptEnabled !== false, ...contextOptions } = options
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions })
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
  const page = await context.newPage()
  const errors = recordConsoleProblems(page)
  await page.goto(BASE_URL + path, { waitUntil: 'load' })
  if (hydrate) await waitForHydration(page)
  return { page, errors, close: () => context.close() }
}

/**
 * The exchange-rate Function's answer where the Central Bank cannot be reached, as here (no internet): 502 or 504,
 * which the page handles by showing the invoice-date sentence (tests/e2e/kur-function.e2e.ts runs the Function against
 * a stand-in bank). The browser logs the status; it is no problem of the page.
 */
const BANK_UNREACHABLE = /\/api\/kur$/

/** Console errors and warnings and page errors of `page` from now on (404s of resources included). */
export function recordConsoleProblems(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (BANK_UNREACHABLE.test(new URL(message.location().url || 'about:blank').pathname)) return
    errors.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

/** The app marks <html data-hydrated="true"> once hydrated (src/root.tsx); loader data has arrived by then. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && document.readyState === 'complete',
  )
}

/** Raw HTML of a path as the static host serves it (no JavaScript). */
export async function fetchHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(BASE_URL + path)
  return { status: response.status, html: await response.text() }
}
