// E2E on a fixture site: a copy of the project with 60 more articles in "Genel Bilgi" (so its category pages paginate
// at 50) and an article with a single section, built with `npm run build` and served like dist/. Pagination in HTML and
// in the browser, /wiki's sidebar cut at 10 articles, and no "Bu sayfada" on a page with fewer than two headings. One
// published article is renamed: the committed content/routes.lock stops the build until its former address is listed,
// then the host's runtime answers the old address with 301 to the new one.
import { readFileSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild } from '../../scripts/bench/run-build.ts'
import { loadContent } from '../../scripts/content/index.ts'
import { ContentError, formatProblem } from '../../src/shared/content/problems.ts'
import { syntheticMarkdown } from '../../scripts/bench/synthetic.ts'
import { buildableCopy } from '../project-copy.ts'
import { wikiCategories } from '../../src/data/wiki-categories.ts'
import { CATEGORY_PAGE_SIZE, SIDEBAR_PREVIEW_SIZE } from '../../src/shared/wiki-pagination.ts'
import type { WikiCategoryList } from '../../src/shared/wiki-types.ts'
import { freePort } from './free-port.ts'
import { setupBrowser, waitForHydration } from './helpers.ts'
import { serveDist } from './serve-dist.ts'

const browser = setupBrowser()
const CATEGORY = wikiCategories.find((category) => category.id === 'genel-bilgi')!
const EXTRA = 60
const SINGLE = 'tek-bolumlu-not'
const SINGLE_ARTICLE = `---
title: Tek Bölümlü Kısa Not
description: Yalnızca bir bölümü olan kısa bir makale; içindekiler listesi gerektirmez.
category: genel-bilgi
---

Kısa makalelerde okurun sayfa içinde gezinmesine gerek yoktur; metin tek bakışta okunur.

## Tek Bölüm
- Bu makalenin yalnızca bir alt başlığı vardır.
`

let copy = ''
let origin = ''
let stop: (() => Promise<void>) | undefined
let articles: string[] = []
/** A published article (listed in the committed routes.lock) whose slug the fixture changes. */
const RENAMED = {
  file: 'acik-kaynak.md',
  from: '/wiki/acik-kaynak',
  to: '/wiki/acik-kaynak-yazilimlar',
  title: 'Açık Kaynak',
}
/** Files that link the renamed article by its former address: the glossary (committed), and two the fixture adds to. */
const LINKING = {
  article: `content/wiki/${SINGLE}.md`,
  mdx: 'content/features/metal.mdx',
  glossary: 'content/data/glossary.yaml',
}
let lostRouteProblems: string[] = []
let warnings: string[] = []

beforeAll(async () => {
  copy = await buildableCopy(process.cwd(), process.cwd(), 'rhinoturkiye-fixture-')
  const wiki = path.join(copy, 'content', 'wiki')
  for (let index = 0; index < EXTRA; index += 1)
    await writeFile(path.join(wiki, `sentetik-${index}.md`), syntheticMarkdown(index, CATEGORY.id))
  // Another article and an MDX page link the renamed article by the address it had.
  await writeFile(
    path.join(wiki, `${SINGLE}.md`),
    `${SINGLE_ARTICLE}- Kaynak kodu açık araçlar için [Açık Kaynak](${RENAMED.from}) makalesine bakın.\n`,
  )
  const mdx = path.join(copy, LINKING.mdx)
  await writeFile(
    mdx,
    `${await readFile(mdx, 'utf8')}\nMetal dışındaki açık araçlar için [Açık Kaynak](${RENAMED.from}) makalesine bakın.\n`,
  )
  const renamed = path.join(wiki, RENAMED.file)
  const original = await readFile(renamed, 'utf8')
  await writeFile(renamed, original.replace('\n---\n', `\nslug: ${RENAMED.to.slice('/wiki/'.length)}\n---\n`))
  lostRouteProblems = await loadContent(copy).then(
    () => [],
    (error: unknown) =>
      error instanceof ContentError ? error.problems.map((problem) => problem.message) : [],
  )
  await writeFile(
    renamed,
    original.replace(
      '\n---\n',
      `\nslug: ${RENAMED.to.slice('/wiki/'.length)}\neskiAdresler: [${RENAMED.from}]\n---\n`,
    ),
  )
  warnings = (await loadContent(copy)).warnings.map(formatProblem)
  await runBuild({ cwd: copy, env: { DIST_DIR: 'dist' } })
  const dist = path.join(copy, 'dist')
  const lists = JSON.parse(
    readFileSync(path.join(dist, '_data', 'wiki', 'index.json'), 'utf8'),
  ) as WikiCategoryList[]
  articles = lists.find((list) => list.id === CATEGORY.id)!.articles.map((article) => `/wiki/${article.slug}`)
  const port = await freePort()
  stop = await serveDist(dist, port)
  origin = `http://127.0.0.1:${port}`
}, 300_000)

