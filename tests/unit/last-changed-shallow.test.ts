// The date rule on a real depth-1 clone (`git clone --depth 1 file://…`, what Cloudflare Pages, Netlify and GitHub
// Actions do by default): the build fetches the history, so each file keeps the day of its own last commit.
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deepenShallowClone, lastChangedDays } from '../../scripts/content/last-changed.ts'

const FILES = ['content/wiki/eski.md', 'content/wiki/yeni.md'] as const
let folder = ''

const git = (cwd: string, args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.invalid',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.invalid',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  })

/** A fixture repository: eski.md last changed on 10 January 2024, yeni.md on 5 March 2025 (noon in Türkiye). */
async function fixtureRepository(): Promise<string> {
  const origin = path.join(folder, 'origin')
  await mkdir(path.join(origin, 'content', 'wiki'), { recursive: true })
  git(origin, ['init', '--quiet', '--initial-branch=main'])
  const commit = async (file: string, text: string, date: string) => {
    await writeFile(path.join(origin, file), text)
    git(origin, ['add', file])
    git(origin, ['commit', '--quiet', '-m', `${file} değişti`], date)
  }
  await commit(FILES[0], 'ilk\n', '2024-01-10T12:00:00+03:00')
  await commit(FILES[1], 'ilk\n', '2025-03-05T12:00:00+03:00')
  // The newest commit touches neither file: a depth-1 clone alone would date both to this day.
  await commit('README.md', 'depo\n', '2026-06-01T12:00:00+03:00')
  return origin
}

const shallowClone = (origin: string, name: string) => {
  const clone = path.join(folder, name)
  git(folder, ['clone', '--quiet', '--depth', '1', `file://${origin}`, clone])
  return clone
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'rhino-shallow-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('a depth-1 clone', () => {
  it('is deepened, says so in one line, and every file gets the day of its own last commit', async () => {
    const origin = await fixtureRepository()
    const clone = shallowClone(origin, 'clone')
    expect(git(clone, ['rev-parse', '--is-shallow-repository']).trim()).toBe('true')
    // What the clone alone knows: one commit, which seems to add every file, so both would get its day.
    expect(git(clone, ['log', '--format=%cs', '--', ...FILES]).trim()).toBe('2026-06-01')
    const days = await lastChangedDays(clone, FILES)
    expect(Object.fromEntries(days)).toEqual({
      'content/wiki/eski.md': '2024-01-10',
      'content/wiki/yeni.md': '2025-03-05',
    })
    expect(git(clone, ['rev-parse', '--is-shallow-repository']).trim()).toBe('false')
  })

  it('logs one line when it deepens, none for a full clone, and warns once when the history is out of reach', async () => {
    const origin = path.join(folder, 'origin')
    const clone = shallowClone(origin, 'clone-2')
    const lines: string[] = []
    expect(await deepenShallowClone(clone, (line) => lines.push(line))).toBe(true)
    expect(lines).toEqual([expect.stringContaining('Sığ git klonu bulundu')])
    lines.length = 0
    expect(await deepenShallowClone(clone, (line) => lines.push(line))).toBe(true)
    expect(lines).toEqual([])
    const orphan = shallowClone(origin, 'clone-3')
    git(orphan, ['remote', 'set-url', 'origin', `file://${path.join(folder, 'gone')}`])
    expect(await deepenShallowClone(orphan, (line) => lines.push(line))).toBe(false)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/^Uyarı: git geçmişi indirilemedi/)
  })
})
