// Wiki category listings: pages of 50, page addresses, the pagination bar, the category routes of a fixture with
// more than 50 articles in one category, the category page's loader output and the /wiki sidebar's lists.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../scripts/content/index.ts'
import { toCategoryRoutes } from '../../scripts/content/transform.ts'
import { wikiArticleTrail } from '../../src/data/wiki-categories.ts'
import { sidebarCategories } from '../../src/lib/wiki-filter.ts'
import { keptPageHtml } from '../../src/lib/prerender.server.tsx'
import { loader as categoryLoader } from '../../src/pages/wiki-category.tsx'
import { loader as wikiLoader } from '../../src/pages/wiki.tsx'
import type { WikiCategoryId } from '../../src/shared/content-schema.ts'
import {
  categoryPage,
  categoryPageCount,
  categoryPreviews,
  paginationItems,
  parseCategoryPage,
} from '../../src/shared/wiki-pagination.ts'
import type { WikiCategoryList } from '../../src/shared/wiki-types.ts'
import { fixtureTree, wikiFile } from './fixture-tree.ts'

const entries = (count: number, prefix = 'makale') =>
  Array.from({ length: count }, (_, index) => ({
    slug: `${prefix}-${index + 1}`,
    title: `Makale ${index + 1}`,
    description: `Açıklama ${index + 1}`,
  }))

const lists = (counts: Partial<Record<WikiCategoryId, number>>): WikiCategoryList[] =>
  (
    [
      'genel-bilgi',
      'sorun-giderme',
      'kurulum-ve-yapilandirma',
      'grasshopper',
      'ozellestirme',
      'ogrenme-kaynaklari',
      'kaynak-ve-belgeler',
    ] as const
  ).map((id) => ({ id, articles: entries(counts[id] ?? 0, id) }))

describe('category pages of 50', () => {
  it('counts pages (an empty category still has one)', () => {
    expect([0, 1, 50, 51, 100, 101, 5000].map((total) => categoryPageCount(total))).toEqual([
      1, 1, 1, 2, 2, 3, 100,
    ])
  })

  it('slices one page in sidebar order, and refuses pages that do not exist', () => {
    const list = { id: 'genel-bilgi' as const, articles: entries(120) }
    const second = categoryPage(list, 2)!
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: 120, first: 51 })
    expect(second.articles.map((entry) => entry.slug)).toEqual(
      entries(120)
        .slice(50, 100)
        .map((entry) => entry.slug),
    )
    expect(categoryPage(list, 3)!.articles).toHaveLength(20)
    for (const page of [0, 4, 1.5, Number.NaN]) expect(categoryPage(list, page)).toBeNull()
    expect(categoryPage({ id: 'genel-bilgi', articles: [] }, 1)).toMatchObject({ pageCount: 1, articles: [] })
  })

  it('reads the page number of an address: none is page 1, /1 and leading zeros are not addresses', () => {
    expect(parseCategoryPage(undefined)).toBe(1)
    expect(parseCategoryPage('2')).toBe(2)
    expect(parseCategoryPage('12')).toBe(12)
    for (const segment of ['1', '02', '0', '-2', '2a', 'iki']) expect(parseCategoryPage(segment)).toBeNaN()
  })

  it('shows the first, last and neighbouring pages, with a gap for longer runs only', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(2, 3)).toEqual([1, 2, 3])
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(paginationItems(1, 15)).toEqual([1, 2, 3, 4, 5, 'gap', 15])
    expect(paginationItems(8, 15)).toEqual([1, 'gap', 7, 8, 9, 'gap', 15])
    expect(paginationItems(15, 15)).toEqual([1, 'gap', 11, 12, 13, 14, 15])
  })
})

