// placeBytes (scripts/lib/build-cache.ts): a file written through content-addressed cache entries is linked from an
// entry with the same bytes, written and kept as an entry otherwise, and never written into in place.
import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { placeBytes, placedName } from '../../scripts/lib/build-cache.ts'

let scratch = ''

beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rhino-place-bytes-'))
  await mkdir(path.join(scratch, 'entries'))
})

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('placeBytes', () => {
  it('writes a new text once and links it from its entry afterwards', async () => {
    const entries = path.join(scratch, 'entries')
    const first = path.join(scratch, 'a.md')
    const second = path.join(scratch, 'b.md')
    const name = placeBytes(entries, first, '# Başlık\n')
    expect(name).toBe(placedName(first, '# Başlık\n'))
    expect(name.endsWith('.md')).toBe(true)
    expect(await readdir(entries)).toEqual([name])
    expect(placeBytes(entries, second, '# Başlık\n')).toBe(name)
    expect(await readFile(second, 'utf8')).toBe('# Başlık\n')
    // One file under three names: the entry and both targets.
    const [entry, a, b] = await Promise.all(
      [path.join(entries, name), first, second].map((file) => stat(file)),
    )
    expect(a!.ino).toBe(entry!.ino)
    expect(b!.ino).toBe(entry!.ino)
    expect(entry!.nlink).toBe(3)
  })

  it('gives different bytes a different entry', () => {
    const entries = path.join(scratch, 'entries')
    expect(placeBytes(entries, path.join(scratch, 'a.md'), 'bir')).not.toBe(
      placeBytes(entries, path.join(scratch, 'b.md'), 'iki'),
    )
  })

  it('replaces a file already at the target without writing into it (its other names keep their bytes)', async () => {
    const entries = path.join(scratch, 'entries')
    const kept = path.join(scratch, 'onbellek.html')
    const page = path.join(scratch, 'index.html')
    await writeFile(kept, '<p>önce</p>')
    await link(kept, page)
    placeBytes(entries, page, '<p>sonra</p>')
    expect(await readFile(page, 'utf8')).toBe('<p>sonra</p>')
    expect(await readFile(kept, 'utf8')).toBe('<p>önce</p>')
    // The same again, now from the entry.
    await rm(page)
    await link(kept, page)
    placeBytes(entries, page, '<p>sonra</p>')
    expect(await readFile(page, 'utf8')).toBe('<p>sonra</p>')
    expect(await readFile(kept, 'utf8')).toBe('<p>önce</p>')
  })
})
