// E2E on the build: the site built with one worker thread and with two (BUILD_WORKERS, scripts/lib/pool.ts: the social
// images) is the same, file for file and byte for byte. Both builds render every page and draw every card (the caches
// are emptied between them).
import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild, type BuildRun } from '../../scripts/bench/run-build.ts'
import { buildableCopy } from '../../scripts/project-copy.ts'

let copy = ''
let second: BuildRun

async function files(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()
}

beforeAll(async () => {
  copy = await buildableCopy(process.cwd(), process.cwd(), 'rhinoturkiye-workers-')
  await runBuild({ cwd: copy, env: { DIST_DIR: 'dist-1', BUILD_WORKERS: '1' } })
  await rm(path.join(copy, '.cache'), { recursive: true, force: true })
  second = await runBuild({ cwd: copy, env: { DIST_DIR: 'dist-2', BUILD_WORKERS: '2' } })
}, 1_200_000)

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('the build with one and with two workers', () => {
  it('drew every card in both builds', () => {
    expect(second.notes.join('\n')).toMatch(/^Paylaşım görselleri: \d+ çizildi, 0 önbellekten/m)
  })

  it('writes the same files with the same bytes', async () => {
    const one = path.join(copy, 'dist-1')
    const two = path.join(copy, 'dist-2')
    const names = await files(one)
    expect(await files(two)).toEqual(names)
    // What the pools make is there: pages and cards.
    expect(names).toContain(path.join('wiki', 'index.html'))
    expect(names).toContain(path.join('og', 'index.png'))
    const different: string[] = []
    for (const name of names) {
      const [a, b] = await Promise.all([readFile(path.join(one, name)), readFile(path.join(two, name))])
      if (!a.equals(b)) different.push(name)
    }
    expect(different).toEqual([])
  })
})
