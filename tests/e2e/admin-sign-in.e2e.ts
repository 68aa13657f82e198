// E2E: the editor's GitHub sign-in as it ships with the site. The built dist/ and the Pages Function of functions/ run
// in Cloudflare's own runtime (`wrangler pages dev`, workerd), with the two secrets as bindings, against a stand-in
// for GitHub's OAuth endpoints on loopback (GitHub cannot be reached here; tests/sign-in-runtime.ts replaces the
// Function's module of addresses, so the test host is the site's address). Chromium opens /admin/ under a host name
// that is not loopback (the production sign-in, not local mode), clicks the sign-in button, and the Function's window
// completes the handshake: Decap receives the stand-in's token through its postMessage protocol.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../scripts/bench/browser.ts'
import { cmsBackend } from '../../src/site.config.ts'
import { startSignInFunction, type SignInFunction } from '../sign-in-runtime.ts'
import { axeViolations } from './axe.ts'
import { freePort } from './free-port.ts'
import { DIST } from './manifest.ts'

const CLIENT_ID = 'standin-client-id'
const CLIENT_SECRET = 'standin-client-secret'
const TOKEN = 'gho_standin_token_0123456789'
const HOST = 'rhinoturkiye.test'

/** What the stand-in saw: each authorize and token request, for the assertions. */
const seen: { authorize: URLSearchParams[]; token: Record<string, string>[] } = { authorize: [], token: [] }

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => resolve(text))
  })
}

/** GitHub's two OAuth endpoints, as a stand-in: consent is given at once, the code is exchanged for TOKEN. */
function startStandIn(port: number): Promise<Server> {
  const codes = new Set<string>()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      seen.authorize.push(url.searchParams)
      const code = `code-${codes.size + 1}`
      codes.add(code)
      const back = new URL(url.searchParams.get('redirect_uri')!)
      back.searchParams.set('code', code)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      response.writeHead(302, { Location: back.toString() }).end()
      return
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void body(request).then((text) => {
        const sent = JSON.parse(text) as Record<string, string>
        seen.token.push(sent)
        const valid =
          sent.client_id === CLIENT_ID &&
          sent.client_secret === CLIENT_SECRET &&
          codes.delete(sent.code ?? '')
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(
          JSON.stringify(
            valid
              ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
              : { error: 'bad_verification_code', error_description: 'The code is wrong.' },
          ),
        )
      })
      return
    }
    response.writeHead(404).end()
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

let standIn: Server | undefined
let pages: SignInFunction | undefined
let browser: Browser | undefined
let origin = ''

beforeAll(async () => {
  const standInPort = await freePort()
  standIn = await startStandIn(standInPort)
  // Cloudflare's own local runtime, as `wrangler pages deploy dist` would publish it: dist/ and functions/.
  pages = await startSignInFunction({
    dist: DIST,
    canonicalHost: HOST,
    githubOrigin: `http://127.0.0.1:${standInPort}`,
    bindings: { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET },
  })
  origin = pages.origin
  browser = await launchBrowser([
    `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
    // Treated as the secure origin it is in production: Decap needs crypto.randomUUID.
    `--unsafely-treat-insecure-origin-as-secure=${origin}`,
  ])
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await pages?.stop()
  await new Promise((resolve) => standIn?.close(resolve))
})

describe('GitHub sign-in through the Pages Function', () => {
  it('completes the OAuth handshake and hands Decap the token', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } })
    // GitHub's API is out of reach: the editor's first calls after sign-in get a user with write access.
    await context.route('https://api.github.com/**', (route) => {
      const url = new URL(route.request().url())
      const headers = {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Headers': 'authorization, content-type, cache-control',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      }
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers })
      if (url.pathname === '/user')
        return route.fulfill({ headers, json: { login: 'personel', name: 'Personel', avatar_url: '' } })
      if (url.pathname === `/repos/${cmsBackend.repo}`)
        return route.fulfill({
          headers,
          json: {
            owner: { login: cmsBackend.repo.split('/')[0] },
            permissions: { push: true },
            default_branch: cmsBackend.branch,
          },
        })
      return route.fulfill({ status: 404, headers, json: { message: 'Not Found' } })
    })
    const page = await context.newPage()
    await page.goto(`${origin}/admin/`)
    await page.getByRole('heading', { name: 'Rhino Türkiye İçerik Paneli' }).waitFor({ timeout: 30_000 })
    // The sign-in page, in Turkish and without Decap's logo, passes axe at 1280 and 390 px.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await axeViolations(page), `${width} px`).toEqual([])
    }
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: /GitHub ile giriş/ }).click()
    const window = await popup
    await window.waitForEvent('close', { timeout: 30_000 })
    // Decap keeps the signed-in user, with the token the Function obtained.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('decap-cms-user')), { timeout: 15_000 })
      .toContain(TOKEN)
    expect(await page.getByRole('heading', { name: 'Rhino Türkiye İçerik Paneli' }).count()).toBe(0)
    // What GitHub saw: the OAuth app's id, the callback on the site's own origin, the state, and the code exchange
    // with the secret (sent by the Function, never by the browser).
    const authorize = seen.authorize.at(-1)!
    expect(authorize.get('client_id')).toBe(CLIENT_ID)
    expect(authorize.get('redirect_uri')).toBe(`${origin}/api/auth/callback`)
    expect(authorize.get('scope')).toBe('repo')
    expect(authorize.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(seen.token.at(-1)).toMatchObject({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET })
    await context.close()
  }, 90_000)

  it('refuses a callback whose state this browser did not start, and sends no token', async () => {
    const context = await browser!.newContext()
    const page = await context.newPage()
    const response = await page.goto(`${origin}/api/auth/callback?code=code-1&state=forged`)
    expect(response?.status()).toBe(400)
    expect(await page.locator('#note').innerText()).toContain('Giriş yapılamadı')
    expect(await page.content()).not.toContain(TOKEN)
    await context.close()
  })
})
