// Renders the site's product imagery (run by a developer, never by the build; the WebP files are committed):
// rhino3dm builds the NURBS models, headless Chromium draws them with three.js as Rhino viewports (page/viewport.ts),
// and Blender's Cycles path-traces the studio renders (blender/render.py). Usage:
//   nice -n 19 node scripts/imagery/render-images.ts [part-of-a-file-name,another | viewport | trace]
// (`masa-lambasi.webp` with the extension is that one file; `masa-lambasi` is also its -zebra and -render images.)
// IMAGERY_SAMPLES overrides Cycles' sample count; IMAGERY_SCALE=0.5 with IMAGERY_OUT=/tmp/dir makes quick small
// drafts elsewhere than public/. Each file written to public/ is listed with its hash in rendered-images.json, so the
// site can tell the images this tool made from those staff put in their place (scripts/content/image-slots.ts).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { getPriority, setPriority, tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { createServer } from 'vite'
import { launchBrowser } from '../bench/browser.ts'
import { IMAGES, SIZES, type ImageEntry, type TracedImage, type ViewportImage } from './catalogue.ts'
import { loadRhino } from './geometry.ts'
import type { MeshPart, PathTraceDescription, SceneDescription } from './scene.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
/** Starting WebP quality; lowered per image until it meets its byte budget. @default 82 */
const QUALITY = Number(process.env.IMAGERY_QUALITY ?? 82)
const round = (values: number[]) => values.map((value) => Math.round(value * 1e4) / 1e4)

const SCALE = Number(process.env.IMAGERY_SCALE ?? 1)
const OUT = process.env.IMAGERY_OUT ?? path.join(ROOT, 'public')
/** The list of files this tool made, by address, with the SHA-256 of the bytes it wrote. */
export const RENDERED_LIST = path.join(import.meta.dirname, 'rendered-images.json')
/** Viewport images can be drawn larger and scaled down; at 1 WebGL's multisampling smooths the edges and the Zebra shader its stripes (scaled-down captures cost twice the bytes). @default 1 */
const VIEWPORT_SUPERSAMPLE = Number(process.env.IMAGERY_SUPERSAMPLE ?? 1)
/** Cycles renders this much larger than the file, then scales down (1: the file is already 1.5× its 640 px layout). */
const SUPERSAMPLE = 1

function viewportScene(entry: ViewportImage): SceneDescription {
  // IMAGERY_SUPERSAMPLE > 1 draws larger and scales down.
  const width = Math.round(SIZES[entry.size][0] * SCALE * VIEWPORT_SUPERSAMPLE)
  const height = Math.round(SIZES[entry.size][1] * SCALE * VIEWPORT_SUPERSAMPLE)
  const model = entry.model()
  return {
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
    points: model.points?.map((set) => ({ ...set, points: set.points.map((point) => round(point)) })),
    gumball: model.gumball,
    camera: entry.camera,
    ...entry.view,
  }
}

/** The bounding sphere (of the bounding box, as three.js computes it) and the lowest point of the parts. */
function bounds(parts: MeshPart[]) {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (const part of parts)
    for (let index = 0; index < part.positions.length; index++) {
      const axis = index % 3
      min[axis] = Math.min(min[axis]!, part.positions[index]!)
      max[axis] = Math.max(max[axis]!, part.positions[index]!)
    }
  const center = min.map((value, axis) => (value + max[axis]!) / 2) as [number, number, number]
  const radius = Math.hypot(...max.map((value, axis) => value - min[axis]!)) / 2
  return { center, radius, bottom: min[2]! }
}

function tracedScene(entry: TracedImage): PathTraceDescription {
  const { parts } = entry.model()
  return {
    width: Math.round(SIZES[entry.size][0] * SCALE * SUPERSAMPLE),
    height: Math.round(SIZES[entry.size][1] * SCALE * SUPERSAMPLE),
    parts,
    camera: entry.camera,
    samples: Number(process.env.IMAGERY_SAMPLES ?? entry.samples),
    studio: entry.studio,
    ...bounds(parts),
    exposure: entry.exposure,
  }
}

/** Runs Blender's Cycles on one scene; resolves with the PNG's bytes. */
async function cycles(scene: PathTraceDescription): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rhino-cycles-'))
  try {
    const sceneFile = path.join(folder, 'scene.json')
    const output = path.join(folder, 'render.png')
    await writeFile(sceneFile, JSON.stringify(scene))
    const blender = spawn(
      process.env.BLENDER ?? 'blender',
      [
        '-b',
        '--factory-startup',
        '-noaudio',
        '-P',
        path.join(import.meta.dirname, 'blender', 'render.py'),
        '--',
        sceneFile,
        output,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let log = ''
    blender.stdout.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000)
      const sample = /Sample (\d+\/\d+)/.exec(chunk.toString())
      if (sample && process.env.IMAGERY_DEBUG) console.log(`  ${sample[1]}`)
    })
    const code = await new Promise<number | null>((resolve) => blender.on('close', resolve))
    if (code !== 0 || !existsSync(output)) throw new Error(`Blender failed (${code}):\n${log}`)
    return await readFile(output)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * Chromium raises its GPU process (where SwiftShader renders) to nice -8; this keeps every thread of this script's
 * child processes at the script's own niceness (run it with nice -n 19), so the render yields to other work. Linux only.
 */
