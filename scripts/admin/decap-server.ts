// Starts decap-server, Decap CMS's local backend, over a folder on a loopback port (`npm run admin` and the e2e
// tests). decap-server reads PORT and GIT_REPO_DIRECTORY, and listens on every interface unless BIND_HOST is set:
// it is always started with BIND_HOST=127.0.0.1, so nothing beyond this machine can write to the working copy.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { waitForPort } from '../wait-for-port.ts'

export const LOOPBACK = '127.0.0.1'
/** decap-server's own default port. @default 8081 */
export const DECAP_SERVER_PORT = Number(process.env.DECAP_SERVER_PORT ?? 8081)

export interface RunningDecapServer {
  /** Its API, e.g. http://127.0.0.1:8081/api/v1. */
  apiUrl: string
  origin: string
  stop: () => Promise<void>
}

/** decap-server over `folder` (file-system mode: saving writes the files, no git commit) on 127.0.0.1:`port`. */
export async function startDecapServer({
  folder,
  port = DECAP_SERVER_PORT,
}: {
  folder: string
  port?: number
}): Promise<RunningDecapServer> {
  const entry = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  const child = spawn(process.execPath, [entry], {
    cwd: folder,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: LOOPBACK,
      GIT_REPO_DIRECTORY: folder,
      MODE: 'fs',
      LOG_LEVEL: process.env.DECAP_SERVER_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`decap-server exited with ${code}: ${stderr}`))),
  )
  exited.catch(() => undefined)
  await waitForPort(port, { name: 'decap-server', timeoutMs: 15_000, exited })
  const origin = `http://${LOOPBACK}:${port}`
  return {
    origin,
    apiUrl: `${origin}/api/v1`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
