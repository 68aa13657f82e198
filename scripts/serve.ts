// Serves a built site with the host's own runtime, `wrangler pages dev` (Cloudflare Pages: `_headers`, `_redirects`,
// 404.html, the Functions in functions/, compression): `npm start`/`npm run serve`, the browser tests, the benchmarks
// and the screenshot tool. Build time (Node).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The Workers runtime's behaviour the Functions are written for (also the deploy's, README.md "Deploying"). */
export const COMPATIBILITY_DATE = '2026-11-17'

export interface ServeOptions {
  root: string
  port: number
  /** Show wrangler's request log. */
  verbose?: boolean
  /** Environment values for the Functions (wrangler's `--binding NAME=value`), e.g. the exchange rate's test bank. */
  bindings?: Readonly<Record<string, string>>
}

export interface Server {
  url: string
  close: (done?: () => void) => Promise<void>
}

/** A port nobody listens on, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Starts `wrangler pages dev` over `root` (with the project's functions/) and resolves once it answers. */
export async function startServer({ root, port, verbose, bindings = {} }: ServeOptions): Promise<Server> {
  // Each server its own state folder and inspector port, so that several can run at once.
  const state = mkdtempSync(path.join(tmpdir(), 'pages-dev-'))
  const args = [
    path.join(process.cwd(), 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
    'pages',
    'dev',
    path.resolve(root),
    ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort())],
    ...[
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
    ],
    ...['--log-level', verbose ? 'info' : 'error'],
    ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
  ]
  const child = spawn(process.execPath, args, {
    cwd: process.cwd(),
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
    if (verbose) process.stderr.write(chunk)
  })
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`wrangler pages dev ended (${code}): ${errors.trim()}`))),
  )
  const url = `http://127.0.0.1:${port}`
  const close = async (done?: () => void) => {
    if (child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await ended
    }
    rmSync(state, { recursive: true, force: true })
    done?.()
  }
  try {
    await Promise.race([answers(url), exited])
  } catch (error) {
    await close()
    throw error
  }
  return { url, close }
}

/** Resolves once `url` answers an HTTP request (wrangler listens a while before it serves). */
async function answers(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2000) })
      await response.body?.cancel()
      return
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`wrangler pages dev did not answer at ${url}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

// `npm run serve` / `npm start`: the existing dist/ on PORT (default 4173) until stopped.
if (import.meta.main) {
  const port = Number(process.env.PORT ?? 4173)
  const server = await startServer({ root: process.env.DIST_DIR ?? 'dist', port, verbose: true })
  console.log(
    `dist/ http://127.0.0.1:${port} adresinde (Cloudflare Pages'in çalışma ortamı, wrangler pages dev).`,
  )
  process.on('SIGINT', () => void server.close(() => process.exit(0)))
}
