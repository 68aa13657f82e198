// The scripts of a page as it is written (scripts/prerender/react-router.ts): React Router's route-module script and
// hydration data become files that one inline loader fetches after the first paint; every other script stays inline,
// the same on every page, and the header files (scripts/postbuild.ts) list their hashes.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_INLINE_SCRIPTS, processSite } from '../../scripts/postbuild.ts'
import {
  dataFileName,
  HYDRATION_LOADER,
  isPageModule,
  placePageScripts,
  scriptFileName,
  streamChunk,
  writePage,
} from '../../scripts/prerender/react-router.ts'
import { NGINX_HEADERS_OUTPUT, parseHeadersFile, scriptHashSource } from '../../scripts/security-headers.ts'

const THEME = "try{document.documentElement.classList.add('x')}catch(e){}"
const CONTEXT = 'window.__reactRouterContext = {"a":"ş</b>"};'
const MODULE = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");'
const JSON_LD = '{"@context":"https://schema.org","@type":"BreadcrumbList"}'
const END = 'window.__reactRouterContext.streamController.close();'
/** A stream script as React Router writes it: the chunk as a JSON string literal, `<` escaped. */
const chunkScript = (chunk: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replace(/</g, '\\u003c')});`
/** React Router's scripts at the end of a page, with `chunks` as its hydration data. */
const routerScripts = (chunks: string[], module = MODULE) =>
  `<script>${CONTEXT}</script><script type="module" async="">${module}</script>` +
  chunks
    .map((chunk, index) => `<div hidden id="S:${index}"><script>${chunkScript(chunk)}</script></div>`)
    .join('') +
  `<script>${END}</script>`

function page(body: string, head = `<script>${THEME}</script>`): string {
  return `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>${head}</head><body><main>Metin</main>${body}</body></html>`
}

const loader = (module: string, data: string) =>
  `<script data-module="/${scriptFileName(module)}" data-stream="/${dataFileName(data)}">${HYDRATION_LOADER}</script>`

describe('placePageScripts', () => {
  it('moves the route modules and the hydration data into files, empties their scripts and ends with the loader', () => {
    const chunks = ['[{"_1":2},"Rhino 8\'i & <b>ş</b>"]\n', '[{"_3":4}]\n']
    expect(streamChunk(chunkScript(chunks[0]!))).toBe(chunks[0])
    const result = placePageScripts(page(routerScripts(chunks)))
    const data = chunks.join('')
    expect(result.html).toBe(
      page(
        `<script>${CONTEXT}</script><script></script>` +
          '<div hidden id="S:0"><script></script></div><div hidden id="S:1"><script></script></div>' +
          loader(MODULE, data),
      ),
    )
    expect(Object.fromEntries(result.files)).toEqual({
      [scriptFileName(MODULE)]: MODULE,
      [dataFileName(data)]: data,
    })
    expect(result.inline).toEqual([THEME, CONTEXT, HYDRATION_LOADER])
  })

  it('names files by content: equal content shares one file, different content does not', () => {
    expect(scriptFileName('a()')).toBe(scriptFileName('a()'))
    expect(scriptFileName('a()')).not.toBe(scriptFileName('b()'))
    expect(scriptFileName('a()')).toMatch(/^assets\/page-[0-9a-f]{16}\.js$/)
    expect(dataFileName('[1]')).toMatch(/^assets\/data-[0-9a-f]{16}\.txt$/)
    expect(isPageModule(path.join('client', scriptFileName('a()')))).toBe(true)
    expect(isPageModule(path.join('client', dataFileName('a()')))).toBe(false)
    expect(isPageModule('client/assets/entry.client-BCx2d3.js')).toBe(false)
  })

  it('gives a placed page back unchanged, with the same inline scripts and no files', () => {
    const placed = placePageScripts(page(routerScripts(['[1]\n'])))
    const again = placePageScripts(placed.html)
    expect(again.html).toBe(placed.html)
    expect(again.files.size).toBe(0)
    expect(again.inline).toEqual(placed.inline)
  })

  it("names the page and the problem when React Router's scripts are not as expected", () => {
    expect(() => placePageScripts(page(`<script>${END}</script>`), 'wiki/index.html')).toThrow(
      /^wiki\/index\.html: React Router's scripts are not as expected/,
    )
    expect(() => placePageScripts(page(routerScripts(['a\uD800b'])), 'x.html')).toThrow(/lone surrogate/)
  })

  it.each([
    ['JSON-LD', `<script type="application/ld+json">${JSON_LD}</script>`],
    ['an unknown data type', '<script type="text/x-template"><p>{{x}}</p></script>'],
    ['an external script', '<script src="/assets/a-1.js"></script>'],
    ['an external module', '<script type="module" async="" src="/assets/b-2.js"></script>'],
  ])('leaves %s untouched', (_name, script) => {
    const html = page(script, `<script>${THEME}</script>${script}`)
    const result = placePageScripts(html)
    expect(result.html).toBe(html)
    expect(result.files.size).toBe(0)
    expect(result.inline).toEqual([THEME])
  })

  it.each(['text/javascript', 'application/javascript', 'TEXT/JAVASCRIPT', ''])(
    'reports classic scripts typed "%s" for hashing',
    (type) => {
      const result = placePageScripts(page(`<script type="${type}">a()</script>`, ''))
      expect(result.inline).toEqual(['a()'])
    },
  )

  it('keeps executable scripts without a src form inline and reports them for hashing', () => {
    const importMap = '{"imports":{"x":"/assets/x-1.js"}}'
    const result = placePageScripts(page(`<script type="importmap">${importMap}</script>`, ''))
    expect(result.files.size).toBe(0)
    expect(result.inline).toEqual([importMap])
  })
})

describe('HYDRATION_LOADER', () => {
  function run(supported: string[] | null, response: { ok: boolean; text: string }) {
    const imported: string[] = []
    const fetched: string[] = []
    const stream: string[] = []
    let connected = true
    const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = []
    class Observer {
      static supportedEntryTypes = supported ?? []
      constructor(callback: (typeof observers)[number]) {
        observers.push((list) => connected && callback(list))
      }
      observe() {}
      disconnect() {
        connected = false
      }
    }
    const window: { __hydrationData?: Promise<unknown>; __reactRouterContext: unknown } = {
      __reactRouterContext: {
        streamController: {
          enqueue: (text: string) => stream.push(text),
          close: () => stream.push('<end>'),
        },
      },
    }
    // The loader's `import(…)`, as a function the test can see.
    runInNewContext(HYDRATION_LOADER.replaceAll('import(', 'load('), {
      window,
      PerformanceObserver: supported === null ? undefined : Observer,
      fetch: (url: string) => {
        fetched.push(url)
        return Promise.resolve({ ok: response.ok, status: 404, text: () => Promise.resolve(response.text) })
      },
      Error,
      document: { currentScript: { dataset: { module: '/assets/page-1.js', stream: '/assets/data-1.txt' } } },
      load: (url: string) => imported.push(url),
    })
    return { imported, fetched, stream, observers, window }
  }
  const paint = (name: string) => ({ getEntriesByName: (entry: string) => (entry === name ? [{}] : []) })

  it('fetches the data and starts the route modules once, after the first contentful paint, without a timer', async () => {
    const { imported, fetched, stream, observers, window } = run(['paint'], { ok: true, text: '[1]\n' })
    observers[0]!(paint('first-paint'))
    expect([imported, fetched]).toEqual([[], []])
    observers[0]!(paint('first-contentful-paint'))
    observers[0]!(paint('first-contentful-paint'))
    expect(imported).toEqual(['/assets/page-1.js'])
    expect(fetched).toEqual(['/assets/data-1.txt'])
    await window.__hydrationData
    expect(stream).toEqual(['[1]\n', '<end>'])
  })

  it('rejects __hydrationData when the data cannot be fetched, so the page is not hydrated', async () => {
    const { observers, stream, window } = run(['paint'], { ok: false, text: 'yok' })
    observers[0]!(paint('first-contentful-paint'))
    await expect(window.__hydrationData).rejects.toThrow('404')
    expect(stream).toEqual([])
  })

  it.each([
    ['without PerformanceObserver', null],
    ['without paint timing', ['largest-contentful-paint']],
  ])('starts at once in a browser %s', (_name, supported) => {
    const { imported, fetched } = run(supported, { ok: true, text: '' })
    expect([imported, fetched]).toEqual([['/assets/page-1.js'], ['/assets/data-1.txt']])
  })
})

describe('writePage and processSite', () => {
  const roots: string[] = []
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))))

  async function site(files: Record<string, string>): Promise<string> {
    const root = await mkdtemp(path.join(os.tmpdir(), 'rhino-secure-'))
    roots.push(root)
    await mkdir(path.join(root, 'assets'))
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true })
      await writeFile(path.join(root, file), text)
    }
    return root
  }

  it('writes a page with its scripts placed, and its module and data files beside it', async () => {
    const root = await site({})
    const html = page(
      routerScripts(['[1]\n']),
      `<script>${THEME}</script><link rel="modulepreload" href="/x.js"/>`,
    )
    const placed = writePage(root, path.join('wiki', 'index.html'), html)
    expect(placed).toEqual(placePageScripts(page(routerScripts(['[1]\n']))))
    expect(await readFile(path.join(root, 'wiki/index.html'), 'utf8')).toBe(placed.html)
    expect(placed.html).toContain(loader(MODULE, '[1]\n'))
    expect(placed.html).not.toContain('modulepreload')
    expect(await readFile(path.join(root, scriptFileName(MODULE)), 'utf8')).toBe(MODULE)
    expect(await readFile(path.join(root, dataFileName('[1]\n')), 'utf8')).toBe('[1]\n')
  })

  it('leaves the written pages as they are and writes _headers and the nginx snippet with their inline script hashes', async () => {
    const longData = `[${JSON.stringify('Rhino ile NURBS yüzeyleri. '.repeat(20))}]\n`
    const longModule = `${MODULE}\nwindow.uzun = ${JSON.stringify('Rhino ile NURBS yüzeyleri. '.repeat(20))};`
    const root = await site({
      '404.html': page(`<script type="application/ld+json">${JSON_LD}</script><script>c()</script>`),
    })
    writePage(root, 'index.html', page(routerScripts(['[1]\n'])))
    writePage(
      root,
      path.join('wiki', 'index.html'),
      page(`<main>${'Wiki makaleleri. '.repeat(20)}</main>${routerScripts([longData], longModule)}`),
    )
    const before = await readFile(path.join(root, 'wiki/index.html'), 'utf8')
    const hashes = [THEME, CONTEXT, HYDRATION_LOADER, 'c()'].map(scriptHashSource)
    expect((await processSite(root)).sort()).toEqual(hashes.sort())
    expect(await readFile(path.join(root, 'wiki/index.html'), 'utf8')).toBe(before)
    // Pages and their data files are compressed by the host as it sends them; the route modules, under /assets/ with
    // the other bundles, get their copies here (when large enough to be worth it).
    expect(existsSync(path.join(root, 'wiki/index.html.br'))).toBe(false)
    expect(existsSync(path.join(root, `${dataFileName(longData)}.br`))).toBe(false)
    const module = await readFile(path.join(root, scriptFileName(longModule)))
    expect(brotliDecompressSync(await readFile(path.join(root, `${scriptFileName(longModule)}.br`)))).toEqual(
      module,
    )
    expect(gunzipSync(await readFile(path.join(root, `${scriptFileName(longModule)}.gz`)))).toEqual(module)
    expect(existsSync(path.join(root, `${scriptFileName(MODULE)}.br`))).toBe(false)
    const [pages] = parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8'))
    const policy = pages?.headers['Content-Security-Policy']
    expect(policy).toContain(`script-src 'self' ${[...hashes].sort().join(' ')};`)
    expect(await readFile(path.join(root, NGINX_HEADERS_OUTPUT), 'utf8')).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    )
  })

  it('refuses a page whose scripts were not placed as it was written', async () => {
    const root = await site({ 'wiki/index.html': page(routerScripts(['[1]\n'])) })
    await expect(processSite(root)).rejects.toThrow(
      /^wiki\/index\.html: React Router's scripts are still in the page/,
    )
  })

  it('refuses a hand-written _headers', async () => {
    const root = await site({ 'index.html': page(''), _headers: '/*\n  X: 1\n' })
    await expect(processSite(root)).rejects.toThrow('delete it')
  })

  it('refuses per-page inline scripts, which would grow the CSP with every page', async () => {
    const files: Record<string, string> = {}
    for (let index = 0; index <= MAX_INLINE_SCRIPTS; index++)
      files[`p${index}/index.html`] = page(`<script>page(${index})</script>`, '')
    await expect(processSite(await site(files))).rejects.toThrow(/different inline scripts/)
  })
})
