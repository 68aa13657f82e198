import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchJson, keyToUrl } from '../../src/lib/fetch-json.ts'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(response: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('fetchJson', () => {
  it('joins key segments with a slash and GETs with credentials', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }))
    expect(await fetchJson(['/_data/wiki', 'nurbs-nedir.json'])).toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledWith(
      '/_data/wiki/nurbs-nedir.json',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    )
    expect(keyToUrl(['api', 'items', 3])).toBe('api/items/3')
  })

  it('throws "<status>: <body>" on a non-OK response', async () => {
    stubFetch(new Response('bulunamadı', { status: 404, statusText: 'Not Found' }))
    await expect(fetchJson('/x')).rejects.toThrow('404: bulunamadı')
  })

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }))
    await expect(fetchJson('/x')).rejects.toThrow('500: Internal Server Error')
  })

  it('treats 401 as an error unless configured to return null', async () => {
    stubFetch(new Response('yetkisiz', { status: 401 }))
    await expect(fetchJson('/x')).rejects.toThrow('401: yetkisiz')
    stubFetch(new Response('yetkisiz', { status: 401 }))
    expect(await fetchJson('/x', { on401: 'returnNull' })).toBeNull()
  })
})
