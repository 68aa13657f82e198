// The parse cache (parseSources, scripts/content/index.ts): the content step's parse results are the same as
// parseSource's, whether they were parsed here or read from the build cache; a changed file is parsed again, never
// served stale.
import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSources } from '../../scripts/content/index.ts'
import { syntheticMarkdown } from '../../scripts/bench/synthetic.ts'
import { parseSource, type SourceFile } from '../../src/shared/content/parse.ts'

const source = (index: number, raw = syntheticMarkdown(index)): SourceFile => ({
  file: `content/wiki/sentetik-${index}.md`,
  kind: 'wiki',
  name: `sentetik-${index}`,
  extension: '.md',
  raw,
})

const SOURCES = Array.from({ length: 6 }, (_, index) => source(index))
let cacheDir = ''

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-parse-cache-'))
})

afterAll(async () => {
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true })
})

describe('parseSources', () => {
  const expected = SOURCES.map((file) => parseSource(file))

  it('gives parseSource results in order, and fills the cache', async () => {
    const run = parseSources(SOURCES, cacheDir)
    expect(run.cached).toBe(0)
    expect(run.results).toEqual(expected)
    expect(await readdir(path.join(cacheDir, 'parsed'))).toHaveLength(SOURCES.length)
  })

  it('reads unchanged files from the cache and parses a changed one again', async () => {
    const changed = source(2, syntheticMarkdown(2).replace('## ', '## Yeni başlık\n\nYeni paragraf.\n\n## '))
    const sources = SOURCES.with(2, changed)
    const run = parseSources(sources, cacheDir)
    expect(run.cached).toBe(SOURCES.length - 1)
    expect(run.results).toEqual(sources.map((file) => parseSource(file)))
    expect(run.results[2]!.document!.headings).toContain('Yeni başlık')
    // The entry of the old text is no longer used and is removed.
    expect(await readdir(path.join(cacheDir, 'parsed'))).toHaveLength(SOURCES.length)
  })

  it('parses everything without a cache folder', () => {
    const run = parseSources(SOURCES)
    expect(run.cached).toBe(0)
    expect(run.results).toEqual(expected)
  })
})

describe('parseSources on MDX files', () => {
  const raw = readFileSync(path.join('content', 'licensing', 'cloud-zoo.mdx'), 'utf8')
  const mdx: SourceFile = {
    file: 'content/licensing/cloud-zoo.mdx',
    kind: 'licensing',
    name: 'cloud-zoo',
    extension: '.mdx',
    raw,
  }

  it('caches them too, and hands on the same plain data whether cached, parsed here or without a cache', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-parse-cache-mdx-'))
    try {
      const plain = parseSources([mdx])
      const first = parseSources([mdx], folder)
      const second = parseSources([mdx], folder)
      expect(first.cached).toBe(0)
      expect(second.cached).toBe(1)
      expect(plain.results[0]!.document).toBeDefined()
      // Strictly equal, prototypes included: the JavaScript parser's nodes are plain objects on every road.
      expect(first.results).toStrictEqual(plain.results)
      expect(second.results).toStrictEqual(plain.results)
      expect(plain.results[0]).toEqual(parseSource(mdx))
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
