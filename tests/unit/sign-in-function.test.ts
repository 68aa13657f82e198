// The editor's GitHub sign-in Function (functions/api/auth/): what it sends to GitHub and what its window hands to
// Decap, with the site's own address (facts.yaml `firma.web`). The Function runs in Cloudflare's runtime against a
// stand-in GitHub in tests/unit/sign-in-runtime.test.ts, and with the editor in tests/e2e/admin-sign-in.e2e.ts.
import { describe, expect, it } from 'vitest'
import { decapMessage, onRequestGet, resultPage, siteOrigins } from '../../functions/api/auth/index.ts'
import { CANONICAL_ORIGIN } from '../../functions/api/auth/config.ts'
import { firma } from '../../src/generated/data/facts.ts'

const env = { GITHUB_CLIENT_ID: 'id-1', GITHUB_CLIENT_SECRET: 'secret-1' }

describe('the sign-in Function', () => {
  it("speaks Decap's message protocol", () => {
    expect(decapMessage({ token: 'abc' })).toBe(
      'authorization:github:success:{"token":"abc","provider":"github"}',
    )
    expect(decapMessage({ error: 'yok' })).toBe('authorization:github:error:{"message":"yok"}')
  })

  it("sends the window to GitHub's consent page with its id, callback, scope and a one-time state", async () => {
    const response = await onRequestGet({
      request: new Request('https://www.rhinoturkiye.com/api/auth?provider=github&site_id=x&scope=repo'),
      env,
    })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!)
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe('id-1')
    expect(location.searchParams.get('redirect_uri')).toBe('https://www.rhinoturkiye.com/api/auth/callback')
    expect(location.searchParams.get('scope')).toBe('repo')
    const state = location.searchParams.get('state')!
    expect(response.headers.get('Set-Cookie')).toContain(`rhino_oauth_state=${state}; Path=/api/auth`)
    expect(response.headers.get('Set-Cookie')).toContain('HttpOnly; SameSite=Lax; Secure')
    expect(JSON.stringify(location)).not.toContain('secret-1')
  })

  it("knows the site's address from the facts, and its www/bare twin", () => {
    expect(CANONICAL_ORIGIN).toBe(firma.web)
    expect(siteOrigins('https://www.rhinoturkiye.com')).toEqual({
      canonical: 'https://www.rhinoturkiye.com',
      twin: 'https://rhinoturkiye.com',
    })
    expect(siteOrigins('https://rhinoturkiye.com').twin).toBe('https://www.rhinoturkiye.com')
  })

  it('sends the bare domain to the www address before GitHub', async () => {
    const response = await onRequestGet({
      request: new Request('https://rhinoturkiye.com/api/auth?provider=github&scope=repo'),
      env,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      'https://www.rhinoturkiye.com/api/auth?provider=github&scope=repo',
    )
  })

  it('says in Turkish when its secrets are missing', async () => {
    const response = await onRequestGet({
      request: new Request('https://www.rhinoturkiye.com/api/auth'),
      env: {},
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('GITHUB_CLIENT_ID ve GITHUB_CLIENT_SECRET')
  })

  it("hands the token only to the site's own origin, from a script allowed by its nonce alone", async () => {
    const response = resultPage(['https://www.rhinoturkiye.com', 'https://rhinoturkiye.com'], {
      token: 'gho_</script>x',
    })
    const html = await response.text()
    const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy')!)![1]
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain('const origins = ["https://www.rhinoturkiye.com","https://rhinoturkiye.com"];')
    expect(html).not.toContain('</script>x')
    expect(html).not.toMatch(/postMessage\([^)]*'\*'/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})
