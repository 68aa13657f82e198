// E2E global setup: serves the built dist/ with `wrangler pages dev` (the Cloudflare Pages runtime: scripts/serve.ts)
// on a free loopback port for every test file (run `npm run build` first).
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from './free-port.ts'
import { serveDist } from './serve-dist.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server the tests load pages from, e.g. http://127.0.0.1:41234. */
    baseUrl: string
  }
}

let stop: (() => Promise<void>) | undefined

export async function setup(project: TestProject) {
  const root = path.resolve(process.env.DIST_DIR ?? 'dist')
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests.')
  if (!existsSync(path.join(root, '_headers')))
    throw new Error(
      'dist/_headers is missing (a build from before the security headers): run `npm run build`.',
    )
  const port = await freePort(process.env.E2E_PORT)
  stop = await serveDist(root, port)
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
}

export async function teardown() {
  await stop?.()
}
