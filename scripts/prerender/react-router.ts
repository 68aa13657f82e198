// Build time: the pre-rendering. scripts/build.ts renders every page from React Router's server bundle in its own
// process, a few at a time, records the files each page's loaders read (src/lib/prerender.server.tsx adds them to
// the set of the page being rendered) for the page cache (cache.ts), and writes each page as the site serves it: its
// route-module script and hydration data moved into files under /assets/, fetched after the first paint
// (placePageScripts). Every way this relies on React Router beyond its documented options is in this one module;
// tests/e2e/prerender-contract.e2e.ts checks them against the installed React Router, so a change in an upgrade fails
// there:
// 1. React Router deletes its server bundle at the end of a build with `ssr: false`; keepServerBuild copies it first,
//    from a writeBundle hook that runs before React Router's own (`order: 'pre'`).
// 2. Under scripts/build.ts React Router is given no page to pre-render (prerenderPaths): it then renders none, skips
//    its check that every route with a loader has a page, and writes its SPA fallback (the page shell) as index.html.
// 3. The build renders every page from the kept bundle as React Router's handlePrerender does (renderPage): with
//    IS_RR_BUILD_REQUEST set and the page listed in the bundle's `prerender` array, the loader data first
//    (`<path>.data`, `_root.data` for the home page), then the HTML, given that data in the
//    X-React-Router-Prerender-Data header.
// 4. The scripts React Router ends a page with: one route-module `<script type="module">` and the hydration data as a
//    stream, `…streamController.enqueue("…")` chunks and one `…streamController.close()` (STREAM_CHUNK, STREAM_END).
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { cp } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteObject, ServerBuild } from 'react-router'
import type { Plugin } from 'vite'
import { AFTER_FIRST_PAINT } from '../../src/shared/after-first-paint.ts'

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

/** React Router's <link rel="modulepreload"> tags, hoisted by React to the top of <head>. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g

/**
 * Drops the module preloads: on a slow connection the ~30 hoisted requests (all of the route's JavaScript) go out
 * before the stylesheet and the LCP image and delay the first paint (Lighthouse mobile LCP ≈ 2.5 s with them,
 * ≈ 1.0 s without). The module script at the end of <body> still loads the same modules; hydration starts a little
 * later, after the first paint. React re-adds the tags while hydrating (harmless: the modules are loaded by then).
 */
export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '')
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const ATTRIBUTE = /\s([^\s=/>]+)(?:="([^"]*)")?/g
const JAVASCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/
/** Executable, but has no `src` form, so it can only be allowed by its hash. */
const INLINE_ONLY_TYPES = new Set(['importmap', 'speculationrules'])
/** React Router's per-page hydration data: one call with a JSON string literal. */
const STREAM_CHUNK = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/
/** React Router's end of that data. */
const STREAM_END = /^window\.__reactRouterContext\.streamController\.close\(\);$/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * The same on every page, in place of React Router's end-of-data script: once the browser has painted the page's first
 * content, it fetches the page's hydration data (`data-stream`, a file under /assets/) into React Router's stream and
 * starts the route's modules (`data-module`). So on a slow connection the markup, the stylesheet and the LCP image get
 * the bandwidth first, and the page's HTML carries no copy of its data (Lighthouse mobile, simulated: LCP 1.2–2.1 s →
 * 0.9–1.2 s). The paint observer involves no timer, so a page whose timers are paused or throttled still hydrates;
 * browsers that do not report paints start at once. `window.__hydrationData` settles when the data is in:
 * src/entry.client.tsx hydrates only then, and not at all if it failed (the page stays as pre-rendered).
 */
export const HYDRATION_LOADER =
  '(function(d){function go(){var c=window.__reactRouterContext.streamController;' +
  '(window.__hydrationData=fetch(d.stream).then(function(r){if(!r.ok)throw Error(r.status);return r.text()})' +
  '.then(function(t){c.enqueue(t);c.close()})).catch(function(){});import(d.module)}' +
  `${AFTER_FIRST_PAINT}})(document.currentScript.dataset);`

export interface PlacedPage {
  /** The page with its route modules and hydration data moved out, started by HYDRATION_LOADER. */
  html: string
  /** New files: path under the site root (`assets/page-<hash>.js`, `assets/data-<hash>.txt`) → content. */
  files: Map<string, string>
  /** Bodies of the executable inline scripts; the CSP lists their hashes. */
  inline: string[]
}

function parseAttributes(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), match[2] ?? '']))
}

/** The text a stream script adds to React Router's hydration data, or null for another script. */
export function streamChunk(script: string): string | null {
  const literal = STREAM_CHUNK.exec(script)?.[1]
  return literal === undefined ? null : (JSON.parse(literal) as string)
}

