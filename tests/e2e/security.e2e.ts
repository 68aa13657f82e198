// E2E security: the headers of dist/_headers on every response as the host's runtime serves them, each page's own policy, no CSP violation on any route, external links and hostile input.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  IMMUTABLE_CACHE,
  inlineScripts,
  MEDIA_POLICY,
  pagePolicy,
  scriptHashSource,
} from '../../scripts/security-headers.ts'
import { BASE_URL, setupBrowser, waitForHydration } from './helpers.ts'
import { DIST, manifest } from './manifest.ts'

const browser = setupBrowser()
const UNKNOWN = ['/boyle-bir-sayfa-yok', '/wiki/boyle-bir-makale-yok']
const routes = [...manifest.map((route) => route.path), ...UNKNOWN]
const PAYLOAD = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">'

interface WatchedPage {
  page: Page
  /** Console errors and warnings, page errors. */
  errors: string[]
  /** `securitypolicyviolation` events seen by the document so far. */
  violations: () => Promise<string[]>
  /** Whether the <main> parsed from the HTML is still in the document (hydrated, not re-rendered). */
  keptPrerenderedMain: () => Promise<boolean>
  close: () => Promise<void>
}

/** Opens a page that records CSP violations from before the first byte of HTML is parsed. */
async function openWatched(target: Browser, urlPath: string): Promise<WatchedPage> {
  const context = await target.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as { __cspViolations?: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`),
    )
    // Hydration keeps the pre-rendered nodes; a client re-render after a mismatch would replace <main>.
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as { __prerenderedMain?: Element | null }).__prerenderedMain = document.querySelector('main')
    })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  await page.goto(BASE_URL + urlPath, { waitUntil: 'load' })
  await waitForHydration(page)
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []),
    keptPrerenderedMain: () =>
      page.evaluate(() => {
        const main = (window as { __prerenderedMain?: Element | null }).__prerenderedMain
        return Boolean(main) && main === document.querySelector('main')
      }),
    close: () => context.close(),
  }
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '_data' || entry.name === 'assets' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The external links of the current DOM whose rel lacks noopener or noreferrer. */
function unsafeLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter(
        (link) => link.target === '_blank' || (/^https?:/.test(link.href) && link.host !== location.host),
      )
      .filter((link) => !(link.relList.contains('noopener') && link.relList.contains('noreferrer')))
      .map((link) => link.outerHTML.slice(0, 160)),
  )
}

/** The policy a built page carries in its own <meta> (scripts/security-headers.ts, withPagePolicy). */
function metaPolicy(html: string): string {
  // As written (`/>`) or as the browser serialises its DOM (`>`).
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/.exec(html)?.[1] ?? ''
}

describe('headers (as wrangler pages dev serves _headers)', () => {
  it.each(routes)(
    '%s has the security headers; its page policy lists exactly its inline scripts',
    async (route) => {
      const response = await fetch(BASE_URL + route)
      expect(response.status).toBe(UNKNOWN.includes(route) ? 404 : 200)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toBe(contentSecurityPolicy())
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("form-action 'self' mailto:")
      expect(csp).not.toContain('unsafe-eval')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toMatch(
        /(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      )
      // Never kept: pages revalidate, a 404 answer is not stored.
      expect(response.headers.get('cache-control')).toMatch(/max-age=0|no-cache|no-store/)
      const html = await response.text()
      const policy = metaPolicy(html)
      expect(policy).toBe(pagePolicy(inlineScripts(html).map(scriptHashSource)))
      expect(policy).not.toContain('unsafe-inline')
      // Before any script: a policy governs only what comes after it.
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
    },
  )

  it('caches hashed assets for a year, and nothing else', async () => {
    const html = await (await fetch(BASE_URL + '/')).text()
    const assets = [...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="(\/assets\/[^"]+)"/g)].map(
      (match) => match[1]!,
    )
    expect(assets.length).toBeGreaterThan(1)
    for (const asset of assets) {
      const response = await fetch(BASE_URL + asset)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE)
    }
    for (const other of ['/_data/search/meta.json', '/favicon.svg', '/wiki/nurbs-nedir.data']) {
      const response = await fetch(BASE_URL + other)
      expect(response.headers.get('cache-control')).not.toContain('immutable')
    }
    // The rules files are the host's, never served (wrangler pages dev answers 502 where Cloudflare answers 404).
    for (const file of ['/_headers', '/_redirects']) {
      const response = await fetch(BASE_URL + file)
      expect(response.ok).toBe(false)
      expect(await response.text()).not.toMatch(/Content-Security-Policy|\s301$/m)
    }
  })

  it('an image opened on its own runs nothing (the media policy)', async () => {
    const response = await fetch(BASE_URL + '/favicon.svg')
    expect(response.status).toBe(200)
    const images = readdirSync(path.join(DIST, 'images'), { recursive: true, withFileTypes: true }).find(
      (entry) => entry.isFile(),
    )!
    const image = `/${path.relative(DIST, path.join(images.parentPath, images.name)).split(path.sep).join('/')}`
    expect((await fetch(BASE_URL + image)).headers.get('content-security-policy')).toBe(MEDIA_POLICY)
  })

  it('every HTML file the build wrote carries its own policy', () => {
    const files = htmlFiles(DIST).filter((file) => !file.includes(`${path.sep}admin${path.sep}`))
    expect(files.map((file) => path.relative(DIST, file))).toContain('404.html')
    expect(files.length).toBeGreaterThan(manifest.length)
    const missing = files.filter(
      (file) => !metaPolicy(readFileSync(file, 'utf8')).startsWith("script-src 'self'"),
    )
    expect(missing).toEqual([])
  })
})

describe('in Chromium', () => {
  // One page visits every route (a fresh document each time): much faster than a context per route.
  let watched: WatchedPage | undefined
  afterAll(() => watched?.close())

  it.each(routes)(
    '%s hydrates with no CSP violation, console error or unsafe external link',
    async (route) => {
      if (watched) {
        watched.errors.length = 0
        await watched.page.goto(BASE_URL + route, { waitUntil: 'load' })
        await waitForHydration(watched.page)
      } else watched = await openWatched(browser(), route)
      const { page, errors, violations, keptPrerenderedMain } = watched
      expect(await violations()).toEqual([])
      expect(await keptPrerenderedMain()).toBe(true)
      // The unknown paths are served with status 404 on purpose; Chromium logs that as an error.
      const expected = UNKNOWN.includes(route) ? /status of 404/ : /^$/
      expect(errors.filter((error) => !expected.test(error))).toEqual([])
      expect(await unsafeLinks(page)).toEqual([])
    },
  )

  it('the CSP is enforced: an injected inline script is blocked and reported', async () => {
    const { page, violations, close } = await openWatched(browser(), '/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = 1'
      document.body.append(script)
    })
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined()
    await close()
  })

  it('client navigation, lazy chunks, the search dialog and wiki articles stay within the CSP', async () => {
    const { page, errors, violations, close } = await openWatched(browser(), '/')
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Wiki' }).click()
    await page.waitForURL(`${BASE_URL}/wiki`)
    await page.goto(`${BASE_URL}/wiki?makale=nurbs-nedir`)
    await waitForHydration(page)
    await page.locator('#wiki-article-title', { hasText: 'NURBS' }).waitFor()
    await page.keyboard.press('Control+k')
    const dialog = page.locator('dialog[open]')
    await dialog.getByRole('combobox').fill('shrinkwrap')
    await dialog.locator('[role="option"]').first().click()
    await page.waitForURL(`${BASE_URL}/features/shrinkwrap`)
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
    expect(await unsafeLinks(page)).toEqual([])
    await close()
  })
})

describe('hostile input stays text', () => {
  async function expectNoInjection(page: Page) {
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(await page.locator('img[src="x"]').count()).toBe(0)
    // The page's own inline scripts only: each is one its policy allows by its hash.
    const policy = metaPolicy(await page.content())
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) =>
        scripts.map((script) => script.textContent ?? '').filter((text) => text !== ''),
      )
    expect(inline.length).toBeGreaterThan(0)
    expect(inline.map(scriptHashSource).filter((hash) => !policy.includes(hash))).toEqual([])
  }

  it('?q= on /learn is shown as text', async () => {
    const { page, errors, violations, close } = await openWatched(
      browser(),
      `/learn?q=${encodeURIComponent(PAYLOAD)}`,
    )
    const search = page.getByLabel('Kaynak ara')
    await expect.poll(() => search.inputValue()).toBe(PAYLOAD)
    expect(await page.locator('main').innerText()).toContain('<script>window.__xss=1</script>')
    await expectNoInjection(page)
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('?q= and ?makale= on /wiki never reach the page as markup', async () => {
    const query = encodeURIComponent(PAYLOAD)
    const { page, errors, violations, close } = await openWatched(
      browser(),
      `/wiki?q=${query}&makale=${query}`,
    )
    await page.getByText('Bir makale seçin').waitFor()
    await expectNoInjection(page)
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('typed into the search dialog it is shown as text', async () => {
    const { page, errors, violations, close } = await openWatched(
      browser(),
      `/?q=${encodeURIComponent(PAYLOAD)}`,
    )
    await page.keyboard.press('Control+k')
    const dialog = page.locator('dialog[open]')
    const combobox = dialog.getByRole('combobox')
    await combobox.fill(PAYLOAD)
    // "window" and "script" are real words here: the payload finds articles, it is not run.
    await dialog.getByRole('option').first().waitFor()
    expect(await combobox.inputValue()).toBe(PAYLOAD)
    await expectNoInjection(page)
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
