// Reading aids (issue 17): the heading-id rule, reading time, dates from git, previous / next order, the MDX plugin.
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, utimes, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastChangedDays, lastCommitDays, turkeyDay } from '../../scripts/content/last-changed.ts'
import { parseSource } from '../../src/shared/content/parse.ts'
import { rehypeHeadingLinks } from '../../scripts/content/mdx-plugins.ts'
import { neighbours, toWikiArticles, toWikiCategories } from '../../scripts/content/transform.ts'
import { formatTurkishDate } from '../../src/shared/dates.ts'
import { createHeadingIds, headingIds, headingSlug } from '../../src/shared/heading-ids.ts'
import { countWords, readingMinutes } from '../../src/shared/reading-time.ts'
import { sidebarWindow } from '../../src/shared/wiki-pagination.ts'

describe('heading ids', () => {
  it.each([
    ['Çökme Raporları', 'cokme-raporlari'],
    ['İLGİLİ MAKALELER', 'ilgili-makaleler'],
    ['Işık ve Gölge', 'isik-ve-golge'],
    ['Nasıl Kullanılır?', 'nasil-kullanilir'],
    ['Örnek Hesap: Çeyrek Daire', 'ornek-hesap-ceyrek-daire'],
    ['1. Sözleşmenin Tanımı', '1-sozlesmenin-tanimi'],
    ['Cox–de Boor Özyinelemesi', 'cox-de-boor-ozyinelemesi'],
    ['Cloud Zoo / LAN Zoo', 'cloud-zoo-lan-zoo'],
    ['Rhino 8.1 — Yenilikler', 'rhino-8-1-yenilikler'],
    ["Rhino'yu Kimler Kullanıyor?", 'rhinoyu-kimler-kullaniyor'],
    ['🚀 Hızlı Başlangıç 🎉', 'hizli-baslangic'],
    ['  --Boşluklu--  ', 'bosluklu'],
    ['🚀', 'bolum'],
    ['', 'bolum'],
    ['?!', 'bolum'],
  ])('%j → %s', (text, id) => {
    expect(headingSlug(text)).toBe(id)
    expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('numbers repeated ids -2, -3 in document order', () => {
    expect(headingIds(['Ayarlar', 'Örnek', 'Ayarlar', 'AYARLAR', '🙂', '?'])).toEqual([
      'ayarlar',
      'ornek',
      'ayarlar-2',
      'ayarlar-3',
      'bolum',
      'bolum-2',
    ])
  })

  it('never reuses an id a heading already has', () => {
    expect(headingIds(['Adım 2', 'Adım', 'Adım'])).toEqual(['adim-2', 'adim', 'adim-3'])
  })

  it('keeps earlier ids stable when headings are added later', () => {
    const before = headingIds(['Giriş', 'Kurulum'])
    expect(headingIds(['Giriş', 'Kurulum', 'Giriş']).slice(0, 2)).toEqual(before)
  })

  it('starts afresh for every page', () => {
    expect(createHeadingIds()('Ayarlar')).toBe('ayarlar')
    expect(createHeadingIds()('Ayarlar')).toBe('ayarlar')
  })
})

describe('the MDX plugin and the content build agree', () => {
  it('gives MDX headings the ids the build checks #anchors against, with a link on ## and ###', async () => {
    const body =
      '## Kullanım Alanları\n\nMetin.\n\n### Adım 1: Seçin\n\n#### Ayrıntı\n\n## Kullanım Alanları\n'
    const { document } = parseSource({
      file: 'content/features/x.mdx',
      kind: 'features',
      name: 'x',
      extension: '.mdx',
      raw:
        '---\ntitle: T\ndescription: D\neyebrow: E\nlead: L\nimage: /images/a.svg\nimageAlt: A\ncommand: C\norder: 1\n---\n\n' +
        body,
    })
    const compiled = String(await compile(body, { rehypePlugins: [rehypeHeadingLinks] }))
    const ids = [...compiled.matchAll(/id: "([^"]+)"/g)].map((match) => match[1])
    expect(ids).toEqual(document?.anchors)
    expect(ids).toEqual(['kullanim-alanlari', 'adim-1-secin', 'ayrinti', 'kullanim-alanlari-2'])
    const links = [...compiled.matchAll(/href: "([^"]+)"/g)].map((match) => match[1])
    expect(links).toEqual(['#kullanim-alanlari', '#adim-1-secin', '#kullanim-alanlari-2'])
    expect(compiled).toContain('Bu bölüme bağlantı: Adım 1: Seçin')
  })
})

describe('reading time', () => {
  it('counts words between whitespace, not punctuation on its own', () => {
    expect(countWords('Rhino 8, NURBS — ve  SubD\n\nmodelleme.')).toBe(6)
    expect(countWords('   ')).toBe(0)
  })

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1200, 6],
    [1201, 7],
  ])('%i words → %i minutes', (words, minutes) => {
    expect(readingMinutes(Array.from({ length: words }, () => 'kelime').join(' '))).toBe(minutes)
  })
})

