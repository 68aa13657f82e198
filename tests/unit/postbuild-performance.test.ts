// The post-build performance transform: module preloads leave the pre-rendered HTML, everything else stays.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dropModulePreloads, optimizePages } from '../../scripts/postbuild-performance'

const HEAD =
  '<meta charSet="utf-8"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="stylesheet" href="/assets/root-3.css"/>'
const BODY = '<main>Metin</main><script type="module" src="/assets/page-4.js"></script>'
const page = (head: string) =>
  `<!DOCTYPE html><html lang="tr"><head>${head}</head><body>${BODY}</body></html>`

describe('dropModulePreloads', () => {
  it('removes every modulepreload link and keeps the other links and the scripts', () => {
    const result = dropModulePreloads(page(HEAD))
    expect(result).not.toContain('modulepreload')
    expect(result).toBe(
      page(
        '<meta charSet="utf-8"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
          '<link rel="stylesheet" href="/assets/root-3.css"/>',
      ),
    )
  })

  it('leaves a page without preloads unchanged', () => {
    const html = page('<meta charSet="utf-8"/>')
    expect(dropModulePreloads(html)).toBe(html)
  })
})

describe('optimizePages', () => {
  const folders: string[] = []
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

  it('rewrites the HTML files of every folder and nothing else', async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), 'rhino-performance-'))
    folders.push(client)
    await mkdir(path.join(client, 'wiki', 'makale'), { recursive: true })
    const script = '<link rel="modulepreload" href="/assets/x.js"/>'
    await writeFile(path.join(client, 'index.html'), page(HEAD))
    await writeFile(path.join(client, 'wiki', 'makale', 'index.html'), page(HEAD))
    await writeFile(path.join(client, 'notes.txt'), script)
    await optimizePages(client)
    for (const file of ['index.html', 'wiki/makale/index.html'])
      expect(await readFile(path.join(client, file), 'utf8')).not.toContain('modulepreload')
    expect(await readFile(path.join(client, 'notes.txt'), 'utf8')).toBe(script)
  })
})
