// Table-driven frontmatter and body checks, one file at a time (stage 2a).
import { describe, expect, it } from 'vitest'
import { parseSource } from '../../src/shared/content/parse.ts'
import type { SourceFile } from '../../src/shared/content/parse.ts'
import { stringContaining } from '../matchers.ts'

function wiki(raw: string, name = 'ornek'): SourceFile {
  return { file: `content/wiki/${name}.md`, kind: 'wiki', name, extension: '.md', raw }
}
const body = 'Giriş paragrafı.\n\n## Bölüm\n- Madde\n'
const fm = (lines: string) => `---\n${lines}\n---\n\n${body}`
const valid = 'title: Başlık\ndescription: Açıklama\ncategory: genel-bilgi'

describe('wiki frontmatter', () => {
  it('accepts a valid article and defaults the slug to the file name', () => {
    const { document, problems } = parseSource(
      wiki(fm(valid + '\norder: 2\nexternalUrl: https://wiki.mcneel.com/rhino/home')),
    )
    expect(problems).toEqual([])
    expect(document?.slug).toBe('ornek')
    expect(document?.path).toBe('/wiki/ornek')
    expect(document?.anchors).toEqual(['bolum'])
  })

  it.each([
    ['unquoted (YAML date)', 'lastUpdated: 2026-11-12'],
    ['quoted', 'lastUpdated: "2026-11-12"'],
  ])('keeps a %s lastUpdated as YYYY-MM-DD', (_, line) => {
    const { document, problems } = parseSource(wiki(fm(`${valid}\n${line}`)))
    expect(problems).toEqual([])
    expect(document?.frontmatter).toMatchObject({ lastUpdated: '2026-11-12' })
  })

  it('uses the slug field when given', () => {
    expect(parseSource(wiki(fm(valid + '\nslug: baska-adres'))).document?.path).toBe('/wiki/baska-adres')
  })

  it.each([
    ['missing title', 'description: A\ncategory: genel-bilgi', 'title', 'Başlık (title) eksik'],
    [
      'empty description',
      'title: A\ndescription: ""\ncategory: genel-bilgi',
      'description',
      'boş bırakılamaz',
    ],
    [
      'unknown category',
      'title: A\ndescription: B\ncategory: haberler',
      'category',
      'şu değerlerden biri olmalı',
    ],
    ['order not a number', valid + '\norder: ilk', 'order', 'sayı olmalı'],
    ['relative externalUrl', valid + '\nexternalUrl: /wiki', 'externalUrl', 'http:// veya https://'],
    ['ftp externalUrl', valid + '\nexternalUrl: ftp://example.com/x', 'externalUrl', 'http:// veya https://'],
    ['bad slug', valid + '\nslug: Büyük Harf', 'slug', 'küçük harf'],
    ['unknown field', valid + '\nyazar: Ayşe', 'frontmatter', 'bilinmeyen alan: yazar'],
    ['lastUpdated not a date', valid + '\nlastUpdated: 12.11.2026', 'lastUpdated', 'YYYY-AA-GG biçiminde'],
    [
      'lastUpdated off the calendar',
      valid + '\nlastUpdated: "2026-02-30"',
      'lastUpdated',
      'takvimde olmayan',
    ],
  ])('%s', (_, lines, field, message) => {
    const { problems } = parseSource(wiki(fm(lines)))
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/wiki/ornek.md',
        field,
        message: stringContaining(message),
      }),
    )
  })

  it('reports every frontmatter problem of a file at once', () => {
    const { problems } = parseSource(wiki(fm('category: yok')))
    expect(problems.map((problem) => problem.field).sort()).toEqual(['category', 'description', 'title'])
  })

  it('explains unreadable YAML', () => {
    const { problems } = parseSource(wiki('---\ntitle: [açık\n---\n\n' + body))
    expect(problems[0]).toMatchObject({ field: 'frontmatter', message: stringContaining('YAML') })
  })

  it('asks for frontmatter when there is none', () => {
    expect(parseSource(wiki(body)).problems[0]?.message).toContain('--- satırları')
  })
})

describe('wiki body', () => {
  it.each([
    ['an H1', `# Başlık\n\n${body}`, "'# ' ile başlık yazmayın"],
    ['no introduction', '## Bölüm\n- Madde\n', 'giriş paragrafı'],
    ['no sections', 'Sadece giriş.\n', "en az bir '## ' bölümü"],
    ['a non-http section link', 'Giriş.\n\n## [Bölüm](/wiki)\n- Madde\n', 'http:// veya https://'],
  ])('rejects %s', (_, text, message) => {
    const { problems } = parseSource(wiki(`---\n${valid}\n---\n\n${text}`))
    expect(problems.map((problem) => problem.message).join('\n')).toContain(message)
  })
})

describe('MDX pages', () => {
  const feature = (raw: string): SourceFile => ({
    file: 'content/features/x.mdx',
    kind: 'features',
    name: 'x',
    extension: '.mdx',
    raw,
  })
  const head =
    '---\ntitle: T\ndescription: D\neyebrow: E\nlead: L\nimage: /images/a.svg\nimageAlt: A\ncommand: C\norder: 1\n---\n\n'

  it('collects heading anchors and the contents list by the shared heading-id rule', () => {
    const { document, problems } = parseSource(
      feature(head + '## Kullanım Alanları\n\n### Adım 1\n\n#### Ayrıntı\n\n## Kullanım Alanları\n'),
    )
    expect(problems).toEqual([])
    expect(document?.anchors).toEqual(['kullanim-alanlari', 'adim-1', 'ayrinti', 'kullanim-alanlari-2'])
    expect(document?.outline).toEqual([
      { id: 'kullanim-alanlari', title: 'Kullanım Alanları', level: 2 },
      { id: 'adim-1', title: 'Adım 1', level: 3 },
      { id: 'kullanim-alanlari-2', title: 'Kullanım Alanları', level: 2 },
    ])
  })

  it('rejects components that are not registered', () => {
    const { problems } = parseSource(feature(head + '<Carousel />\n'))
    expect(problems[0]?.message).toContain('bilinmeyen bileşen <Carousel>')
  })

  it('reports MDX syntax errors with a line', () => {
    const { problems } = parseSource(feature(head + 'Metin\n\n<Callout>\n'))
    expect(problems[0]?.message).toContain('MDX okunamadı')
  })

  it('rejects a non-local image path', () => {
    const { problems } = parseSource(
      feature(head.replace('/images/a.svg', 'https://example.com/a.png') + 'Metin\n'),
    )
    expect(problems[0]).toMatchObject({ field: 'image' })
  })
})
