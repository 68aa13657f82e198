// A broken content file stops `npm run build` with the file, field and reason, and leaves dist/ untouched.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, it } from 'vitest'
import { fixtureTree, wikiFile } from './fixture-tree.ts'

/** Builds a fixture tree that already has a dist/, expects the build to fail, and returns its error output. */
async function failedBuild(files: Record<string, string | null>): Promise<string> {
  const root = await fixtureTree(files)
  await mkdir(path.join(root, 'dist'))
  await writeFile(path.join(root, 'dist', 'index.html'), 'önceki sürüm')
  const result = spawnSync(process.execPath, [path.resolve('scripts/build.ts')], {
    cwd: root,
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('dist/ değiştirilmedi')
  expect(await readFile(path.join(root, 'dist', 'index.html'), 'utf8')).toBe('önceki sürüm')
  expect(existsSync(path.join(root, '.build'))).toBe(false)
  return result.stderr
}

it('fails before writing anything and lists every problem', async () => {
  const stderr = await failedBuild({
    'content/wiki/eksik.md': wikiFile('description: Başlığı unutulmuş bir makale\ncategory: genel-bilgi'),
    'content/wiki/yanlis.md': wikiFile('title: T\ndescription: D\ncategory: bilinmeyen'),
    'content/wiki/formul.md': wikiFile(
      'title: Formül\ndescription: Kapanmamış bir formül\ncategory: genel-bilgi',
      'Giriş.\n\n## Bölüm\n\n$$\n\\frac{1}{2\n$$\n',
    ),
  })
  expect(stderr).toContain('content/wiki/eksik.md: title: Başlık (title) eksik')
  expect(stderr).toContain('content/wiki/yanlis.md: category:')
  expect(stderr).toContain(
    "content/wiki/formul.md: satır 12: formül okunamadı: bir parantez kapanmamış: '}' eksik",
  )
}, 30_000)

it('fails on a broken data collection, naming the file, field and line, and leaves dist/ as it was', async () => {
  const offices = await readFile(path.resolve('tests/fixtures/good/content/data/offices.yaml'), 'utf8')
  const stderr = await failedBuild({
    'content/data/offices.yaml': offices.replace(/phone: [^\n]*/, 'phone: 0312 555 34 27'),
  })
  expect(stderr).toMatch(
    /content\/data\/offices\.yaml: dealers\[0\]\.phone \(satır \d+\): telefon numarası \+90 ile başlamalı/,
  )
}, 30_000)
