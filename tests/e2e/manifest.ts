// E2E: the route manifest the build emitted (every pre-rendered route).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'

export const manifest = JSON.parse(
  readFileSync(path.resolve('src/generated/manifest.json'), 'utf8'),
) as RouteEntry[]
export const DIST = path.resolve(process.env.DIST_DIR ?? 'dist')

/**
 * A page's hydration data: React Router's stream, in the file under /assets/ that the page's loader script fetches
 * after the first paint (its `data-stream` attribute; scripts/prerender/react-router.ts). Throws when the page names none.
 */
export function hydrationData(html: string): string {
  const file = /<script data-module="[^"]+" data-stream="(\/assets\/data-[0-9a-f]{16}\.txt)">/.exec(html)?.[1]
  if (file === undefined) throw new Error('the page names no hydration data file')
  return readFileSync(path.join(DIST, file), 'utf8')
}
