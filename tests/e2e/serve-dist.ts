// Serves a built site for the e2e tests with the host's runtime, `wrangler pages dev` (scripts/serve.ts): its
// `_headers`, `_redirects`, 404 handling and the Functions in functions/. Returns how to stop it.
import { startServer } from '../../scripts/serve.ts'

export async function serveDist(root: string, port: number): Promise<() => Promise<void>> {
  const server = await startServer({ root, port })
  return () => server.close()
}
