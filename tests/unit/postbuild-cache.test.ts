// scripts/postbuild.ts with the build cache: the first pass links what it writes into the cache, a second pass over the same site links the compressed copies from the
// cache instead of compressing again, leaves files it does not change untouched, and writes the same bytes as a pass
// without any cache; a missing half of an entry is made again.
import { cp, link, mkdir, mkdtemp, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { processSite } from '../../scripts/postbuild.ts'

let scratch = ''
let site = ''

/** A tiny built site: a page with an inline body script, a data file, a stylesheet and a file too small to compress. */
async function writeSite(folder: string): Promise<void> {
  await mkdir(path.join(folder, 'assets'), { recursive: true })
  await mkdir(path.join(folder, 'wiki'), { recursive: true })
  const words = 'Rhino ile NURBS yüzeyleri, eğriler ve katı modeller çizilir. '.repeat(20)
  await writeFile(
    path.join(folder, 'wiki', 'index.html'),
    `<!DOCTYPE html><html><head><script>document.documentElement.dataset.tema="koyu"</script></head>` +
      `<body><p>${words}</p><script>console.log("sayfa")</script></body></html>`,
  )
  await writeFile(path.join(folder, 'wiki.data'), JSON.stringify({ metin: words }))
  await writeFile(path.join(folder, 'assets', 'site.css'), `body{color:#123}\n/* ${words} */`)
  await writeFile(path.join(folder, 'robots.txt'), 'User-agent: *\n')
}

async function files(folder: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  const result = new Map<string, Buffer>()
  for (const entry of entries.filter((entry) => entry.isFile()).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(entry.parentPath, entry.name)
    result.set(path.relative(folder, full), await readFile(full))
  }
  return result
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-postbuild-cache-'))
  site = path.join(scratch, 'site')
  await writeSite(site)
})

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true })
})

describe('processSite with the build cache', () => {
  const cacheDir = () => path.join(scratch, 'cache')

  it('writes the same files as a pass without a cache, and links the copies the second time', async () => {
    const plain = path.join(scratch, 'plain')
    const first = path.join(scratch, 'first')
    const second = path.join(scratch, 'second')
    for (const folder of [plain, first, second]) await cp(site, folder, { recursive: true })
    await processSite(plain, { workers: 1 })
    await processSite(first, { workers: 2, cacheDir: cacheDir() })
    const entries = await readdir(cacheDir())
    // .br and .gz of the page, the data file and the stylesheet; robots.txt and the moved-out script are too small.
    expect(entries.filter((name) => name.endsWith('.br'))).toHaveLength(3)
    // The first pass keeps what it wrote as the entries (hard links), without writing the bytes a second time.
    expect((await stat(path.join(first, 'assets', 'site.css.br'))).nlink).toBe(2)
    const dataBefore = await stat(path.join(second, 'wiki.data'))
    await processSite(second, { workers: 2, cacheDir: cacheDir() })
    const expected = await files(plain)
    expect(await files(first)).toEqual(expected)
    expect(await files(second)).toEqual(expected)
    expect([...expected.keys()]).toContain(path.join('wiki', 'index.html.br'))
    // The copies are the cache's entries themselves (hard links), and an unchanged file was not rewritten.
    const copy = await stat(path.join(second, 'assets', 'site.css.br'))
    expect(copy.nlink).toBeGreaterThan(1)
    const dataAfter = await stat(path.join(second, 'wiki.data'))
    expect(dataAfter.mtimeMs).toBe(dataBefore.mtimeMs)
    // The rewritten page (its body script moved out) is kept as an entry too, and linked from it the second time.
    expect(entries.filter((name) => name.endsWith('.html'))).toHaveLength(1)
    const page = await stat(path.join(second, 'wiki', 'index.html'))
    const pageEntry = await stat(
      path.join(
        cacheDir(),
        entries.find((name) => name.endsWith('.html'))!,
      ),
    )
    expect(page.ino).toBe(pageEntry.ino)
    // Every entry was used again, so none was removed.
    expect(await readdir(cacheDir())).toEqual(entries)
  }, 60_000)

  it('leaves the bytes of a file the page was linked from (the pre-rendering cache) as they were', async () => {
    const target = path.join(scratch, 'linked')
    await cp(site, target, { recursive: true })
    const rendered = path.join(scratch, 'rendered-entry.html')
    const page = path.join(target, 'wiki', 'index.html')
    const before = await readFile(page)
    await rm(rendered, { force: true })
    await link(page, rendered)
    await processSite(target, { workers: 1, cacheDir: cacheDir() })
    expect(await readFile(rendered)).toEqual(before)
    expect(await readFile(page)).toEqual(await readFile(path.join(scratch, 'plain', 'wiki', 'index.html')))
  }, 60_000)

  it('makes an entry again when one of its two copies is missing', async () => {
    const target = path.join(scratch, 'half')
    await cp(site, target, { recursive: true })
    const gz = (await readdir(cacheDir())).filter((name) => name.endsWith('.gz'))
    for (const name of gz) await unlink(path.join(cacheDir(), name))
    await processSite(target, { workers: 1, cacheDir: cacheDir() })
    expect(await files(target)).toEqual(await files(path.join(scratch, 'plain')))
    expect((await readdir(cacheDir())).filter((name) => name.endsWith('.gz'))).toHaveLength(gz.length)
  }, 60_000)
})
