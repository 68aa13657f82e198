// `npm run bench [-- code|sizes|search|controls|lighthouse]`: builds and prints figures against the budgets; non-zero
// over budget. No mode = code + sizes + search + controls; `lighthouse` (add `--subset` for CI) runs when named.
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { readManifest } from '../manifest.ts'
import { budgets, firstLoadJsBudget } from './budgets.ts'
import { sampleCpu, stealShare } from './cpu-steal.ts'
import { folderSize } from './folder-size.ts'
import { measureFirstLoad } from './first-load.ts'
import { runBuild } from './run-build.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * A cold build of the project at `root`: wall and CPU seconds. Its caches are emptied first: the social images' and,
 * for a checkout of the build before React Router 8 (BENCH_COMPARE_ROOT), its page, bundle and parse caches.
 */
async function coldBuild(root: string): Promise<{ seconds: number; cpuSeconds: number }> {
  for (const cache of ['og-images', 'build'])
    rmSync(path.join(root, '.cache', cache), { recursive: true, force: true })
  return runBuild({ cwd: root })
}

/**
 * First-load JavaScript, CSS and HTML per route of dist/ (gzip), against the budgets. BENCH_COMPARE_ROOT names
 * another checkout of the project (today's build, say, in a git worktree with its own node_modules): it is built cold
 * too, its figures are printed beside these, and a route whose first-load JS grew, or a slower cold build, fails.
 */
async function sizes(): Promise<string[]> {
  const failures: string[] = []
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
  const compareRoot = process.env.BENCH_COMPARE_ROOT && path.resolve(process.env.BENCH_COMPARE_ROOT)
  const compareDist = compareRoot && path.join(compareRoot, 'dist')
  if (!process.env.BENCH_NO_BUILD) {
    const here = await coldBuild(process.cwd())
    console.log(`cold build: ${here.seconds.toFixed(1)} s (CPU ${here.cpuSeconds.toFixed(1)} s)`)
    if (compareRoot) {
      const there = await coldBuild(compareRoot)
      console.log(
        `cold build of ${compareRoot}: ${there.seconds.toFixed(1)} s (CPU ${there.cpuSeconds.toFixed(1)} s)`,
      )
      if (here.cpuSeconds > there.cpuSeconds * 1.05)
        failures.push(`cold build CPU ${here.cpuSeconds.toFixed(1)} s > ${there.cpuSeconds.toFixed(1)} s`)
    }
  }
  const manifest: RouteEntry[] = await readManifest()
  console.log(
    `\nFirst load per route (gzip; JS: code, data: the hydration data React Router writes into the page; budgets: JS ≤ ${kb(budgets.firstLoadJsGzip)}, /teklif ${kb(firstLoadJsBudget('/teklif'))}, CSS ≤ ${kb(budgets.cssGzip)})`,
  )
  console.log(
    'route'.padEnd(44) +
      ['JS', 'data', 'CSS', 'HTML', ...(compareDist ? ['JS before', 'data before', 'HTML before'] : [])]
        .map((h) => h.padStart(12))
        .join(''),
  )
  let maxJs = 0
  let maxCss = 0
  for (const route of manifest) {
    const load = await measureFirstLoad(dist, route.path)
    const before = compareDist
      ? await measureFirstLoad(compareDist, route.path).catch(() => undefined)
      : undefined
    maxJs = Math.max(maxJs, load.js)
    maxCss = Math.max(maxCss, load.css)
    const jsBudget = firstLoadJsBudget(route.path)
    const over: string[] = []
    if (load.js > jsBudget) over.push(`first-load JS ${kb(load.js)} > ${kb(jsBudget)}`)
    if (load.css > budgets.cssGzip) over.push(`CSS ${kb(load.css)} > ${kb(budgets.cssGzip)}`)
    if (before && load.js > before.js) over.push(`first-load JS ${kb(load.js)} > before ${kb(before.js)}`)
    failures.push(...over.map((text) => `${route.path}: ${text}`))
    console.log(
      route.path.padEnd(44) +
        [load.js, load.data, load.css, load.html, ...(before ? [before.js, before.data, before.html] : [])]
          .map((n) => kb(n).padStart(12))
          .join('') +
        (over.length > 0 ? '  ✗' : ''),
    )
  }
  const total = await folderSize(dist)
  console.log(`\nroutes: ${manifest.length}; largest first-load JS ${kb(maxJs)}, largest CSS ${kb(maxCss)}`)
  console.log(`dist/: ${(total.bytes / 1024 / 1024).toFixed(2)} MB in ${total.files} files`)
  return failures
}

const modes: Record<string, () => Promise<string[]>> = {
  sizes,
  search: async () => (await import('./search.ts')).searchBench(),
  code: async () => (await import('./code.ts')).codeBench(),
  controls: async () => (await import('./controls.ts')).controlsBench(),
  lighthouse: async () => (await import('./lighthouse.ts')).lighthouseBench(),
}

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const selected = requested.length > 0 ? requested : ['code', 'sizes', 'search', 'controls']
const failures: string[] = []
for (const mode of selected) {
  const run = modes[mode]
  if (!run) {
    console.error(`unknown bench mode "${mode}"; use one of: ${Object.keys(modes).join(', ')}`)
    process.exit(2)
  }
  console.log(`\n=== bench: ${mode} ===`)
  const before = sampleCpu()
  failures.push(...(await run()))
  const steal = stealShare(before, sampleCpu())
  if (steal !== null)
    console.log(
      `\nCPU steal during "${mode}": ${(steal * 100).toFixed(0)} % of the machine's CPU time went to other guests of` +
        ` the host; every timing above is slower by about that share (compare runs with little steal).`,
    )
}
if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} budget(s) exceeded:\n  - ${failures.join('\n  - ')}`)
  process.exit(1)
}
console.log('\n✓ all budgets met')
