// scripts/prerender/: the pages React Router pre-renders itself (one per route, unchanged when an article is edited
// or added) and the bundles' build-cache key (changes with anything bundled, not with the wiki's Markdown).
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bundleKey,
  contentFiles,
  NOT_IN_EDITOR,
  openBundleEntry,
  restoreBundles,
  saveBundles,
} from '../../scripts/prerender/bundle-cache.ts'
import { bundlePaths } from '../../scripts/prerender/paths.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'

const MANIFEST: Pick<RouteEntry, 'path' | 'kind'>[] = [
  { path: '/', kind: 'page' },
  { path: '/features', kind: 'page' },
  { path: '/features/metal', kind: 'feature' },
  { path: '/licensing/eula', kind: 'licensing' },
  { path: '/wiki/sozluk', kind: 'page' },
  { path: '/wiki/nurbs-nedir', kind: 'wiki' },
  { path: '/wiki/acik-kaynak', kind: 'wiki' },
  { path: '/wiki/kategori/genel-bilgi', kind: 'wiki-category' },
  { path: '/wiki/kategori/genel-bilgi/2', kind: 'wiki-category' },
  { path: '/wiki/kategori/grasshopper', kind: 'wiki-category' },
  { path: '/gallery/zarf', kind: 'gallery-project' },
  { path: '/gallery/ayna', kind: 'gallery-project' },
]

describe('bundlePaths', () => {
  it('lists every static page and the first page of each dynamic route', () => {
    expect(bundlePaths(MANIFEST)).toEqual([
      '/',
      '/features',
      '/features/metal',
      '/gallery/ayna',
      '/licensing/eula',
      '/wiki/acik-kaynak',
      '/wiki/kategori/genel-bilgi',
      '/wiki/kategori/genel-bilgi/2',
      '/wiki/sozluk',
    ])
  })

  it('does not change when articles are added after the first', () => {
    const more: Pick<RouteEntry, 'path' | 'kind'>[] = [
      ...MANIFEST,
      { path: '/wiki/yeni-makale', kind: 'wiki' },
      { path: '/wiki/zz', kind: 'wiki' },
    ]
    expect(bundlePaths(more)).toEqual(bundlePaths(MANIFEST))
  })
})

describe('contentFiles', () => {
  it("names the HTML and the loader data React Router writes for a page, '/' included, and the data files", () => {
    const skip = contentFiles(['/', '/wiki/sozluk'])
    for (const file of [
      '_root.data',
      'index.html',
      'wiki/sozluk.data',
      'wiki/sozluk/index.html',
      '_data',
      '_data/wiki/a.json',
    ])
      expect(skip(path.join(...file.split('/'))), file).toBe(true)
    for (const file of [
      'assets/app.js',
      'wiki/index.html',
      '__spa-fallback.html',
      '_database.json',
      'images/x.svg',
    ])
      expect(skip(path.join(...file.split('/'))), file).toBe(false)
  })
})

