// scripts/prerender/cache.ts: the bundles' build-cache key (changes with anything bundled, not with the wiki's
// Markdown), and entries that count only once complete.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleKey, NOT_IN_EDITOR, openBundleEntry, restoreBundles } from '../../scripts/prerender/cache.ts'

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
    const before = bundleKey(root, 'site')
    await write('content/wiki/nurbs-nedir.md', '# NURBS\n\nYeni bir paragraf.\n')
    await write('content/wiki/yeni.md', '# Yeni\n')
    await write('src/generated/manifest.json', '[{"path":"/wiki/yeni"}]')
    await write('content/routes.lock', '/\n/wiki/yeni\n')
    expect(bundleKey(root, 'site')).toBe(before)
  })

  it.each([
    ['src/root.tsx', 'export default 2\n'],
    ['src/generated/data/facts.ts', 'export const a = 2\n'],
    ['content/features/metal.mdx', '# Metal 2\n'],
    ['public/logo.svg', '<svg></svg>'],
    ['package-lock.json', '{"a":1}'],
    ['src/components/new.tsx', 'export {}\n'],
  ])('gets a new key when %s changes', async (file, text) => {
    const before = bundleKey(root, 'site')
    await write(file, text)
    expect(bundleKey(root, 'site')).not.toBe(before)
  })

  it("keeps the editor's key when the content step writes the MDX pages' modules and the former addresses", async () => {
    const before = bundleKey(root, 'editor', {}, NOT_IN_EDITOR)
    await write('src/generated/routes/features-metal.tsx', 'export default 1\n')
    await write('src/generated/data/former-addresses.json', '{}')
    expect(bundleKey(root, 'editor', {}, NOT_IN_EDITOR)).toBe(before)
    expect(bundleKey(root, 'editor', {})).not.toBe(before)
    await write('src/generated/data/facts.ts', 'export const a = 3\n')
    expect(bundleKey(root, 'editor', {}, NOT_IN_EDITOR)).not.toBe(before)
  })

  it("gets a new key when the site's address or the source map setting change", () => {
    const key = bundleKey(root, 'site', {})
    expect(bundleKey(root, 'other site', {})).not.toBe(key)
    expect(bundleKey(root, 'site', { BUILD_SOURCEMAP: '1' })).not.toBe(key)
  })

  it('restores what it saved, and keeps only the newest entry', async () => {
    await write('out/client/assets/app.js', 'app')
    await write('out/server/index.js', 'server')
    const cache = path.join(root, 'cache')
    for (const key of ['old', 'new']) {
      const entry = openBundleEntry(cache, key)
      entry.add('client', path.join(root, 'out/client'))
      entry.add('server', path.join(root, 'out/server'))
      entry.commit()
    }
    expect(await readdir(path.join(cache, 'bundles'))).toEqual(['new'])
    const into = { client: path.join(root, 'in/client'), server: path.join(root, 'in/server') }
    expect(restoreBundles(cache, 'old', into)).toBe(false)
    expect(restoreBundles(cache, 'new', into)).toBe(true)
    expect((await readdir(into.client, { recursive: true })).sort()).toEqual([
      'assets',
      path.join('assets', 'app.js'),
    ])
    expect(await readdir(into.server)).toEqual(['index.js'])
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
    entry.add('client', path.join(root, 'out/client'))
    entry.add('server', path.join(root, 'out/server'))
    // The editor is still being bundled: nothing to restore yet.
    expect(restoreBundles(cache, 'k', into)).toBe(false)
    entry.add('editor', path.join(root, 'out/editor'))
    entry.commit()
    expect(restoreBundles(cache, 'k', into)).toBe(true)
    expect(await readdir(path.join(into.editor, 'admin'))).toEqual(['index.html'])
  })
})
