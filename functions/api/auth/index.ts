// Cloudflare Pages Function (deployed with the site: `wrangler pages deploy dist` takes functions/ from the project
// root): the GitHub sign-in of the browser editor at /admin. Decap CMS opens /api/auth in a small window; this sends
// the window to GitHub's consent page, and GitHub back to /api/auth/callback with a one-time code, which is exchanged
// for a token with the OAuth app's secret (never sent to the browser). The window hands the token to the editor with
// Decap's message protocol ("authorizing:github", then "authorization:github:success:{…}"), to this site's own origin
// only. Settings: the Pages project's secrets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (README, "The browser
// editor"). Runs in Cloudflare's Workers runtime: web APIs only.

export interface Env {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** Tests only: a stand-in for https://github.com on loopback (tests/e2e/admin-sign-in.e2e.ts). */
  GITHUB_OAUTH_ORIGIN?: string
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

const githubOrigin = (env: Env) => env.GITHUB_OAUTH_ORIGIN || 'https://github.com'

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!)
}

/** The message Decap's sign-in window sends to the editor for `result`. */
export function decapMessage(result: { token: string } | { error: string }): string {
  return 'token' in result
    ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
    : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.error })}`
}

/** A value as a JavaScript literal that is safe inside an inline <script>. */
const scriptLiteral = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page of the sign-in window after GitHub: it announces itself to the editor that opened it, waits for the
 * editor's answer from this site's origin, and passes the result to that origin only.
 */
export function resultPage(origin: string, result: { token: string } | { error: string }): Response {
  const nonce = randomToken()
  const note =
    'token' in result
      ? 'Giriş tamamlandı. Bu pencere kendiliğinden kapanır.'
      : `Giriş yapılamadı: ${result.error}. Bu pencereyi kapatıp yeniden deneyin.`
  const html = `<!doctype html>
<html lang="tr">
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Giriş | Rhino Türkiye İçerik Paneli</title>
<p id="note">${note.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>
<script nonce="${nonce}">
(() => {
  const origin = ${scriptLiteral(origin)};
  const message = ${scriptLiteral(decapMessage(result))};
  if (!window.opener) {
    if (${'token' in result ? 'true' : 'false'}) document.getElementById('note').textContent = 'Giriş tamamlandı; içerik panelini ${origin.replace(/[^\w:./-]/g, '')}/admin/ adresinden açın.';
    return;
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data !== ${scriptLiteral(`authorizing:${PROVIDER}`)}) return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage(${scriptLiteral(`authorizing:${PROVIDER}`)}, origin);
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
function start(request: Request, env: Env, url: URL): Response {
  const scope = url.searchParams.get('scope') ?? 'repo'
  const state = randomToken()
  const authorize = new URL('/login/oauth/authorize', githubOrigin(env))
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

/** /api/auth/callback: the code for a token, after checking the state. */
async function callback(request: Request, env: Env, url: URL): Promise<Response> {
  const failed = url.searchParams.get('error_description') ?? url.searchParams.get('error')
  if (failed) return resultPage(url.origin, { error: `GitHub girişi onaylamadı (${failed})` })
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  if (!code || !state || state !== stateCookie(request))
    return resultPage(url.origin, { error: 'giriş isteği bu tarayıcıdan başlatılmamış ya da süresi dolmuş' })
  let answer: { access_token?: string; error?: string; error_description?: string }
  try {
    const response = await fetch(new URL('/login/oauth/access_token', githubOrigin(env)), {
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
        redirect_uri: `${url.origin}${CALLBACK}`,
      }),
    })
    answer = (await response.json()) as typeof answer
  } catch {
    return resultPage(url.origin, { error: 'GitHub’a ulaşılamadı' })
  }
  if (!answer.access_token)
    return resultPage(url.origin, {
      error: `GitHub anahtar vermedi (${answer.error_description ?? answer.error ?? 'bilinmeyen hata'})`,
    })
  return resultPage(url.origin, { token: answer.access_token })
}

/** Both addresses: /api/auth and /api/auth/callback (callback.ts hands its requests here). */
export async function onRequestGet({ request, env }: Context): Promise<Response> {
  const url = new URL(request.url)
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return resultPage(url.origin, {
      error: 'sitenin GitHub giriş ayarları eksik (GITHUB_CLIENT_ID ve GITHUB_CLIENT_SECRET)',
    })
  return url.pathname.replace(/\/$/, '') === CALLBACK ? callback(request, env, url) : start(request, env, url)
}
