// Serves a built site for the e2e tests: real nginx with the repository's site configuration (scripts/nginx/), or the
// Node server (scripts/serve.ts) with E2E_SERVER=node. Returns how to stop it.
import { startNginx } from '../../scripts/nginx-server.ts'
import { startServer } from '../../scripts/serve.ts'

export async function serveDist(root: string, port: number): Promise<() => Promise<void>> {
  if (process.env.E2E_SERVER === 'node') {
    const server = await startServer({ root, port })
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return (await startNginx({ root, port })).stop
}
