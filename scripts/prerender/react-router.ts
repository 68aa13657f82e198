// Build time: the pre-rendering. scripts/build.ts renders every page from React Router's server bundle in its own
// process, a few at a time, and records the files each page's loaders read (src/lib/prerender.server.tsx adds them to
// the set of the page being rendered) for the page cache (cache.ts). Every way this relies on React Router beyond its
// documented options is in this one module; tests/e2e/prerender-contract.e2e.ts checks them against the installed
// React Router, so a change in an upgrade fails there:
// 1. React Router deletes its server bundle at the end of a build with `ssr: false`; keepServerBuild copies it first,
//    from a writeBundle hook that runs before React Router's own (`order: 'pre'`).
// 2. Under scripts/build.ts React Router is given no page to pre-render (prerenderPaths): it then renders none, skips
//    its check that every route with a loader has a page, and writes its SPA fallback (the page shell) as index.html.
// 3. The build renders every page from the kept bundle as React Router's handlePrerender does (renderPage): with
//    IS_RR_BUILD_REQUEST set and the page listed in the bundle's `prerender` array, the loader data first
//    (`<path>.data`, `_root.data` for the home page), then the HTML, given that data in the
//    X-React-Router-Prerender-Data header.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { AsyncLocalStorage } from 'node:async_hooks'
import { cp } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteObject, ServerBuild } from 'react-router'
import type { Plugin } from 'vite'

/** Where scripts/build.ts asks for the server bundle to be kept (set only there). */
const KEEP = 'RR_SERVER_KEEP'

/** The file React Router writes its SPA fallback to when it pre-renders no page. */
const SPA_FALLBACK = 'index.html'

/** Moves React Router's SPA fallback out of the home page's place, to 404.html (scripts/postbuild.ts completes it). */
export function keepSpaFallback(client: string): void {
  renameSync(path.join(client, SPA_FALLBACK), path.join(client, '404.html'))
}

/** Vite plugin: copies React Router's server bundle to RR_SERVER_KEEP once it is written. */
export function keepServerBuild(target = process.env[KEEP]): Plugin {
  return {
    name: 'keep-server-build',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options) {
        if (!target || !this.environment.config.build.ssr || !options.dir) return
        await cp(options.dir, target, { recursive: true })
      },
    },
  }
}

/** react-router.config.ts's page list: every page (the dev server answers only for these), none under scripts/build.ts. */
export function prerenderPaths(pages: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  return env[KEEP] ? [] : [...pages]
}

/** The environment for `react-router build` under scripts/build.ts: where its build goes and where to keep its server bundle. */
export function reactRouterBuildEnv(buildDirectory: string, serverKeep: string): NodeJS.ProcessEnv {
  return { RR_BUILD_DIR: buildDirectory, [KEEP]: serverKeep }
}

/** The files a page's pre-rendering writes, relative to the client folder: its HTML and its loader data. */
export function pageFiles(page: string): { html: string; data: string } {
  const parts = page.split('/').filter(Boolean)
  return {
    html: path.join(...parts, 'index.html'),
    data: parts.length === 0 ? '_root.data' : `${path.join(...parts)}.data`,
  }
}

export interface ServerBundle {
  build: ServerBuild
  handler: (request: Request) => Promise<Response>
  routes: RouteObject[]
  matchRoutes: typeof import('react-router').matchRoutes
}

/** The route tree for matching, from the bundle's flat route list (as React Router's createPrerenderRoutes). */
function routeTree(routes: ServerBuild['routes'], parentId = ''): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && (route.parentId ?? '') === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true }
        : { id: route!.id, path: route!.path, children: routeTree(routes, route!.id) },
    )
}

/**
 * Loads the server bundle (index.js) for pre-rendering `pages`. Call it before anything in the process loads React:
 * it asks for React's production build, as React Router's own build process does.
 */
export async function loadServerBundle(file: string, pages: readonly string[]): Promise<ServerBundle> {
  // The loader data reaches the HTML request only in a build (React Router's getBuildTimeHeader).
  process.env.IS_RR_BUILD_REQUEST = 'yes'
  process.env.NODE_ENV = 'production'
  const { createRequestHandler, matchRoutes } = await import('react-router')
  const build = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServerBuild
  // With `ssr: false` the bundle answers only for the pages it lists.
  const listed = new Set(build.prerender)
  build.prerender.push(...pages.filter((page) => !listed.has(page)))
  return {
    build,
    handler: createRequestHandler(build, 'production'),
    routes: routeTree(build.routes),
    matchRoutes,
  }
}

/** One page's HTML and, for a page with loaders, its loader data. */
export async function renderPage(
  { build, handler, routes, matchRoutes }: ServerBundle,
  page: string,
): Promise<{ html: string; data?: string }> {
  const matches = matchRoutes(routes, `/${page}/`.replace(/^\/\/+/, '/'))
  if (!matches) throw new Error(`Ön işleme: ${page} adresi hiçbir sayfa türüne uymuyor.`)
  // Every route of the tree has its id (routeTree).
  const leaf = build.routes[matches[matches.length - 1]!.route.id!]?.module
  if (leaf && !leaf.default && !leaf.ErrorBoundary) throw new Error(`Ön işleme: ${page} bir sayfa değil.`)
  let init: RequestInit | undefined
  let data: string | undefined
  if (matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader)) {
    const response = await handler(
      new Request(`http://localhost/${pageFiles(page).data.split(path.sep).join('/')}`),
    )
    data = await response.text()
    if (response.status !== 200 && response.status !== 202)
      throw new Error(`Ön işleme (veri): ${page} için ${response.status} döndü.\n${data}`)
    init = { headers: { 'X-React-Router-Prerender-Data': encodeURI(data) } }
  }
  const response = await handler(new Request(`http://localhost${`${page}/`.replace(/\/\/+/g, '/')}`, init))
  const html = await response.text()
  // The site's loaders never redirect; a page that does is a mistake to fix, not a file to write.
  if (response.status !== 200)
    throw new Error(`Ön işleme (HTML): ${page} için ${response.status} döndü.\n${html}`)
  return { html, data }
}

/** A rendered page: its files' text and the files, relative to the project root, its loaders read. */
export interface RenderedPage {
  page: string
  reads: string[]
  html: string
  /** The loader data, for pages with a loader. */
  data?: string
}

const pageReads = new AsyncLocalStorage<Set<string>>()
;(globalThis as Record<symbol, unknown>)[Symbol.for('rhino-turkiye.page-reads')] = pageReads

/** Pages rendered at once, so that one page renders while another's loaders read and its stream is written out. */
const CONCURRENCY = 4

export async function prerenderPages(options: {
  /** The server bundle's entry (index.js). */
  serverBuild: string
  client: string
  /** Every page of the site. */
  allPaths: readonly string[]
  /** The pages to render (the others come from the page cache). */
  paths: readonly string[]
}): Promise<RenderedPage[]> {
  if (options.paths.length === 0) return []
  const bundle = await loadServerBundle(options.serverBuild, options.allPaths)
  const rendered = new Map<string, RenderedPage>()
  const queue = [...options.paths]
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  const next = async (): Promise<void> => {
    const page = queue.shift()
    if (page === undefined) return
    const reads = new Set<string>()
    const { html, data } = await pageReads.run(reads, () => renderPage(bundle, page))
    const files = pageFiles(page)
    if (data !== undefined) write(path.join(options.client, files.data), data)
    write(path.join(options.client, files.html), html)
    rendered.set(page, { page, reads: [...reads].sort(), html, data })
    return next()
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, next))
  return options.paths.map((page) => rendered.get(page)!)
}