describe('category routes', () => {
  it('one route per page, page 1 without a number and searchable, later pages with their own title and trail', () => {
    const routes = toCategoryRoutes(lists({ 'genel-bilgi': 101, grasshopper: 3 }))
    expect(routes.filter((route) => route.path.includes('/genel-bilgi')).map((route) => route.path)).toEqual([
      '/wiki/kategori/genel-bilgi',
      '/wiki/kategori/genel-bilgi/2',
      '/wiki/kategori/genel-bilgi/3',
    ])
    expect(routes).toHaveLength(7 + 2)
    const third = routes.find((route) => route.path === '/wiki/kategori/genel-bilgi/3')!
    expect(third).toMatchObject({
      kind: 'wiki-category',
      title: 'Genel Bilgi: Wiki Makaleleri, Sayfa 3',
      search: false,
      breadcrumb: [
        { label: 'Wiki', href: '/wiki' },
        { label: 'Genel Bilgi', href: '/wiki/kategori/genel-bilgi' },
        { label: 'Sayfa 3' },
      ],
    })
    expect(third.description).toMatch(/^Sayfa 3\/3\. /)
    expect(routes.filter((route) => route.search)).toHaveLength(7)
  })

  it('a content tree with 55 articles in one category gets two pages of it in the manifest', async () => {
    const files: Record<string, string> = {}
    for (let index = 1; index <= 55; index += 1)
      files[`content/wiki/sorun-${String(index).padStart(2, '0')}.md`] = wikiFile(
        `title: Sorun ${String(index).padStart(2, '0')}\ndescription: Bir sorun ve çözümü.\ncategory: sorun-giderme`,
      )
    const root = await fixtureTree(files)
    try {
      const result = await loadContent(root)
      const paths = result.manifest.map((route) => route.path)
      expect(paths).toContain('/wiki/kategori/sorun-giderme/2')
      expect(paths).not.toContain('/wiki/kategori/sorun-giderme/3')
      const list = result.categories.find((category) => category.id === 'sorun-giderme')!
      expect(categoryPage(list, 2)!.articles.map((entry) => entry.slug)).toEqual([
        'sorun-51',
        'sorun-52',
        'sorun-53',
        'sorun-54',
        'sorun-55',
      ])
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })

  it("an article's trail: Wiki, its category page, its parent article if any, its title", () => {
    expect(wikiArticleTrail({ title: 'NURBS Nedir', category: 'kaynak-ve-belgeler' })).toEqual([
      { label: 'Wiki', href: '/wiki' },
      { label: 'Kaynak ve Belgeler', href: '/wiki/kategori/kaynak-ve-belgeler' },
      { label: 'NURBS Nedir' },
    ])
    expect(
      wikiArticleTrail({
        title: 'NURBS Nedir',
        category: 'kaynak-ve-belgeler',
        parent: { slug: 'teknik-incelemeler', title: 'Teknik İncelemeler' },
      })[2],
    ).toEqual({ label: 'Teknik İncelemeler', href: '/wiki/teknik-incelemeler' })
  })
})

describe('loaders with 120 articles in Genel Bilgi', () => {
  let root = ''
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'rhino-categories-'))
    const folder = path.join(root, 'generated', '_data', 'wiki')
    await mkdir(folder, { recursive: true })
    await writeFile(
      path.join(folder, 'index.json'),
      JSON.stringify(lists({ 'genel-bilgi': 120, grasshopper: 4 })),
    )
    vi.spyOn(process, 'cwd').mockReturnValue(root)
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await rm(root, { recursive: true, force: true })
  })

  it('a middle page: its 50 articles, page links with the current one marked, rel prev/next and its own head', async () => {
    const data = await categoryLoader({ params: { category: 'genel-bilgi', page: '2' } } as never)
    const html = keptPageHtml(data.page!)!
    expect(html).toContain('<h1')
    expect(html).toContain('href="/wiki/genel-bilgi-51"')
    expect(html).toContain('href="/wiki/genel-bilgi-100"')
    expect(html).not.toContain('href="/wiki/genel-bilgi-50"')
    expect(html).not.toContain('href="/wiki/genel-bilgi-101"')
    expect(html).toContain('<ol start="51"')
    expect(html).toContain('aria-label="Kategori sayfaları"')
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/wiki\/kategori\/genel-bilgi\/2"/)
    expect(html.match(/aria-current="page"/g)).toHaveLength(2) // the breadcrumb's last item and page 2
    expect(html).toContain('Grasshopper<span class="text-muted">(4)</span>')
    const links = data.meta.filter((tag) => 'tagName' in tag && tag.tagName === 'link')
    expect(links).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://www.rhinoturkiye.com/wiki/kategori/genel-bilgi/2' },
      { tagName: 'link', rel: 'prev', href: 'https://www.rhinoturkiye.com/wiki/kategori/genel-bilgi' },
      { tagName: 'link', rel: 'next', href: 'https://www.rhinoturkiye.com/wiki/kategori/genel-bilgi/3' },
    ])
    expect(data.meta).toContainEqual({
      title: 'Genel Bilgi: Wiki Makaleleri, Sayfa 2 | Rhino Türkiye | rhinoturkiye.com',
    })
    const jsonLd = data.meta.find((tag) => 'script:ld+json' in tag) as {
      'script:ld+json': { '@type': string }
    }
    expect(jsonLd['script:ld+json']['@type']).toBe('BreadcrumbList')
  })

  it('the first page has only rel=next; a page past the end and an unknown category are not found', async () => {
    const first = await categoryLoader({ params: { category: 'genel-bilgi' } } as never)
    expect(first.meta.filter((tag) => 'rel' in tag).map((tag) => (tag as { rel: string }).rel)).toEqual([
      'canonical',
      'next',
    ])
    for (const params of [
      { category: 'genel-bilgi', page: '4' },
      { category: 'genel-bilgi', page: '1' },
      { category: 'yok-boyle' },
    ])
      expect((await categoryLoader({ params } as never)).page).toBeNull()
  })

  it('/wiki carries each category’s first 10 and its total, not the whole list', async () => {
    const data = await wikiLoader()
    const general = data.categories.find((category) => category.id === 'genel-bilgi')!
    expect(general.total).toBe(120)
    expect(general.articles.map((entry) => entry.slug)).toEqual(
      entries(10, 'genel-bilgi').map((entry) => entry.slug),
    )
    expect(JSON.stringify(data)).not.toContain('genel-bilgi-11"')
  })
})

