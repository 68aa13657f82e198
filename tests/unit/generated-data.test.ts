// The generated files the browser fetches are served from generated/_data at /_data/… (dev server), never anything
// outside that folder.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { emitContent } from '../../scripts/content/emit.ts'
import {
  copyGeneratedData,
  dataFile,
  generatedDataDir,
  isBuildOnlyData,
} from '../../scripts/generated-data.ts'

describe('the dev server serves generated/_data at /_data', () => {
  const dir = generatedDataDir('/proje')

  it('maps a data address to its file under generated/_data', () => {
    expect(dir).toBe(path.join('/proje', 'generated', '_data'))
    expect(dataFile(dir, '/_data/wiki/nurbs-nedir.json')).toBe(path.join(dir, 'wiki', 'nurbs-nedir.json'))
    expect(dataFile(dir, '/_data/wiki/nurbs-nedir.html')).toBe(path.join(dir, 'wiki', 'nurbs-nedir.html'))
  })

  it('leaves other addresses, other file types and ways out of the folder to the rest of the server', () => {
    for (const url of [
      '/wiki/nurbs-nedir',
      '/_database.json',
      '/_data/../package.json',
      '/_data/%2e%2e/package.json',
      '/_data/wiki/x.ts',
    ])
      expect(dataFile(dir, url), url).toBeUndefined()
  })
})

describe('the build copies what the browser fetches', () => {
  it('leaves out the body fragments that only the pre-rendering reads', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'rhino-data-'))
    try {
      const source = generatedDataDir(root)
      await mkdir(path.join(source, 'wiki'), { recursive: true })
      await mkdir(path.join(source, 'search'), { recursive: true })
      for (const file of ['wiki/index.json', 'wiki/a.json', 'wiki/a.html', 'search/meta.json'])
        await writeFile(path.join(source, file), '{}')
      const client = path.join(root, 'client')
      copyGeneratedData(root, client)
      expect((await readdir(path.join(client, '_data', 'wiki'))).sort()).toEqual(['a.json', 'index.json'])
      expect(await readdir(path.join(client, '_data', 'search'))).toEqual(['meta.json'])
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })

  it("copies the files, and a later content step leaves the build's copy as it was built", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'rhino-data-'))
    try {
      const paths = { generatedDir: path.join(root, 'src', 'generated'), dataDir: generatedDataDir(root) }
      const emit = (description: string) =>
        emitContent(
          {
            manifest: [],
            articles: [],
            categories: [],
            pages: [],
            data: { 'search/meta.json': { description } },
          },
          paths,
          root,
        )
      emit('ilk')
      const client = path.join(root, 'client')
      copyGeneratedData(root, client)
      const built = path.join(client, '_data', 'search', 'meta.json')
      const generated = path.join(generatedDataDir(root), 'search', 'meta.json')
      expect(emit('ikinci')).toContain(path.join('generated', '_data', 'search', 'meta.json'))
      expect(await readFile(generated, 'utf8')).toContain('ikinci')
      expect(await readFile(built, 'utf8')).toContain('ilk')
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })

  it.each([
    ['wiki/nurbs-nedir.html', true],
    ['wiki/nurbs-nedir.json', false],
    ['wiki/index.json', false],
    ['editor/site.json', false],
    ['search/full.json', false],
  ])('%s build-only: %s', (file, expected) => expect(isBuildOnlyData(file)).toBe(expected))
})
