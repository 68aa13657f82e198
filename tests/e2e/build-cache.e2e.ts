// E2E on the build cache (scripts/lib/build-cache.ts, .cache/build/): a rebuild after one article changed, made with
// the cache an earlier build left, writes the same files with the same bytes as a build of the same tree with every
// cache emptied; and the warm build did reuse the cache (bundles, pages, parse results, articles, data files,
// compressed copies).
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild, type BuildRun } from '../../scripts/bench/run-build.ts'
import { buildableCopy } from '../../scripts/project-copy.ts'

let copy = ''
let firstNotes = ''
let warm: BuildRun
let compressedEntries = 0
/** The entries of the articles' and data files' caches after the first build and after the warm one. */
const entries: Record<'articles' | 'data-files', { first: string[]; warm: string[] }> = {
  articles: { first: [], warm: [] },
  'data-files': { first: [], warm: [] },
}
const cacheFolder = (name: string) => path.join(copy, '.cache', 'build', name)

async function files(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** The content step's line: "İçerik: … (N dosya önbellekten…)". */
const cachedFiles = (run: BuildRun) =>
  Number(/(\d+) dosya önbellekten/.exec(run.notes.join('\n'))?.[1] ?? NaN)

beforeAll(async () => {
  copy = await buildableCopy(process.cwd(), process.cwd(), 'rhinoturkiye-cache-')
  // A first build fills the cache; then one article changes, in its text and its title, and so in its page, its
  // parent's and its neighbours' pages, the wiki's lists, search and copies.
  firstNotes = (await runBuild({ cwd: copy, env: { DIST_DIR: 'dist-first' } })).notes.join('\n')
  for (const [name, seen] of Object.entries(entries)) seen.first = (await readdir(cacheFolder(name))).sort()
  const article = path.join(copy, 'content', 'wiki', 'nurbs-nedir.md')
  const source = await readFile(article, 'utf8')
  expect(source).toContain('\ntitle: NURBS Nedir\n')
  await writeFile(
    article,
    source.replace('\ntitle: NURBS Nedir\n', '\ntitle: NURBS Nedir ve Nerede Kullanılır\n') +
      '\nÖnbellek denemesi için eklenen satır.\n',
  )
  warm = await runBuild({ cwd: copy, env: { DIST_DIR: 'dist-warm' } })
  compressedEntries = (await readdir(cacheFolder('compressed'))).length
  for (const [name, seen] of Object.entries(entries)) seen.warm = (await readdir(cacheFolder(name))).sort()
  await rm(path.join(copy, '.cache'), { recursive: true, force: true })
  await runBuild({ cwd: copy, env: { DIST_DIR: 'dist-cold' } })
}, 1_500_000)

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('a rebuild with the build cache', () => {
  it('reused the bundles (an edited article is not part of them) and the pages that read nothing that changed', () => {
    expect(firstNotes).toMatch(/^Paketler hazır \(\d/m)
    // The editor's bundle too, whose key is made before the content step writes the MDX pages' modules.
    expect(warm.notes.join('\n')).toMatch(/^Paketler hazır \(önbellekten\); editör önbellekten \(/m)
    const restored = Number(/(\d+) sayfa önbellekten/.exec(warm.notes.join('\n'))?.[1] ?? NaN)
    const rendered = Number(/Sayfalar: (\d+) sayfa/.exec(warm.notes.join('\n'))?.[1] ?? NaN)
    expect(restored).toBeGreaterThan(rendered)
    expect(rendered).toBeGreaterThan(1)
  })

  it('reused the parse results of the unchanged files and kept compressed copies', () => {
    expect(cachedFiles(warm)).toBeGreaterThan(0)
    expect(compressedEntries).toBeGreaterThan(0)
  })

  it('rendered again only the changed article and those that show its title, and read every data file from the cache', () => {
    const { articles, 'data-files': dataFiles } = entries
    expect(articles.first.length).toBeGreaterThan(10)
    expect(articles.warm).toHaveLength(articles.first.length)
    // The article itself, its neighbours (previous/next) and the articles whose parent it is.
    const renderedAgain = articles.warm.filter((name) => !articles.first.includes(name)).length
    expect(renderedAgain).toBeGreaterThanOrEqual(1)
    expect(renderedAgain).toBeLessThanOrEqual(5)
    expect(dataFiles.first.length).toBeGreaterThan(10)
    expect(dataFiles.warm).toEqual(dataFiles.first)
  })

  it('writes the same files with the same bytes as a build without any cache', async () => {
    const warmDist = path.join(copy, 'dist-warm')
    const coldDist = path.join(copy, 'dist-cold')
    const names = await files(coldDist)
    expect(await files(warmDist)).toEqual(names)
    expect(names).toContain(path.join('wiki', 'nurbs-nedir', 'index.html.br'))
    const different: string[] = []
    for (const name of names) {
      const [a, b] = await Promise.all([
        readFile(path.join(warmDist, name)),
        readFile(path.join(coldDist, name)),
      ])
      if (!a.equals(b)) different.push(name)
    }
    expect(different).toEqual([])
    // The change is in the pages: the first build's article differs.
    const page = path.join('wiki', 'nurbs-nedir', 'index.html')
    const [first, now] = await Promise.all([
      readFile(path.join(copy, 'dist-first', page), 'utf8'),
      readFile(path.join(warmDist, page), 'utf8'),
    ])
    expect(first).not.toContain('Önbellek denemesi')
    expect(now).toContain('Önbellek denemesi')
    // The parent article lists it under its new title: a page that reads the changed article's data was rendered again.
    const parent = path.join('wiki', 'teknik-incelemeler', 'index.html')
    expect(await readFile(path.join(copy, 'dist-first', parent), 'utf8')).not.toContain(
      'NURBS Nedir ve Nerede',
    )
    expect(await readFile(path.join(warmDist, parent), 'utf8')).toContain('NURBS Nedir ve Nerede')
  })
})
