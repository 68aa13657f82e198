// The copies for AI assistants: an article's Markdown copy (facts substituted, formulas as TeX, links absolute), an MDX
// page's components as plain Markdown, and /llms.txt's shape.
import { describe, expect, it } from 'vitest'
import { absoluteHref, llmsTxt, markdownCopy } from '../../scripts/ai-copies.ts'
import { substituteSource } from '../../src/shared/content/facts.ts'
import { parseSource } from '../../src/shared/content/parse.ts'
import type { ContentKind } from '../../src/shared/content-schema.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { markdownCopyPath } from '../../src/shared/markdown-copy-path.ts'

const ORIGIN = 'https://www.rhinoturkiye.com'
const FACTS = new Map<string, string | number>([
  ['fiyat.ogrenci', 195],
  ['deneme.gun', 90],
])

function copyOf(file: string, kind: ContentKind, raw: string): string {
  const substituted = substituteSource(file, raw, FACTS)
  expect(substituted.problems).toEqual([])
  const name = file
    .split('/')
    .pop()!
    .replace(/\.mdx?$/, '')
  const extension = file.endsWith('.mdx') ? '.mdx' : '.md'
  const { document, problems } = parseSource({ file, kind, name, extension, raw: substituted.raw })
  expect(problems).toEqual([])
  return markdownCopy({ document: document!, origin: ORIGIN })
}

const ARTICLE = `---
title: Öğrenci Lisansı ve Eğriler
description: Öğrenci fiyatı ve bir NURBS formülü.
category: genel-bilgi
---

Öğrenci lisansı {{fiyat.ogrenci}} EUR; deneme {{deneme.gun}} gün sürer.

## Formül

Bir eğri noktası $C(u)$ şöyle yazılır:

$$
C(u) = \\sum_{i=0}^{n} R_{i,p}(u)\\, P_i
$$

Ayrıntılar [NURBS makalesinde](/wiki/nurbs-nedir#tanim), [bu sayfanın başında](#formul) ve
[üreticinin sitesinde](https://www.rhino3d.com/) anlatılır.

![Eğri](/images/wiki/egri.svg)
`

describe('Markdown copy of a wiki article', () => {
  const copy = copyOf('content/wiki/ogrenci-egriler.md', 'wiki', ARTICLE)

  it('starts with the title, the summary and the page address', () => {
    expect(copy).toMatch(
      /^# Öğrenci Lisansı ve Eğriler\n\n> Öğrenci fiyatı ve bir NURBS formülü\.\n\nKaynak: <https:\/\/www\.rhinoturkiye\.com\/wiki\/ogrenci-egriler>\n/,
    )
  })

  it('has the facts substituted', () => {
    expect(copy).toContain('Öğrenci lisansı 195 EUR; deneme 90 gün sürer.')
    expect(copy).not.toContain('{{')
  })

  it('keeps formulas as TeX, inline and displayed', () => {
    expect(copy).toContain('Bir eğri noktası $C(u)$ şöyle yazılır:')
    expect(copy).toContain('$$\nC(u) = \\sum_{i=0}^{n} R_{i,p}(u)\\, P_i\n$$')
    expect(copy).not.toContain('<math')
  })

  it('makes site links, anchors and images absolute and leaves outside links alone', () => {
    expect(copy).toContain(`[NURBS makalesinde](${ORIGIN}/wiki/nurbs-nedir#tanim)`)
    expect(copy).toContain(`[bu sayfanın başında](${ORIGIN}/wiki/ogrenci-egriler#formul)`)
    expect(copy).toContain('[üreticinin sitesinde](https://www.rhino3d.com/)')
    expect(copy).toContain(`![Eğri](${ORIGIN}/images/wiki/egri.svg)`)
    expect(copy).not.toMatch(/\]\(\//)
  })
})

const FEATURE = `---
title: ShrinkWrap
description: Kapalı mesh.
eyebrow: Yeni
lead: Giriş.
image: /images/features/shrinkwrap.svg
imageAlt: Bir model
command: ShrinkWrap
order: 1
---

<Callout type="tip" title="Hemen deneyin">

{{deneme.gun}} gün ücretsiz deneyin; [İndirme](/download) sayfası.

</Callout>

<LinkGroup title="Sorunuz mu var?" text="Destek ekibimiz yardımcı olur.">

<LinkButton href="/support" variant="secondary">Destek Merkezi</LinkButton>

</LinkGroup>
`

describe('Markdown copy of an MDX page', () => {
  const copy = copyOf('content/features/shrinkwrap.mdx', 'features', FEATURE)

  it('writes components as plain Markdown: a title in bold, a link button as a link', () => {
    expect(copy).toContain(
      '**Hemen deneyin**\n\n90 gün ücretsiz deneyin; [İndirme](https://www.rhinoturkiye.com/download) sayfası.',
    )
    expect(copy).toContain(
      '**Sorunuz mu var?**\n\nDestek ekibimiz yardımcı olur.\n\n[Destek Merkezi](https://www.rhinoturkiye.com/support)',
    )
    expect(copy).not.toMatch(/<[A-Z]/)
  })
})

describe('addresses', () => {
  it.each([
    ['/wiki/x', `${ORIGIN}/wiki/x`],
    ['#b', `${ORIGIN}/wiki/sayfa#b`],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:satis@example.com', 'mailto:satis@example.com'],
    ['//cdn.example.com/a', '//cdn.example.com/a'],
  ])('%s → %s', (url, expected) => {
    expect(absoluteHref(url, ORIGIN, '/wiki/sayfa')).toBe(expected)
  })

  it('a page has its copy at <route>.md', () => {
    expect(markdownCopyPath('/wiki/nurbs-nedir')).toBe('/wiki/nurbs-nedir.md')
    expect(markdownCopyPath('/licensing/cloud-zoo/')).toBe('/licensing/cloud-zoo.md')
  })
})

describe('llms.txt', () => {
  const route = (
    path: string,
    kind: RouteEntry['kind'],
    title: string,
    breadcrumb: RouteEntry['breadcrumb'] = [],
  ) =>
    ({
      path,
      kind,
      title,
      description: `${title} hakkında.`,
      breadcrumb,
      anchors: [],
      headings: [],
      search: true,
    }) as RouteEntry
  const text = llmsTxt(
    [
      route('/', 'page', 'Ana Sayfa'),
      route('/features/shrinkwrap', 'feature', 'ShrinkWrap'),
      route('/wiki/msi-hata', 'wiki', 'MSI Hataları', [
        { label: 'Wiki', href: '/wiki' },
        { label: 'Sorun Giderme', href: '/wiki/kategori/sorun-giderme' },
        { label: 'MSI Hataları' },
      ]),
    ],
    { name: 'Rhino Türkiye', origin: ORIGIN },
  )

  it('follows the convention: H1, a blockquote summary, H2 sections of link lists', () => {
    expect(text).toMatch(/^# Rhino Türkiye\n\n> Ana Sayfa hakkında\.\n/)
    expect(text).toContain(`## Sayfalar\n\n- [Ana Sayfa](${ORIGIN}/): Ana Sayfa hakkında.`)
    expect(text).toContain(
      `## Özellikler\n\n- [ShrinkWrap](${ORIGIN}/features/shrinkwrap.md): ShrinkWrap hakkında.`,
    )
    expect(text).toContain(
      `## Wiki: Sorun Giderme\n\n- [MSI Hataları](${ORIGIN}/wiki/msi-hata.md): MSI Hataları hakkında.`,
    )
    expect(text).not.toContain('## Lisanslama')
  })
})
