// Build time, after pre-rendering: 404.html, sitemap.xml and robots.txt, then one pass over the pages (module preloads
// dropped and the route modules started after the first paint, for a fast first paint; inline scripts made the same on
// every page, so the CSP allows them by a handful of hashes and needs no 'unsafe-inline') and the header files with
// those hashes (_headers, _headers.nginx.conf; security-headers.ts). Also the .br/.gz copies of the files under /assets/.
//
// Reading the hydration data out of a script relies on the text React Router writes for each chunk of its stream
// (`window.__reactRouterContext.streamController.enqueue("…")`, STREAM_CHUNK below): tests/e2e/prerender-contract.e2e.ts
// checks it against the installed React Router.
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
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * The same on every page: starts React Router's route-module script (the `data-module` attribute) once the browser
 * has painted the page's first content, so that on a slow connection the page's markup, stylesheet and LCP image get
 * the bandwidth before the JavaScript (about 120 KB) that only hydration needs (Lighthouse mobile, simulated: LCP
 * 1.4–2.1 s → about 0.8 s). The observer reports the paint after it is on screen; no timer is involved, so a page whose
 * timers are paused or throttled still hydrates. Browsers that do not report paints start it at once.
 */
export const MODULE_LOADER =
  "(function(s){var o;if(typeof PerformanceObserver!='function'||" +
  "(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return import(s);" +
  "o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();import(s)}});" +
  "o.observe({type:'paint',buffered:true})})(document.currentScript.dataset.module);"

/** The same on every page: feeds the chunk in its own `data-stream` attribute into React Router's stream. */
export const STREAM_LOADER =
  'window.__reactRouterContext.streamController.enqueue(document.currentScript.dataset.stream);'

export interface PlacedPage {
  /** The page with its route-module script moved out and its hydration data read from an attribute. */
  html: string
  /** New files: path under the site root (`assets/page-<hash>.js`) → content. Equal content, equal name. */
  files: Map<string, string>
  /** Bodies of the executable inline scripts; the CSP lists their hashes. */
  inline: string[]
}

function parseAttributes(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), match[2] ?? '']))
}

function formatAttributes(attributes: Map<string, string>): string {
  return [...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')
}

/** The chunk of a stream script, when it survives an HTML attribute unchanged (no NUL, no lone surrogate). */
export function streamChunk(script: string): string | null {
  const literal = STREAM_CHUNK.exec(script)?.[1]
  if (literal === undefined) return null
  const chunk = JSON.parse(literal) as string
  return chunk.includes('\0') || LONE_SURROGATE.test(chunk) ? null : chunk
}

/** Escaped for a double-quoted attribute; `\r` as a reference, since parsers turn a literal one into `\n`. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;')
}

/** The file for a script, relative to the site root: equal content, equal name. */
export function scriptFileName(content: string): string {
  return `assets/page-${createHash('sha256').update(content, 'utf8').digest('hex').slice(0, 16)}.js`
}

/**
 * What stays inline and what moves out. Every executable script stays inline except React Router's route-module
 * script (`<script type="module">` with the imports of the page's route modules, different on every route): that one
 * moves into a content-hashed file under /assets/, and in its place MODULE_LOADER (inline, the same on every page)
 * starts it after the first paint. A hydration-data chunk (STREAM_CHUNK, different on every page) becomes
 * STREAM_LOADER with the chunk in its `data-stream` attribute (a chunk no attribute can carry, with a NUL or a lone
 * surrogate, keeps its script in a file of its own). So every inline script is the same on every page of its
 * kind and the CSP lists a handful of hashes (`inline`), and no script costs a request before the first paint: on a
 * slow connection each one is a round trip that holds the paint back (Lighthouse mobile LCP). Positions and the order
 * of execution are unchanged; React's hydration matches each `<script>` by its tag. Data blocks (JSON-LD) are not
 * executable and stay as they are.
 */
export function placePageScripts(html: string): PlacedPage {
  const files = new Map<string, string>()
  const inline: string[] = []
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
      const file = scriptFileName(content)
      files.set(file, content)
      inline.push(MODULE_LOADER)
      return `<script data-module="/${file}">${MODULE_LOADER}</script>`
    }
    if (STREAM_CHUNK.test(content)) {
      const chunk = streamChunk(content)
      if (chunk !== null) {
        inline.push(STREAM_LOADER)
        return `<script data-stream="${escapeAttribute(chunk)}">${STREAM_LOADER}</script>`
      }
      // Text an attribute cannot carry: the chunk keeps its script, in a file of its own.
      const file = scriptFileName(content)
      files.set(file, content)
      return `<script${formatAttributes(attributes)} src="/${file}"></script>`
    }
    inline.push(content)
    return whole
  })
  return { html: output, files, inline }
}

/** Text files worth compressing. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|md|webmanifest)$/

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
 * scroll restoration, its context (the 404 page has its own), MODULE_LOADER, STREAM_LOADER and the stream's end.
 */
export const MAX_INLINE_SCRIPTS = 8

/**
 * One pass over the built site's pages: every page's module preloads go and its route-module script moves into
 * /assets/ (compressed like the other assets, placePageScripts); `_headers` and the nginx snippet
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
    const page = placePageScripts(dropModulePreloads(original))
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
  await precompress(written)
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
