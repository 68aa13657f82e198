// Test helper: the editor's sign-in Function (functions/api/auth/) in Cloudflare's own runtime (`wrangler pages dev`,
// workerd), over a given dist folder, with its one module of addresses (config.ts) replaced: GitHub is a stand-in on
// loopback and the site's address a test host. The production code runs unchanged and has no test hook; functions/ is
// copied to a temporary project root, which `wrangler pages dev` reads it from, so the working copy is never touched.
import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { COMPATIBILITY_DATE } from '../scripts/serve.ts'
import { waitForPort } from '../scripts/wait-for-port.ts'
import { freePort } from './e2e/free-port.ts'

export interface SignInFunction {
  port: number
  /** The site's address as the Function knows it: `http://<canonicalHost>:<port>`. */
  origin: string
  stop: () => Promise<void>
}

export interface SignInFunctionOptions {
  /** The folder served as the site (a whole build, or a tiny folder with one page). */
  dist: string
  /** Host name of the site's address, e.g. www.rhinoturkiye.test (the browser or the request's Host header names it). */
  canonicalHost: string
  /** The stand-in for https://github.com, e.g. http://127.0.0.1:41234. */
  githubOrigin: string
  /** The Pages project's secrets; leave one out to see the Function without it. */
  bindings: Record<string, string>
}

/** Starts `wrangler pages dev` and resolves once it listens. */
export async function startSignInFunction(options: SignInFunctionOptions): Promise<SignInFunction> {
  const port = await freePort()
  // Each instance its own devtools port: two on the default one, the second stops.
  const inspectorPort = await freePort()
  const origin = `http://${options.canonicalHost}:${port}`
  const root = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-function-'))
  await cp(path.resolve('functions'), path.join(root, 'functions'), { recursive: true })
  await writeFile(
    path.join(root, 'functions', 'api', 'auth', 'config.ts'),
    `export const GITHUB_ORIGIN = ${JSON.stringify(options.githubOrigin)}\n` +
      `export const CANONICAL_ORIGIN = ${JSON.stringify(origin)}\n`,
  )
  const bindings = Object.entries(options.bindings).flatMap(([name, value]) => [
    '--binding',
    `${name}=${value}`,
  ])
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.resolve('node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      path.resolve(options.dist),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      path.join(root, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...bindings,
    ],
    { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: 'ignore' },
  )
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`wrangler pages dev ended (${code})`))),
  )
  exited.catch(() => undefined)
  const stop = async () => {
    if (child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await ended
    }
    await rm(root, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, { name: 'wrangler pages dev', timeoutMs: 120_000, exited })
    // It listens before its worker has compiled the Function: the first request waits for that, here. On a busy
    // machine it has also dropped that first connection (ECONNRESET) while its runtime started: tried again then.
    const deadline = Date.now() + 60_000
    for (;;) {
      try {
        await Promise.race([getAs(port, options.canonicalHost, '/api/auth'), exited])
        break
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (!['ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(code ?? '') || Date.now() > deadline)
          throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { port, origin, stop }
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A GET to 127.0.0.1:`port` under the host name `host` (as a browser that resolved it there would send it). */
export function getAs(port: number, host: string, pathAndQuery: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: pathAndQuery,
        headers: { Host: `${host}:${port}`, ...(cookie ? { Cookie: cookie } : {}) },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    call.on('error', reject)
    call.end()
  })
}