describe('the /wiki sidebar lists', () => {
  const all = lists({ 'genel-bilgi': 120, grasshopper: 4 })
  const preview = categoryPreviews(all)

  it('without a query: the first 10 and how many more, and the open article when it is further down', () => {
    const [general] = sidebarCategories({ preview, all: null, query: '' })
    expect(general).toMatchObject({ id: 'genel-bilgi', total: 120, more: 110 })
    expect(general!.articles).toHaveLength(10)
    const selected = { ...entries(77, 'genel-bilgi')[76]!, category: 'genel-bilgi' as const }
    const withSelected = sidebarCategories({ preview, all: null, query: '', selected })[0]!
    expect(withSelected.articles.at(-1)!.slug).toBe('genel-bilgi-77')
    expect(withSelected.more).toBe(109)
  })

  it('with a query: matches beyond the first 10 once every article is loaded, engine hits first, at most 25 each', () => {
    expect(sidebarCategories({ preview, all: null, query: 'Makale 77' })).toEqual([])
    const found = sidebarCategories({ preview, all, query: 'Makale 77' })
    expect(found.map((list) => list.articles.map((entry) => entry.slug))).toEqual([['genel-bilgi-77']])
    const ranked = sidebarCategories({ preview, all, query: 'makale 9', engineSlugs: ['genel-bilgi-99'] })[0]!
    expect(ranked.articles.map((entry) => entry.slug).slice(0, 3)).toEqual([
      'genel-bilgi-99',
      'genel-bilgi-9',
      'genel-bilgi-90',
    ])
    const broad = sidebarCategories({ preview, all, query: 'makale' })[0]!
    expect(broad.articles).toHaveLength(25)
    expect(broad.more).toBe(95)
  })
})
