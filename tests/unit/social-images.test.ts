// Social preview images: where each route's image lives, the section it names, and the content-hash cache (an
// unchanged page is copied, not rendered again; a changed title is rendered; unused cache entries go).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inflateSync } from 'node:zlib'
import { loadCardAssets, renderCard, renderWholeCard } from '../../scripts/og/render-image.ts'
import { cardInput, writeSocialImages } from '../../scripts/og/social-images.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { SOCIAL_IMAGE, socialImagePath, socialImageSection } from '../../src/shared/social-image.ts'

describe('socialImagePath', () => {
  it.each([
    ['/', '/og/index.png'],
    ['/wiki', '/og/wiki.png'],
    ['/wiki/nurbs-nedir', '/og/wiki/nurbs-nedir.png'],
    ['/wiki/kategori/grasshopper/2', '/og/wiki/kategori/grasshopper/2.png'],
  ])('%s → %s', (route, expected) => expect(socialImagePath(route)).toBe(expected))
})

describe('socialImageSection', () => {
  it('names the parents of the page, at most two', () => {
    expect(
      socialImageSection([
        { label: 'Wiki', href: '/wiki' },
        { label: 'Kaynak ve Belgeler', href: '/wiki/kategori/kaynak-ve-belgeler' },
        { label: 'Teknik İncelemeler', href: '/wiki/teknik-incelemeler' },
        { label: 'NURBS Nedir' },
      ]),
    ).toBe('Wiki · Kaynak ve Belgeler')
    expect(socialImageSection([{ label: 'Özellikler', href: '/features' }, { label: 'ShrinkWrap' }])).toBe(
      'Özellikler',
    )
  })

  it("names a top-level page by its own label and the home page 'Ana Sayfa'", () => {
    expect(socialImageSection([{ label: 'İndir' }])).toBe('İndir')
    expect(socialImageSection([])).toBe('Ana Sayfa')
  })
})

const route = (routePath: string, title: string): RouteEntry => ({
  path: routePath,
  title,
  description: '',
  kind: 'wiki',
  breadcrumb: [{ label: 'Wiki', href: '/wiki' }, { label: title }],
  anchors: [],
  headings: [],
  search: true,
})

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('writeSocialImages', () => {
  let folder: string
  const site = { name: 'Rhino Türkiye', domain: 'rhinoturkiye.com' }
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'rhino-og-'))
  })
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })
  const run = (routes: RouteEntry[], out: string) =>
    writeSocialImages({
      root: process.cwd(),
      routes,
      outDir: path.join(folder, out),
      site,
      cacheDir: path.join(folder, 'cache'),
    })

  it('renders each route once, copies unchanged ones from the cache and drops unused entries', async () => {
    const first = [
      route('/', 'Kısa'),
      route(
        '/wiki/uzun',
        'İşletmelerde Ağ Lisanslarının Güvenli Dağıtımı: Şirket Genelinde Öğrenci ve Eğitmen Çalışmaları',
      ),
    ]
    expect(await run(first, 'one')).toEqual({ rendered: 2, cached: 0 })
    const image = await readFile(path.join(folder, 'one', 'og', 'wiki', 'uzun.png'))
    expect(pngSize(image)).toEqual(SOCIAL_IMAGE)
    expect(pngSize(await readFile(path.join(folder, 'one', 'og', 'index.png')))).toEqual(SOCIAL_IMAGE)

    expect(await run(first, 'two')).toEqual({ rendered: 0, cached: 2 })
    expect(await readFile(path.join(folder, 'two', 'og', 'wiki', 'uzun.png'))).toEqual(image)

    const renamed = [first[0]!, route('/wiki/uzun', 'Yeni Başlık')]
    expect(await run(renamed, 'three')).toEqual({ rendered: 1, cached: 1 })
    expect(await readdir(path.join(folder, 'cache'))).toHaveLength(2)
  }, 60_000)

  it('draws the same bytes on one worker and on two, as drawn without a pool', async () => {
    const routes = [
      route('/', 'Ana Sayfa'),
      route('/wiki/a', 'Çizgi, Eğri ve Yüzey: İlk Adımlar'),
      route('/wiki/b', 'Işık, Gölge ve Görüntü Modları'),
    ]
    const draw = (workers: number) =>
      writeSocialImages({
        root: process.cwd(),
        routes,
        outDir: path.join(folder, `workers-${workers}`),
        site,
        cacheDir: path.join(folder, `cache-${workers}`),
        workers,
      })
    expect(await draw(1)).toEqual({ rendered: 3, cached: 0 })
    expect(await draw(2)).toEqual({ rendered: 3, cached: 0 })
    const assets = loadCardAssets(process.cwd())
    for (const entry of routes) {
      const file = socialImagePath(entry.path).split('/')
      const one = await readFile(path.join(folder, 'workers-1', ...file))
      expect(await readFile(path.join(folder, 'workers-2', ...file)), entry.path).toEqual(one)
      expect(Buffer.compare(one, await renderCard(cardInput(entry, site), assets)), entry.path).toBe(0)
    }
  }, 60_000)
})

describe('renderCard', () => {
  /** The RGBA pixels of a PNG written by scripts/og/png.ts (one IDAT chunk, filter 0 on every row). */
  function pixelsOf(png: Buffer): Buffer {
    const start = png.indexOf('IDAT') + 4
    const length = png.readUInt32BE(start - 8)
    const lines = inflateSync(png.subarray(start, start + length))
    const { width, height } = SOCIAL_IMAGE
    const pixels = Buffer.alloc(width * height * 4)
    for (let row = 0; row < height; row += 1) {
      expect(lines[row * (width * 4 + 1)]).toBe(0)
      lines.copy(pixels, row * width * 4, row * (width * 4 + 1) + 1, (row + 1) * (width * 4 + 1))
    }
    return pixels
  }

  it('draws the same pixels as the whole card drawn at once, for short, long and Turkish titles in a row', async () => {
    const assets = loadCardAssets(process.cwd())
    const site = { siteName: 'Rhino Türkiye', domain: 'rhinoturkiye.com' }
    // One after another: each card writes its middle over the last one's in the kept frame.
    for (const card of [
      { title: 'Kısa', section: 'Ana Sayfa' },
      {
        title: 'İşletmelerde Ağ Lisanslarının Güvenli Dağıtımı: Şirket Genelinde Öğrenci ve Eğitmen',
        section: 'Wiki · Kurulum ve Yapılandırma',
      },
      { title: 'Çizgi, Eğri ve Yüzey', section: 'Özellikler' },
    ]) {
      const input = { ...card, ...site }
      const fast = pixelsOf(await renderCard(input, assets))
      expect(Buffer.compare(fast, Buffer.from(await renderWholeCard(input, assets))), card.title).toBe(0)
    }
  }, 60_000)
})
