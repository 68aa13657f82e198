// Build time: the date each content file last changed — its last commit (one `git log` for every file; a shallow clone's
// history is fetched first), else its mtime.
import { execFile, spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'

/** Dates are calendar days in Türkiye, whatever the time zone of the machine that builds. */
const dayInTurkey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** A moment as YYYY-MM-DD in Türkiye's time zone. */
export function turkeyDay(moment: Date): string {
  return dayInTurkey.format(moment)
}

const COMMIT_MARK = '\u0001'

const run = promisify(execFile)

/**
 * A shallow clone (Cloudflare Pages, Netlify and GitHub Actions' checkout clone with depth 1 by default) knows one
 * commit, which would date every file alike: its history is fetched first, commits and trees only (a partial clone,
 * `--filter=blob:none`, where the remote allows it; all of it otherwise), and the build says so in one line. Resolves
 * to whether the history is complete; false (with one warning line) when it cannot be fetched.
 */
export async function deepenShallowClone(
  root: string,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const shallow = await run('git', ['rev-parse', '--is-shallow-repository'], { cwd: root }).then(
    ({ stdout }) => stdout.trim() === 'true',
    () => false,
  )
  if (!shallow) return true
  log('Sığ git klonu bulundu: "Son güncelleme" tarihleri için geçmiş indiriliyor (git fetch --unshallow).')
  for (const filter of [['--filter=blob:none'], []]) {
    const fetched = await run('git', ['fetch', '--unshallow', '--no-tags', ...filter], { cwd: root }).then(
      () => true,
      () => false,
    )
    if (fetched) return true
  }
  log(
    'Uyarı: git geçmişi indirilemedi; tarihler yanlış olabilir. Barındırıcıda tam klon açın (README, "Deploying").',
  )
  return false
}

/**
 * The committer date of the last commit that touched each of `files` (paths relative to `root`, forward slashes),
 * from one `git log` over their folders, newest first, stopped as soon as every file is found. Files git has never
 * committed are missing from the result; uncommitted changes to committed files are ignored (the date is that of the
 * commit a build of the checkout publishes). Resolves to null outside a git checkout or without git.
 */
export async function lastCommitDays(
  root: string,
  files: readonly string[],
): Promise<Map<string, string> | null> {
  const wanted = new Set(files)
  const folders = [...new Set(files.map((file) => path.posix.dirname(file)))].sort()
  const found = new Map<string, string>()
  if (wanted.size === 0) return found
  await deepenShallowClone(root)
  return new Promise((resolve) => {
    const git = spawn(
      'git',
      [
        '-c',
        'core.quotePath=false',
        'log',
        '--relative',
        '--no-renames',
        `--format=${COMMIT_MARK}%ct`,
        '--name-only',
        '--',
        ...folders,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
    )
    let day = ''
    let done = false
    const finish = (result: Map<string, string> | null) => {
      if (done) return
      done = true
      lines.close()
      git.kill()
      resolve(result)
    }
    const lines = createInterface({ input: git.stdout })
    lines.on('line', (line) => {
      if (line.startsWith(COMMIT_MARK)) day = turkeyDay(new Date(Number(line.slice(1)) * 1000))
      else if (line && wanted.has(line) && !found.has(line)) {
        found.set(line, day)
        if (found.size === wanted.size) finish(found)
      }
    })
    git.on('error', () => finish(null))
    git.on('close', (code) => finish(code === 0 ? found : null))
  })
}

/**
 * The day each file last changed: its last commit's day, or (outside a git checkout, or for a file never committed)
 * the day of its modification time.
 */
export async function lastChangedDays(root: string, files: readonly string[]): Promise<Map<string, string>> {
  const days = (await lastCommitDays(root, files)) ?? new Map<string, string>()
  const missing = files.filter((file) => !days.has(file))
  for (const file of missing) days.set(file, turkeyDay(statSync(path.join(root, file)).mtime))
  return days
}
