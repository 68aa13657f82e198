// The post-build script transform: body scripts become hashed files in place, head scripts and data blocks stay inline.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import {
  extractInlineScripts,
  MAX_INLINE_SCRIPTS,
  processSite,
  scriptFileName,
  STREAM_LOADER,
  streamChunk,
} from '../../scripts/postbuild.ts'
import { parseHeadersFile, scriptHashSource } from '../../scripts/security-headers.ts'

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

describe('extractInlineScripts', () => {
  it('moves body scripts to files at the same place and in the same order', () => {
    const html = page(
      `<script>${CONTEXT}</script><script type="module" async="">${MODULE}</script>` +
        `<div hidden id="S:0"><script>enqueue(1)</script></div><script id="_R_">rt()</script>`,
    )
    const result = extractInlineScripts(html)
    expect(result.html).toBe(
      page(
        `<script fetchpriority="low" src="${src(CONTEXT)}"></script><script type="module" fetchpriority="low" src="${src(MODULE)}"></script>` +
          `<div hidden id="S:0"><script fetchpriority="low" src="${src('enqueue(1)')}"></script></div>` +
          `<script id="_R_" fetchpriority="low" src="${src('rt()')}"></script>`,
      ),
    )
    expect(Object.fromEntries(result.files)).toEqual({
      [scriptFileName(CONTEXT)]: CONTEXT,
      [scriptFileName(MODULE)]: MODULE,
      [scriptFileName('enqueue(1)')]: 'enqueue(1)',
      [scriptFileName('rt()')]: 'rt()',
    })
    expect(result.inline).toEqual([THEME])
  })

  it("keeps React Router's hydration data in the page, read by one shared loader", () => {
    const chunk = '[{"_1":2},"Rhino 8\'i & <b>ş</b>"]\n'
    const script = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replace(/</g, '\\u003c')});`
    expect(streamChunk(script)).toBe(chunk)
    const result = extractInlineScripts(page(`<div hidden id="S:0"><script>${script}</script></div>`))
    expect(Object.fromEntries(result.files)).toEqual({ [scriptFileName(STREAM_LOADER)]: STREAM_LOADER })
    expect(result.html).not.toContain('<b>')
    const window = new Window()
    window.document.write(result.html)
    const element = window.document.querySelector('#S\\:0 script')
    expect(element?.getAttribute('src')).toBe(src(STREAM_LOADER))
    expect(element?.getAttribute('data-stream')).toBe(chunk)
    void window.happyDOM.close()
  })

  it.each([
    ['a NUL character', '\0'],
    ['a lone surrogate', '\uD800'],
  ])('moves a stream chunk with %s to a file of its own', (_name, text) => {
    const script = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text)});`
    expect(streamChunk(script)).toBeNull()
    const result = extractInlineScripts(page(`<script>${script}</script>`))
    expect(Object.fromEntries(result.files)).toEqual({ [scriptFileName(script)]: script })
  })

  it('names files by content: equal scripts share one file, different ones do not', () => {
    expect(scriptFileName('a()')).toBe(scriptFileName('a()'))
    expect(scriptFileName('a()')).not.toBe(scriptFileName('b()'))
    expect(scriptFileName('a()')).toMatch(/^assets\/page-[0-9a-f]{16}\.js$/)
    const result = extractInlineScripts(page('<script>a()</script><p></p><script>a()</script>'))
    expect(result.files.size).toBe(1)
  })

  it.each([
    ['JSON-LD', `<script type="application/ld+json">${JSON_LD}</script>`],
    ['an unknown data type', '<script type="text/x-template"><p>{{x}}</p></script>'],
    ['an external script', '<script src="/assets/a-1.js"></script>'],
    ['an external module', '<script type="module" async="" src="/assets/b-2.js"></script>'],
  ])('leaves %s untouched', (_name, script) => {
    const html = page(script, `<script>${THEME}</script>${script}`)
    const result = extractInlineScripts(html)
    expect(result.html).toBe(html)
    expect(result.files.size).toBe(0)
    expect(result.inline).toEqual([THEME])
  })

  it.each(['text/javascript', 'application/javascript', 'TEXT/JAVASCRIPT'])(
    'moves classic scripts typed %s',
    (type) => {
      const result = extractInlineScripts(page(`<script type="${type}">a()</script>`))
      expect(result.files.get(scriptFileName('a()'))).toBe('a()')
    },
  )

  it('keeps executable scripts without a src form inline and reports them for hashing', () => {
    const importMap = '{"imports":{"x":"/assets/x-1.js"}}'
    const result = extractInlineScripts(page(`<script type="importmap">${importMap}</script>`, ''))
    expect(result.files.size).toBe(0)
    expect(result.inline).toEqual([importMap])
  })

  it('reports every head script, and moves everything when there is no <body>', () => {
    const head = '<script>one()</script><script type="module">two()</script>'
    expect(extractInlineScripts(page('', head)).inline).toEqual(['one()', 'two()'])
    expect(extractInlineScripts('<script>a()</script>').inline).toEqual([])
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

  it('rewrites every page, writes the script files and _headers with the head script hashes', async () => {
    const root = await site({
      'index.html': page(`<script>${CONTEXT}</script>`),
      'wiki/index.html': page(
        `<main>${'Wiki makaleleri. '.repeat(20)}</main><script>${CONTEXT}</script><script>b()</script>`,
        `<script>${THEME}</script><link rel="modulepreload" href="/assets/x.js"/>`,
      ),
      '404.html': page(`<script type="application/ld+json">${JSON_LD}</script><script>c()</script>`),
      'uzun/index.html': page(`<script>${LONG}</script>`),
    })
    expect(await processSite(root)).toEqual([scriptHashSource(THEME)])
    for (const file of ['index.html', 'wiki/index.html', '404.html', 'uzun/index.html'])
      expect(await readFile(path.join(root, file), 'utf8')).not.toMatch(/<script>(?!try\{)/)
    expect(await readFile(path.join(root, scriptFileName(CONTEXT)), 'utf8')).toBe(CONTEXT)
    expect(existsSync(path.join(root, scriptFileName('c()')))).toBe(true)
    expect(await readFile(path.join(root, 'wiki/index.html'), 'utf8')).not.toContain('modulepreload')
    // Pages are compressed by the host as it sends them; the moved scripts, under /assets/, get their copies here
    // (when large enough to be worth it).
    expect(existsSync(path.join(root, 'wiki/index.html.br'))).toBe(false)
    const script = await readFile(path.join(root, scriptFileName(LONG)))
    expect(brotliDecompressSync(await readFile(path.join(root, `${scriptFileName(LONG)}.br`)))).toEqual(
      script,
    )
    expect(gunzipSync(await readFile(path.join(root, `${scriptFileName(LONG)}.gz`)))).toEqual(script)
    expect(existsSync(path.join(root, `${scriptFileName('c()')}.br`))).toBe(false)
    const [pages] = parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8'))
    expect(pages?.headers['Content-Security-Policy']).toContain(
      `script-src 'self' ${scriptHashSource(THEME)};`,
    )
  })

  it('refuses a hand-written _headers', async () => {
    const root = await site({ 'index.html': page(''), _headers: '/*\n  X: 1\n' })
    await expect(processSite(root)).rejects.toThrow('delete it')
  })

  it('refuses per-page scripts in <head>, which would grow the CSP with every page', async () => {
    const files: Record<string, string> = {}
    for (let index = 0; index <= MAX_INLINE_SCRIPTS; index++)
      files[`p${index}/index.html`] = page('', `<script>page(${index})</script>`)
    await expect(processSite(await site(files))).rejects.toThrow(/inline scripts in <head>/)
  })
})