describe('the bundles in the build cache', () => {
  let root = ''
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-bundles-'))
    await write('src/root.tsx', 'export default 1\n')
    await write('src/generated/manifest.json', '[]')
    await write('src/generated/data/facts.ts', 'export const a = 1\n')
    await write('content/wiki/nurbs-nedir.md', '# NURBS\n')
    await write('content/routes.lock', '/\n')
    await write('content/features/metal.mdx', '# Metal\n')
    await write('public/logo.svg', '<svg/>')
    await write('package-lock.json', '{}')
  })

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true })
  })

  it('keeps its key when an article, the route manifest or the route record changes', async () => {
    const before = await bundleKey(root, 'pages')
    await write('content/wiki/nurbs-nedir.md', '# NURBS\n\nYeni bir paragraf.\n')
    await write('content/wiki/yeni.md', '# Yeni\n')
    await write('src/generated/manifest.json', '[{"path":"/wiki/yeni"}]')
    await write('content/routes.lock', '/\n/wiki/yeni\n')
    expect(await bundleKey(root, 'pages')).toBe(before)
  })

  it.each([
    ['src/root.tsx', 'export default 2\n'],
    ['src/generated/data/facts.ts', 'export const a = 2\n'],
    ['content/features/metal.mdx', '# Metal 2\n'],
    ['public/logo.svg', '<svg></svg>'],
    ['package-lock.json', '{"a":1}'],
    ['src/components/new.tsx', 'export {}\n'],
  ])('gets a new key when %s changes', async (file, text) => {
    const before = await bundleKey(root, 'pages')
    await write(file, text)
    expect(await bundleKey(root, 'pages')).not.toBe(before)
  })

  it("keeps the editor's key when the content step writes the MDX pages' modules and the former addresses", async () => {
    const before = await bundleKey(root, 'editor', {}, NOT_IN_EDITOR)
    await write('src/generated/routes/features-metal.tsx', 'export default 1\n')
    await write('src/generated/data/former-addresses.json', '{}')
    expect(await bundleKey(root, 'editor', {}, NOT_IN_EDITOR)).toBe(before)
    expect(await bundleKey(root, 'editor', {})).not.toBe(before)
    await write('src/generated/data/facts.ts', 'export const a = 3\n')
    expect(await bundleKey(root, 'editor', {}, NOT_IN_EDITOR)).not.toBe(before)
  })

  it('gets a new key when the pages React Router renders itself or the source map setting change', async () => {
    const key = await bundleKey(root, 'pages', {})
    expect(await bundleKey(root, 'other pages', {})).not.toBe(key)
    expect(await bundleKey(root, 'pages', { BUILD_SOURCEMAP: '1' })).not.toBe(key)
  })

  it('restores what it saved, without the pre-rendered pages and data files, and keeps only the newest entry', async () => {
    const from = {
      client: path.join(root, 'out/client'),
      server: path.join(root, 'out/server'),
      editor: path.join(root, 'out/editor'),
    }
    await write('out/client/assets/app.js', 'app')
    await write('out/client/index.html', '<p>page</p>')
    await write('out/client/_root.data', '[]')
    await write('out/client/_data/wiki/a.json', '{}')
    await write('out/server/index.js', 'server')
    await write('out/editor/admin/index.html', 'editor')
    const cache = path.join(root, 'cache')
    await saveBundles(cache, 'old', from, contentFiles([]))
    await saveBundles(cache, 'new', from, contentFiles(['/']))
    expect(await readdir(path.join(cache, 'bundles'))).toEqual(['new'])
    const into = {
      client: path.join(root, 'in/client'),
      server: path.join(root, 'in/server'),
      editor: path.join(root, 'in/editor'),
    }
    expect(await restoreBundles(cache, 'old', into)).toBe(false)
    expect(await restoreBundles(cache, 'new', into)).toBe(true)
    expect((await readdir(into.client, { recursive: true })).sort()).toEqual([
      'assets',
      path.join('assets', 'app.js'),
    ])
    expect(await readdir(into.server)).toEqual(['index.js'])
    expect(await readdir(path.join(into.editor, 'admin'))).toEqual(['index.html'])
  })

  it('takes the bundles as they are built and counts the entry only once it is committed', async () => {
    await write('out/client/assets/app.js', 'app')
    await write('out/server/index.js', 'server')
    await write('out/editor/admin/index.html', 'editor')
    const cache = path.join(root, 'cache')
    const into = {
      client: path.join(root, 'in/client'),
      server: path.join(root, 'in/server'),
      editor: path.join(root, 'in/editor'),
    }
    const entry = openBundleEntry(cache, 'k')
    await entry.add('client', path.join(root, 'out/client'))
    await entry.add('server', path.join(root, 'out/server'))
    // The editor is still being bundled: nothing to restore yet.
    expect(await restoreBundles(cache, 'k', into)).toBe(false)
    await entry.add('editor', path.join(root, 'out/editor'))
    await entry.commit()
    expect(await restoreBundles(cache, 'k', into)).toBe(true)
    expect(await readdir(path.join(into.editor, 'admin'))).toEqual(['index.html'])
  })
})
