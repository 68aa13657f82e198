// The whole pipeline against fixture trees: the good one, and copies broken on purpose (stages 1, 2b, 3, 4).
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent, collectContent, loadContent } from '../../scripts/content/index.ts'
import { ContentError, formatProblem } from '../../src/shared/content/problems.ts'
import { fixtureTree, GOOD_FIXTURE, wikiFile } from './fixture-tree.ts'
import { stringContaining } from '../matchers.ts'

async function problemsOf(files: Record<string, string | null>): Promise<string[]> {
  const root = await fixtureTree(files)
  try {
    await loadContent(root)
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem)
    throw error
  }
  return []
}

describe('collect', () => {
  it('skips _-prefixed files and reports unsupported file types', async () => {
    const root = await fixtureTree({ 'content/wiki/notlar.txt': 'x', 'content/wiki/resim.svg': '<svg/>' })
    const { sources, problems } = collectContent(root)
    expect(sources.map((source) => source.file)).not.toContain('content/wiki/_sablon.md')
    expect(sources).toHaveLength(4)
    expect(problems).toEqual([
      { file: 'content/wiki/notlar.txt', field: 'dosya', message: stringContaining('.md veya .mdx') },
    ])
  })
})

describe('the good fixture', () => {
  it('validates and transforms', async () => {
    const result = await loadContent(GOOD_FIXTURE)
    const paths = result.manifest.map((route) => route.path)
    expect(paths).toEqual([...paths].sort())
    expect(paths).toEqual(
      expect.arrayContaining([
        '/wiki/ana-makale',
        '/wiki/alt-makale',
        '/features/ornek',
        '/licensing/ornek-lisans',
        '/',
      ]),
    )

    const child = result.manifest.find((route) => route.path === '/wiki/alt-makale')
    // Wiki → the category page → the parent article → the article.
    expect(child?.breadcrumb).toEqual([
      { label: 'Wiki', href: '/wiki' },
      { label: 'Kaynak ve Belgeler', href: '/wiki/kategori/kaynak-ve-belgeler' },
      { label: 'Ana Makale', href: '/wiki/ana-makale' },
      { label: 'Alt Makale' },
    ])
    // Every category has its first page, even without articles; only page 1 is searchable.
    const categoryRoutes = result.manifest.filter((route) => route.kind === 'wiki-category')
    expect(categoryRoutes.map((route) => route.path).sort()).toEqual(
      [
        'genel-bilgi',
        'sorun-giderme',
        'kurulum-ve-yapilandirma',
        'grasshopper',
        'ozellestirme',
        'ogrenme-kaynaklari',
        'kaynak-ve-belgeler',
      ]
        .map((id) => `/wiki/kategori/${id}`)
        .sort(),
    )
    expect(categoryRoutes.find((route) => route.path === '/wiki/kategori/kaynak-ve-belgeler')).toMatchObject({
      title: 'Kaynak ve Belgeler: Wiki Makaleleri',
      breadcrumb: [{ label: 'Wiki', href: '/wiki' }, { label: 'Kaynak ve Belgeler' }],
      search: true,
    })

    const main = result.articles.find((article) => article.slug === 'ana-makale')!
    expect(main.sections.map((section) => [section.id, section.title, section.link])).toEqual([
      ['ilgili-makaleler', 'İlgili Makaleler', undefined],
      ['dis-kaynak', 'Dış Kaynak', 'https://www.rhino3d.com/'],
    ])
    // The /wiki view links an item named after another article to it; the page shows the item as written.
    const body = result.bodies.get('ana-makale')!
    const [, related = ''] = body.viewHtml.split('id="ilgili-makaleler"')
    expect(related.match(/href="\/wiki\/[a-z-]+"/g)?.[0]).toBe('href="/wiki/alt-makale"')
    expect(body.html.split('id="ilgili-makaleler"')[1]).not.toMatch(/<a [^>]*href="\/wiki\/alt-makale"/)
    // Everything an author writes in a section is kept: the table and the paragraph after the list.
    const [, external = ''] = body.html.split('id="dis-kaynak"')
    expect(external).toMatch(
      /<ul class="list-disc space-y-2 pl-6[^"]*">.*<strong>.*<\/ul><div class="prose-content">.*<table class="data-table">/s,
    )

    const category = result.categories.find((entry) => entry.id === 'kaynak-ve-belgeler')!
    expect(category.articles.map((article) => article.slug)).toEqual(['ana-makale', 'alt-makale'])
  })
})

