// The generated files the browser fetches are served from generated/_data at /_data/… (dev server), never anything
// outside that folder.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dataFile, generatedDataDir } from '../../scripts/generated-data'

describe('the dev server serves generated/_data at /_data', () => {
  const dir = generatedDataDir('/proje')

  it('maps a data address to its file under generated/_data', () => {
    expect(dir).toBe(path.join('/proje', 'generated', '_data'))
    expect(dataFile(dir, '/_data/wiki/nurbs-nedir.json')).toBe(path.join(dir, 'wiki', 'nurbs-nedir.json'))
    expect(dataFile(dir, '/_data/wiki/nurbs-nedir.html')).toBe(path.join(dir, 'wiki', 'nurbs-nedir.html'))
  })

  it('leaves other addresses, other file types and ways out of the folder to the rest of the server', () => {
    for (const url of [
      '/wiki/nurbs-nedir',
      '/_database.json',
      '/_data/../package.json',
      '/_data/%2e%2e/package.json',
      '/_data/wiki/x.ts',
    ])
      expect(dataFile(dir, url), url).toBeUndefined()
  })
})
