// Build time: a page's picture (/images/… under public/) as a PNG data address that satori and resvg can draw on its
// social card. resvg decodes PNG and JPEG but not WebP, the site's image format: WebP is decoded by libwebp (WASM,
// @jsquash/webp) and written again as PNG with node:zlib. SVG and AVIF pictures are left out (undefined).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

/** The RGBA pixels of a decoded picture. */
export interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

// libwebp's WASM build returns `new ImageData(…)`, a browser global that Node lacks: a stand-in with the same fields.
const scope = globalThis as { ImageData?: unknown }
scope.ImageData ??= class {
  data: Uint8ClampedArray
  width: number
  height: number
  constructor(data: Uint8ClampedArray, width: number, height: number) {
    this.data = data
    this.width = width
    this.height = height
  }
}

let decoder: Promise<(bytes: ArrayBuffer) => Promise<Pixels>> | undefined

/** libwebp's decoder, compiled once per process from the package's own WASM file (nothing is fetched). */
function webpDecoder(): Promise<(bytes: ArrayBuffer) => Promise<Pixels>> {
  decoder ??= (async () => {
    const { default: decode, init } = await import('@jsquash/webp/decode.js')
    const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm')
    // The build's types have no DOM or WebAssembly globals; Node has WebAssembly all the same.
    const { WebAssembly: runtime } = globalThis as unknown as {
      WebAssembly: { compile: (bytes: Uint8Array) => Promise<Parameters<typeof init>[0]> }
    }
    await init(await runtime.compile(readFileSync(wasm)))
    return decode
  })()
  return decoder
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** RGBA pixels as a PNG file (8 bits per channel, no filter: the card is drawn once and cached). */
export function encodePng({ data, width, height }: Pixels): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 4 + 1) * height)
  for (let y = 0; y < height; y++)
    rows.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The picture's size and a data address resvg can draw; undefined for a format the card does not show. */
export async function pageImageData(
  root: string,
  image: string,
): Promise<{ src: string; width: number; height: number } | undefined> {
  const file = path.join(root, 'public', ...image.split('/').filter(Boolean))
  const extension = path.extname(image).toLowerCase()
  if (extension !== '.webp' && extension !== '.png') return undefined
  const bytes = readFileSync(file)
  if (extension === '.png')
    return {
      src: `data:image/png;base64,${bytes.toString('base64')}`,
      width: bytes.readUInt32BE(16),
      height: bytes.readUInt32BE(20),
    }
  const decode = await webpDecoder()
  const pixels = await decode(new Uint8Array(bytes).buffer)
  return {
    src: `data:image/png;base64,${encodePng(pixels).toString('base64')}`,
    width: pixels.width,
    height: pixels.height,
  }
}
