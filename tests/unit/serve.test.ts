// The local static server (scripts/serve.ts): compresses pages as it sends them, like the hosts; answers a request it
// cannot serve with 500 and keeps serving.
import { request } from 'node:http'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { startServer } from '../../scripts/serve.ts'

describe('startServer', () => {
  it('answers 500 when the file to send cannot be read (here: no 404.html), then serves the next request', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'rhino-serve-'))
    await writeFile(path.join(root, 'index.html'), '<h1>Ana sayfa</h1>')
    const server = await startServer({ root, port: 0 })
    const address = server.address()
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect((await fetch(origin + '/yok')).status).toBe(500)
      expect(String(logged.mock.calls[0]?.[0])).toContain('404.html')
      const home = await fetch(origin + '/')
      expect([home.status, await home.text()]).toEqual([200, '<h1>Ana sayfa</h1>'])
    } finally {
      logged.mockRestore()
      server.close()
      await rm(root, { recursive: true, force: true })
    }
  })

  it('compresses a page without a precompressed copy as it sends it (br, else gzip), as the hosts do', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'rhino-serve-'))
    const html = `<h1>Ana sayfa</h1>${'<p>Rhino 8 ile NURBS yüzeyleri.</p>'.repeat(40)}`
    await writeFile(path.join(root, 'index.html'), html)
    await writeFile(path.join(root, 'kisa.txt'), 'kısa')
    const server = await startServer({ root, port: 0 })
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    // node:http, not fetch: fetch would decompress the body and hide the encoding it came in.
    const get = (urlPath: string, encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        request({ port, path: urlPath, headers: { 'Accept-Encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          )
        })
          .on('error', reject)
          .end()
      })
    try {
      const br = await get('/', 'gzip, deflate, br')
      expect(br.encoding).toBe('br')
      expect(br.body.length).toBeLessThan(Buffer.byteLength(html) / 4)
      expect(brotliDecompressSync(br.body).toString()).toBe(html)
      const gzip = await get('/', 'gzip')
      expect([gzip.encoding, gunzipSync(gzip.body).toString()]).toEqual(['gzip', html])
      const plain = await get('/', 'identity')
      expect([plain.encoding, plain.body.toString()]).toEqual([undefined, html])
      // Too small to be worth it.
      expect((await get('/kisa.txt', 'br')).encoding).toBeUndefined()
    } finally {
      server.close()
      await rm(root, { recursive: true, force: true })
    }
  })
})
