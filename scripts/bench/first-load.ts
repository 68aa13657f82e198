// Measures what a route's HTML makes the browser load first: JS (its scripts and their static imports) and CSS, gzip bytes.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const gzipCache = new Map<string, number>()

async function gzipSize(file: string): Promise<number> {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(await readFile(file), { level: 9 }).length
    gzipCache.set(file, size)
  }
  return size
}

export interface FirstLoad {
  path: string
  /** Code: the script files and their static imports, and the inline scripts that are code. */
  js: number
  /** The page's hydration data, which React Router writes inline as `…streamController.enqueue("…")` scripts. */
  data: number
  css: number
  html: number
  jsFiles: string[]
}

/** A route's page in a built site: `<path>.html` (scripts/postbuild.ts), or `<path>/index.html` in older builds. */
export function routeHtmlFile(dist: string, routePath: string): string {
  if (routePath === '/') return path.join(dist, 'index.html')
  const flat = path.join(dist, `${routePath.slice(1)}.html`)
  return existsSync(flat) ? flat : path.join(dist, routePath, 'index.html')
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` of a built module (minified or not). */
const STATIC_IMPORT = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g
/** `import("/assets/…")`: React Router's bootstrap loads entry.client this way; lazy chunks use relative paths. */
const BOOTSTRAP_IMPORT = /import\(\s*["'](\/assets\/[^"']+\.js)["']\s*\)/g

/** Every module the page's scripts import statically, followed through the chunks (preload tags or not). */
async function importClosure(dist: string, entries: Iterable<string>): Promise<Set<string>> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = await readFile(path.join(dist, file), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT))
      queue.push(new URL(match[1]!, `http://site${file}`).pathname)
    for (const match of code.matchAll(BOOTSTRAP_IMPORT)) queue.push(match[1]!)
  }
  return seen
}

/** An inline script: its attributes and its text (a script with `src` has none). */
const INLINE_SCRIPT = /<script\b((?:(?!(?<![\w-])src=)[^>])*)>([\s\S]+?)<\/script>/g

export async function measureFirstLoad(dist: string, routePath: string): Promise<FirstLoad> {
  const html = await readFile(routeHtmlFile(dist, routePath), 'utf8')
  const entries = new Set<string>()
  // `data-module`: older builds' route-module script, started after the first paint; `data-src`: /teklif's pre-paint
  // script, which its starter loads (src/lib/advisor-prepaint-start.ts).
  for (const match of html.matchAll(/(?:href|src|data-module|data-src)="(\/assets\/[^"]+\.js)"/g))
    entries.add(match[1]!)
  for (const match of html.matchAll(/import\s*(?:[^"'(]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    entries.add(match[1]!)
  for (const match of html.matchAll(BOOTSTRAP_IMPORT)) entries.add(match[1]!)
  const js = await importClosure(dist, entries)
  const css = new Set<string>()
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g))
    css.add(match[1]!)
  const sum = async (files: Set<string>) =>
    (await Promise.all([...files].map((file) => gzipSize(path.join(dist, file))))).reduce((a, b) => a + b, 0)
  // Inline scripts are JavaScript the page loads too (in its HTML): each counted like a file of its own, code and
  // data apart.
  const inline = [...html.matchAll(INLINE_SCRIPT)].filter((match) => !/type="(?!module")/.test(match[1]!))
  const size = (scripts: typeof inline) =>
    scripts.reduce((total, match) => total + gzipSync(match[2]!, { level: 9 }).length, 0)
  const isData = (match: (typeof inline)[number]) =>
    /^window\.__reactRouterContext\.streamController\.enqueue\(/.test(match[2]!)
  return {
    path: routePath,
    js: (await sum(js)) + size(inline.filter((match) => !isData(match))),
    // Older builds fetched the data from a file after the first paint (`data-stream`).
    data:
      size(inline.filter(isData)) +
      (await sum(new Set([...html.matchAll(/data-stream="(\/assets\/[^"]+)"/g)].map((match) => match[1]!)))),
    css: await sum(css),
    html: gzipSync(html, { level: 9 }).length,
    jsFiles: [...js].sort(),
  }
}
