// Smooths the grain of a path-traced render that stopped at a few samples: an edge-preserving (bilateral) filter over
// the decoded pixels, run in the render page's browser, then WebP again. Used by render-images.ts for the traced
// images; on its own it filters finished files again:
//   node scripts/imagery/denoise.ts images/industries/marine [more files]
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { launchBrowser } from '../browser.ts'

/** Filters WebP bytes in `page` (any page) and encodes them at `quality`; returns the new bytes. */
export async function denoiseWebp(page: Page, bytes: Buffer, quality: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([source, q]) => {
      const image = new Image()
      image.src = `data:image/webp;base64,${source}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const { width, height } = canvas
      const input = context.getImageData(0, 0, width, height)
      const output = context.createImageData(width, height)
      const radius = 2
      const spatial = 2 * 1.8 ** 2
      const range = 2 * 48 ** 2
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const centre = (y * width + x) * 4
          let r = 0
          let g = 0
          let b = 0
          let total = 0
          for (let dy = -radius; dy <= radius; dy++) {
            const yy = Math.min(height - 1, Math.max(0, y + dy))
            for (let dx = -radius; dx <= radius; dx++) {
              const xx = Math.min(width - 1, Math.max(0, x + dx))
              const at = (yy * width + xx) * 4
              const dr = input.data[at]! - input.data[centre]!
              const dg = input.data[at + 1]! - input.data[centre + 1]!
              const db = input.data[at + 2]! - input.data[centre + 2]!
              const weight = Math.exp(
                -(dx * dx + dy * dy) / spatial - (dr * dr + dg * dg + db * db) / 3 / range,
              )
              r += input.data[at]! * weight
              g += input.data[at + 1]! * weight
              b += input.data[at + 2]! * weight
              total += weight
            }
          }
          output.data[centre] = r / total
          output.data[centre + 1] = g / total
          output.data[centre + 2] = b / total
          output.data[centre + 3] = 255
        }
      }
      context.putImageData(output, 0, 0)
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('no WebP'))), 'image/webp', q),
      )
      const encoded = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of encoded) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    [bytes.toString('base64'), quality] as const,
  )
  return Buffer.from(base64, 'base64')
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..', '..', 'public')
  const browser = await launchBrowser()
  const page = await browser.newPage()
  for (const file of process.argv.slice(2)) {
    const target = path.join(root, `${file}.webp`)
    const before = await readFile(target)
    let quality = 0.85
    let after = await denoiseWebp(page, before, quality)
    while (after.length > 80 * 1024 && quality > 0.45) {
      quality = Math.round((quality - 0.08) * 100) / 100
      after = await denoiseWebp(page, before, quality)
    }
    await writeFile(target, after)
    console.log(
      `${file}.webp  q${quality}  ${(before.length / 1024).toFixed(1)} → ${(after.length / 1024).toFixed(1)} KB`,
    )
  }
  await browser.close()
}
