// Static server (local preview and tests): dist/<path>/index.html, precompressed files (others compressed as sent, as the
// hosts do), 404.html with status 404, dist/_headers rules, dist/_redirects.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { readRedirects, redirectTarget } from './serve-redirects.ts'
import { headersForPath, parseHeadersFile, type HeaderRule } from './security-headers.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export interface ServeOptions {
  root?: string
  port?: number
  host?: string
  /** Extra headers for every response, on top of the rules in `<root>/_headers`. */
  headers?: Record<string, string>
}

/** The rules of `<root>/_headers` (written by the build), applied the way Netlify and Cloudflare Pages do; [] without one. */
export async function readHeaderRules(root: string): Promise<HeaderRule[]> {
  const text = await readFile(path.join(root, '_headers'), 'utf8').catch(() => null)
  return text === null ? [] : parseHeadersFile(text)
}

/** Text types the hosts compress as they send them (Cloudflare Pages; nginx's `gzip on`, scripts/nginx/). */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}

/** Maps a URL path to a file in root, the way static hosts do; null when nothing matches. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  const base = path.join(root, safe)
  if (!base.startsWith(root)) return null
  for (const candidate of [base, path.join(base, 'index.html'), base + '.html']) {
    if (await isFile(candidate)) return candidate
  }
  return null
}

export async function startServer({
  root = path.resolve('dist'),
  port = 4173,
  host = '127.0.0.1',
  headers = {},
}: ServeOptions = {}): Promise<Server> {
  // Read once: a rebuild that changes the theme script (and so the CSP hash) needs a restart.
  const rules = await readHeaderRules(root)
  const redirects = await readRedirects(root)
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const target = redirectTarget(redirects, url.pathname)
    if (target) {
      response.writeHead(301, {
        Location: target + url.search,
        ...headersForPath(rules, url.pathname),
        ...headers,
      })
      return response.end()
    }
    // Like the hosts, _headers and _redirects configure the server and are not themselves served.
    let file = /^\/_(headers|redirects)/.test(url.pathname) ? null : await resolveFile(root, url.pathname)
    let status = 200
    if (!file) {
      file = path.join(root, '404.html')
      status = 404
    }
    const extension = path.extname(file)
    const accept = String(request.headers['accept-encoding'] ?? '')
    let sendFile = file
    const responseHeaders: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...headersForPath(rules, url.pathname),
      ...headers,
    }
    // A missing hashed file may appear with the next deploy: never cache its 404 for a year.
    if (status !== 200) responseHeaders['Cache-Control'] = 'no-cache'
    if (/\bbr\b/.test(accept) && (await isFile(file + '.br'))) {
      sendFile = file + '.br'
      responseHeaders['Content-Encoding'] = 'br'
    } else if (/\bgzip\b/.test(accept) && (await isFile(file + '.gz'))) {
      sendFile = file + '.gz'
      responseHeaders['Content-Encoding'] = 'gzip'
    }
    const size = (await stat(sendFile)).size
    // No copy made by the build (pages, data): compressed as it is sent, like the hosts and nginx do, so that the
    // bench's Lighthouse runs see the bytes a visitor receives.
    const compress =
      sendFile === file && size >= 256 && COMPRESSIBLE_TYPE.test(responseHeaders['Content-Type']!)
        ? /\bbr\b/.test(accept)
          ? 'br'
          : /\bgzip\b/.test(accept)
            ? 'gzip'
            : null
        : null
    if (compress) responseHeaders['Content-Encoding'] = compress
    else responseHeaders['Content-Length'] = String(size)
    response.writeHead(status, responseHeaders)
    if (request.method === 'HEAD') return response.end()
    const stream = createReadStream(sendFile)
    if (compress === 'br')
      stream.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })).pipe(response)
    else if (compress === 'gzip') stream.pipe(createGzip({ level: 6 })).pipe(response)
    else stream.pipe(response)
  }
  const server = createServer((request, response) => {
    // A failure (e.g. a file removed while it is served) answers 500 instead of leaving the request open.
    respond(request, response).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173)
  await startServer({ port, host: process.env.HOST ?? 'localhost' })
  console.log(`dist/ yayında: http://localhost:${port}`)
  if ((await readHeaderRules(path.resolve('dist'))).length === 0)
    console.warn(
      'dist/_headers yok: güvenlik başlıkları gönderilmiyor. `npm run build` ile yeniden derleyin.',
    )
}
