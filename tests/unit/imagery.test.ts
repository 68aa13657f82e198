// The product imagery the content uses (scripts/imagery/ renders it): every image a data file or a feature page names
// exists as a WebP with the proportions its place lays it out in, and within its byte budget. No clip-art SVG is left.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCollections } from '../../scripts/content/collections.ts'
import { HERO_PHONE_WIDTH, heroAvifName } from '../../src/shared/hero-images.ts'

/** Width and height of a WebP file from its header (VP8, VP8L or VP8X chunk). */
export function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP')
  const chunk = bytes.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) }
  }
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  throw new Error(`unknown WebP chunk ${chunk}`)
}

/** Width and height of an AVIF file from its image spatial extents ('ispe') property. */
export function avifSize(bytes: Buffer): { width: number; height: number } {
  const at = bytes.indexOf('ispe', 0, 'ascii')
  if (at < 0) throw new Error('not an AVIF (no ispe box)')
  return { width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12) }
}

/** Every /images/... value of the data collections and the feature pages' frontmatter, with where it is used. */
async function contentImages(): Promise<{ image: string; where: string }[]> {
  const { collections } = await loadCollections(process.cwd())
  const found: { image: string; where: string }[] = []
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (value.startsWith('/images/')) found.push({ image: value, where })
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`))
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, where ? `${where}.${key}` : key)
  }
  walk(collections, '')
  for (const file of readdirSync('content/features')) {
    const image = /^image: (\S+)$/m.exec(readFileSync(`content/features/${file}`, 'utf8'))?.[1]
    if (image) found.push({ image, where: `features/${file}` })
  }
  return found
}

const images = await contentImages()

/** The proportions each kind of place lays an image out in (width / height). */
function layoutRatio(image: string, where: string): number {
  if (
    where.startsWith('learn.') ||
    where.startsWith('home.heroSlides') ||
    where.startsWith('home.grasshopper')
  )
    return 16 / 9
  if (where.startsWith('irhino.')) return 4 / 3
  return 8 / 5
}

describe('content imagery', () => {
  it('is found in the data files and the feature pages', () => {
    expect(images.length).toBeGreaterThan(60)
  })

  it('is WebP, exists, and has the proportions of the place it is shown in', () => {
    for (const { image, where } of images) {
      expect(image, where).toMatch(/\.webp$/)
      const { width, height } = webpSize(readFileSync(path.join('public', image)))
      expect(width / height, `${where}: ${image} is ${width}×${height}`).toBeCloseTo(
        layoutRatio(image, where),
        2,
      )
      expect(width, `${where}: ${image} is too small for a 640 px layout`).toBeGreaterThanOrEqual(800)
    }
  })

  it('stays within the byte budget: cards about 40 KB, heroes 80 KB', () => {
    for (const { image, where } of images) {
      const kb = statSync(path.join('public', image)).size / 1024
      const card =
        where.startsWith('learn.') || /^gallery\.(galleryItems|featuredProjects)\[\d+\]\.image$/.test(where)
      expect(kb, `${where}: ${image} is ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(card ? 48 : 80)
    }
  })

  it('no longer uses clip-art: no SVG illustration under images/hero, features, irhino or learn', () => {
    for (const folder of ['hero', 'features', 'irhino', 'learn', 'gallery', 'industries'])
      expect(
        readdirSync(`public/images/${folder}`).filter(
          (file) => !file.endsWith('.webp') && !(folder === 'hero' && file.endsWith('.avif')),
        ),
        folder,
      ).toEqual([])
  })

  it('each carousel image has both AVIF copies (scripts/imagery/avif-copies.ts) at their widths', () => {
    const folder = 'public/images/hero'
    const webp = readdirSync(folder).filter((file) => file.endsWith('.webp'))
    expect(webp.length).toBeGreaterThan(0)
    for (const file of webp) {
      const { width } = webpSize(readFileSync(path.join(folder, file)))
      for (const copyWidth of new Set([Math.min(width, HERO_PHONE_WIDTH), width])) {
        const copy = heroAvifName(file, copyWidth)
        const copyPath = path.join(folder, copy)
        expect(existsSync(copyPath), `${copy} is missing: run npm run avif --prefix scripts/imagery`).toBe(
          true,
        )
        expect(avifSize(readFileSync(copyPath)).width, copy).toBe(copyWidth)
      }
    }
  })
})
