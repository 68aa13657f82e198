// E2E: the route manifest the build emitted (every pre-rendered route).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'

export const manifest = JSON.parse(
  readFileSync(path.resolve('src/generated/manifest.json'), 'utf8'),
) as RouteEntry[]
export const DIST = path.resolve(process.env.DIST_DIR ?? 'dist')
