// E2E global setup: serves the built dist/ with its _headers (CSP etc.) on a local port for every test file (run `npm run build` first).
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Server } from 'node:http'
import { startServer } from '../../scripts/serve.ts'
import { E2E_PORT } from './helpers.ts'

let server: Server | undefined

export async function setup() {
  const root = path.resolve(process.env.DIST_DIR ?? 'dist')
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests.')
  if (!existsSync(path.join(root, '_headers')))
    throw new Error(
      'dist/_headers is missing (a build from before the security headers): run `npm run build`.',
    )
  server = await startServer({ root, port: E2E_PORT })
}

export async function teardown() {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
}
