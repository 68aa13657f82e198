// AVIF copies of the home carousel's images (run by hand after render-images.ts changes one; the files are committed):
// for each public/images/hero/<name>.webp, <name>.avif at its full width and <name>-720.avif for phones. AVIF keeps
// these renders at about half the bytes of the WebP, which the first slide's image, the home page's LCP element, needs
// on a slow connection. The home page uses a copy only where both exist (src/lib/prerender.server.tsx, heroAvifSrcSet);
// a slide image that staff upload as WebP or PNG works without them. Usage: node scripts/imagery/avif-copies.ts
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { HERO_PHONE_WIDTH } from '../../src/shared/hero-images.ts'

const FOLDER = path.resolve(import.meta.dirname, '..', '..', 'public', 'images', 'hero')
/** Chosen by eye against the WebP at the phone width: no visible loss on the grid lines or the glass. */
const QUALITY = 45

for (const file of (await readdir(FOLDER)).filter((name) => name.endsWith('.webp'))) {
  const source = path.join(FOLDER, file)
  const name = file.slice(0, -'.webp'.length)
  const [full, phone] = await Promise.all([
    sharp(source)
      .avif({ quality: QUALITY, effort: 7 })
      .toFile(path.join(FOLDER, `${name}.avif`)),
    sharp(source)
      .resize(HERO_PHONE_WIDTH)
      .avif({ quality: QUALITY, effort: 7 })
      .toFile(path.join(FOLDER, `${name}-${HERO_PHONE_WIDTH}.avif`)),
  ])
  console.log(
    `${name}: ${Math.round(full.size / 1024)} KB, ${Math.round(phone.size / 1024)} KB at ${HERO_PHONE_WIDTH} px`,
  )
}