describe('Turkish dates', () => {
  it.each([
    ['2026-11-12', '12 Kasım 2026'],
    ['2025-01-01', '1 Ocak 2025'],
    ['2024-02-29', '29 Şubat 2024'],
    ['2026-08-31', '31 Ağustos 2026'],
  ])('%s → %s', (iso, text) => expect(formatTurkishDate(iso)).toBe(text))

  it('refuses what is not a date', () => {
    expect(() => formatTurkishDate('2026-13-01')).toThrow()
    expect(() => formatTurkishDate('12.11.2026')).toThrow()
  })

  it('takes calendar days in Türkiye, whatever the machine’s time zone', () => {
    expect(turkeyDay(new Date('2026-11-12T21:30:00Z'))).toBe('2026-11-13')
    expect(turkeyDay(new Date('2026-11-12T20:59:00Z'))).toBe('2026-11-12')
  })
})

describe('last change from git', () => {
  let repo: string
  let outside: string
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    })
  const write = (file: string, text: string) => writeFile(path.join(repo, file), text)

  beforeAll(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'last-changed-'))
    outside = await mkdtemp(path.join(tmpdir(), 'last-changed-outside-'))
    await mkdir(path.join(repo, 'content', 'wiki'), { recursive: true })
    git(['init', '-q'])
    await write('content/wiki/a.md', 'A1')
    await write('content/wiki/b.md', 'B1')
    git(['add', '-A'])
    git(['commit', '-qm', 'first'], '2026-01-05T10:00:00+03:00')
    await write('content/wiki/a.md', 'A2')
    git(['commit', '-qam', 'a changes'], '2026-03-09T12:00:00+03:00')
    // Late in the evening in UTC is already the next day in Türkiye.
    await write('content/wiki/b.md', 'B2')
    git(['commit', '-qam', 'b changes'], '2026-11-12T22:30:00+00:00')
    await write('content/wiki/a.md', 'A3, not committed')
    await write('content/wiki/new.md', 'never committed')
    await utimes(
      path.join(repo, 'content/wiki/new.md'),
      new Date('2026-05-20T09:00:00Z'),
      new Date('2026-05-20T09:00:00Z'),
    )
    await writeFile(path.join(outside, 'c.md'), 'C')
    await utimes(
      path.join(outside, 'c.md'),
      new Date('2025-07-01T09:00:00Z'),
      new Date('2025-07-01T09:00:00Z'),
    )
  })
  afterAll(async () => {
    await rm(repo, { recursive: true, force: true })
    await rm(outside, { recursive: true, force: true })
  })

  it('takes the last commit touching each file, from one git log', async () => {
    const days = await lastCommitDays(repo, ['content/wiki/a.md', 'content/wiki/b.md', 'content/wiki/new.md'])
    expect(Object.fromEntries(days!)).toEqual({
      'content/wiki/a.md': '2026-03-09',
      'content/wiki/b.md': '2026-11-13',
    })
  })

  it('ignores uncommitted changes and dates a never-committed file by its modification time', async () => {
    const days = await lastChangedDays(repo, ['content/wiki/a.md', 'content/wiki/new.md'])
    expect(days.get('content/wiki/a.md')).toBe('2026-03-09')
    expect(days.get('content/wiki/new.md')).toBe('2026-05-20')
  })

  it('falls back to modification times outside a git checkout', async () => {
    expect(await lastCommitDays(outside, ['c.md'])).toBeNull()
    expect(Object.fromEntries(await lastChangedDays(outside, ['c.md']))).toEqual({ 'c.md': '2025-07-01' })
  })
})

