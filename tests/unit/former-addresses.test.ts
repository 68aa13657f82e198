// Links to a renamed page's former address: the rule (src/shared/content/link-checks.ts), the content step on a
// fixture tree (current address in what it makes, a warning with file and line, a link to no page still fails), the
// MDX build's plugin and the editor's note before saving.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { mkdtemp } from 'node:fs/promises'
import type { Link, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/content/index.ts'
import {
  currentLink,
  formerAddressTable,
  resolveTreeLinks,
  resolveValueLinks,
} from '../../src/shared/content/link-checks.ts'
import { remarkFormerAddresses } from '../../scripts/content/mdx-plugins.ts'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import { ContentError, formatProblem } from '../../src/shared/content/problems.ts'
import { dataEntryProblems, entryFormerAddressNotes, wikiEntryProblems } from '../../src/admin/entry-check.ts'
import { fixtureTree, wikiFile } from './fixture-tree.ts'

const TABLE = { '/wiki/eski-ad': '/wiki/yeni-ad', '/wiki/silinen': '/download' }

const urls = (tree: Root) => {
  const found: string[] = []
  visit(tree, 'link', (link: Link) => void found.push(link.url))
  return found
}

describe('the rule', () => {
  it('gives the current address of a link to a former address, keeping the #anchor', () => {
    expect(currentLink('/wiki/eski-ad', TABLE)).toBe('/wiki/yeni-ad')
    expect(currentLink('/wiki/eski-ad/', TABLE)).toBe('/wiki/yeni-ad')
    expect(currentLink('/wiki/eski-ad#kurulum', TABLE)).toBe('/wiki/yeni-ad#kurulum')
    expect(currentLink('/wiki/silinen', TABLE)).toBe('/download')
    for (const url of [
      '/wiki/yeni-ad',
      '/wiki/baska',
      'https://example.com/wiki/eski-ad',
      '#eski-ad',
      '//wiki/eski-ad',
    ])
      expect(currentLink(url, TABLE), url).toBeUndefined()
  })

  it('never treats an address that is still a page as former, and keeps the first of a twice-declared one', () => {
    const table = formerAddressTable(
      [
        { from: '/wiki/a', to: '/wiki/b' },
        { from: '/wiki/sayfa', to: '/wiki/b' },
        { from: '/wiki/a', to: '/wiki/c' },
      ],
      (address) => address === '/wiki/sayfa',
    )
    expect(table).toEqual({ '/wiki/a': '/wiki/b' })
  })

  it('rewrites links, link definitions and component hrefs of a tree, with their lines', () => {
    const tree = parseMarkdown(
      'Giriş [eski](/wiki/eski-ad#kurulum) ve [dış](https://example.com).\n\n[tanım]: /wiki/silinen\n\n' +
        '<Card href="/wiki/eski-ad" />\n',
      true,
    )
    const resolved = resolveTreeLinks(tree, TABLE)
    expect(resolved).toEqual([
      { from: '/wiki/eski-ad#kurulum', to: '/wiki/yeni-ad#kurulum', line: 1 },
      { from: '/wiki/silinen', to: '/download', line: 3 },
      { from: '/wiki/eski-ad', to: '/wiki/yeni-ad', line: 5 },
    ])
    expect(urls(tree)).toEqual(['/wiki/yeni-ad#kurulum', 'https://example.com'])
    expect(resolveTreeLinks(tree, TABLE)).toEqual([])
  })

  it("rewrites a data collection's links wherever they are, and a home feature card's slug", () => {
    const glossary = { entries: [{ term: 'X', related: ['/download', '/wiki/eski-ad'] }] }
    expect(resolveValueLinks('glossary', glossary, TABLE)).toEqual([
      { from: '/wiki/eski-ad', to: '/wiki/yeni-ad', path: ['entries', 0, 'related', 1] },
    ])
    expect(glossary.entries[0]!.related).toEqual(['/download', '/wiki/yeni-ad'])
    const home = { featureCards: [{ slug: 'eski' }], link: '/features/eski#x' }
    expect(resolveValueLinks('home', home, { '/features/eski': '/features/yeni' })).toEqual([
      { from: '/features/eski#x', to: '/features/yeni#x', path: ['link'] },
      { from: '/features/eski', to: '/features/yeni', path: ['featureCards', 0, 'slug'] },
    ])
    expect(home).toEqual({ featureCards: [{ slug: 'yeni' }], link: '/features/yeni#x' })
    // The redirect table itself and the page titles declare addresses: untouched.
    const redirects = { redirects: [{ from: '/wiki/eski-ad', to: '/wiki/yeni-ad' }] }
    expect(resolveValueLinks('redirects', redirects, TABLE)).toEqual([])
  })
})

/** The good fixture with "Alt Makale" renamed (its former address kept) and linked by its former address from elsewhere. */
function renamedFixture(extra: Record<string, string> = {}) {
  return fixtureTree({
    'content/wiki/alt-makale.md': wikiFile(
      'title: Alt Makale\ndescription: Üst makalesi olan örnek bir teknik makale.\ncategory: kaynak-ve-belgeler\n' +
        'parent: ana-makale\nslug: alt-baslik\neskiAdresler: [/wiki/alt-makale]',
      'Alt makalenin giriş paragrafı.\n\n## Kavramlar\n- Birinci kavram\n',
    ),
    'content/data/glossary.yaml':
      'entries:\n  - term: Kenar yuvarlatma\n    english: Fillet edge\n    definition: >-\n' +
      '      Bir katının keskin kenarını teğet bir yüzeyle yuvarlatma işlemidir.\n' +
      '    related: [/download, /wiki/alt-makale]\n',
    ...extra,
  })
}

describe('the content step', () => {
  it('passes, makes the current address and warns with file, line and the address to write', async () => {
    const result = await loadContent(await renamedFixture())
    // ana-makale.md links /wiki/alt-makale#kavramlar in its body (line 19 of the file).
    const main = result.documents.find((document) => document.file === 'content/wiki/ana-makale.md')!
    expect(urls(main.tree)).toContain('/wiki/alt-baslik#kavramlar')
    expect(urls(main.tree)).not.toContain('/wiki/alt-makale#kavramlar')
    expect(result.collections.glossary.entries[0]!.related).toEqual(['/download', '/wiki/alt-baslik'])
    expect(result.formerAddresses).toEqual({ '/wiki/alt-makale': '/wiki/alt-baslik' })
    const warnings = result.warnings.map(formatProblem)
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/wiki\/ana-makale\.md: satır 19: "\/wiki\/alt-makale#kavramlar" .*\/wiki\/alt-baslik#kavramlar/,
        ),
        expect.stringMatching(
          /^content\/data\/glossary\.yaml: entries\[0\]\.related\[1\] \(satır 6\): .*\/wiki\/alt-baslik/,
        ),
      ]),
    )
  })

  it('rewrites the links of an MDX page and resolves an address of content/data/redirects.yaml', async () => {
    const root = await renamedFixture({
      'content/data/redirects.yaml': 'redirects:\n  - from: /wiki/silinen-makale\n    to: /download\n',
      'content/features/ornek.mdx':
        '---\ntitle: Örnek Özellik\ndescription: Test için bir özellik sayfası açıklaması.\neyebrow: Rhino 8\nlead: Giriş.\n' +
        'image: /images/ornek.svg\nimageAlt: Örnek çizim\ncommand: Ornek\norder: 1\n---\n\n## Kullanım Alanları\n\n' +
        '[Alt makale](/wiki/alt-makale) ve [silinen](/wiki/silinen-makale).\n',
    })
    const result = await loadContent(root)
    const mdx = result.documents.find((document) => document.file === 'content/features/ornek.mdx')!
    expect(urls(mdx.tree)).toEqual(['/wiki/alt-baslik', '/download'])
    expect(result.warnings.filter((warning) => warning.file === 'content/features/ornek.mdx')).toHaveLength(2)
  })

  it('still fails on a link to an address that is neither a page nor a former one, or an anchor the new page lacks', async () => {
    const root = await renamedFixture({
      'content/wiki/ana-makale.md': wikiFile(
        'title: Ana Makale\ndescription: Alt makaleleri bir araya getiren örnek makale.\ncategory: kaynak-ve-belgeler',
        'Giriş: [yok](/wiki/hic-olmamis) ve [bölüm](/wiki/alt-makale#olmayan-bolum).\n\n## Bölüm\n- Madde\n',
      ),
    })
    const problems = await loadContent(root).then(
      () => [],
      (error: unknown) =>
        error instanceof ContentError ? error.problems.map(formatProblem) : [String(error)],
    )
    expect(problems).toEqual([
      expect.stringContaining(
        'content/wiki/ana-makale.md: satır 7: "/wiki/hic-olmamis" bağlantısının gösterdiği sayfa yok',
      ),
      expect.stringContaining(
        'content/wiki/ana-makale.md: satır 7: "/wiki/alt-baslik" sayfasında "#olmayan-bolum" başlığı yok',
      ),
    ])
  })
})

