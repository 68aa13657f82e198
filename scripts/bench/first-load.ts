// Measures what a route's HTML makes the browser load first: JS (module scripts and preloads) and CSS, gzip bytes.
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
  js: number
  css: number
  html: number
  jsFiles: string[]
}

export function routeHtmlFile(dist: string, routePath: string): string {
  return routePath === '/' ? path.join(dist, 'index.html') : path.join(dist, routePath, 'index.html')
}

export async function measureFirstLoad(dist: string, routePath: string): Promise<FirstLoad> {
  const html = await readFile(routeHtmlFile(dist, routePath), 'utf8')
  const js = new Set<string>()
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) js.add(match[1]!)
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    js.add(match[1]!)
  const css = new Set<string>()
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g))
    css.add(match[1]!)
  const sum = async (files: Set<string>) =>
    (await Promise.all([...files].map((file) => gzipSize(path.join(dist, file))))).reduce((a, b) => a + b, 0)
  return {
    path: routePath,
    js: await sum(js),
    css: await sum(css),
    html: gzipSync(html, { level: 9 }).length,
    jsFiles: [...js].sort(),
  }
}
