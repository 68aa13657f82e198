// Renders the site's product imagery (run once by a developer, not part of the build; the WebP files are committed):
// rhino3dm builds the NURBS models, headless Chromium draws them with three.js as Rhino viewports (page/viewport.ts)
// or path-traces the hero renders with three-gpu-pathtracer (page/pathtrace.ts). Usage:
//   nice -n 19 node scripts/imagery/render-images.ts [part-of-a-file-name,another | viewport | trace]
// IMAGERY_SAMPLES overrides the path tracer's sample count; IMAGERY_SCALE=0.5 with IMAGERY_OUT=/tmp/dir makes quick
// small drafts elsewhere than public/.
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises'
import { getPriority, setPriority } from 'node:os'
import path from 'node:path'
import { createServer } from 'vite'
import { launchBrowser } from '../browser.ts'
import { IMAGES, SIZES, type ImageEntry } from './catalogue.ts'
import { denoiseWebp } from './denoise.ts'
import { loadRhino } from './geometry.ts'
import type { PathTraceDescription, SceneDescription } from './scene.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
/** Starting WebP quality of canvas.toBlob; lowered per image until it meets its byte budget. @default 0.85 */
const QUALITY = Number(process.env.IMAGERY_QUALITY ?? 0.85)
const round = (values: number[]) => values.map((value) => Math.round(value * 1e4) / 1e4)

const SCALE = Number(process.env.IMAGERY_SCALE ?? 1)
const OUT = process.env.IMAGERY_OUT ?? path.join(ROOT, 'public')

function describe(entry: ImageEntry): SceneDescription | PathTraceDescription {
  const width = Math.round(SIZES[entry.size][0] * SCALE)
  const height = Math.round(SIZES[entry.size][1] * SCALE)
  const model = entry.model()
  const parts = model.parts.map((part) => ({
    ...part,
    positions: round(part.positions),
    colors: part.colors && round(part.colors),
  }))
  if (entry.kind === 'trace') {
    const samples = Number(process.env.IMAGERY_SAMPLES ?? entry.samples)
    return {
      width,
      height,
      parts,
      camera: entry.camera,
      samples,
      studio: 'navy',
      floorRoughness: entry.floorRoughness,
    }
  }
  return {
    width,
    height,
    parts,
    lines: model.lines?.map((set) => ({
      ...set,
      polylines: set.polylines.map((line) => line.map((point) => round(point))),
    })),
    points: model.points?.map((set) => ({ ...set, points: set.points.map((point) => round(point)) })),
    gumball: model.gumball,
    camera: entry.camera,
    ...entry.view,
  }
}

/**
 * Chromium raises its GPU process (where SwiftShader renders) to nice -8; this keeps every thread of this script's
 * child processes at the script's own niceness (run it with nice -n 19), so the render yields to other work. Linux only.
 */
async function keepBrowserNice(root: number) {
  const niceness = getPriority()
  const parents = new Map<number, number>()
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    parents.set(Number(entry), parent)
  }
  const isDescendant = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 8; depth++) {
      if (current === root) return true
      current = parents.get(current) ?? 0
    }
    return false
  }
  for (const pid of parents.keys()) {
    if (!isDescendant(pid)) continue
    for (const task of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
      try {
        if (getPriority(Number(task)) < niceness) setPriority(Number(task), niceness)
      } catch {
        // The thread has ended.
      }
    }
  }
}

async function main() {
  const started = performance.now()
  const filters = (process.argv[2] ?? '').split(',')
  await loadRhino()
  // A filter is part of a file name, or a kind: 'viewport' or 'trace'.
  const jobs = IMAGES.filter((entry) =>
    filters.some((filter) => filter === entry.kind || entry.file.includes(filter)),
  )
  const server = await createServer({
    root: path.join(import.meta.dirname, 'page'),
    configFile: false,
    logLevel: 'error',
    cacheDir: path.join(ROOT, 'node_modules', '.vite-imagery'),
    server: { port: 0, host: '127.0.0.1' },
    // Bundled before the page loads, so the first visit does not wait for a dependency scan and reload.
    optimizeDeps: {
      include: [
        'three',
        'three/examples/jsm/environments/RoomEnvironment.js',
        'three/examples/jsm/lines/LineMaterial.js',
        'three/examples/jsm/lines/LineSegments2.js',
        'three/examples/jsm/lines/LineSegmentsGeometry.js',
        'three-gpu-pathtracer',
      ],
    },
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
  const nicer = setInterval(() => void keepBrowserNice(process.pid), 5000)
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(0)
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(message.text())
      else if (process.env.IMAGERY_DEBUG || message.text().startsWith('path traced'))
        console.log(message.text())
    })
    page.on('pageerror', (error) => console.error(error))
    let loaded = ''
    for (const entry of jobs) {
      const pageName = entry.kind === 'trace' ? 'pathtrace.html' : 'index.html'
      if (loaded !== pageName) {
        await page.goto(`http://127.0.0.1:${address.port}/${pageName}`)
        await page.waitForFunction(
          () => typeof (window.renderScene ?? window.pathTrace) === 'function',
          undefined,
          { timeout: 180_000 },
        )
        loaded = pageName
      }
      const imageStarted = performance.now()
      const description = describe(entry)
      if (entry.kind === 'trace')
        await page.evaluate((scene) => window.pathTrace!(scene), description as PathTraceDescription)
      else await page.evaluate((scene) => window.renderScene!(scene), description as SceneDescription)
      // The highest quality that meets the entry's byte budget; a traced render is smoothed first (denoise.ts).
      const encode = async (value: number) => {
        const encoded = Buffer.from(
          await page.evaluate((q) => window.encodeImage!(q), entry.kind === 'trace' ? 1 : value),
          'base64',
        )
        return entry.kind === 'trace' ? denoiseWebp(page, encoded, value) : encoded
      }
      let quality = QUALITY
      let bytes = await encode(quality)
      while (bytes.length > entry.budget * 1024 && quality > 0.45) {
        quality = Math.round((quality - 0.08) * 100) / 100
        bytes = await encode(quality)
      }
      const file = path.join(OUT, `${entry.file}.webp`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
      total += bytes.length
      const [width, height] = SIZES[entry.size]
      const seconds = ((performance.now() - imageStarted) / 1000).toFixed(1)
      console.log(
        `${entry.file}.webp  ${width}×${height}  q${quality}  ${(bytes.length / 1024).toFixed(1)} KB  ${seconds} s`,
      )
    }
  } finally {
    clearInterval(nicer)
    await browser.close()
    await server.close()
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB in all, ${seconds} s`)
}

await main()
