// The real wiki content: every slug the spec names exists and every article meets the structure bar.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadContent, type ContentResult } from '../../scripts/content/index.ts'
import type { WikiArticle } from '../../src/shared/wiki-types.ts'

const ARTICLE_SLUGS = [
  'video-driver-sorunlari',
  'nurbs-nedir',
  'bezier-egrileri-nedir',
  'knot-vektorleri-nedir',
  'degree-derece-kavrami',
  'rational-vs-non-rational-nurbs',
  'nurbs-matematiksel-tanimi',
  'control-points-weights',
  'knot-vectors-degree',
  'rational-nonrational-curves',
  'surface-parameterization',
  'trimmed-surfaces',
  'gizli-sirlar',
  'acik-kaynak',
  '3d-dijitallestirme',
]
const RESOURCE_SLUGS = [
  'rhino-forum',
  'sik-sorulan-sorular',
  'rhino8-yardim',
  'command-list',
  'goruntu-sorunlari',
  'baslangic-cokme',
  'msi-hata',
  'lisans-dogrulama',
  'windows-dagitim',
  'lisans-yonetimi',
  'donanim-kilavuzu',
  'grasshopper-temelleri',
  'grasshopper-plugins',
  'grasshopper-ipuclari',
  'macro-olusturma',
  'ozel-arac-cubugu',
  'gelismis-goruntu',
  'hatch-patterns',
  'modeller',
  'egitimler',
  'webinarlar',
  'ogretmen-wiki',
  'teknik-incelemeler',
  'gizli-sirlar',
]
const TECHNICAL = ARTICLE_SLUGS.slice(1, 12)

let content: ContentResult
const article = (slug: string): WikiArticle => {
  const found = content.articles.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`no article ${slug}`)
  return found
}
const items = (entry: WikiArticle) => entry.sections.flatMap((section) => section.items)

beforeAll(async () => {
  content = await loadContent(process.cwd())
}, 60_000)

describe('wiki content', () => {
  it('has every slug of the spec (38 articles, gizli-sirlar once)', () => {
    const slugs = new Set(content.articles.map((entry) => entry.slug))
    for (const slug of new Set([...ARTICLE_SLUGS, ...RESOURCE_SLUGS])) expect(slugs, slug).toContain(slug)
    expect(new Set([...ARTICLE_SLUGS, ...RESOURCE_SLUGS]).size).toBe(38)
  })

  it('every article has an introduction and at least three sections with items', () => {
    for (const entry of content.articles) {
      const intro = /^<div class="prose-content mt-8">(.*?)<\/div><h2/s.exec(
        content.bodies.get(entry.slug)!.html,
      )?.[1]
      expect(intro?.length, entry.slug).toBeGreaterThan(0)
      const withItems = entry.sections.filter((section) => section.items.length > 0)
      expect(withItems.length, entry.slug).toBeGreaterThanOrEqual(3)
    }
  })

  it('the command list covers at least 80 commands', () => {
    const commands = items(article('command-list')).filter((item) => /^[A-Z][A-Za-z0-9]+\s+—\s+\S/.test(item))
    expect(commands.length).toBeGreaterThanOrEqual(80)
  })

  it('the eleven technical articles have teknik-incelemeler as parent, and it links to all of them', () => {
    for (const slug of TECHNICAL)
      expect(article(slug).parent, slug).toEqual({ slug: 'teknik-incelemeler', title: 'Teknik İncelemeler' })
    const view = content.bodies.get('teknik-incelemeler')!.viewHtml
    const linked = new Set(
      [...view.matchAll(/<li><a href="\/wiki\/([a-z0-9-]+)" target="_blank"/g)].map((match) => match[1]),
    )
    for (const slug of TECHNICAL) expect(linked, slug).toContain(slug)
  })

  it('the driver article carries the spec facts', () => {
    const text = JSON.stringify(article('video-driver-sorunlari'))
    expect(text).toContain('OpenGL 4.1')
    expect(text).toMatch(/3[–-]6 ay/)
  })

  it('puts every article in one of the seven categories', () => {
    expect(content.categories).toHaveLength(7)
    const listed = content.categories.flatMap((category) => category.articles.map((entry) => entry.slug))
    expect(listed.sort()).toEqual(content.articles.map((entry) => entry.slug).sort())
    for (const category of content.categories)
      expect(category.articles.length, category.id).toBeGreaterThan(0)
  })
})
