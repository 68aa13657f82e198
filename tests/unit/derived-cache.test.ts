// scripts/content/derived-cache.ts: results made from parsed documents (articles' HTML, Markdown copies) come from the
// build cache only under a key of everything they are made from; a change to the document, its context, the list of
// slugs or the code makes them again, and they are the same as the ones made without a cache.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeAiCopies } from '../../scripts/ai-copies.ts'
import { syntheticMarkdown } from '../../scripts/bench/synthetic.ts'
import { loadCollections } from '../../scripts/content/collections.ts'
import { cachedWikiArticles, codeKey, mapCached, valueKey } from '../../scripts/content/derived-cache.ts'
import { toWikiArticles } from '../../scripts/content/transform.ts'
import { parseSource, type ParsedDocument } from '../../src/shared/content/parse.ts'

let scratch = ''

const parse = (index: number, raw = syntheticMarkdown(index)): ParsedDocument =>
  parseSource({
    file: `content/wiki/sentetik-${index}.md`,
    kind: 'wiki',
    name: `sentetik-${index}`,
    extension: '.md',
    raw,
  }).document!

const documents = () => Array.from({ length: 4 }, (_, index) => parse(index))
const days = new Map(
  Array.from({ length: 5 }, (_, index) => [`content/wiki/sentetik-${index}.md`, '2026-03-01']),
)

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-derived-cache-'))
})

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true })
})

describe('valueKey', () => {
  it('is the same for equal values and changes with any nested property', () => {
    const make = () => ({ tree: { children: [{ type: 'text', value: 'NURBS' }] }, path: '/wiki/a' })
    const value = make()
    expect(valueKey(make())).toBe(valueKey(value))
    expect(valueKey({ ...value, tree: { children: [{ type: 'text', value: 'NURBS.' }] } })).not.toBe(
      valueKey(value),
    )
    expect(valueKey({ ...value, path: '/wiki/b' })).not.toBe(valueKey(value))
    expect(valueKey(() => 1)).toBeUndefined()
  })
})

describe('codeKey', () => {
  it('changes when a file in a listed folder changes, and not otherwise', async () => {
    const root = path.join(scratch, 'code')
    await mkdir(path.join(root, 'lib'), { recursive: true })
    await writeFile(path.join(root, 'lib', 'a.ts'), 'export const a = 1\n')
    await writeFile(path.join(root, 'lock.json'), '{}')
    const before = await codeKey(root, ['lib', 'lock.json'])
    expect(await codeKey(root, ['lib', 'lock.json'])).toBe(before)
    await writeFile(path.join(root, 'lib', 'a.ts'), 'export const a = 2\n')
    expect(await codeKey(root, ['lib', 'lock.json'])).not.toBe(before)
  })
})

describe('mapCached', () => {
  it('makes each result once, reads unchanged keys back and removes entries no item used', async () => {
    const cacheDir = path.join(scratch, 'map')
    let made = 0
    const item = (key: string) => ({ key, make: () => ((made += 1), { key, text: `sonuç ${key}` }) })
    const first = await mapCached(cacheDir, 'items', ['a', 'b', 'c'].map(item))
    expect(first.cached).toBe(0)
    expect(made).toBe(3)
    const second = await mapCached(cacheDir, 'items', ['a', 'b', 'd'].map(item))
    expect(second.cached).toBe(2)
    expect(made).toBe(4)
    expect(second.results).toEqual(['a', 'b', 'd'].map((key) => ({ key, text: `sonuç ${key}` })))
    expect(await readdir(path.join(cacheDir, 'items'))).toHaveLength(3)
    // Without a cache folder (BUILD_CACHE=0) everything is made.
    const none = await mapCached(undefined, 'items', ['a'].map(item))
    expect(none.cached).toBe(0)
    expect(made).toBe(5)
  })
})

describe('cachedWikiArticles', () => {
  it('gives toWikiArticles results, from the cache for unchanged articles', async () => {
    const cacheDir = path.join(scratch, 'articles')
    const expected = toWikiArticles(documents(), days)
    const first = await cachedWikiArticles(documents(), days, cacheDir)
    expect(first.cached).toBe(0)
    expect(first.rendered).toEqual(expected)
    const second = await cachedWikiArticles(documents(), days, cacheDir)
    expect(second.cached).toBe(4)
    expect(second.rendered).toEqual(expected)
  })

  it('renders a changed article and its changed context again, never serving a stale one', async () => {
    const cacheDir = path.join(scratch, 'articles')
    const changed = documents().with(1, parse(1, syntheticMarkdown(1) + '\nÖnbellek için eklenen cümle.\n'))
    const run = await cachedWikiArticles(changed, days, cacheDir)
    expect(run.cached).toBe(3)
    expect(run.rendered).toEqual(toWikiArticles(changed, days))
    expect(run.rendered.find(({ article }) => article.slug === 'sentetik-1')!.html).toContain('Önbellek için')
    // A later "Son güncelleme" day is part of the key.
    const later = new Map([...days].map(([file]) => [file, '2026-04-01']))
    expect((await cachedWikiArticles(changed, later, cacheDir)).cached).toBe(0)
  })

  it('renders every article again when an article is added (list items link to the slugs)', async () => {
    const cacheDir = path.join(scratch, 'articles')
    await cachedWikiArticles(documents(), days, cacheDir)
    const more = [...documents(), parse(4)]
    const run = await cachedWikiArticles(more, days, cacheDir)
    expect(run.cached).toBe(0)
    expect(run.rendered).toEqual(toWikiArticles(more, days))
  })

  it('renders everything without a cache folder', async () => {
    const run = await cachedWikiArticles(documents(), days, undefined)
    expect(run.cached).toBe(0)
    expect(run.rendered).toEqual(toWikiArticles(documents(), days))
  })
})

