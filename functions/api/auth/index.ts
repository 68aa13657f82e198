// Cloudflare Pages Function (deployed with the site: `wrangler pages deploy dist` takes functions/ from the project
// root): the GitHub sign-in of the browser editor at /admin. Decap CMS opens /api/auth in a small window; this sends
// the window to GitHub's consent page, and GitHub back to /api/auth/callback with a one-time code, which is exchanged
// for a token with the OAuth app's secret (never sent to the browser). The window hands the token to the editor with
// Decap's message protocol ("authorizing:github", then "authorization:github:success:{…}"), to the site's own origin
// (or its www/bare twin) only. A GitHub OAuth app has one callback URL, so the sign-in always runs on the site's
// address (facts.yaml `firma.web`, config.ts): the twin host is sent there before GitHub, any other host is told
// where the editor is. Settings: the Pages project's secrets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET
// (content/YAYINA-ALMA.md). Every text it shows is in messages.ts. Runs in Cloudflare's Workers runtime: web APIs only.
import { CANONICAL_ORIGIN, GITHUB_ORIGIN } from './config.ts'
import { failure, fillMessage, SIGN_IN_NOTES, type SignInFailure } from './messages.ts'

export interface Env {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
}

interface Context {
  request: Request
  env: Env
}

const PROVIDER = 'github'
const STATE_COOKIE = 'rhino_oauth_state'
const CALLBACK = '/api/auth/callback'
/** The scopes Decap asks for: `repo` (a private repository) or `public_repo`. */
const SCOPES = new Set(['repo', 'public_repo'])

/** The errors GitHub names on its way back or in the token exchange, and what they mean here. */
const GITHUB_ERRORS: Record<string, SignInFailure> = {
  access_denied: 'accessDenied',
  redirect_uri_mismatch: 'redirectMismatch',
  application_suspended: 'suspended',
  incorrect_client_credentials: 'wrongCredentials',
  bad_verification_code: 'badCode',
  unverified_user_email: 'unverifiedEmail',
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!)
}

/** The site's address and its www/bare twin, e.g. https://www.rhinoturkiye.com and https://rhinoturkiye.com. */
export function siteOrigins(canonical: string): { canonical: string; twin: string } {
  const url = new URL(canonical)
  url.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`
  return { canonical: new URL(canonical).origin, twin: url.origin }
}

/** The message Decap's sign-in window sends to the editor for `result`. */
export function decapMessage(result: { token: string } | { error: string }): string {
  return 'token' in result
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.error })}`
}

/** A value as a JavaScript literal that is safe inside an inline <script>. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page of the sign-in window after GitHub: it announces itself to the editor that opened it (on any of
 * `origins`), waits for the editor's answer from one of them, and passes the result to that origin only.
 */
export function resultPage(
  origins: readonly string[],
  result: { token: string } | { error: string },
): Response {
  const nonce = randomToken()
  const note =
    'token' in result ? SIGN_IN_NOTES.signedIn : fillMessage(SIGN_IN_NOTES.failed, { reason: result.error })
  const withoutEditor = fillMessage(SIGN_IN_NOTES.signedInWithoutEditor, { panel: `${origins[0]}/admin/` })
  const html = `<!doctype html>
<html lang="tr">
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Giriş | Rhino Türkiye İçerik Paneli</title>
<p id="note">${note.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>
<script nonce="${nonce}">
(() => {
  const origins = ${scriptLiteral(origins)};
  const message = ${scriptLiteral(decapMessage(result))};
  if (!window.opener) {
    if (${'token' in result ? 'true' : 'false'}) document.getElementById('note').textContent = ${scriptLiteral(withoutEditor)};
    return;
  }
  window.addEventListener('message', (event) => {
    if (!origins.includes(event.origin) || event.data !== ${scriptLiteral(`authorizing:${PROVIDER}`)}) return;
    window.opener.postMessage(message, event.origin);
  });
  // Only the opener's own origin receives this; for the others the browser drops it.
  for (const origin of origins) window.opener.postMessage(${scriptLiteral(`authorizing:${PROVIDER}`)}, origin);
})();
</script>
</html>
`
  return new Response(html, {
    status: 'token' in result ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      // The state was used once.
      'Set-Cookie': `${STATE_COOKIE}=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax`,
    },
  })
}

