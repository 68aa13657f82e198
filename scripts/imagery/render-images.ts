// Renders the site's product imagery (run once by a developer, not part of the build): rhino3dm builds NURBS models,
// three.js renders them in headless Chromium, and the WebP files land in public/images/. Usage:
//   node scripts/imagery/render-images.ts [part-of-a-file-name,another]
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createServer } from 'vite'
import { launchBrowser } from '../browser.ts'
import { LEARN_IMAGES, SIZES, WIDE_IMAGES, type ImageEntry } from './catalogue.ts'
import { loadRhino } from './geometry.ts'
import type { SceneDescription } from './scene.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
/** WebP quality of canvas.toBlob; 0.85 keeps a card image well under 60 KB. @default 0.85 */
const QUALITY = Number(process.env.IMAGERY_QUALITY ?? 0.85)
const round = (values: number[]) => values.map((value) => Math.round(value * 1e4) / 1e4)

async function main() {
  const started = performance.now()
  const filters = (process.argv[2] ?? '').split(',')
  await loadRhino()
  const jobs: [ImageEntry, readonly [number, number]][] = [
    ...LEARN_IMAGES.map((entry) => [entry, SIZES.learn] as [ImageEntry, readonly [number, number]]),
    ...WIDE_IMAGES.map((entry) => [entry, SIZES.wide] as [ImageEntry, readonly [number, number]]),
  ].filter(([entry]) => filters.some((filter) => entry.file.includes(filter)))

  const server = await createServer({
    root: path.join(import.meta.dirname, 'page'),
    configFile: false,
    logLevel: 'error',
    cacheDir: path.join(ROOT, 'node_modules', '.vite-imagery'),
    server: { port: 0, host: '127.0.0.1' },
    // Bundled before the page loads, so the first visit does not wait for a dependency scan and reload.
    optimizeDeps: { include: ['three', 'three/examples/jsm/environments/RoomEnvironment.js'] },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('no server address')
  const browser = await launchBrowser([
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ])
  let total = 0
  try {
    const page = await browser.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(message.text())
      else if (process.env.IMAGERY_DEBUG) console.log(message.text())
    })
    page.on('pageerror', (error) => console.error(error))
    page.on('requestfailed', (request) => console.error('failed', request.url()))
    await page.goto(`http://127.0.0.1:${address.port}/`)
    await page.waitForFunction(() => typeof window.renderScene === 'function', undefined, {
      timeout: 180_000,
    })
    for (const [entry, [width, height]] of jobs) {
      const model = entry.model()
      const scene: SceneDescription = {
        width,
        height,
        parts: model.parts.map((part) => ({
          ...part,
          positions: round(part.positions),
          colors: part.colors && round(part.colors),
        })),
        lines: model.lines?.map((set) => ({
          ...set,
          polylines: set.polylines.map((line) => line.map((point) => round(point))),
        })),
        camera: entry.camera,
        backdrop: entry.backdrop,
        noFloor: entry.noFloor,
      }
      const base64 = await page.evaluate(
        ([description, quality]) => window.renderScene!(description, quality),
        [scene, QUALITY] as const,
      )
      const bytes = Buffer.from(base64, 'base64')
      const file = path.join(ROOT, 'public', `${entry.file}.webp`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
      total += bytes.length
      // A PNG copy for looking at the result (WebP previews are not viewable everywhere).
      if (process.env.IMAGERY_PREVIEW) {
        await page
          .locator('canvas')
          .screenshot({ path: path.join(process.env.IMAGERY_PREVIEW, `${path.basename(entry.file)}.png`) })
      }
      console.log(`${entry.file}.webp  ${width}×${height}  ${(bytes.length / 1024).toFixed(1)} KB`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB in all, ${seconds} s`)
}

await main()
