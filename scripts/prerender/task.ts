// One worker of the pre-rendering pool (scripts/prerender/index.ts): renders pages from the server bundle the way
// React Router's own pre-rendering does (@react-router/dev, handlePrerender): the page's loader data first
// (`<path>.data`), then its HTML with that data, both returned to the caller (scripts/prerender/index.ts), which writes them.
import { AsyncLocalStorage } from 'node:async_hooks'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteObject, ServerBuild } from 'react-router'
import { pageFiles } from './page-cache.ts'

export interface PrerenderInput {
  /** The server bundle's entry (index.js). */
  serverBuild: string
  /** A JSON file listing every page of the site: the server bundle only answers for pages it was told are pre-rendered. */
  pageList: string
  /** The pages this call renders. */
  paths: string[]
}

interface Loaded {
  matchRoutes: typeof import('react-router').matchRoutes
  handler: (request: Request) => Promise<Response>
  build: ServerBuild
  routes: RouteObject[]
}

// React Router passes a page's loader data to its HTML request only in a build (getBuildTimeHeader).
process.env.IS_RR_BUILD_REQUEST = 'yes'
// React's production build, as in React Router's own build process (with the development build, the site's 78 pages
// took 6.9 s instead of 5.8 s). Set before React is first loaded, so React Router and the bundle are imported only below.
process.env.NODE_ENV = 'production'

let loaded: Promise<Loaded> | undefined

/** The files each page's loaders read (src/lib/wiki-data.server.ts records them here). */
const pageReads = new AsyncLocalStorage<Set<string>>()
;(globalThis as Record<symbol, unknown>)[Symbol.for('rhino-turkiye.page-reads')] = pageReads

/** A rendered page and the files (relative to the project root) its loaders read: its inputs besides the bundles. */
export interface RenderedPage {
  page: string
  reads: string[]
}

/** A rendered page with its files' text (PageText), as a worker returns it. */
export type RenderedPageText = RenderedPage & PageText

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

async function load({ serverBuild, pageList }: PrerenderInput): Promise<Loaded> {
  const { createRequestHandler, matchRoutes } = await import('react-router')
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild
  const allPaths = JSON.parse(await readFile(pageList, 'utf8')) as string[]
  // The bundle lists only the pages React Router pre-rendered itself (scripts/prerender/paths.ts); it refuses the others.
  const listed = new Set(build.prerender)
  build.prerender.push(...allPaths.filter((page) => !listed.has(page)))
  return {
    build,
    handler: createRequestHandler(build, 'production'),
    routes: routeTree(build.routes),
    matchRoutes,
  }
}

/**
 * A page's files (page-cache.ts: pageFiles) as UTF-8 bytes: moved to the caller with the message, not copied, and
 * never turned back into strings there (the caller's heap grew by some 300 MB over 5,000 pages with strings).
 */
interface PageText {
  html: Uint8Array
  /** The loader data, for pages with a loader. */
  data?: Uint8Array
}

const utf8 = new TextEncoder()

async function render({ build, handler, routes, matchRoutes }: Loaded, page: string): Promise<PageText> {
  const matches = matchRoutes(routes, `/${page}/`.replace(/^\/\/+/, '/'))
  if (!matches) throw new Error(`Ön işleme: ${page} adresi hiçbir sayfa türüne uymuyor.`)
  // Every route of the tree has its id (routeTree).
  const leaf = build.routes[matches[matches.length - 1]!.route.id!]?.module
  if (leaf && !leaf.default && !leaf.ErrorBoundary) throw new Error(`Ön işleme: ${page} bir sayfa değil.`)
  let init: RequestInit | undefined
  let data: string | undefined
  // The loader data's address is its file's (page-cache.ts: pageFiles).
  const files = pageFiles(page)
  if (matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader)) {
    const response = await handler(new Request(`http://localhost/${files.data.split(path.sep).join('/')}`))
    data = await response.text()
    if (response.status !== 200 && response.status !== 202)
      throw new Error(`Ön işleme (veri): ${page} için ${response.status} döndü.\n${data}`)
    init = { headers: { 'X-React-Router-Prerender-Data': encodeURI(data) } }
  }
  const address = `${page}/`.replace(/\/\/+/g, '/')
  const response = await handler(new Request(`http://localhost${address}`, init))
  const html = await response.text()
  // The site's loaders never redirect; a page that does is a mistake to fix, not a file to write.
  if (response.status !== 200)
    throw new Error(`Ön işleme (HTML): ${page} için ${response.status} döndü.\n${html}`)
  return { html: utf8.encode(html), data: data === undefined ? undefined : utf8.encode(data) }
}

/** Pages rendered at once in one worker, so that one page renders while another's stream is written out. */
const CONCURRENCY = 3

/**
 * Renders the pages and returns their text: the caller writes the files, from one thread (two threads creating files
 * in the same folder at once spend most of their time on the folder's lock; scripts/prerender/index.ts).
 */
export default async function prerender(input: PrerenderInput): Promise<RenderedPageText[]> {
  loaded ??= load(input)
  const ready = await loaded
  const rendered = new Map<string, RenderedPageText>()
  const queue = [...input.paths]
  const next = async (): Promise<void> => {
    const page = queue.shift()
    if (page === undefined) return
    const reads = new Set<string>()
    const text = await pageReads.run(reads, () => render(ready, page))
    rendered.set(page, { page, reads: [...reads].sort(), ...text })
    return next()
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, next))
  return input.paths.map((page) => rendered.get(page)!)
}
