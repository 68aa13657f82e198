// Build time, after pre-rendering: 404.html, sitemap.xml and robots.txt, then one pass over the pages (module preloads
// dropped; the route modules and the hydration data moved into files fetched after the first paint, for a fast first
// paint; inline scripts made the same on every page, so the CSP allows them by a handful of hashes and needs no
// 'unsafe-inline') and the header files with those hashes (_headers, _headers.nginx.conf; security-headers.ts). Also the
// .br/.gz copies of the files under /assets/.
//
// Moving the hydration data relies on the text React Router writes for its stream (`…streamController.enqueue("…")`
// and `…streamController.close()`, STREAM_CHUNK and STREAM_END below): tests/e2e/prerender-contract.e2e.ts checks it
// against the installed React Router.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { RouteEntry } from '../src/shared/route-manifest.ts'
import type { Site } from '../src/shared/site-settings.ts'
import {
  formatHeadersFile,
  headerRules,
  NGINX_HEADERS_OUTPUT,
  nginxHeadersSnippet,
  scriptHashSource,
} from './security-headers.ts'

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

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), put at the top of the shell chunk (React,
 * React DOM, React Router) by vite.config.ts: all its functions are compiled when it loads, instead of one by one
 * during hydration, which made hydration's tasks long (Lighthouse Total Blocking Time).
 */
export const SHELL_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

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
  '(function(d){var o;function go(){var c=window.__reactRouterContext.streamController;' +
  '(window.__hydrationData=fetch(d.stream).then(function(r){if(!r.ok)throw Error(r.status);return r.text()})' +
  '.then(function(t){c.enqueue(t);c.close()})).catch(function(){});import(d.module)}' +
  "if(typeof PerformanceObserver!='function'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return go();" +
  "o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});" +
  "o.observe({type:'paint',buffered:true})})(document.currentScript.dataset);"

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
 * shape (tests/e2e/prerender-contract.e2e.ts checks it against the installed React Router).
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
    inline.push(content)
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

/** Text files worth compressing. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|md)$/

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/**
 * Writes .br and .gz copies, at the best levels, beside each text file of 256 bytes or more among `files`: for the
 * long-cached, content-hashed files under /assets/, which nginx serves as they are (scripts/nginx/); everything else
 * the host compresses as it sends it. zlib's asynchronous calls run on Node's thread pool, so the files are
 * compressed on every core.
 */
export async function precompress(files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const data = readFileSync(file)
        if (data.length < 256) return
        const [br, gz] = await Promise.all([
          compressBrotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          compressGzip(data, { level: 9 }),
        ])
        writeFileSync(`${file}.br`, br)
        writeFileSync(`${file}.gz`, gz)
      }),
  )
}

/** Every file directly under `<client>/assets/` (the bundler writes no subfolders there). */
export function assetFiles(client: string): string[] {
  const folder = path.join(client, 'assets')
  return existsSync(folder) ? readdirSync(folder).map((name) => path.join(folder, name)) : []
}

/** Every HTML file under `folder`, depth first. */
function htmlFiles(folder: string, files: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) htmlFiles(full, files)
    else if (entry.name.endsWith('.html')) files.push(full)
  }
  return files
}

/**
 * Beyond this many different inline scripts the CSP grows with the site. Today: the theme script, React Router's
 * scroll restoration, its context (the 404 page has its own) and HYDRATION_LOADER.
 */
export const MAX_INLINE_SCRIPTS = 8

/**
 * One pass over the built site's pages: every page's module preloads go and its route-module script and hydration data
 * move into /assets/ (placePageScripts; the modules compressed like the other bundles, the data by the host); `_headers` and the nginx snippet
 * `_headers.nginx.conf` (NGINX_HEADERS_OUTPUT) get the hashes of the inline scripts. Returns the hashes.
 */
export async function processSite(client: string): Promise<string[]> {
  const headersFile = path.join(client, '_headers')
  if (existsSync(headersFile))
    throw new Error(
      'public/_headers found: _headers is generated from scripts/security-headers.ts; delete it.',
    )
  const inline = new Set<string>()
  const scripts = new Map<string, string>()
  for (const file of htmlFiles(client)) {
    const original = readFileSync(file, 'utf8')
    const page = placePageScripts(dropModulePreloads(original), path.relative(client, file))
    if (page.html !== original) writeFileSync(file, page.html)
    page.inline.forEach((script) => inline.add(script))
    page.files.forEach((content, name) => scripts.set(name, content))
  }
  if (inline.size > MAX_INLINE_SCRIPTS)
    throw new Error(
      `${inline.size} different inline scripts; the CSP allows at most ${MAX_INLINE_SCRIPTS}. ` +
        'Make a per-page script the same on every page (its data in an attribute) or load it from a file.',
    )
  const written = [...scripts].map(([name, content]) => {
    const file = path.join(client, name)
    writeFileSync(file, content)
    return file
  })
  // The route modules get .br/.gz copies like the other bundles; the pages' data files (one per page, a few KB each)
  // are compressed by the host as it sends them, so a warm build does not compress every page's data again.
  await precompress(written.filter((file) => file.endsWith('.js')))
  const hashes = [...inline].map(scriptHashSource)
  writeFileSync(headersFile, formatHeadersFile(headerRules(hashes)))
  writeFileSync(path.join(client, NGINX_HEADERS_OUTPUT), nginxHeadersSnippet(hashes))
  return hashes
}

/** Every route's address; content routes (wiki, MDX) also their last change as lastmod. */
export function sitemapXml(routes: readonly RouteEntry[], origin: string): string {
  const urls = routes
    .map((route) => {
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : ''
      return `  <url><loc>${origin}${route.path === '/' ? '/' : route.path}</loc>${lastmod}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** The 404 page's description (the one English page). */
export const NOT_FOUND_DESCRIPTION =
  'This page does not exist on the site. Go back to the home page to find what you were looking for.'

/**
 * The 404 page from React Router's SPA fallback (react-router.ts: keepSpaFallback), the page shell rendered at "/":
 * the header marks "Ana Sayfa" as the current page, and React would keep that attribute when it hydrates on the
 * unknown path, so it goes.
 */
export function notFoundHtml(fallbackHtml: string, site: Pick<Site, 'name' | 'domain'>): string {
  return fallbackHtml
    .replaceAll(' aria-current="page"', '')
    .replace(
      '</head>',
      `<title>Page Not Found | ${site.name} | ${site.domain}</title><meta name="description" content="${NOT_FOUND_DESCRIPTION}"/><meta name="robots" content="noindex"/></head>`,
    )
}

export async function finishSite(
  client: string,
  manifest: readonly RouteEntry[],
  site: Pick<Site, 'name' | 'domain' | 'origin'>,
): Promise<void> {
  const notFound = path.join(client, '404.html')
  writeFileSync(notFound, notFoundHtml(readFileSync(notFound, 'utf8'), site))
  writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(manifest, site.origin))
  writeFileSync(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  )
  await processSite(client)
}
