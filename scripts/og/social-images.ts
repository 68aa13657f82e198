// Build time: every route's social preview image into <outDir>/og/…, each rendered once per content (cached by hash).
import { copyFileSync, constants, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { socialImagePath, socialImageSection } from '../../src/shared/social-image.ts'
import { cacheKey, pruneCache, writeCacheEntry } from '../lib/build-cache.ts'
import { createPool, workerCount, type Pool } from '../lib/pool.ts'
import { loadCardAssets, type CardInput } from './render-image.ts'

/** The worker task that draws one card (render-task.ts). */
const RENDER_TASK = path.join(import.meta.dirname, 'render-task.ts')

/** Rendered cards by content hash; git-ignored, kept between builds. @default <root>/.cache/og-images */
export const cacheDirectory = (root: string) => path.join(root, '.cache', 'og-images')

export interface SocialImageRun {
  rendered: number
  cached: number
}

/** The card's text for a route. */
export function cardInput(route: RouteEntry, site: { name: string; domain: string }): CardInput {
  return {
    title: route.title,
    section: socialImageSection(route.breadcrumb),
    siteName: site.name,
    domain: site.domain,
  }
}

/**
 * Writes `<outDir>/og/<route>.png` for every route. A card whose text and design (render-image.ts: fonts, logo, size,
 * drawing code) are unchanged is copied from the cache instead of drawn; cache entries no route uses any more are
 * removed.
 */
export async function writeSocialImages(options: {
  root: string
  routes: readonly RouteEntry[]
  outDir: string
  site: { name: string; domain: string }
  cacheDir?: string
  /** Worker threads that draw the cards. @default workerCount() (BUILD_WORKERS, else one per core) */
  workers?: number
}): Promise<SocialImageRun> {
  const cacheDir = options.cacheDir ?? cacheDirectory(options.root)
  const assets = loadCardAssets(options.root)
  const used = new Set<string>()
  const run: SocialImageRun = { rendered: 0, cached: 0 }
  // Cards not in the cache are drawn on a pool of worker threads, started only when there is one to draw; each card
  // is the same whichever worker draws it.
  let pool: Pool<{ root: string; card: CardInput }, Uint8Array> | undefined
  try {
    await Promise.all(
      options.routes.map(async (route) => {
        const input = cardInput(route, options.site)
        const name = `${cacheKey(assets.design, JSON.stringify(input)).slice(0, 32)}.png`
        const cached = path.join(cacheDir, name)
        used.add(name)
        if (existsSync(cached)) run.cached += 1
        else {
          pool ??= createPool(RENDER_TASK, options.workers ?? workerCount())
          writeCacheEntry(cached, await pool.run({ root: options.root, card: input }))
          run.rendered += 1
        }
        const target = path.join(options.outDir, ...socialImagePath(route.path).split('/'))
        mkdirSync(path.dirname(target), { recursive: true })
        copyFileSync(cached, target, constants.COPYFILE_FICLONE)
      }),
    )
  } finally {
    await (pool as Pool<unknown, unknown> | undefined)?.close()
  }
  pruneCache(cacheDir, used)
  return run
}