afterAll(async () => {
  await stop?.()
  if (copy) await rm(copy, { recursive: true, force: true })
})

const fetchPage = async (pathname: string) => {
  const response = await fetch(origin + pathname)
  return { status: response.status, html: await response.text() }
}

/** The article links of a category page's list, in order. */
const listed = (html: string) => {
  const start = html.indexOf(`aria-label="${CATEGORY.title} makaleleri"`)
  const list = html.slice(start, html.indexOf('</ol>', start))
  return [...list.matchAll(/<li class="flex"><a [^>]*href="([^"]+)"/g)].map((match) => match[1])
}

describe('a category with more than 50 articles', () => {
  it('has the fixture: more than one page of articles', () => {
    expect(articles.length).toBeGreaterThan(CATEGORY_PAGE_SIZE)
    expect(articles).toContain(`/wiki/${SINGLE}`)
  })

  it('lists the first 50 on page 1 and the rest on page 2, in sidebar order, with rel prev/next', async () => {
    const first = await fetchPage(`/wiki/kategori/${CATEGORY.id}`)
    const second = await fetchPage(`/wiki/kategori/${CATEGORY.id}/2`)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(listed(first.html)).toEqual(articles.slice(0, CATEGORY_PAGE_SIZE))
    expect(listed(second.html)).toEqual(articles.slice(CATEGORY_PAGE_SIZE))
    expect(first.html).toMatch(/<link rel="next" href="https:\/\/[^"]+\/wiki\/kategori\/genel-bilgi\/2"\/>/)
    expect(first.html).not.toMatch(/<link rel="prev"/)
    expect(second.html).toMatch(/<link rel="prev" href="https:\/\/[^"]+\/wiki\/kategori\/genel-bilgi"\/>/)
    expect(second.html).not.toMatch(/<link rel="next"/)
    expect(second.html).toContain(
      `<link rel="canonical" href="https://www.rhinoturkiye.com/wiki/kategori/${CATEGORY.id}/2"/>`,
    )
    expect((await fetchPage(`/wiki/kategori/${CATEGORY.id}/3`)).status).toBe(404)
    // The sitemap has both pages.
    const sitemap = (await fetchPage('/sitemap.xml')).html
    expect(sitemap).toContain(`/wiki/kategori/${CATEGORY.id}/2</loc>`)
  })

  it('pages forward and back with the page links in the browser', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${origin}/wiki/kategori/${CATEGORY.id}`)
    await waitForHydration(page)
    const pages = page.getByRole('navigation', { name: 'Kategori sayfaları' })
    await expect
      .poll(() => pages.getByRole('link', { name: 'Sayfa 1' }).getAttribute('aria-current'))
      .toBe('page')
    await pages.getByRole('link', { name: /Sonraki/ }).click()
    await page.waitForURL(`${origin}/wiki/kategori/${CATEGORY.id}/2`)
    const list = page.getByRole('list', { name: `${CATEGORY.title} makaleleri` })
    await expect
      .poll(() => list.getByRole('link').first().getAttribute('href'))
      .toBe(articles[CATEGORY_PAGE_SIZE])
    expect(await pages.getByRole('link', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page')
    await pages.getByRole('link', { name: /Önceki/ }).click()
    await page.waitForURL(`${origin}/wiki/kategori/${CATEGORY.id}`)
    await expect.poll(() => list.getByRole('link').first().getAttribute('href')).toBe(articles[0])
    await context.close()
  })

  it(`/wiki lists the category's first ${SIDEBAR_PREVIEW_SIZE} articles and "Tümünü gör (N)"`, async () => {
    // React separates text and values with <!-- --> in server HTML.
    const html = (await fetchPage('/wiki')).html.replaceAll('<!-- -->', '')
    expect(html).toContain(`Tümünü gör (${articles.length})`)
    for (const href of articles.slice(0, SIDEBAR_PREVIEW_SIZE)) expect(html).toContain(`href="${href}"`)
    for (const href of articles.slice(SIDEBAR_PREVIEW_SIZE)) expect(html).not.toContain(`href="${href}"`)
  })
})

