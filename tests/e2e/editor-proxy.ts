// E2E helper: one loopback origin for the editor in local mode, as `npm run admin` gives it: /api/v1 goes to
// decap-server, everything else to the server of the built site (wrangler pages dev in the suite), headers passed through as sent.
// With `admin`, /admin goes there and everything else to `site` (the preview site's dev server).
import { createServer, request, type Server } from 'node:http'

export interface EditorProxy {
  url: string
  stop: () => Promise<void>
}

export function startEditorProxy({
  site,
  api,
  port,
  admin = site,
}: {
  site: string
  api: string
  port: number
  admin?: string
}): Promise<EditorProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/'
    const origin = url.startsWith('/api/v1') ? api : /^\/admin(\/|$)/.test(url) ? admin : site
    const target = new URL(url, origin)
    const forwarded = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forwarded)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      }),
    )
  })
}
