// `npm run bench -- builds` (part of the default run): the build against the build before issue 40 (BEFORE_COMMIT),
// side by side. Both build today's content and the same content with 300 synthetic articles, cold (no caches) and warm
// (again after one article changed), in alternating order round by round, so that the machine's load falls on both
// alike. The "before" tree is extracted once into the git-ignored .bench/ folder with its own locked dependencies (it
// ran under tsx). Also prints the lines of build code and the files in dist/ of both.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { buildableCopy } from '../project-copy.ts'
import { buildBudgets, BEFORE_COMMIT } from './budgets.ts'
import { measureFirstLoad } from './first-load.ts'
import { folderSize } from './folder-size.ts'
import { runBuild, type BuildRun } from './run-build.ts'
import { syntheticMarkdown } from './synthetic.ts'

/** Extra synthetic articles, comma-separated in BENCH_BUILD_SIZES. @default 0,300 */
const SIZES = (process.env.BENCH_BUILD_SIZES ?? '0,300').split(',').map(Number)
/** Rounds of each build (the fastest counts: the one least slowed by the machine's other work). @default 2 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
/** Pages whose first-load JS and HTML must not grow with the wiki (besides the article measured). */
const STEADY_PAGES = ['/', '/features', '/learn', '/wiki']

type Version = 'before' | 'after'

/** The tree of BEFORE_COMMIT with its own node_modules, under .bench/ (made once). */
function beforeTree(root: string): string {
  const tree = path.join(root, '.bench', `before-${BEFORE_COMMIT}`)
  const ready = path.join(tree, '.installed')
  if (existsSync(ready)) return tree
  console.log(
    `  extracting ${BEFORE_COMMIT} into ${path.relative(root, tree)} and installing its dependencies (once)…`,
  )
  rmSync(tree, { recursive: true, force: true })
  mkdirSync(tree, { recursive: true })
  const archive = spawnSync('git', ['archive', BEFORE_COMMIT], { cwd: root, maxBuffer: 1 << 30 })
  if (archive.status !== 0) throw new Error(`git archive ${BEFORE_COMMIT} failed: ${String(archive.stderr)}`)
  const untar = spawnSync('tar', ['-x', '-C', tree], { input: archive.stdout })
  if (untar.status !== 0) throw new Error(`tar failed: ${String(untar.stderr)}`)
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (install.status !== 0) throw new Error(`npm ci in ${tree} failed`)
  writeFileSync(ready, '')
  return tree
}

/** Lines of the build code: scripts/ without bench/ and imagery/, code files only. */
function buildCodeLines(tree: string): number {
  const folder = path.join(tree, 'scripts')
  let lines = 0
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name))
    if (!entry.isFile() || !/\.(ts|tsx|js|cjs|mjs)$/.test(entry.name)) continue
    if (/^(bench|imagery)[\\/]/.test(relative)) continue
    lines += readFileSync(path.join(folder, relative), 'utf8').split('\n').length - 1
  }
  return lines
}

interface Runs {
  cold: BuildRun[]
  warm: BuildRun[]
  distFiles: number
}

/** A buildable copy of `tree` (node_modules linked from `modules`) with `extra` synthetic articles. */
async function copyWith(tree: string, modules: string, extra: number, version: Version): Promise<string> {
  const copy = await buildableCopy(tree, modules, `rhino-bench-${version}-${extra}-`)
  for (let index = 0; index < extra; index += 1)
    writeFileSync(path.join(copy, 'content', 'wiki', `sentetik-${index}.md`), syntheticMarkdown(index))
  return copy
}

/** One cold build (caches emptied) and one warm build after an article changed, in `copy`. */
async function coldAndWarm(copy: string, runs: Runs): Promise<void> {
  for (const folder of ['.cache', 'dist', '.build'])
    rmSync(path.join(copy, folder), { recursive: true, force: true })
  const article = path.join(copy, 'content', 'wiki', 'nurbs-nedir.md')
  const original = readFileSync(article, 'utf8')
  runs.cold.push(await runBuild({ cwd: copy, env: { DIST_DIR: 'dist' } }))
  writeFileSync(article, `${original}\nÖlçüm için eklenen bir satır (${runs.warm.length}).\n`)
  runs.warm.push(await runBuild({ cwd: copy, env: { DIST_DIR: 'dist' } }))
  writeFileSync(article, original)
  runs.distFiles = (await folderSize(path.join(copy, 'dist'))).files
}

const fastest = (runs: BuildRun[]) => runs.reduce((best, run) => (run.seconds < best.seconds ? run : best))
const describe = (run: BuildRun) => `${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s)`