describe('previous and next', () => {
  const article = (name: string, category: string, extra = '') =>
    parseSource({
      file: `content/wiki/${name}.md`,
      kind: 'wiki',
      name,
      extension: '.md',
      raw: `---\ntitle: ${name.toUpperCase()}\ndescription: Açıklama\ncategory: ${category}${extra}\n---\n\nGiriş.\n\n## Bölüm\n- Madde\n`,
    }).document!
  // Sidebar order: `order` first, then title (Turkish collation); unordered after ordered.
  const documents = [
    article('cigdem', 'genel-bilgi'),
    article('zeytin', 'genel-bilgi', '\norder: 1'),
    article('ayva', 'genel-bilgi'),
    article('incir', 'genel-bilgi', '\norder: 2'),
    article('tek', 'grasshopper', '\nlastUpdated: 2026-11-12'),
  ]
  const days = new Map(documents.map((document) => [document.file, '2026-01-01']))

  it('follows the sidebar order within a category and stops at its ends', () => {
    const order = toWikiCategories(documents).find((category) => category.id === 'genel-bilgi')!.articles
    expect(order.map((entry) => entry.slug)).toEqual(['zeytin', 'incir', 'ayva', 'cigdem'])
    const around = neighbours(toWikiCategories(documents))
    const sidebar = {
      total: 4,
      articles: [
        { slug: 'zeytin', title: 'ZEYTIN' },
        { slug: 'incir', title: 'INCIR' },
        { slug: 'ayva', title: 'AYVA' },
        { slug: 'cigdem', title: 'CIGDEM' },
      ],
    }
    expect(around.get('zeytin')).toEqual({ next: { slug: 'incir', title: 'INCIR' }, sidebar })
    expect(around.get('incir')).toEqual({
      previous: { slug: 'zeytin', title: 'ZEYTIN' },
      next: { slug: 'ayva', title: 'AYVA' },
      sidebar,
    })
    expect(around.get('cigdem')).toEqual({ previous: { slug: 'ayva', title: 'AYVA' }, sidebar })
    expect(around.get('tek')).toEqual({ sidebar: { total: 1, articles: [{ slug: 'tek', title: 'TEK' }] } })
  })

  it("shows a long category's articles around the current one in the sidebar, never more than the limit", () => {
    const list = Array.from({ length: 40 }, (_, index) => index)
    expect(sidebarWindow(list, 0, 15)).toEqual(list.slice(0, 15))
    expect(sidebarWindow(list, 20, 15)).toEqual(list.slice(13, 28))
    expect(sidebarWindow(list, 39, 15)).toEqual(list.slice(25, 40))
    expect(sidebarWindow(list.slice(0, 9), 4, 15)).toEqual(list.slice(0, 9))
    for (let index = 0; index < 40; index++) {
      const window = sidebarWindow(list, index, 15)
      expect(window).toHaveLength(15)
      expect(window).toContain(index)
    }
  })

  it('puts neighbours, date (frontmatter first) and reading time into each article', () => {
    const articles = new Map(toWikiArticles(documents, days).map(({ article }) => [article.slug, article]))
    expect(articles.get('ayva')).toMatchObject({
      previous: { slug: 'incir' },
      next: { slug: 'cigdem' },
      lastUpdated: '2026-01-01',
      readingMinutes: 1,
      fileName: 'ayva',
      outline: [{ id: 'bolum', title: 'Bölüm', level: 2 }],
    })
    expect(articles.get('tek')?.lastUpdated).toBe('2026-11-12')
  })
})
