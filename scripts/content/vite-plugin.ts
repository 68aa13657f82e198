// Vite plugin (dev server): re-runs the content pipeline (as `npm run content`) when content/ changes, then reloads.
// A new or renamed page is served at once: React Router's dev server answers only the paths of its pre-render list,
// which it reads when it generates its server build, so that build is generated again after each content run; a
// former address (a renamed or deleted page) answers with its redirect, as the host does in production.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'

/** React Router's generated modules that hold the route and pre-render lists (`virtual:react-router/…`). */
const ROUTER_MODULES = ['server-build', 'server-manifest', 'browser-manifest'].map(
  (name) => `\0virtual:react-router/${name}`,
)

/** Makes React Router generate its server build again on the next request: it then reads the new page list. */
export function forgetRouteLists(server: Pick<ViteDevServer, 'moduleGraph'>): void {
  for (const id of ROUTER_MODULES) {
    const module = server.moduleGraph.getModuleById(id)
    if (module) server.moduleGraph.invalidateModule(module)
  }
}

/** Former address → current page, from the list the content step writes for the editor (empty without one). */
export function readFormerAddresses(root: string): Map<string, string> {
  try {
    const index = JSON.parse(
      readFileSync(path.join(root, 'generated', '_data', 'editor', 'site.json'), 'utf8'),
    ) as { formerAddresses?: Record<string, string> }
    return new Map(Object.entries(index.formerAddresses ?? {}))
  } catch {
    return new Map()
  }
}

/** Where a page request for `url` is redirected (301, query kept), or null. Pure. */
export function devRedirect(table: ReadonlyMap<string, string>, url: string): string | null {
  const [pathname = '/', query] = url.split('?', 2)
  const target =
    table.get(pathname) ?? (pathname.length > 1 ? table.get(pathname.replace(/\/$/, '')) : undefined)
  return target === undefined ? null : query === undefined ? target : `${target}?${query}`
}

export function contentPlugin(): Plugin {
  const root = process.cwd()
  const contentDir = path.join(root, 'content')
  const cli = path.join(root, 'scripts', 'content', 'cli.ts')
  let running: Promise<void> | null = null

  return {
    name: 'rhino-content',
    apply: 'serve',
    configureServer(server) {
      const rebuild = () =>
        new Promise<void>((resolve) => {
          // A child process keeps the pipeline (and the data modules it reads) out of Vite's config bundle.
          const child = spawn(process.execPath, [cli], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => {
            if (code === 0) {
              server.config.logger.info(output.trim(), { timestamp: true })
              redirects = readFormerAddresses(root)
              forgetRouteLists(server)
              server.ws.send({ type: 'full-reload' })
            } else {
              server.config.logger.error(output.trim(), { timestamp: true })
            }
            resolve()
          })
        })
      let redirects = readFormerAddresses(root)
      server.middlewares.use((request, response, next) => {
        const target =
          request.method === 'GET' || request.method === 'HEAD'
            ? devRedirect(redirects, request.url ?? '/')
            : null
        if (target === null) return next()
        response.writeHead(301, { Location: target, 'Cache-Control': 'no-store' })
        response.end()
      })
      server.watcher.add(contentDir)
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir)) return
        running = (running ?? Promise.resolve()).then(rebuild).finally(() => (running = null))
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
    },
  }
}