function stateCookie(request: Request): string | undefined {
  const cookies = request.headers.get('Cookie') ?? ''
  return cookies
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${STATE_COOKIE}=`))
    ?.slice(STATE_COOKIE.length + 1)
}

/** /api/auth: to GitHub's consent page, with a one-time state kept in a cookie of this path. */
function start(env: Env, url: URL): Response {
  const scope = url.searchParams.get('scope') ?? 'repo'
  const state = randomToken()
  const authorize = new URL('/login/oauth/authorize', GITHUB_ORIGIN)
  authorize.searchParams.set('client_id', env.GITHUB_CLIENT_ID!)
  authorize.searchParams.set('redirect_uri', `${url.origin}${CALLBACK}`)
  authorize.searchParams.set('scope', SCOPES.has(scope) ? scope : 'repo')
  authorize.searchParams.set('state', state)
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Cache-Control': 'no-store',
      'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/api/auth; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
    },
  })
}

/** The failure for an error GitHub names (`error`, with its own description for one this Function does not know). */
function githubFailure(error: string, description: string | undefined, callback: string): string {
  const known = GITHUB_ERRORS[error]
  if (known) return failure(known, { callback })
  return failure('refused', { code: description ? `${error}: ${description}` : error })
}

/** /api/auth/callback: the code for a token, after checking the state. */
async function callback(request: Request, env: Env, url: URL, origins: readonly string[]): Promise<Response> {
  const fail = (error: string) => resultPage(origins, { error })
  const callbackUrl = `${url.origin}${CALLBACK}`
  const error = url.searchParams.get('error')
  if (error)
    return fail(githubFailure(error, url.searchParams.get('error_description') ?? undefined, callbackUrl))
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  if (!code || !state || state !== stateCookie(request)) return fail(failure('badState'))
  let answer: { access_token?: string; error?: string; error_description?: string }
  try {
    const response = await fetch(new URL('/login/oauth/access_token', GITHUB_ORIGIN), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'rhino-turkiye-admin',
      },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: callbackUrl,
      }),
    })
    answer = (await response.json()) as typeof answer
  } catch {
    return fail(failure('unreachable'))
  }
  if (answer.access_token) return resultPage(origins, { token: answer.access_token })
  if (answer.error) return fail(githubFailure(answer.error, answer.error_description, callbackUrl))
  return fail(failure('noToken', { code: 'yanıtta anahtar yok' }))
}

/** Both addresses: /api/auth and /api/auth/callback (callback.ts hands its requests here). */
export async function onRequestGet({ request, env }: Context): Promise<Response> {
  const url = new URL(request.url)
  const isCallback = url.pathname.replace(/\/$/, '') === CALLBACK
  const { canonical, twin } = siteOrigins(CANONICAL_ORIGIN)
  if (url.origin !== canonical) {
    // The twin host (www or not) goes to the site's address before GitHub: the OAuth app knows that callback only.
    if (url.origin === twin && !isCallback)
      return new Response(null, {
        status: 302,
        headers: { Location: `${canonical}${url.pathname}${url.search}`, 'Cache-Control': 'no-store' },
      })
    const error = isCallback
      ? failure('callbackElsewhere', { address: url.origin, callback: `${canonical}${CALLBACK}` })
      : failure('wrongHost', { address: url.origin, panel: `${canonical}/admin/` })
    return resultPage([url.origin], { error })
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return resultPage([canonical], { error: failure('missingSecrets') })
  return isCallback ? callback(request, env, url, [canonical, twin]) : start(env, url)
}