export async function buildsBench(): Promise<string[]> {
  const failures: string[] = []
  const root = process.cwd()
  const before = beforeTree(root)
  const trees: Record<Version, { tree: string; modules: string }> = {
    before: { tree: before, modules: before },
    after: { tree: root, modules: root },
  }
  const lines = { before: buildCodeLines(before), after: buildCodeLines(root) }
  console.log(
    `\nBuild code (scripts/ without bench/ and imagery/): ${lines.before} lines at ${BEFORE_COMMIT}, ${lines.after} now` +
      ` (${lines.after - lines.before >= 0 ? '+' : ''}${lines.after - lines.before}).`,
  )
  console.log(
    `Builds: ${SIZES.join(' and ')} extra articles, ${ROUNDS} rounds of cold + warm each, before and after in` +
      ` alternating order; ${availableParallelism()} cores, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} at the start.`,
  )
  for (const extra of SIZES) {
    const copies = {
      before: await copyWith(trees.before.tree, trees.before.modules, extra, 'before'),
      after: await copyWith(trees.after.tree, trees.after.modules, extra, 'after'),
    }
    const runs: Record<Version, Runs> = {
      before: { cold: [], warm: [], distFiles: 0 },
      after: { cold: [], warm: [], distFiles: 0 },
    }
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const order: Version[] = round % 2 === 0 ? ['before', 'after'] : ['after', 'before']
        for (const version of order) {
          await coldAndWarm(copies[version], runs[version])
          const last = runs[version]
          console.log(
            `  +${extra} round ${round + 1} ${version.padEnd(6)} cold ${describe(last.cold.at(-1)!)},` +
              ` warm ${describe(last.warm.at(-1)!)}; load ${loadavg()[0]!.toFixed(2)}`,
          )
        }
      }
      // Pages must not grow with the wiki: the after build's pages against today's content (the first size).
      if (extra === SIZES[0]) steady.set('base', await pageSizes(copies.after))
      else {
        const base = steady.get('base')
        const now = await pageSizes(copies.after)
        for (const [page, size] of now) {
          const from = base?.get(page)
          if (!from) continue
          for (const kind of ['js', 'html'] as const) {
            const growth = (size[kind] - from[kind]) / from[kind]
            if (Math.abs(growth) > buildBudgets.pageGrowth)
              failures.push(
                `${page} ${kind} at +${extra} articles: ${(growth * 100).toFixed(1)} % (limit ±20 %)`,
              )
          }
        }
      }
    } finally {
      rmSync(copies.before, { recursive: true, force: true })
      rmSync(copies.after, { recursive: true, force: true })
    }
    const best = {
      before: { cold: fastest(runs.before.cold), warm: fastest(runs.before.warm) },
      after: { cold: fastest(runs.after.cold), warm: fastest(runs.after.warm) },
    }
    console.log(`\n  +${extra} articles (fastest of ${ROUNDS}):`)
    console.log(
      `    before ${BEFORE_COMMIT}: cold ${describe(best.before.cold)}, warm ${describe(best.before.warm)}`,
    )
    console.log(`    after:          cold ${describe(best.after.cold)}, warm ${describe(best.after.warm)}`)
    console.log(`    files in dist/: ${runs.before.distFiles} before, ${runs.after.distFiles} after`)
    const checks: [string, boolean][] = []
    for (const kind of ['cold', 'warm'] as const) {
      const ratio = best.after[kind].seconds / best.before[kind].seconds
      checks.push([
        `${kind} ${best.after[kind].seconds.toFixed(1)} s = ${(ratio * 100).toFixed(0)} % of before ` +
          `(${best.before[kind].seconds.toFixed(1)} s) ≤ ${(100 + buildBudgets.slowerThanBefore * 100).toFixed(0)} %`,
        ratio <= 1 + buildBudgets.slowerThanBefore,
      ])
    }
    const share = best.after.warm.seconds / best.after.cold.seconds
    checks.push([
      `warm ${(share * 100).toFixed(0)} % of cold ≤ ${buildBudgets.warmShareOfCold * 100} %`,
      share <= buildBudgets.warmShareOfCold,
    ])
    for (const [check, pass] of checks) {
      console.log(`    ${pass ? 'pass' : 'FAIL'}: ${check}`)
      if (!pass) failures.push(`build with +${extra} articles: ${check} does not hold`)
    }
  }
  return failures
}

const steady = new Map<string, Map<string, { js: number; html: number }>>()

/** First-load JS and HTML (gzip) of the steady pages and the first article, in a copy's dist/. */
async function pageSizes(copy: string): Promise<Map<string, { js: number; html: number }>> {
  const dist = path.join(copy, 'dist')
  const sizes = new Map<string, { js: number; html: number }>()
  for (const page of [...STEADY_PAGES, '/wiki/nurbs-nedir']) {
    const load = await measureFirstLoad(dist, page)
    sizes.set(page, { js: load.js, html: load.html })
  }
  return sizes
}
