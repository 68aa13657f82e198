// Images added from the article editor: reduced in the browser to at most 1600 px wide before they are committed
// (a phone photo or a 4K screenshot would otherwise go into the repository whole), named after the file in the
// site's way, and given the address the page uses (/images/wiki/…). Browser.
import { slugify } from '../../shared/text.ts'

/** The widest image the editor commits; wider uploads are scaled down to it. */
export const MAX_IMAGE_WIDTH = 1600
/** Uploads up to this size and width go in as they are (a re-encoding would only lose quality). */
const KEEP_AS_IS_BYTES = 400 * 1024
const KEPT_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/svg+xml',
])
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
}

/** The width an image `width` px wide is committed at. Pure. */
export const targetWidth = (width: number): number => Math.min(width, MAX_IMAGE_WIDTH)

/**
 * The file's name in the media folder: its own name in lower case ASCII with hyphens, the extension of what is
 * committed, and a number when that name is taken (`ekran-goruntusu-2.webp`). Pure.
 */
export function imageFileName(original: string, extension: string, taken: ReadonlySet<string>): string {
  const base =
    slugify(original.replace(/\.[^.]+$/, ''))
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'gorsel'
  let name = `${base}.${extension}`
  for (let number = 2; taken.has(name); number++) name = `${base}-${number}.${extension}`
  return name
}

/**
 * The image to commit for `file`: wider than 1600 px or heavier than 400 KB → drawn at most 1600 px wide and encoded
 * as WebP (PNG where the browser cannot write WebP); otherwise the file itself. Vector and animated images stay whole.
 */
export async function reducedImage(file: File): Promise<{ blob: Blob; extension: string }> {
  const ownExtension = EXTENSIONS[file.type] ?? 'png'
  if (file.type === 'image/svg+xml' || file.type === 'image/gif')
    return { blob: file, extension: ownExtension }
  const bitmap = await createImageBitmap(file)
  try {
    if (bitmap.width <= MAX_IMAGE_WIDTH && file.size <= KEEP_AS_IS_BYTES && KEPT_TYPES.has(file.type))
      return { blob: file, extension: ownExtension }
    const width = targetWidth(bitmap.width)
    const height = Math.round((bitmap.height * width) / bitmap.width)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return { blob: file, extension: ownExtension }
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.86))
    if (!blob) return { blob: file, extension: ownExtension }
    return { blob, extension: blob.type === 'image/webp' ? 'webp' : 'png' }
  } finally {
    bitmap.close()
  }
}
