// Social preview images: where each route's image lives, the section it names, and the content-hash cache (an
// unchanged page is copied, not rendered again; a changed title or design is rendered; unused cache entries go).
import { readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DRAWING_MODULES,
  DRAWING_PACKAGES,
  PICTURE_MODULES,
  PICTURE_PACKAGES,
  loadCardAssets,
  renderCard,
} from '../../scripts/og/render-image.ts'
import { pageImageData } from '../../scripts/og/page-image.ts'
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

  it('writes the bytes renderCard draws, and draws a page with a picture again when the picture changes', async () => {
    const routes = [
      route('/', 'Ana Sayfa'),
      route('/wiki/a', 'Çizgi, Eğri ve Yüzey: İlk Adımlar'),
      { ...route('/for/jewelry', 'Mücevher Tasarımı'), image: '/images/industries/jewelry.webp' },
    ]
    const root = path.join(folder, 'root')
    await mkdir(path.join(root, 'public', 'images', 'industries'), { recursive: true })
    await cp(path.join('public', 'images', 'logo.svg'), path.join(root, 'public', 'images', 'logo.svg'))
    const picture = path.join(root, 'public', 'images', 'industries', 'jewelry.webp')
    await cp(path.join('public', 'images', 'industries', 'jewelry.webp'), picture)
    const draw = (out: string) =>
      writeSocialImages({
        root,
        routes,
        outDir: path.join(folder, out),
        site,
        cacheDir: path.join(folder, 'c'),
      })
    expect(await draw('pictures-1')).toEqual({ rendered: 3, cached: 0 })
    const assets = loadCardAssets(root)
    for (const entry of routes) {
      const file = socialImagePath(entry.path).split('/')
      const written = await readFile(path.join(folder, 'pictures-1', ...file))
      const image = entry.image ? await pageImageData(root, entry.image) : undefined
      expect(
        Buffer.compare(written, await renderCard(cardInput(entry, site), assets, image)),
        entry.path,
      ).toBe(0)
    }
    // The picture is on the card: the same page without it is another image.
    const withPicture = await readFile(path.join(folder, 'pictures-1', 'og', 'for', 'jewelry.png'))
    expect(Buffer.compare(withPicture, await renderCard(cardInput(routes[0]!, site), assets))).not.toBe(0)
    expect(
      Buffer.compare(
        withPicture,
        await renderCard({ ...cardInput(routes[2]!, site), image: undefined }, assets),
      ),
    ).not.toBe(0)
    // A new picture at the same address is a new card; the others come from the cache.
    await cp(path.join('public', 'images', 'industries', 'marine.webp'), picture)
    expect(await draw('pictures-2')).toEqual({ rendered: 1, cached: 2 })
  }, 60_000)
})

describe("the cards' cache key", () => {
  it('covers every module and package that draws a card', () => {
    const source = readFileSync(DRAWING_MODULES[0]!, 'utf8')
    const imports = [...source.matchAll(/^import .* from '([^']+)'$/gm)].map((match) => match[1]!)
    const own = imports.filter((name) => name.startsWith('.'))
    const packages = imports.filter((name) => !name.startsWith('.') && !name.startsWith('node:'))
    for (const name of own)
      expect(DRAWING_MODULES, name).toContain(path.resolve(path.dirname(DRAWING_MODULES[0]!), name))
    expect([...packages].sort()).toEqual([...DRAWING_PACKAGES].sort())
    // The picture's module (page-image.ts) imports only Node's modules and its decoder, by dynamic import.
    const picture = readFileSync(PICTURE_MODULES[0]!, 'utf8')
    const pictureImports = [...picture.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((match) => match[1]!)
    expect(
      pictureImports
        .filter((name) => !name.startsWith('node:'))
        .map((name) => name.split('/').slice(0, 2).join('/')),
    ).toEqual([...PICTURE_PACKAGES])
  })

  it('changes with the logo', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'rhino-og-design-'))
    try {
      await mkdir(path.join(copy, 'public', 'images'), { recursive: true })
      await cp(path.join('public', 'images', 'logo.svg'), path.join(copy, 'public', 'images', 'logo.svg'))
      const design = loadCardAssets(copy).design
      expect(loadCardAssets(process.cwd()).design).toBe(design)
      await writeFile(path.join(copy, 'public', 'images', 'logo.svg'), '<svg width="160" height="40"/>')
      expect(loadCardAssets(copy).design).not.toBe(design)
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
  })

  it('draws a 1200×630 PNG', async () => {
    const assets = loadCardAssets(process.cwd())
    const card = {
      title: 'Çizgi, Eğri ve Yüzey',
      section: 'Özellikler',
      siteName: 'Rhino Türkiye',
      domain: 'x',
    }
    expect(pngSize(await renderCard(card, assets))).toEqual(SOCIAL_IMAGE)
  })
})
