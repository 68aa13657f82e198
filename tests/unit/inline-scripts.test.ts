// The post-build script transform: the route-module script becomes a file started after the first paint; every other
// script stays inline, the same on every page, and the header files list their hashes.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import {
  MAX_INLINE_SCRIPTS,
  MODULE_LOADER,
  placePageScripts,
  processSite,
  scriptFileName,
  STREAM_LOADER,
  streamChunk,
} from '../../scripts/postbuild.ts'
import { NGINX_HEADERS_OUTPUT, parseHeadersFile, scriptHashSource } from '../../scripts/security-headers.ts'

const THEME = "try{document.documentElement.classList.add('x')}catch(e){}"
const CONTEXT = 'window.__reactRouterContext = {"a":"ş</b>"};'
const MODULE = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");'
const JSON_LD = '{"@context":"https://schema.org","@type":"BreadcrumbList"}'
/** A body script large enough to get compressed copies (256 bytes or more). */
const LONG = `window.uzun = ${JSON.stringify('Rhino ile NURBS yüzeyleri. '.repeat(20))};`

function page(body: string, head = `<script>${THEME}</script>`): string {
  return `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>${head}</head><body><main>Metin</main>${body}</body></html>`
}

const src = (content: string) => `/${scriptFileName(content)}`

describe('placePageScripts', () => {
  it('moves the route-module script into a file started by the loader, and keeps the other scripts inline in place', () => {
    const html = page(
      `<script>${CONTEXT}</script><script type="module" async="">${MODULE}</script>` +
        `<div hidden id="S:0"><script>enqueue(1)</script></div><script id="_R_">rt()</script>`,
    )
    const result = placePageScripts(html)
    expect(result.html).toBe(
      page(
        `<script>${CONTEXT}</script><script data-module="${src(MODULE)}">${MODULE_LOADER}</script>` +
          `<div hidden id="S:0"><script>enqueue(1)</script></div><script id="_R_">rt()</script>`,
      ),
    )
    expect(Object.fromEntries(result.files)).toEqual({ [scriptFileName(MODULE)]: MODULE })
    expect(result.inline).toEqual([THEME, CONTEXT, MODULE_LOADER, 'enqueue(1)', 'rt()'])
  })

  it("keeps React Router's hydration data in the page, read by one inline loader that is the same on every page", () => {
    const chunk = '[{"_1":2},"Rhino 8\'i & <b>ş</b>"]\n'
    const script = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replace(/</g, '\\u003c')});`
    expect(streamChunk(script)).toBe(chunk)
    const result = placePageScripts(page(`<div hidden id="S:0"><script>${script}</script></div>`))
    expect(result.files.size).toBe(0)
    expect(result.inline).toEqual([THEME, STREAM_LOADER])
    expect(result.html).not.toContain('<b>')
    const window = new Window()
    window.document.write(result.html)
    const element = window.document.querySelector('#S\\:0 script')
    expect(element?.textContent).toBe(STREAM_LOADER)
    expect(element?.getAttribute('data-stream')).toBe(chunk)
    void window.happyDOM.close()
  })

  it.each([
    ['a NUL character', '\0'],
    ['a lone surrogate', '\uD800'],
  ])('moves a stream chunk with %s to a file of its own', (_name, text) => {
    const script = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text)});`
    expect(streamChunk(script)).toBeNull()
    const result = placePageScripts(page(`<script>${script}</script>`))
    expect(Object.fromEntries(result.files)).toEqual({ [scriptFileName(script)]: script })
    expect(result.html).toContain(`<script src="${src(script)}"></script>`)
    expect(result.inline).toEqual([THEME])
  })

  it('names files by content: equal route-module scripts share one file, different ones do not', () => {
    expect(scriptFileName('a()')).toBe(scriptFileName('a()'))
    expect(scriptFileName('a()')).not.toBe(scriptFileName('b()'))
    expect(scriptFileName('a()')).toMatch(/^assets\/page-[0-9a-f]{16}\.js$/)
    const result = placePageScripts(
      page('<script type="module">a()</script><p></p><script type="module">a()</script>'),
    )
    expect(result.files.size).toBe(1)
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

describe('MODULE_LOADER', () => {
  function run(supported: string[] | null) {
    const imported: string[] = []
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
    // The loader's `import(s)`, as a function the test can see.
    runInNewContext(MODULE_LOADER.replaceAll('import(s)', 'load(s)'), {
      PerformanceObserver: supported === null ? undefined : Observer,
      document: { currentScript: { dataset: { module: '/assets/page-1.js' } } },
      load: (url: string) => imported.push(url),
    })
    return { imported, observers }
  }

  it('starts the route modules once, after the first contentful paint, without a timer', () => {
    const { imported, observers } = run(['paint', 'largest-contentful-paint'])
    expect(imported).toEqual([])
    observers[0]!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) })
    expect(imported).toEqual([])
    observers[0]!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
    observers[0]!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
    expect(imported).toEqual(['/assets/page-1.js'])
  })

  it.each([
    ['without PerformanceObserver', null],
    ['without paint timing', ['largest-contentful-paint']],
  ])('starts them at once in a browser %s', (_name, supported) => {
    expect(run(supported).imported).toEqual(['/assets/page-1.js'])
  })
})

describe('processSite', () => {
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

  it('rewrites every page, writes the module files, _headers and the nginx snippet with the inline script hashes', async () => {
    const root = await site({
      'index.html': page(`<script>${CONTEXT}</script><script type="module">${MODULE}</script>`),
      'wiki/index.html': page(
        `<main>${'Wiki makaleleri. '.repeat(20)}</main><script>${CONTEXT}</script><script type="module">${LONG}</script>`,
        `<script>${THEME}</script><link rel="modulepreload" href="/assets/x.js"/>`,
      ),
      '404.html': page(`<script type="application/ld+json">${JSON_LD}</script><script>c()</script>`),
    })
    const hashes = [THEME, CONTEXT, MODULE_LOADER, 'c()'].map(scriptHashSource)
    expect((await processSite(root)).sort()).toEqual(hashes.sort())
    expect(await readFile(path.join(root, scriptFileName(MODULE)), 'utf8')).toBe(MODULE)
    expect(await readFile(path.join(root, 'index.html'), 'utf8')).toContain(
      `<script data-module="${src(MODULE)}">${MODULE_LOADER}</script>`,
    )
    expect(await readFile(path.join(root, 'wiki/index.html'), 'utf8')).not.toContain('modulepreload')
    // Pages are compressed by the host as it sends them; the module files, under /assets/, get their copies here
    // (when large enough to be worth it).
    expect(existsSync(path.join(root, 'wiki/index.html.br'))).toBe(false)
    const script = await readFile(path.join(root, scriptFileName(LONG)))
    expect(brotliDecompressSync(await readFile(path.join(root, `${scriptFileName(LONG)}.br`)))).toEqual(
      script,
    )
    expect(gunzipSync(await readFile(path.join(root, `${scriptFileName(LONG)}.gz`)))).toEqual(script)
    expect(existsSync(path.join(root, `${scriptFileName(MODULE)}.br`))).toBe(false)
    const [pages] = parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8'))
    const policy = pages?.headers['Content-Security-Policy']
    expect(policy).toContain(`script-src 'self' ${[...hashes].sort().join(' ')};`)
    expect(await readFile(path.join(root, NGINX_HEADERS_OUTPUT), 'utf8')).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
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
