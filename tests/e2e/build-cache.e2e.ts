// E2E on the build cache (scripts/lib/build-cache.ts, .cache/build/): a rebuild after one article changed, made with
// the cache an earlier build left, writes the same files with the same bytes as a build of the same tree with every
// cache emptied; and the warm build did reuse the cache (bundles, pages, parse results).
import { readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild, type BuildRun } from '../../scripts/bench/run-build.ts'
import { buildableCopy } from '../../scripts/project-copy.ts'

let copy = ''
let firstNotes = ''
let warm: BuildRun

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
  const article = path.join(copy, 'content', 'wiki', 'nurbs-nedir.md')
  const source = await readFile(article, 'utf8')
  expect(source).toContain('\ntitle: NURBS Nedir\n')
  await writeFile(
    article,
    source.replace('\ntitle: NURBS Nedir\n', '\ntitle: NURBS Nedir ve Nerede Kullanılır\n') +
      '\nÖnbellek denemesi için eklenen satır.\n',
  )
  warm = await runBuild({ cwd: copy, env: { DIST_DIR: 'dist-warm' } })
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

  it('parsed again only the changed file', () => {
    const files = Number(/^İçerik: (\d+) dosya/m.exec(warm.notes.join('\n'))?.[1] ?? NaN)
    expect(files).toBeGreaterThan(10)
    expect(cachedFiles(warm)).toBe(files - 1)
  })

  it('writes the same files with the same bytes as a build without any cache', async () => {
    const warmDist = path.join(copy, 'dist-warm')
    const coldDist = path.join(copy, 'dist-cold')
    const names = await files(coldDist)
    expect(await files(warmDist)).toEqual(names)
    expect(names.some((name) => /^assets[\\/].+\.js\.br$/.test(name))).toBe(true)
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
