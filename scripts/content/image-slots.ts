// Build time and tests: every product image slot of the content (a data file's `image` field with its `imageAlt`, and
// a feature page's frontmatter `image` where a page has one instead of a card in features.yaml), and which of them still hold a file the project's own render tool made
// (scripts/imagery/rendered-images.json lists each file it wrote with the SHA-256 of its bytes: a file staff replaced,
// under the same name or another, no longer matches). The launch check lists those, so the company can decide to
// replace them with the vendor's press images or customers' work before going live.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DATA_COLLECTIONS } from '../../src/shared/content-schema.ts'
import { loadCollections } from './collections.ts'

export interface ImageSlot {
  /** The content file, from the repository root: content/data/home.yaml, content/features/metal.mdx. */
  file: string
  /** The field within it, dotted: heroSlides[0].image. */
  field: string
  /** The image's address, /images/…. */
  image: string
  /** Its description (alt text) from the sibling `imageAlt` field. */
  alt: string
}

/** The render tool's list: address → SHA-256 of the bytes it wrote. */
export const RENDERED_IMAGES_LIST = path.join('scripts', 'imagery', 'rendered-images.json')

function dataFile(collection: string, key?: string): string {
  const entry = DATA_COLLECTIONS[collection as keyof typeof DATA_COLLECTIONS]
  if ('folder' in entry) return `content/data/${entry.folder}/${key}.yaml`
  return `content/data/${entry.file}`
}

/** Every image slot of the data files and the feature pages, in file order. Fails on content that does not load. */
export async function imageSlots(root = process.cwd()): Promise<ImageSlot[]> {
  const { collections, problems } = await loadCollections(root)
  if (!collections || problems.length > 0)
    throw new Error(
      problems.map((problem) => `${problem.file}: ${problem.field}: ${problem.message}`).join('\n'),
    )
  const slots: ImageSlot[] = []
  const walk = (value: unknown, file: string, field: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, file, `${field}[${index}]`))
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record.image === 'string' && record.image.startsWith('/images/'))
        slots.push({
          file,
          field: field ? `${field}.image` : 'image',
          image: record.image,
          alt: typeof record.imageAlt === 'string' ? record.imageAlt : '',
        })
      for (const [key, child] of Object.entries(record))
        if (key !== 'image') walk(child, file, field ? `${field}.${key}` : key)
    }
  }
  for (const [name, data] of Object.entries(collections)) {
    const collection = DATA_COLLECTIONS[name as keyof typeof DATA_COLLECTIONS]
    if ('folder' in collection)
      for (const [key, entry] of Object.entries(data as Record<string, unknown>))
        walk(entry, dataFile(name, key), '')
    else walk(data, dataFile(name), '')
  }
  const features = path.join(root, 'content', 'features')
  for (const name of readdirSync(features)
    .filter((entry) => entry.endsWith('.mdx'))
    .sort()) {
    const source = readFileSync(path.join(features, name), 'utf8')
    const image = /^image: *(\S+)$/m.exec(source)?.[1]
    if (image)
      slots.push({
        file: `content/features/${name}`,
        field: 'image',
        image,
        alt: /^imageAlt: *(.+)$/m.exec(source)?.[1]?.trim() ?? '',
      })
  }
  return slots
}

/**
 * The slots whose file is still exactly what the render tool made (its bytes' hash is on the tool's list). This is
 * what the launch check reports: each a self-made demonstration image staff may want to replace before going live.
 */
export async function renderToolImageSlots(root = process.cwd()): Promise<ImageSlot[]> {
  const listFile = path.join(root, RENDERED_IMAGES_LIST)
  const rendered = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>)
    : {}
  const hashes = new Map<string, string | undefined>()
  const hashOf = (image: string) => {
    if (!hashes.has(image)) {
      const file = path.join(root, 'public', ...image.split('/').filter(Boolean))
      hashes.set(
        image,
        existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined,
      )
    }
    return hashes.get(image)
  }
  return (await imageSlots(root)).filter((slot) => {
    const hash = rendered[slot.image]
    return hash !== undefined && hashOf(slot.image) === hash
  })
}
