// Build time: every route's social preview image into <outDir>/og/…, each rendered once per content (cached by hash).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { socialImagePath, socialImageSection } from '../../src/shared/social-image.ts'
import { eachLimited } from '../each-limited.ts'
import { inBackground } from '../lib/background.ts'
import { placeCacheEntry, writeCacheEntry } from '../lib/build-cache.ts'
import { folderMaker } from '../lib/with-folder.ts'
import { createPool, workerCount, type Pool } from '../lib/pool.ts'
import { scriptBundle } from '../lib/script-bundle.ts'
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
 * Writes `<outDir>/og/<route>.png` for every route. A card whose text, fonts, logo and design are unchanged is copied
 * from the cache instead of rendered; cache entries no route uses any more are removed.
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
  await mkdir(cacheDir, { recursive: true })
  const assets = loadCardAssets(options.root)
  const design = createHash('sha256')
  assets.fingerprint.forEach((part) => design.update(part))
  const designHash = design.digest('hex')
  const used = new Set<string>()
  const run: SocialImageRun = { rendered: 0, cached: 0 }
  // Cards not in the cache are drawn on a pool of worker threads (one per core, or BUILD_WORKERS), started only
  // when there is one to draw; each card is the same whichever worker draws it.
  let pool: Pool<{ root: string; card: CardInput }, Uint8Array> | undefined
  const poolSize = options.workers ?? workerCount()
  const makeFolder = folderMaker()
  try {
    await eachLimited(options.routes, poolSize * 2, async (route) => {
      const input = cardInput(route, options.site)
      const key = createHash('sha256')
        .update(designHash)
        .update(JSON.stringify(input))
        .digest('hex')
        .slice(0, 32)
      const cached = path.join(cacheDir, `${key}.png`)
      used.add(`${key}.png`)
      const target = path.join(options.outDir, ...socialImagePath(route.path).split('/'))
      // File calls are synchronous: through fs/promises, a thousand cards' few calls each cost more CPU time than
      // the calls themselves, in round trips to libuv's threads.
      makeFolder(target)
      if (existsSync(cached)) {
        run.cached += 1
      } else {
        pool ??= createPool(RENDER_TASK, poolSize)
        // Written under a temporary name first: two routes with the same card never read a half-written file.
        const png = await pool.run({ root: options.root, card: input })
        await writeCacheEntry(cached, png)
        run.rendered += 1
      }
      // Linked (or copied across file systems): neither name is written in place afterwards.
      if (!placeCacheEntry(cached, target)) throw new Error(`Önbellekteki görsel bulunamadı: ${cached}`)
    })
  } finally {
    await (pool as Pool<unknown, unknown> | undefined)?.close()
  }
  for (const name of readdirSync(cacheDir)) {
    if (name.endsWith('.png') && !used.has(name)) rmSync(path.join(cacheDir, name), { force: true })
  }
  return run
}

/**
 * Runs scripts/og/cli.ts in its own process (so that rendering does not hold up the build's own event loop) and
 * resolves with its one summary line.
 */
export async function startSocialImages(
  root: string,
  outDir: string,
  siteName: string,
  /** Lower priority for the process (scripts/lib/background.ts). @default 0 */
  niceness = 0,
): Promise<string> {
  // As plain JavaScript (scripts/lib/script-bundle.ts), without tsx's module hooks.
  const script = await scriptBundle(path.join(import.meta.dirname, 'cli.ts'))
  const child = spawn(process.execPath, [script, outDir, siteName], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  inBackground(child, niceness)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output.trim())
        : reject(new Error(`Paylaşım görselleri üretilemedi (çıkış kodu ${code}).`)),
    )
  })
}