describe('an article with a single section', () => {
  it.each([1280, 360])(
    'shows no "Bu sayfada" at %i px, but its heading still links to itself',
    async (width) => {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${origin}/wiki/${SINGLE}`)
      await waitForHydration(page)
      await page.getByRole('heading', { name: 'Tek Bölüm', exact: true }).waitFor()
      expect(await page.getByText('Bu sayfada').count()).toBe(0)
      expect(
        await page.getByRole('link', { name: 'Bu bölüme bağlantı: Tek Bölüm' }).getAttribute('href'),
      ).toBe('#tek-bolum')
      // An article with more sections does get the list: the synthetic ones have three.
      await page.goto(`${origin}${articles.find((href) => href.includes('sentetik'))}`)
      await waitForHydration(page)
      expect(await page.getByText('Bu sayfada').count()).toBeGreaterThan(0)
      await context.close()
    },
  )
})

describe('a published article whose address changed', () => {
  it('stops the build while its former address is not listed, naming it and the links to it', () => {
    expect(lostRouteProblems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${RENAMED.from} daha önce yayımlandı`),
        `"${RENAMED.from}" bağlantısının gösterdiği sayfa yok`,
      ]),
    )
  })

  it('then builds, warning about each link to the former address with its file, line and the new address', () => {
    for (const file of Object.values(LINKING))
      expect(warnings).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${file.replaceAll('.', '\\.')}: .*satır \\d+\\)?: "${RENAMED.from}" .*${RENAMED.to}`),
        ),
      )
  })

  it('links the new address in the built article, MDX page and glossary part', async () => {
    // The glossary's "3dm dosyası" (part A–B) lists the renamed article among its related pages.
    for (const pathname of [`/wiki/${SINGLE}`, '/features/metal', '/wiki/sozluk/a-b']) {
      const { status, html } = await fetchPage(pathname)
      expect(status, pathname).toBe(200)
      expect(html, pathname).toContain(`href="${RENAMED.to}"`)
      expect(html, pathname).not.toContain(`href="${RENAMED.from}"`)
    }
  })

  it('answers the former address with 301 to the new one, which renders', async () => {
    for (const former of [RENAMED.from, `${RENAMED.from}/`]) {
      const response = await fetch(origin + former, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(new URL(response.headers.get('location')!, origin).pathname).toBe(RENAMED.to)
    }
    const context = await browser().newContext()
    const page = await context.newPage()
    const response = await page.goto(`${origin}${RENAMED.from}`)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(RENAMED.to)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: RENAMED.title }).waitFor()
    await context.close()
  })

  it('lists only the current address in the sitemap and the search index; the rules files are not served', async () => {
    const sitemap = (await fetchPage('/sitemap.xml')).html
    expect(sitemap).toContain(`${RENAMED.to}</loc>`)
    expect(sitemap).not.toContain(`${RENAMED.from}</loc>`)
    const search = (await fetchPage('/_data/search/meta.json')).html
    expect(search).toContain(`"${RENAMED.to}"`)
    expect(search).not.toContain(`"${RENAMED.from}"`)
    // Never served (wrangler pages dev answers 502 where Cloudflare answers 404).
    for (const file of ['/_redirects', '/_headers']) expect((await fetchPage(file)).status).not.toBe(200)
  })
})
