// The content's product image slots (scripts/content/image-slots.ts): each file exists, its description is non-empty
// Turkish, no file fills more than two slots, each slot is an image field in the editor, and the launch check's list
// of images the render tool made drops an image as soon as its file is replaced.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { imageSlots, renderToolImageSlots, RENDERED_IMAGES_LIST } from '../../scripts/content/image-slots.ts'
import { dataCollections } from '../../src/admin/collections.ts'
import { zodToDecapFields, type DecapField } from '../../src/admin/zod-to-decap.ts'

const slots = await imageSlots()

/**
 * Words that only an English sentence has (Rhino's own names, e.g. Perspective or Zebra, are not among them), as whole
 * words: a letter (Turkish ones included) on neither side, so part of a Turkish word never counts ("on", Turkish ten,
 * is not listed).
 */
const ENGLISH = /(?<!\p{L})(the|and|with|of|is|are|its|from|shown|into|this)(?!\p{L})/iu
/** A Turkish sentence has Turkish letters or its most common small words. */
const TURKISH = /[çğıöşüİ]|(?<!\p{L})(ve|ile|bir|bu|de|da)(?!\p{L})/iu

describe('image slots', () => {
  it('are found in the data files and the feature pages', () => {
    expect(slots.length).toBeGreaterThan(60)
    expect(slots.some((slot) => slot.file === 'content/data/home.yaml')).toBe(true)
  })

  it('each names a file that exists under public/', () => {
    for (const slot of slots)
      expect(existsSync(path.join('public', slot.image)), `${slot.file}: ${slot.field}: ${slot.image}`).toBe(
        true,
      )
  })

  it('each has a Turkish description, not an empty or English one', () => {
    for (const slot of slots) {
      const where = `${slot.file}: ${slot.field}: "${slot.alt}"`
      expect(slot.alt.trim().length, where).toBeGreaterThan(20)
      expect(slot.alt, where).toMatch(TURKISH)
      expect(slot.alt, where).not.toMatch(ENGLISH)
    }
  })

  it('no file fills more than two slots', () => {
    const uses = new Map<string, string[]>()
    for (const slot of slots)
      uses.set(slot.image, [...(uses.get(slot.image) ?? []), `${slot.file}: ${slot.field}`])
    for (const [image, where] of uses)
      expect(where.length, `${image}: ${where.join(', ')}`).toBeLessThanOrEqual(2)
  })

  it("each slot of a data file is an image field of the editor's form, with its description beside it", () => {
    const find = (fields: readonly DecapField[], pathParts: string[]): DecapField | undefined => {
      const [head, ...rest] = pathParts
      const field = fields.find((candidate) => candidate.name === head)
      if (!field || rest.length === 0) return field
      return find(field.fields ?? (field.field ? [field.field] : []), rest)
    }
    for (const slot of slots.filter((entry) => entry.file.startsWith('content/data/'))) {
      const collection = dataCollections.find((entry) => entry.file === slot.file)
      expect(collection, slot.file).toBeDefined()
      const fields = zodToDecapFields(collection!.schema, collection!.overrides)
      const parts = slot.field.replace(/\[\d+\]/g, '').split('.')
      const image = find(fields, parts)
      expect(image?.widget, `${slot.file}: ${slot.field}`).toBe('image')
      expect(image?.media_folder, slot.field).toBe('/public/images/uploads')
      expect(
        find(fields, [...parts.slice(0, -1), 'imageAlt'])?.widget,
        `${slot.file}: ${slot.field}Alt`,
      ).toBeDefined()
    }
  })
})

describe('renderToolImageSlots', () => {
  let copy = ''
  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true })
  })

  it('lists the slots whose file is still the one the render tool wrote, and drops a replaced one', async () => {
    const listed = await renderToolImageSlots()
    const list = JSON.parse(await readFile(RENDERED_IMAGES_LIST, 'utf8')) as Record<string, string>
    expect(listed.length).toBeGreaterThan(40)
    for (const slot of listed) expect(list[slot.image], slot.image).toBeDefined()

    copy = await mkdtemp(path.join(os.tmpdir(), 'rhino-slots-'))
    await cp('content', path.join(copy, 'content'), { recursive: true })
    await cp('public/images', path.join(copy, 'public', 'images'), { recursive: true })
    await cp(RENDERED_IMAGES_LIST, path.join(copy, RENDERED_IMAGES_LIST))
    const replaced = listed[0]!.image
    expect((await renderToolImageSlots(copy)).map((slot) => slot.image)).toContain(replaced)
    // Staff upload their own picture under the same name: it is no longer the render tool's.
    await writeFile(path.join(copy, 'public', replaced), 'another picture')
    expect((await renderToolImageSlots(copy)).map((slot) => slot.image)).not.toContain(replaced)
  }, 60_000)
})
