// E2E: the route manifest the build emitted (every pre-rendered route).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'

export const manifest = JSON.parse(
  readFileSync(path.resolve('src/generated/manifest.json'), 'utf8'),
) as RouteEntry[]
export const DIST = path.resolve(process.env.DIST_DIR ?? 'dist')

/**
 * A page's hydration data: React Router's stream of its loader data, written into the page as
 * `…streamController.enqueue("…")` scripts (read here to check what the page carries; nothing in the build reads it).
 * Throws when the page carries none.
 */
export function hydrationData(html: string): string {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  )
  if (chunks.length === 0) throw new Error('the page carries no hydration data')
  return chunks.join('')
}

/** The built file of a page: `<path>.html`, and `index.html` for the home page (scripts/postbuild.ts). */
export function pageFile(route: string): string {
  return path.join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
}
