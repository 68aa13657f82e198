// `npm run bench [-- sizes|search|lighthouse]`: builds and prints figures against the budgets; non-zero over
// budget. No mode = sizes + search; `lighthouse` (add `--subset` for CI) runs when named.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import { readManifest } from '../manifest.ts'
import { budgets, firstLoadJsBudget } from './budgets.ts'
import { sampleCpu, stealShare } from './cpu-steal.ts'
import { folderSize } from './folder-size.ts'
import { measureFirstLoad } from './first-load.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function build(env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['--max-semi-space-size=64', 'scripts/build.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error('build failed')
  return (performance.now() - started) / 1000
}

async function sizes(): Promise<string[]> {
  const failures: string[] = []
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
  const seconds = process.env.BENCH_NO_BUILD ? NaN : build()
  const manifest: RouteEntry[] = await readManifest()
  console.log(
    `\nFirst load per route (gzip; budgets: JS ≤ ${kb(budgets.firstLoadJsGzip)}, /teklif ${kb(firstLoadJsBudget('/teklif'))}, CSS ≤ ${kb(budgets.cssGzip)})`,
  )
  console.log('route'.padEnd(44) + 'JS'.padStart(10) + 'CSS'.padStart(10) + 'HTML'.padStart(10))
  let maxJs = 0
  let maxCss = 0
  for (const route of manifest) {
    const load = await measureFirstLoad(dist, route.path)
    maxJs = Math.max(maxJs, load.js)
    maxCss = Math.max(maxCss, load.css)
    const jsBudget = firstLoadJsBudget(route.path)
    const flag = load.js > jsBudget || load.css > budgets.cssGzip ? '  ✗ over budget' : ''
    console.log(
      route.path.padEnd(44) +
        kb(load.js).padStart(10) +
        kb(load.css).padStart(10) +
        kb(load.html).padStart(10) +
        flag,
    )
    if (load.js > jsBudget) failures.push(`${route.path}: first-load JS ${kb(load.js)} > ${kb(jsBudget)}`)
    if (load.css > budgets.cssGzip)
      failures.push(`${route.path}: CSS ${kb(load.css)} > ${kb(budgets.cssGzip)}`)
  }
  const total = await folderSize(dist)
  console.log(`\nroutes: ${manifest.length}; largest first-load JS ${kb(maxJs)}, largest CSS ${kb(maxCss)}`)
  console.log(
    `dist/: ${(total.bytes / 1024 / 1024).toFixed(2)} MB in ${total.files} files (with the .br/.gz copies of /assets/)`,
  )
  if (!Number.isNaN(seconds)) console.log(`build time: ${seconds.toFixed(1)} s`)
  return failures
}

const modes: Record<string, () => Promise<string[]>> = {
  sizes,
  search: async () => (await import('./search.ts')).searchBench(),
  lighthouse: async () => (await import('./lighthouse.ts')).lighthouseBench(),
}

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const selected = requested.length > 0 ? requested : ['sizes', 'search']
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
