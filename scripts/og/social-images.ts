// Build time: every route's social preview image into <outDir>/og/…, drawn in this process one after another, each
// drawn once per content (cached by hash under .cache/og-images/). The build awaits writeSocialImages.
import {
  copyFileSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { socialImagePath, socialImageSection } from '../../src/shared/social-image.ts'
import { pageImageData } from './page-image.ts'
import { contentHash, loadCardAssets, renderCard, type CardInput } from './render-image.ts'

/** Rendered cards by content hash; git-ignored, kept between builds. @default <root>/.cache/og-images */
export const cacheDirectory = (root: string) => path.join(root, '.cache', 'og-images')

export interface SocialImageRun {
  rendered: number
  cached: number
}

/** The card's text for a route, and its picture's address where the page has one. */
export function cardInput(route: RouteEntry, site: { name: string; domain: string }): CardInput {
  return {
    title: route.title,
    section: socialImageSection(route.breadcrumb),
    siteName: site.name,
    domain: site.domain,
    ...(route.image ? { image: route.image } : {}),
  }
}

/**
 * Writes `<outDir>/og/<route>.png` for every route. A card whose text, picture (its bytes) and design (render-image.ts:
 * fonts, logo, size, drawing code) are unchanged is copied from the cache instead of drawn; cache entries no route
 * uses any more are removed. Cards are drawn one after another in this process: a build that changes a few pages
 * draws a few cards.
 */
export async function writeSocialImages(options: {
  root: string
  routes: readonly RouteEntry[]
  outDir: string
  site: { name: string; domain: string }
  cacheDir?: string
}): Promise<SocialImageRun> {
  const cacheDir = options.cacheDir ?? cacheDirectory(options.root)
  mkdirSync(cacheDir, { recursive: true })
  const assets = loadCardAssets(options.root)
  const used = new Set<string>()
  const run: SocialImageRun = { rendered: 0, cached: 0 }
  for (const route of options.routes) {
    const input = cardInput(route, options.site)
    const pictureFile = input.image && path.join(options.root, 'public', ...input.image.split('/'))
    const pictureBytes = pictureFile && existsSync(pictureFile) ? readFileSync(pictureFile) : new Uint8Array()
    const name = `${contentHash(assets.design, JSON.stringify(input), pictureBytes).slice(0, 32)}.png`
    const cached = path.join(cacheDir, name)
    used.add(name)
    if (existsSync(cached)) run.cached += 1
    else {
      const picture = pictureBytes.length > 0 ? await pageImageData(options.root, input.image!) : undefined
      // Written under a temporary name, then renamed: a build stopped halfway leaves no half card for the next to trust.
      const partial = `${cached}.${process.pid}.tmp`
      writeFileSync(partial, await renderCard(input, assets, picture))
      renameSync(partial, cached)
      run.rendered += 1
    }
    const target = path.join(options.outDir, ...socialImagePath(route.path).split('/'))
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(cached, target, constants.COPYFILE_FICLONE)
  }
  // Cards no route uses any more (another build's card being written, a .tmp, is not touched).
  for (const name of readdirSync(cacheDir))
    if (!used.has(name) && !name.endsWith('.tmp')) rmSync(path.join(cacheDir, name), { force: true })
  return run
}
