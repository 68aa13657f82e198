// The home carousel's AVIF copies (avif-copies.ts) show the same picture as their WebP: a stale copy left behind
// after a WebP was rendered again fails here. Node's test runner, in the render tool's package (it needs sharp):
//   npm test --prefix scripts/imagery
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import sharp from 'sharp'
import { HERO_PHONE_WIDTH, heroAvifName } from '../../../src/shared/hero-images.ts'

const FOLDER = path.resolve(import.meta.dirname, '..', '..', '..', 'public', 'images', 'hero')

/** The picture at 32 × 18 px, RGB on white: enough to tell a stale copy from a current one. */
const thumbnail = (file: string) =>
  sharp(path.join(FOLDER, file))
    .flatten({ background: '#ffffff' })
    .resize(32, 18, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer()

test('each carousel AVIF copy shows the same picture as its WebP', async () => {
  const webp = readdirSync(FOLDER).filter((file) => file.endsWith('.webp'))
  assert.ok(webp.length > 0)
  for (const file of webp) {
    const expected = await thumbnail(file)
    const { width = 0 } = await sharp(path.join(FOLDER, file)).metadata()
    for (const copyWidth of new Set([Math.min(width, HERO_PHONE_WIDTH), width])) {
      const copy = heroAvifName(file, copyWidth)
      const actual = await thumbnail(copy)
      const difference =
        actual.reduce((sum, value, index) => sum + Math.abs(value - expected[index]!), 0) / actual.length
      assert.ok(difference < 4, `${copy} differs from ${file} (${difference.toFixed(1)}): run npm run avif`)
    }
  }
})
