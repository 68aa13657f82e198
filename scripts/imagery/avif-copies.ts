// AVIF copies of the home carousel's images (run by hand after render-images.ts changes one; the files are committed):
// for each public/images/hero/<name>.webp, <name>-<width>.avif at its own width and <name>-720.avif for phones. AVIF
// keeps these renders at about half the bytes of the WebP, which the first slide's image, the home page's LCP element,
// needs on a slow connection. The home page lists the copies it finds (src/lib/prerender.server.tsx, heroAvifCopies);
// a slide image that staff upload as WebP or PNG works without them. tests/unit/imagery.test.ts fails when a copy
// is missing or shows another picture than its WebP. Usage: node scripts/imagery/avif-copies.ts
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { HERO_PHONE_WIDTH, heroAvifName } from '../../src/shared/hero-images.ts'

const FOLDER = path.resolve(import.meta.dirname, '..', '..', 'public', 'images', 'hero')
/** Chosen by eye against the WebP at the phone width: no visible loss on the grid lines or the glass. */
const QUALITY = 45

const files = await readdir(FOLDER)
for (const file of files.filter((name) => name.endsWith('.avif'))) await rm(path.join(FOLDER, file))
for (const file of files.filter((name) => name.endsWith('.webp'))) {
  const source = path.join(FOLDER, file)
  const { width = HERO_PHONE_WIDTH } = await sharp(source).metadata()
  for (const copy of new Set([Math.min(width, HERO_PHONE_WIDTH), width])) {
    const { size } = await sharp(source)
      .resize(copy)
      .avif({ quality: QUALITY, effort: 7 })
      .toFile(path.join(FOLDER, heroAvifName(file, copy)))
    console.log(`${heroAvifName(file, copy)}: ${Math.round(size / 1024)} KB`)
  }
}
