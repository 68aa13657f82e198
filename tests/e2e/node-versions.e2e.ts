// Staff commands on an older Node (many office PCs have Node 20): with Node 20 first on PATH (the `node` package's
// build for this platform, installed as scripts/node-lts.cjs installs Node 24), `npm run check` and `npm run build`
// succeed on Node 24; where Node 24 cannot be had, a command stops before doing anything with one line saying what to
// install. Never a stack trace.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const NODE_20 = '20.20.2'
const root = process.cwd()
const platformPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
const node20Bin = path.join(root, '.cache', 'node', NODE_20, 'node_modules', platformPackage, 'bin')
const scratch = mkdtempSync(path.join(tmpdir(), 'node-versions-'))

/** The environment of a shell whose first `node` is Node 20. */
function withNode20(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && !name.startsWith('npm_')),
  )
  return {
    ...env,
    NODE_ENV: 'production',
    PATH: `${node20Bin}${path.delimiter}${process.env.PATH}`,
    ...extra,
  }
}

/** What a person sees: a stack trace has "    at " lines or Node's error codes. */
function expectNoStackTrace(output: string) {
  expect(output).not.toMatch(/^\s+at /m)
  expect(output).not.toMatch(/ERR_[A-Z_]+|TypeError|ReferenceError/)
}

beforeAll(() => {
  if (existsSync(path.join(node20Bin, 'node'))) return
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      path.dirname(path.dirname(path.dirname(node20Bin))),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `${platformPackage}@${NODE_20}`,
    ],
    { stdio: 'ignore' },
  )
  expect(install.status).toBe(0)
}, 300_000)

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe.skipIf(process.platform === 'win32')('npm scripts on Node 20', () => {
  it('Node 20 is first on PATH', () => {
    const version = spawnSync('node', ['--version'], { env: withNode20(), encoding: 'utf8' })
    expect(version.stdout.trim()).toBe(`v${NODE_20}`)
  })

  it('npm run check succeeds, on Node 24, saying so in one line', () => {
    const run = spawnSync('npm', ['run', 'check', '--silent'], {
      cwd: root,
      env: withNode20(),
      encoding: 'utf8',
    })
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(0)
    expect(output.match(/^Node 20\.[\d.]+ eski: .*Node 24\.[\d.]+ ile çalışıyor/m)).not.toBeNull()
    expectNoStackTrace(output)
  }, 300_000)

  it('npm run build succeeds, on Node 24', () => {
    const dist = path.join(scratch, 'dist')
    const run = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      env: withNode20({ DIST_DIR: dist }),
      encoding: 'utf8',
    })
    const output = run.stdout + run.stderr
    expect(run.status, output.slice(-3000)).toBe(0)
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true)
    expectNoStackTrace(output)
  }, 900_000)

  it('where Node 24 cannot be installed, a command stops at once with one line saying what to install', () => {
    // A project with only the launcher and no Node 24 in its cache, and a registry that does not answer.
    const project = path.join(scratch, 'project')
    mkdirSync(path.join(project, 'scripts'), { recursive: true })
    copyFileSync(path.join(root, 'scripts', 'node-lts.cjs'), path.join(project, 'scripts', 'node-lts.cjs'))
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({
        name: 'x',
        private: true,
        scripts: { check: 'node scripts/node-lts.cjs node -e "1"' },
      }),
    )
    const run = spawnSync('npm', ['run', 'check', '--silent'], {
      cwd: project,
      env: withNode20({ npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' }),
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /Node\.js 24 ister .* https:\/\/nodejs\.org adresinden Node\.js 24 LTS sürümünü kurup/,
    )
  }, 180_000)
})
