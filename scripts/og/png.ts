// Build time: RGBA pixels → PNG with zlib's level 3 and no row filters. For a card it takes about half the CPU time of
// resvg's own encoder (10 against 18 ms) for files of about the same size (30–60 KB).
import { crc32, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
/** zlib level 3: level 1 is no faster here, level 6 is three times slower. */
const LEVEL = 3

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0)
  return Buffer.concat([head, data, crc])
}

/** An 8-bit RGBA PNG; every row with filter 0 (none), which suits flat colours and costs nothing to compute. */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4
  if (rgba.length !== stride * height)
    throw new Error(`encodePng: ${rgba.length} bytes for ${width}×${height}`)
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength)
  const rows: Buffer[] = []
  const filter = Buffer.alloc(1)
  for (let y = 0; y < height; y += 1) rows.push(filter, pixels.subarray(y * stride, (y + 1) * stride))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 6 // colour type: RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: LEVEL })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