async function keepChildrenNice(root: number) {
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

/**
 * Draws a viewport image in the render page; returns the PNG. Vite may reload the page once when its dependency scan
 * finds a module it had not bundled yet: the drawing is then tried again on the reloaded page.
 */
async function drawViewport(page: Page, scene: SceneDescription, attempt = 0): Promise<Buffer> {
  try {
    await page.evaluate((description) => window.renderScene!(description), scene)
    return Buffer.from(await page.evaluate(() => window.encodePng!()), 'base64')
  } catch (error) {
    if (attempt > 1 || !String(error).includes('Execution context was destroyed')) throw error
    await page.waitForFunction(() => typeof window.renderScene === 'function', undefined, {
      timeout: 180_000,
    })
    return drawViewport(page, scene, attempt + 1)
  }
}

/** WebP at the highest quality that meets the entry's byte budget. */
async function encode(pixels: Buffer, entry: ImageEntry): Promise<{ bytes: Buffer; quality: number }> {
  const [width, height] = SIZES[entry.size].map((value) => Math.round(value * SCALE))
  let quality = QUALITY
  const make = (q: number) =>
    sharp(pixels)
      .resize(width, height, { kernel: 'lanczos3' })
      .webp({ quality: q, alphaQuality: 90, effort: 6, smartSubsample: true })
      .toBuffer()
  let bytes = await make(quality)
  while (bytes.length > entry.budget * 1024 && quality > 45) {
    quality -= 6
    bytes = await make(quality)
  }
  return { bytes, quality }
}

/**
 * Writes the list of files this tool made: what is on the list now (another run may have added to it meanwhile), with
 * this run's files; only files the catalogue still makes stay, in a stable order.
 */
async function writeList(made: Record<string, string>) {
  const current = existsSync(RENDERED_LIST)
    ? (JSON.parse(await readFile(RENDERED_LIST, 'utf8')) as Record<string, string>)
    : {}
  const known = new Set(IMAGES.map((entry) => `/${entry.file}.webp`))
  const list = Object.fromEntries(
    Object.entries({ ...current, ...made })
      .filter(([file]) => known.has(file))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  await writeFile(RENDERED_LIST, `${JSON.stringify(list, null, 2)}\n`)
}

/** `--list`: lists every catalogue file now under public/ as made by this tool (after renders run side by side). */
async function listExisting() {
  const made: Record<string, string> = {}
  for (const entry of IMAGES) {
    const file = path.join(ROOT, 'public', `${entry.file}.webp`)
    if (existsSync(file))
      made[`/${entry.file}.webp`] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
  }
  await writeList(made)
  console.log(`${Object.keys(made).length} files listed in ${path.relative(ROOT, RENDERED_LIST)}`)
}

async function main() {
  const started = performance.now()
  if (process.argv[2] === '--list') return listExisting()
  const filters = (process.argv[2] ?? '').split(',')
  await loadRhino()
  // A filter is part of a file name with its extension (`masa-lambasi.webp` is that one file, not its
  // `masa-lambasi-zebra.webp`), or a kind: 'viewport' or 'trace'.
  const jobs = IMAGES.filter((entry) =>
    filters.some((filter) => filter === entry.kind || `${entry.file}.webp`.includes(filter)),
  )
  const rendered: Record<string, string> = {}
  const needsBrowser = jobs.some((entry) => entry.kind === 'viewport')
  const server = needsBrowser
    ? await createServer({
        root: path.join(import.meta.dirname, 'page'),
        configFile: false,
        logLevel: 'error',
        cacheDir: path.join(import.meta.dirname, 'node_modules', '.vite-imagery'),
        server: { port: 0, host: '127.0.0.1' },
        optimizeDeps: {
          include: [
            'three',
            'three/examples/jsm/environments/RoomEnvironment.js',
            'three/examples/jsm/lines/LineMaterial.js',
            'three/examples/jsm/lines/LineSegments2.js',
            'three/examples/jsm/lines/LineSegmentsGeometry.js',
          ],
        },
      })
    : undefined
  await server?.listen()
  const address = server?.httpServer?.address()
  const browser = needsBrowser
    ? await launchBrowser([
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ])
    : undefined
  let total = 0
  const nicer = setInterval(() => void keepChildrenNice(process.pid), 5000)
  try {
    const page = await browser?.newPage()
    page?.setDefaultTimeout(0)
    page?.on('console', (message) => {
      if (message.type() === 'error') console.error(message.text())
      else if (process.env.IMAGERY_DEBUG) console.log(message.text())
    })
    page?.on('pageerror', (error) => console.error(error))
    if (page && address && typeof address !== 'string') {
      await page.goto(`http://127.0.0.1:${address.port}/index.html`)
      await page.waitForFunction(() => typeof window.renderScene === 'function', undefined, {
        timeout: 180_000,
      })
    }
    for (const entry of jobs) {
      const imageStarted = performance.now()
      let pixels: Buffer
      if (entry.kind === 'trace') pixels = await cycles(tracedScene(entry))
      else pixels = await drawViewport(page!, viewportScene(entry))
      const { bytes, quality } = await encode(pixels, entry)
      const file = path.join(OUT, `${entry.file}.webp`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
      if (OUT === path.join(ROOT, 'public'))
        rendered[`/${entry.file}.webp`] = createHash('sha256').update(bytes).digest('hex')
      total += bytes.length
      const seconds = ((performance.now() - imageStarted) / 1000).toFixed(1)
      console.log(`${entry.file}.webp  q${quality}  ${(bytes.length / 1024).toFixed(1)} KB  ${seconds} s`)
    }
  } finally {
    clearInterval(nicer)
    await browser?.close()
    await server?.close()
  }
  await writeList(rendered)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB in all, ${seconds} s`)
}

if (import.meta.main) await main()
