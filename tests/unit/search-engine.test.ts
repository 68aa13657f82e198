// The search engine over the real content: Turkish queries agree, hostile input is safe, kinds filter.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadContent, searchIndexFiles } from '../../scripts/content/index.ts'
import { SearchEngine } from '../../src/shared/search/engine.ts'

let engine: SearchEngine
let metaOnly: SearchEngine

beforeAll(async () => {
  // The index files the build ships.
  const files = searchIndexFiles(await loadContent(process.cwd()))
  const meta = files['search/meta.json']
  const full = files['search/full.json']
  metaOnly = new SearchEngine(JSON.stringify(meta))
  engine = new SearchEngine(JSON.stringify(meta))
  engine.addFullIndex(JSON.stringify(full))
}, 60_000)

const urls = (query: string, target = engine) => target.search(query).map((hit) => hit.url)

describe('search engine', () => {
  it("'lisansı', 'LİSANS', 'lısans' and 'lisans' find the same pages", () => {
    const base = urls('lisans').sort()
    expect(base.length).toBeGreaterThan(3)
    for (const query of ['lisansı', 'LİSANS', 'lısans', 'Lisans'])
      expect(urls(query).sort(), query).toEqual(base)
  })

  it("finds 'çökme' for 'cokme' and treats IŞIK, ışık and isik alike", () => {
    expect(urls('cokme')[0]).toBe('/wiki/baslangic-cokme')
    expect(urls('IŞIK')).toEqual(urls('isik'))
    expect(urls('ışık')).toEqual(urls('isik'))
  })

  it('tolerates typos and finds English product terms', () => {
    expect(urls('shrinkrap')).toContain('/features/shrinkwrap')
    expect(urls('grasshoper').some((url) => url.startsWith('/wiki/grasshopper'))).toBe(true)
    expect(urls('subd')[0]).toBe('/features/subd-creases')
  })

  it('answers from titles and headings before the full index arrives', () => {
    expect(urls('komut listesi', metaOnly)[0]).toBe('/wiki/command-list')
  })

  it('filters by kind and ranks titles above bodies', () => {
    const hits = engine.search('lisans', { kinds: ['wiki'] })
    expect(hits.every((hit) => hit.kind === 'wiki')).toBe(true)
    expect(hits[0]?.title.toLocaleLowerCase('tr')).toContain('lisans')
  })

  it('never throws on hostile input', () => {
    for (const query of [
      '',
      '   ',
      '.*(+[',
      '😀',
      '<img src=x onerror=alert(1)>',
      'x'.repeat(10_000),
      'ğ'.repeat(5000),
    ]) {
      expect(() => engine.search(query)).not.toThrow()
    }
  })

  it('returns each destination once', () => {
    const hits = engine.search('eğitim')
    expect(new Set(hits.map((hit) => hit.url)).size).toBe(hits.length)
  })
})
