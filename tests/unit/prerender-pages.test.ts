// scripts/prerender/cache.ts: a pre-rendered page is copied from the build cache only when the bundles and every
// file its loaders read are unchanged; otherwise it is rendered again. Pages the site no longer has are forgotten.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { openPageCache } from '../../scripts/prerender/cache.ts'
import { dataFileName, pageFiles, scriptFileName } from '../../scripts/prerender/react-router.ts'

let root = ''
const cache = () => path.join(root, 'cache')
const client = (name: string) => path.join(root, name)

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), text)
}

/** The route module (the same for every page) and hydration data a page's rendering writes beside it. */
function assets(page: string, html: string): Record<string, string> {
  const module = 'import("/assets/entry.client-1.js");'
  const data = `[${JSON.stringify(`${page} ${html}`)}]`
  return { [scriptFileName(module)]: module, [dataFileName(data)]: data }
}

/**
 * A "build": restores what it can into a fresh client folder, renders the rest (writing the page's HTML, loader data
 * and files under assets/ as prerenderPages does), saves.
 */
async function build(name: string, bundles: string, pages: Record<string, string[]>, html = 'v1') {
  const pageCache = openPageCache(cache(), root, bundles)
  const { restored, toRender } = pageCache.restore(Object.keys(pages), client(name))
  const rendered = toRender.map((page) => ({
    page,
    reads: pages[page]!,
    html: `${page} ${html}`,
    // The home page has no loader.
    data: page === '/' ? undefined : `[${JSON.stringify(page)}]`,
    files: assets(page, html),
  }))
  for (const page of rendered) {
    const files = pageFiles(page.page)
    await write(path.join(name, files.html), page.html)
    if (page.data !== undefined) await write(path.join(name, files.data), page.data)
    for (const [file, text] of Object.entries(page.files)) await write(path.join(name, file), text)
  }
  pageCache.save(rendered, Object.keys(pages))
  return { restored, toRender }
}

/** Every file under a folder, by its path in it → its content. */
async function filesUnder(folder: string): Promise<Record<string, string>> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true })
  const files = names.filter((entry) => entry.isFile())
  return Object.fromEntries(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(folder, file), await readFile(file, 'utf8')] as const
      }),
    ),
  )
}

beforeEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-pages-'))
  await write('generated/_data/wiki/a.json', '{"title":"A"}')
  await write('generated/_data/wiki/b.json', '{"title":"B"}')
  await write('generated/_data/wiki/index.json', '[]')
})

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

const PAGES = {
  '/': [],
  '/wiki': ['generated/_data/wiki/index.json'],
  '/wiki/a': ['generated/_data/wiki/a.json'],
  '/wiki/b': ['generated/_data/wiki/b.json'],
}

describe('pageFiles', () => {
  it("names a page's HTML and loader data", () => {
    expect(pageFiles('/')).toEqual({ html: 'index.html', data: '_root.data' })
    expect(pageFiles('/wiki/a')).toEqual({
      html: path.join('wiki', 'a', 'index.html'),
      data: path.join('wiki', 'a.data'),
    })
  })
})

describe('the page cache', () => {
  it('renders everything the first time and nothing when nothing changed, writing the same files', async () => {
    expect((await build('one', 'k', PAGES)).toRender).toEqual(Object.keys(PAGES))
    const second = await build('two', 'k', PAGES, 'v2')
    expect(second).toEqual({ restored: 4, toRender: [] })
    // The HTML, the loader data (none for the home page) and the module and data files under assets/, byte for byte.
    const written = await filesUnder(client('one'))
    expect(Object.keys(written)).toHaveLength(4 + 3 + 1 + 4)
    expect(await filesUnder(client('two'))).toEqual(written)
  })

  it('renders again only the pages whose read files changed, or a file they read that was missing', async () => {
    await build('one', 'k', { ...PAGES, '/wiki/c': ['generated/_data/wiki/c.json'] })
    await write('generated/_data/wiki/a.json', '{"title":"A2"}')
    await write('generated/_data/wiki/c.json', '{"title":"C"}')
    const second = await build('two', 'k', { ...PAGES, '/wiki/c': ['generated/_data/wiki/c.json'] })
    expect(second.toRender).toEqual(['/wiki/a', '/wiki/c'])
    expect(second.restored).toBe(3)
  })

  it('renders every page again when the bundles changed, and keeps only the entries in use', async () => {
    await build('one', 'k', PAGES)
    expect((await build('two', 'other', PAGES)).toRender).toEqual(Object.keys(PAGES))
    // One entry per page: the first build's entries are gone.
    expect(await readdir(path.join(cache(), 'pages'))).toHaveLength(4)
  })

  it('forgets a page the site no longer has', async () => {
    await build('one', 'k', PAGES)
    const { '/wiki/b': _removed, ...rest } = PAGES
    await build('two', 'k', rest)
    const record = JSON.parse(await readFile(path.join(cache(), 'page-reads.json'), 'utf8')) as object
    expect(Object.keys(record).sort()).toEqual(['/', '/wiki', '/wiki/a'])
    expect((await build('three', 'k', PAGES)).toRender).toEqual(['/wiki/b'])
  })

  it('keeps the page as rendered when the built copy is rewritten afterwards', async () => {
    const page = '/wiki/a'
    const html = pageFiles(page).html
    await build('one', 'k', { [page]: PAGES[page] })
    await writeFile(path.join(client('one'), html), 'yeniden yazıldı')
    await build('two', 'k', { [page]: PAGES[page] })
    expect(await readFile(path.join(client('two'), html), 'utf8')).toBe(`${page} v1`)
  })
})