describe("the MDX build's plugin", () => {
  it('rewrites with the table the content step wrote, and leaves links alone without one', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'former-addresses-'))
    const tree = () => parseMarkdown('[a](/wiki/eski-ad) <Card href="/wiki/eski-ad" />\n', true)
    const without = tree()
    remarkFormerAddresses({ root })()(without)
    expect(urls(without)).toEqual(['/wiki/eski-ad'])
    await mkdir(path.join(root, 'src', 'generated', 'data'), { recursive: true })
    await writeFile(
      path.join(root, 'src', 'generated', 'data', 'former-addresses.json'),
      JSON.stringify(TABLE),
    )
    const withTable = tree()
    remarkFormerAddresses({ root })()(withTable)
    expect(urls(withTable)).toEqual(['/wiki/yeni-ad'])
    expect(JSON.stringify(withTable)).not.toContain('eski-ad')
    await rm(root, { recursive: true, force: true })
  })
})

describe("the editor's check before saving", () => {
  const site = {
    pages: { '/wiki/yeni-ad': ['kurulum'], '/download': [] },
    images: [],
    formerAddresses: TABLE,
  }
  const article = (body: string) => ({
    title: 'Çizim Şablonları',
    description: 'Rhino 8 çizim şablonlarını hazırlama ve kullanma yolları.',
    category: 'ozellestirme',
    body,
  })

  it('saves an article linking a former address, with a note naming the line and the current address', () => {
    const body = 'Giriş paragrafı.\n\n## Bölüm\n- Bakınız [eski](/wiki/eski-ad#kurulum).\n'
    expect(wikiEntryProblems(article(body), { slug: 'cizim-sablonlari', site })).toEqual([])
    expect(entryFormerAddressNotes('wiki', article(body), site)).toEqual([
      expect.stringMatching(/^metin, satır 4: "\/wiki\/eski-ad#kurulum" .*\/wiki\/yeni-ad#kurulum/),
    ])
    // A link to no page and a missing anchor of the new page are still refused.
    expect(
      wikiEntryProblems(article('Giriş.\n\n## Bölüm\n- [a](/wiki/yok) [b](/wiki/eski-ad#yok)\n'), {
        slug: 'cizim-sablonlari',
        site,
      }),
    ).toEqual([
      expect.stringContaining('"/wiki/yok" bağlantısının gösterdiği sayfa yok'),
      expect.stringContaining('"/wiki/eski-ad" sayfasında "#yok" başlığı yok'),
    ])
  })

  it('saves a data file linking a former address, with a note naming the field', () => {
    const glossary = {
      entries: [
        {
          term: 'Kenar yuvarlatma',
          english: 'Fillet edge',
          definition: 'Bir katının keskin kenarını teğet bir yüzeyle yuvarlatma işlemidir.',
          related: ['/wiki/eski-ad'],
        },
      ],
    }
    expect(dataEntryProblems('glossary', glossary, site)).toEqual([])
    expect(entryFormerAddressNotes('glossary', glossary, site)).toEqual([
      expect.stringMatching(/^entries\[0\]\.related\[0\] \(satır \d+\): "\/wiki\/eski-ad" .*\/wiki\/yeni-ad/),
    ])
  })
})
