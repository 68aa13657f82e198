// The sign-in Function (functions/api/auth/) as Cloudflare runs it (`wrangler pages dev` over a one-page site, with
// its two secrets as bindings) against a stand-in for GitHub's OAuth endpoints on loopback: the twin host is sent to
// the site's address before GitHub, and every failure the troubleshooting table of content/YAYINA-ALMA.md lists is
// produced here, from GitHub's own error codes where GitHub causes it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  failure,
  fillMessage,
  SIGN_IN_FAILURES,
  SIGN_IN_NOTES,
  type SignInFailure,
} from '../../functions/api/auth/messages.ts'
import { freePort } from '../e2e/free-port.ts'
import { getAs, startSignInFunction, type Answer, type SignInFunction } from '../sign-in-runtime.ts'

const CANONICAL_HOST = 'www.rhinoturkiye.test'
const TWIN_HOST = 'rhinoturkiye.test'
const CLIENT_ID = 'standin-client-id'
const CLIENT_SECRET = 'standin-client-secret'
const TOKEN = 'gho_standin_token_0123456789'

/** What the stand-in saw. */
const seen = { authorize: 0, token: [] as Record<string, string>[] }

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => resolve(text))
  })
}

/** Answers of GitHub's token endpoint by the code it gets (the codes the stand-in's consent page hands out). */
const TOKEN_ANSWERS: Record<string, object> = {
  credentials: {
    error: 'incorrect_client_credentials',
    error_description: 'The client_id and/or client_secret passed are incorrect.',
  },
  expired: { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
  unverified: {
    error: 'unverified_user_email',
    error_description: 'The user must have a verified primary email.',
  },
  mismatch: {
    error: 'redirect_uri_mismatch',
    error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
  },
  novel: { error: 'novel_error', error_description: 'Something new.' },
  empty: {},
}

/**
 * GitHub's two OAuth endpoints as a stand-in. The consent page does what its `standin` parameter says (the test adds
 * it to the address the Function sends the browser to): `error:<code>` comes back with that error, as GitHub does
 * when consent is refused or the app is misconfigured; `code:<name>` comes back with that code, which the token
 * endpoint answers as TOKEN_ANSWERS says (`ok`: a token, for the app's own id and secret only; `broken`: no JSON).
 */
function startStandIn(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      seen.authorize++
      const [kind, value = ''] = (url.searchParams.get('standin') ?? 'code:ok').split(':')
      const back = new URL(url.searchParams.get('redirect_uri')!)
      if (kind === 'error') {
        back.searchParams.set('error', value)
        back.searchParams.set('error_description', `stand-in: ${value}`)
      } else back.searchParams.set('code', value)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      response.writeHead(302, { Location: back.toString() }).end()
      return
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void body(request).then((text) => {
        const sent = JSON.parse(text) as Record<string, string>
        seen.token.push(sent)
        if (sent.code === 'broken') {
          response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>')
          return
        }
        const valid =
          sent.code === 'ok' && sent.client_id === CLIENT_ID && sent.client_secret === CLIENT_SECRET
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(
          JSON.stringify(
            valid
              ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
              : (TOKEN_ANSWERS[sent.code ?? ''] ?? TOKEN_ANSWERS.expired),
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
let site: SignInFunction | undefined
let withoutSecrets: SignInFunction | undefined
let dist = ''

beforeAll(async () => {
  const standInPort = await freePort()
  standIn = await startStandIn(standInPort)
  dist = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-site-'))
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><title>Site</title></html>\n',
  )
  const common = { dist, canonicalHost: CANONICAL_HOST, githubOrigin: `http://127.0.0.1:${standInPort}` }
  ;[site, withoutSecrets] = await Promise.all([
    startSignInFunction({
      ...common,
      bindings: { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET },
    }),
    startSignInFunction({ ...common, bindings: {} }),
  ])
}, 240_000)

afterAll(async () => {
  await Promise.all([site?.stop(), withoutSecrets?.stop()])
  await new Promise((resolve) => standIn?.close(resolve))
  if (dist) await rm(dist, { recursive: true, force: true })
})

/** The sign-in window's note as the reader sees it. */
function note(answer: Answer): string {
  const text = /<p id="note">([^<]*)<\/p>/.exec(answer.body)?.[1] ?? ''
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

const failed = (reason: string) => fillMessage(SIGN_IN_NOTES.failed, { reason })
const callbackUrl = () => `${site!.origin}/api/auth/callback`
/** The failures this file has produced, to check that none of the table is left out. */
const produced = new Set<SignInFailure>()

function expectFailure(answer: Answer, id: SignInFailure, values?: Record<string, string>) {
  expect(answer.status).toBe(400)
  expect(note(answer)).toBe(failed(failure(id, values)))
  // The editor gets the same reason through Decap's message protocol.
  expect(answer.body).toContain(`authorization:github:error:`)
  expect(answer.body).not.toContain(TOKEN)
  produced.add(id)
}

/** A whole sign-in on the site's address: /api/auth, the stand-in's consent page told `standin`, the callback. */
async function signIn(standin: string): Promise<Answer> {
  const start = await getAs(site!.port, CANONICAL_HOST, '/api/auth?provider=github&site_id=x&scope=repo')
  expect(start.status).toBe(302)
  const cookie = String(start.headers['set-cookie']).split(';')[0]!
  const consent = new URL(String(start.headers.location))
  consent.searchParams.set('standin', standin)
  const back = await fetch(consent, { redirect: 'manual' })
  const callback = new URL(back.headers.get('location')!)
  expect(callback.origin).toBe(site!.origin)
  return getAs(site!.port, CANONICAL_HOST, callback.pathname + callback.search, cookie)
}

describe('the sign-in Function in Cloudflare’s runtime', { timeout: 30_000 }, () => {
  it('sends the twin host to the site’s address before GitHub, keeping the request', async () => {
    const before = seen.authorize
    const answer = await getAs(site!.port, TWIN_HOST, '/api/auth?provider=github&site_id=x&scope=repo')
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe(`${site!.origin}/api/auth?provider=github&site_id=x&scope=repo`)
    expect(seen.authorize).toBe(before)
  })

  it('sends the site’s address to GitHub with the one callback URL, the scope and a state', async () => {
    const answer = await getAs(site!.port, CANONICAL_HOST, '/api/auth?provider=github&scope=repo')
    const consent = new URL(String(answer.headers.location))
    expect(consent.pathname).toBe('/login/oauth/authorize')
    expect(consent.searchParams.get('client_id')).toBe(CLIENT_ID)
    expect(consent.searchParams.get('redirect_uri')).toBe(callbackUrl())
    expect(consent.searchParams.get('scope')).toBe('repo')
    expect(String(answer.headers['set-cookie'])).toContain(
      `rhino_oauth_state=${consent.searchParams.get('state')}`,
    )
  })

  it('completes a sign-in: the token goes to the window’s page, the secret only to GitHub', async () => {
    const answer = await signIn('code:ok')
    expect(answer.status).toBe(200)
    expect(note(answer)).toBe(SIGN_IN_NOTES.signedIn)
    // Opened on its own (no editor behind it), the window says where the editor is.
    expect(answer.body).toContain(
      JSON.stringify(fillMessage(SIGN_IN_NOTES.signedInWithoutEditor, { panel: `${site!.origin}/admin/` })),
    )
    expect(answer.body).toContain(`authorization:github:success:`)
    expect(answer.body).toContain(TOKEN)
    expect(answer.body).not.toContain(CLIENT_SECRET)
    expect(seen.token.at(-1)).toMatchObject({ client_secret: CLIENT_SECRET, redirect_uri: callbackUrl() })
    // The editor may sit on the site's address or on its twin: the token goes to no other origin.
    expect(answer.body).toContain(JSON.stringify([site!.origin, `http://${TWIN_HOST}:${site!.port}`]))
  })

  it('says when the Pages project has no secrets', async () => {
    const answer = await getAs(withoutSecrets!.port, CANONICAL_HOST, '/api/auth?provider=github')
    expectFailure(answer, 'missingSecrets')
  })

  it('tells an editor on another host where the editor is, without going to GitHub', async () => {
    const before = seen.authorize
    const answer = await getAs(site!.port, '127.0.0.1', '/api/auth?provider=github')
    expectFailure(answer, 'wrongHost', {
      address: `http://127.0.0.1:${site!.port}`,
      panel: `${site!.origin}/admin/`,
    })
    expect(seen.authorize).toBe(before)
  })

  it('says which callback URL the OAuth app needs when GitHub comes back to the twin host', async () => {
    const answer = await getAs(site!.port, TWIN_HOST, '/api/auth/callback?code=x&state=y')
    expectFailure(answer, 'callbackElsewhere', {
      address: `http://${TWIN_HOST}:${site!.port}`,
      callback: callbackUrl(),
    })
  })

  it('refuses a callback whose state this browser did not start', async () => {
    const start = await getAs(site!.port, CANONICAL_HOST, '/api/auth?provider=github')
    const cookie = String(start.headers['set-cookie']).split(';')[0]!
    expectFailure(
      await getAs(site!.port, CANONICAL_HOST, '/api/auth/callback?code=ok&state=forged', cookie),
      'badState',
    )
    expectFailure(
      await getAs(site!.port, CANONICAL_HOST, '/api/auth/callback?code=ok&state=forged'),
      'badState',
    )
  })

  it.each([
    ['error:access_denied', 'accessDenied', {}],
    ['error:redirect_uri_mismatch', 'redirectMismatch', { callback: '' }],
    ['error:application_suspended', 'suspended', {}],
    [
      'error:temporarily_unavailable',
      'refused',
      { code: 'temporarily_unavailable: stand-in: temporarily_unavailable' },
    ],
    ['code:credentials', 'wrongCredentials', {}],
    ['code:expired', 'badCode', {}],
    ['code:unverified', 'unverifiedEmail', {}],
    ['code:mismatch', 'redirectMismatch', { callback: '' }],
    ['code:novel', 'refused', { code: 'novel_error: Something new.' }],
    ['code:empty', 'noToken', { code: 'yanıtta anahtar yok' }],
    ['code:broken', 'unreachable', {}],
  ] as const)('GitHub answering %s → %s', async (standin, id, values: Record<string, string>) => {
    const answer = await signIn(standin)
    expectFailure(answer, id, 'callback' in values ? { callback: callbackUrl() } : values)
  })

  it('has produced every failure the table lists', () => {
    expect([...produced].sort()).toEqual(Object.keys(SIGN_IN_FAILURES).sort())
  })
})
