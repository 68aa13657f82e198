// E2E on the build: the site built with one worker thread and with two (BUILD_WORKERS, scripts/lib/pool.ts: the
// social images and the post-build pass) is the same, file for file and byte for byte. Both builds draw every card
// (the image cache is emptied between them).
import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild } from '../../scripts/bench/run-build'
import { buildableCopy } from '../../scripts/project-copy'

let copy = ''

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
  await rm(path.join(copy, '.cache', 'og-images'), { recursive: true, force: true })
  await runBuild({ cwd: copy, env: { DIST_DIR: 'dist-2', BUILD_WORKERS: '2' } })
}, 1_200_000)

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('the build with one and with two workers', () => {
  it('writes the same files with the same bytes', async () => {
    const one = path.join(copy, 'dist-1')
    const two = path.join(copy, 'dist-2')
    const names = await files(one)
    expect(await files(two)).toEqual(names)
    // What the pools make is there: cards and compressed copies.
    expect(names).toContain(path.join('og', 'index.png'))
    expect(names).toContain(path.join('wiki', 'index.html.br'))
    const different: string[] = []
    for (const name of names) {
      const [a, b] = await Promise.all([readFile(path.join(one, name)), readFile(path.join(two, name))])
      if (!a.equals(b)) different.push(name)
    }
    expect(different).toEqual([])
  })
})