describe('broken fixtures fail with every problem, naming the file', () => {
  it.each<[string, Record<string, string | null>, string[]]>([
    [
      'missing title',
      { 'content/wiki/yeni.md': wikiFile('description: D\ncategory: genel-bilgi') },
      ['content/wiki/yeni.md: title: Başlık (title) eksik'],
    ],
    [
      'unknown category',
      { 'content/wiki/yeni.md': wikiFile('title: T\ndescription: D\ncategory: haberler') },
      ['content/wiki/yeni.md: category:'],
    ],
    [
      'duplicate slug',
      {
        'content/wiki/kopya.md': wikiFile(
          'title: T\ndescription: D\ncategory: genel-bilgi\nslug: ana-makale',
        ),
      },
      [
        'content/wiki/kopya.md: slug: "ana-makale" adresi content/wiki/ana-makale.md dosyasında zaten kullanılıyor',
      ],
    ],
    [
      'unknown parent',
      {
        'content/wiki/yeni.md': wikiFile(
          'title: T\ndescription: D\ncategory: genel-bilgi\nparent: yok-boyle',
        ),
      },
      ['content/wiki/yeni.md: parent: "yok-boyle" adında bir wiki makalesi yok'],
    ],
    [
      'link to a missing article',
      {
        'content/wiki/yeni.md': wikiFile(
          'title: T\ndescription: D\ncategory: genel-bilgi',
          'Giriş [bak](/wiki/olmayan).\n\n## B\n- M\n',
        ),
      },
      ['content/wiki/yeni.md: satır 7: "/wiki/olmayan" bağlantısının gösterdiği sayfa yok'],
    ],
    [
      'link to a missing heading',
      {
        'content/wiki/yeni.md': wikiFile(
          'title: T\ndescription: D\ncategory: genel-bilgi',
          'Giriş [bak](/wiki/alt-makale#yok).\n\n## B\n- M\n',
        ),
      },
      ['"#yok" başlığı yok'],
    ],
    [
      'relative link and remote image',
      {
        'content/wiki/yeni.md': wikiFile(
          'title: T\ndescription: D\ncategory: genel-bilgi',
          'Giriş [bak](alt-makale).\n\n## B\n- M\n\n![x](https://example.com/a.png)\n',
        ),
      },
      ['"alt-makale" bağlantısı / ile başlayan', 'görseller dış siteden yüklenmez'],
    ],
    [
      'missing local image',
      {
        'content/wiki/yeni.md': wikiFile(
          'title: T\ndescription: D\ncategory: genel-bilgi',
          'Giriş.\n\n## B\n- M\n\n![Çizim](/images/yok.svg)\n',
        ),
      },
      ['"/images/yok.svg" görseli public/ altında bulunamadı'],
    ],
    [
      'broken anchor in MDX',
      {
        'content/features/ornek.mdx': readFileSync(
          path.join(GOOD_FIXTURE, 'content/features/ornek.mdx'),
          'utf8',
        ).replace('#kapsam', '#yok'),
      },
      ['"/licensing/ornek-lisans" sayfasında "#yok" başlığı yok'],
    ],
  ])('%s', async (_, files, expected) => {
    const problems = await problemsOf(files)
    for (const message of expected) expect(problems.join('\n')).toContain(message)
  })

  it('lists problems from several files at once', async () => {
    const problems = await problemsOf({
      'content/wiki/bir.md': wikiFile('description: D\ncategory: genel-bilgi'),
      'content/wiki/iki.md': wikiFile('title: T\ndescription: D\ncategory: yanlis'),
      'content/licensing/uc.mdx': '---\ntitle: T\n---\n\nMetin\n',
    })
    expect(problems.some((problem) => problem.startsWith('content/wiki/bir.md: title:'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('content/wiki/iki.md: category:'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('content/licensing/uc.mdx: description:'))).toBe(
      true,
    )
  })
})

describe('emit', () => {
  it('writes sorted, deterministic files and a route module per MDX page, and is idempotent', async () => {
    const root = await fixtureTree()
    const first = await buildContent(root)
    expect(first.changed).toEqual(
      expect.arrayContaining([
        'src/generated/manifest.json',
        'src/generated/routes/features-ornek.tsx',
        'generated/_data/wiki/index.json',
        'generated/_data/wiki/alt-makale.json',
      ]),
    )
    const module = await readFile(path.join(root, 'src/generated/routes/licensing-ornek-lisans.tsx'), 'utf8')
    expect(module).toContain('generated by scripts/content — do not edit')
    expect(module).toContain("'../../../content/licensing/ornek-lisans.mdx'")
    expect(module).toContain('"lastUpdated":"2023-09-28"')
    // The page is rendered to HTML in its build-time loader, kept for pre-rendering and not returned as data; the
    // browser takes the markup from the page's HTML.
    expect(module).toContain('export function loader()')
    expect(module).toContain(
      'keepPageHtml("/licensing/ornek-lisans", renderStatic(page, "/licensing/ornek-lisans"))',
    )
    expect(module).toContain('loadPageHtml("/licensing/ornek-lisans")')
    expect(module).toContain('<PageHtml id={loaderData.page} />')
    const index = await readFile(path.join(root, 'generated/_data/search/meta.json'), 'utf8')
    expect(index).toContain('/wiki/alt-makale')
    expect(index).toContain('Alt Makale')
    const second = await buildContent(root)
    expect(second.changed).toEqual([])

    // A removed article disappears from the generated data.
    const { rm } = await import('node:fs/promises')
    await rm(path.join(root, 'content/wiki/alt-makale.md'))
    await rm(path.join(root, 'content/wiki/ana-makale.md'))
    await buildContent(root)
    expect((await readdir(path.join(root, 'generated/_data/wiki'))).sort()).toEqual(['index.json'])
  })
})
