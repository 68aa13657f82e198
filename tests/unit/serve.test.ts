// The local static server (scripts/serve.ts) answers a request it cannot serve with 500 and keeps serving.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
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
})