/** The file for a script, relative to the site root: equal content, equal name. */
export function scriptFileName(content: string): string {
  return `assets/page-${hash(content)}.js`
}

/** Whether a file (any path) is a page's route module, named by scriptFileName. */
export function isPageModule(file: string): boolean {
  return /^page-[0-9a-f]{16}\.js$/.test(path.basename(file))
}

/** The file for a page's hydration data. */
export function dataFileName(content: string): string {
  return `assets/data-${hash(content)}.txt`
}

const hash = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex').slice(0, 16)

/**
 * What stays inline and what moves out. React Router ends each page with its scripts: scroll restoration, its context,
 * the route-module script (`<script type="module">`, imports that differ by route), the hydration data (one or more
 * STREAM_CHUNK scripts, different on every page) and STREAM_END. The route-module script and the data move into
 * content-hashed files under /assets/ (their elements stay, empty, so hydration finds every `<script>` it rendered) and
 * STREAM_END becomes HYDRATION_LOADER, which fetches both after the first paint. Every inline script left is the same
 * on every page of its kind, so the CSP lists a handful of hashes (`inline`), and no script costs a request before the
 * first paint. Data blocks (JSON-LD) are not executable and stay as they are. Throws on a page that does not have that
 * shape (tests/e2e/prerender-contract.e2e.ts checks it against the installed React Router). A page already placed
 * comes back unchanged, with no files.
 */
export function placePageScripts(html: string, page = 'page'): PlacedPage {
  const files = new Map<string, string>()
  const inline: string[] = []
  const chunks: string[] = []
  let module: string | undefined
  let ends = 0
  const END = '\0stream-end\0'
  const output = html.replace(SCRIPT, (whole, attributeText: string, content: string) => {
    const attributes = parseAttributes(attributeText)
    const type = (attributes.get('type') ?? '').trim().toLowerCase()
    if (attributes.has('src')) return whole
    if (INLINE_ONLY_TYPES.has(type)) {
      inline.push(content)
      return whole
    }
    if (!JAVASCRIPT_TYPES.test(type)) return whole
    if (type === 'module' && content.trim() !== '') {
      module = scriptFileName(content)
      files.set(module, content)
      return '<script></script>'
    }
    const chunk = streamChunk(content)
    if (chunk !== null) {
      chunks.push(chunk)
      return '<script></script>'
    }
    if (STREAM_END.test(content)) {
      ends++
      return END
    }
    // An empty script runs nothing and needs no hash (so a placed page, given again, comes back as it is).
    if (content !== '') inline.push(content)
    return whole
  })
  if (module === undefined && chunks.length === 0 && ends === 0) return { html: output, files, inline }
  const data = chunks.join('')
  const problem =
    module === undefined || ends !== 1
      ? "React Router's scripts are not as expected (one module script and one end of the data)"
      : LONE_SURROGATE.test(data)
        ? 'its data has a lone surrogate, which no UTF-8 file can carry'
        : null
  if (problem) throw new Error(`${page}: ${problem}.`)
  const dataFile = dataFileName(data)
  files.set(dataFile, data)
  inline.push(HYDRATION_LOADER)
  return {
    html: output.replace(
      END,
      `<script data-module="/${module}" data-stream="/${dataFile}">${HYDRATION_LOADER}</script>`,
    ),
    files,
    inline,
  }
}

/**
 * Writes a page (`file`, relative to `client`) as the site serves it: module preloads dropped, its scripts placed
 * (placePageScripts), the route-module and hydration-data files under assets/ beside it.
 */
export function writePage(client: string, file: string, html: string): PlacedPage {
  const placed = placePageScripts(dropModulePreloads(html), file.split(path.sep).join('/'))
  mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
  writeFileSync(path.join(client, file), placed.html)
  for (const [name, content] of placed.files) writeFileSync(path.join(client, name), content)
  return placed
}

/** A rendered page as written: its files' text and the files, relative to the project root, its loaders read. */
export interface RenderedPage {
  page: string
  reads: string[]
  /** The page's HTML, its scripts placed (writePage). */
  html: string
  /** The loader data, for pages with a loader. */
  data?: string
  /** Its route-module and hydration-data files: path under the client folder (`assets/…`) → content. */
  files: Record<string, string>
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
  const next = async (): Promise<void> => {
    const page = queue.shift()
    if (page === undefined) return
    const reads = new Set<string>()
    const { html, data } = await pageReads.run(reads, () => renderPage(bundle, page))
    const files = pageFiles(page)
    const placed = writePage(options.client, files.html, html)
    if (data !== undefined) writeFileSync(path.join(options.client, files.data), data)
    rendered.set(page, {
      page,
      reads: [...reads].sort(),
      html: placed.html,
      data,
      files: Object.fromEntries(placed.files),
    })
    return next()
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, next))
  return options.paths.map((page) => rendered.get(page)!)
}