describe('writeAiCopies with the build cache', () => {
  const site = { name: 'Rhino Türkiye', origin: 'https://rhinoturkiye.com' }

  async function copies(folder: string): Promise<Record<string, string>> {
    const names = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.md')).sort()
    return Object.fromEntries(
      await Promise.all(
        names.map(async (name) => [name, await readFile(path.join(folder, name), 'utf8')] as const),
      ),
    )
  }

  it('writes the same copies with and without the cache, and a changed document gets a new copy', async () => {
    const cacheDir = path.join(scratch, 'copies-cache')
    const plain = path.join(scratch, 'copies-plain')
    await writeAiCopies(plain, documents(), [], site)
    for (const round of ['first', 'second']) {
      const folder = path.join(scratch, `copies-${round}`)
      await writeAiCopies(folder, documents(), [], site, cacheDir)
      expect(await copies(folder)).toEqual(await copies(plain))
    }
    expect(await readdir(path.join(cacheDir, 'markdown-copies'))).toHaveLength(4)
    // The second round linked each file from the first round's (the same text): no file written again.
    const files = await readdir(path.join(cacheDir, 'markdown-files'))
    expect(files).toHaveLength(4)
    const second = await stat(path.join(scratch, 'copies-second', 'wiki', 'sentetik-0.md'))
    const first = await stat(path.join(scratch, 'copies-first', 'wiki', 'sentetik-0.md'))
    expect(second.ino).toBe(first.ino)
    expect(second.nlink).toBe(3)
    const changed = documents().with(2, parse(2, syntheticMarkdown(2) + '\nYeni bir cümle.\n'))
    const folder = path.join(scratch, 'copies-changed')
    await writeAiCopies(folder, changed, [], { ...site, origin: 'https://ornek.com.tr' }, cacheDir)
    const written = await copies(folder)
    expect(written[path.join('wiki', 'sentetik-2.md')]).toContain('Yeni bir cümle.')
    expect(written[path.join('wiki', 'sentetik-0.md')]).toContain('https://ornek.com.tr/wiki/sentetik-0')
    // Every text changed (the origin is in each link), so the old files were removed from the cache.
    expect(await readdir(path.join(cacheDir, 'markdown-files'))).toHaveLength(4)
    expect((await readdir(path.join(cacheDir, 'markdown-files'))).some((name) => files.includes(name))).toBe(
      false,
    )
  })
})

describe('loadCollections with the build cache', () => {
  it('gives the same collections and lines as without it, and reads a changed fact again', async () => {
    const root = path.join(scratch, 'data-site')
    await cp(path.join(process.cwd(), 'content', 'data'), path.join(root, 'content', 'data'), {
      recursive: true,
    })
    const cacheDir = path.join(scratch, 'data-cache')
    const plain = await loadCollections(root)
    const first = await loadCollections(root, { cacheDir })
    const entries = await readdir(path.join(cacheDir, 'data-files'))
    expect(entries.length).toBeGreaterThan(10)
    const second = await loadCollections(root, { cacheDir })
    for (const run of [first, second]) {
      expect(run.problems).toEqual([])
      expect(run.collections).toEqual(plain.collections)
      // Lines are found by parsing the file when asked, for a kept file too.
      expect(run.locate('glossary', ['entries', 3, 'term'])).toEqual(
        plain.locate('glossary', ['entries', 3, 'term']),
      )
    }
    expect(await readdir(path.join(cacheDir, 'data-files'))).toEqual(entries)
    // A fact's new value reaches every file that uses it: they are read again, not taken from the cache.
    const factsFile = path.join(root, 'content', 'data', 'facts.yaml')
    const price = plain.facts.get('fiyat.ogrenci')
    await writeFile(factsFile, (await readFile(factsFile, 'utf8')).replace(/(ogrenci: )\d+/, '$1987'))
    const changed = await loadCollections(root, { cacheDir })
    expect(changed.facts.get('fiyat.ogrenci')).toBe(987)
    expect(price).not.toBe(987)
    const student = changed.collections!.pricing.pricingPlans.find((plan) => plan.id === 'ogrenci')!
    expect(student.price).toBe(987)
  }, 60_000)
})
