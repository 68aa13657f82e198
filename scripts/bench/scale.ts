// `npm run bench -- scale`: builds temporary copies of the project with N extra synthetic wiki articles (build time).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { loadContent } from '../content/index.ts'
import { buildableCopy, copySources } from '../project-copy.ts'
import { scaleBudgets } from './budgets.ts'
import { measureFirstLoad, type FirstLoad } from './first-load.ts'
import { folderSize } from './folder-size.ts'
import { docusaurusBuild, DOCUSAURUS_VERSION } from './docusaurus.ts'
import { runBuild, stageSeconds, type BuildRun } from './run-build.ts'
import { syntheticMarkdown } from './synthetic.ts'

/** Extra article counts, comma-separated in BENCH_SCALE_SIZES. @default 0,100,1000,5000 */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '0,100,1000,5000').split(',').map(Number)
/** Pages whose HTML and first-load JS must not grow with N besides /wiki, the article and the category page. */
const STEADY_PAGES = ['/', '/features', '/learn']
/** A category's first page: 50 articles at most, so its HTML is the same size from 50 articles on. */
const CATEGORY_PAGE = '/wiki/kategori/genel-bilgi'
/** Pages whose loader data (`<path>.data`, what client-side navigation fetches) must not grow with N either. */
const DATA_PAGES = ['/wiki']

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

interface Measurement {
  extra: number
  build: BuildRun
  /** Docusaurus's cold build of the same articles right after this one (BENCH_DOCUSAURUS=1). */
  docusaurus?: BuildRun
  /** The rebuild of the same copy after one article changed (image cache warm); absent with BENCH_SCALE_WARM=0. */
  warm?: BuildRun
  dist: { bytes: number; files: number }
  searchGzip: Record<string, number>
  routerManifestGzip: number
  allJsGzip: number
  pages: Map<string, FirstLoad>
  /** gzip bytes of each DATA_PAGES page's loader data file. */
  data: Map<string, number>
  /** Whether CATEGORY_PAGE holds a full page of 50 articles (its category has a second page). */
  categoryFull: boolean
}

/** A copy of the snapshot with N synthetic articles. */
async function copyProject(snapshot: string, root: string, extra: number): Promise<string> {
  const copy = await buildableCopy(snapshot, root, `rhino-scale-${extra}-`)
  const wiki = path.join(copy, 'content', 'wiki')
  for (let index = 0; index < extra; index += 1)
    await writeFile(path.join(wiki, `sentetik-${index}.md`), syntheticMarkdown(index))
  return copy
}

async function gzipSizes(folder: string, extension: string, pattern = /./): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {}
  for (const name of await readdir(folder)) {
    if (!name.endsWith(extension) || !pattern.test(name)) continue
    sizes[name] = gzipSync(await readFile(path.join(folder, name)), { level: 9 }).length
  }
  return sizes
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0)

async function measure(snapshot: string, root: string, extra: number, pages: string[]): Promise<Measurement> {
  const copy = await copyProject(snapshot, root, extra)
  try {
    const build = await runBuild({ cwd: copy, env: { DIST_DIR: 'dist' } })
    const dist = path.join(copy, 'dist')
    const assets = path.join(dist, 'assets')
    const measured = new Map<string, FirstLoad>()
    for (const page of pages) measured.set(page, await measureFirstLoad(dist, page))
    const data = new Map<string, number>()
    for (const page of DATA_PAGES)
      data.set(page, gzipSync(await readFile(path.join(dist, `${page}.data`)), { level: 9 }).length)
    // A rebuild after one article changed: the social image cache (.cache/og-images) is warm.
    let warm: BuildRun | undefined
    if (process.env.BENCH_SCALE_WARM !== '0') {
      const wiki = path.join(copy, 'content', 'wiki')
      const first = (await readdir(wiki))
        .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
        .sort()[0]!
      const changed = path.join(wiki, first)
      await writeFile(changed, (await readFile(changed, 'utf8')) + '\nBir satır daha.\n')
      warm = await runBuild({ cwd: copy, env: { DIST_DIR: 'dist' } })
    }
    return {
      extra,
      build,
      warm,
      dist: await folderSize(dist),
      searchGzip: await gzipSizes(path.join(dist, '_data', 'search'), '.json'),
      routerManifestGzip: sum(await gzipSizes(assets, '.js', /^manifest-/)),
      allJsGzip: sum(await gzipSizes(assets, '.js')),
      pages: measured,
      data,
      categoryFull: await stat(path.join(dist, CATEGORY_PAGE, '2', 'index.html')).then(
        () => true,
        () => false,
      ),
    }
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}

/** Share of the machine's CPU time the build used: CPU seconds / (wall seconds × cores). */
const cpuShare = (run: BuildRun) => run.cpuSeconds / (run.seconds * availableParallelism())

/** One build's wall time, stage split, CPU use, peak memory and the load average when it ended. */
function describeRun(run: BuildRun): string {
  const stages = stageSeconds(run)
  return (
    `${run.seconds.toFixed(1)} s = content ${stages.content.toFixed(1)}` +
    ` + client bundle ${stages.clientBundle.toFixed(1)} + server bundle ${stages.serverBundle.toFixed(1)}` +
    ` + pre-render ${stages.prerender.toFixed(1)} + post-build ${stages.postBuild.toFixed(1)}` +
    ` + social images ${stages.socialImages.toFixed(1)} s;` +
    ` CPU ${run.cpuSeconds.toFixed(1)} s (${(cpuShare(run) * 100).toFixed(0)} % of ${availableParallelism()} cores);` +
    ` peak RSS ${mb(run.peakTreeRssBytes)} (largest process ${mb(run.peakProcessRssBytes)});` +
    ` load average ${run.loadAverage.map((load) => load.toFixed(2)).join(' ')}`
  )
}

const growth = (from: number, to: number) => (from === 0 ? 0 : (to - from) / from)
const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`

/**
 * Environment: BENCH_SCALE_SIZES=0,100 picks the article counts; BENCH_DOCUSAURUS=1 builds the same articles with
 * Docusaurus after each N of the budgets (1,000 and 5,000) and checks the build against it instead of the issue's
 * seconds (scripts/bench/docusaurus.ts; installs Docusaurus from the npm registry once). Memory is the peak of the summed resident memory of
 * the build's process tree (tsx, content pipeline, react-router build), sampled from /proc every 100 ms.
 */
export async function scaleBench(): Promise<string[]> {
  const failures: string[] = []
  const root = process.cwd()
  // From the content itself, not src/generated/: the bench runs in a fresh clone before any build.
  const { manifest } = await loadContent(root)
  const article = manifest
    .filter((route) => route.kind === 'wiki')
    .map((route) => route.path)
    .sort()[0]!
  const pages = ['/wiki', article, CATEGORY_PAGE, ...STEADY_PAGES]
  const results: Measurement[] = []
  console.log(`\nGrowth: ${SIZES.join(', ')} extra synthetic wiki articles; fixed article ${article}`)
  // One snapshot of the sources, so every N builds the same code.
  const snapshot = await copySources(root, 'rhino-scale-source-')
  try {
    for (const extra of SIZES) {
      const result = await measure(snapshot, root, extra, pages)
      // The reference on the same machine, right after ours (the issue alternated the two the same way).
      if (process.env.BENCH_DOCUSAURUS === '1' && scaleBudgets.docusaurusShare[extra] !== undefined)
        result.docusaurus = await docusaurusBuild(root, extra)
      results.push(result)
      console.log(`  N=${extra} cold: ${describeRun(result.build)}`)
      if (result.docusaurus)
        console.log(
          `  N=${extra} Docusaurus ${DOCUSAURUS_VERSION} (faster) cold: ${result.docusaurus.seconds.toFixed(1)} s;` +
            ` CPU ${result.docusaurus.cpuSeconds.toFixed(1)} s (${(cpuShare(result.docusaurus) * 100).toFixed(0)} %` +
            ` of ${availableParallelism()} cores); peak RSS ${mb(result.docusaurus.peakTreeRssBytes)}` +
            ` (largest process ${mb(result.docusaurus.peakProcessRssBytes)})`,
        )
      for (const note of result.build.notes) console.log(`    ${note}`)
      if (result.warm) {
        console.log(`  N=${extra} warm (one article changed): ${describeRun(result.warm)}`)
        for (const note of result.warm.notes) console.log(`    ${note}`)
      }
    }
  } finally {
    await rm(snapshot, { recursive: true, force: true })
  }

  console.log(
    '\n' +
      [
        'N'.padStart(6),
        'build'.padStart(9),
        's/1k'.padStart(7),
        'peak RSS'.padStart(10),
        'max proc'.padStart(10),
        'dist/'.padStart(10),
        'files'.padStart(7),
        'search gz'.padStart(11),
        'RR manif.'.padStart(10),
        'all JS'.padStart(10),
      ].join(''),
  )
  const base = results[0]!
  for (const result of results) {
    const perThousand =
      result.extra > base.extra
        ? ((result.build.seconds - base.build.seconds) / (result.extra - base.extra)) * 1000
        : NaN
    console.log(
      [
        String(result.extra).padStart(6),
        `${result.build.seconds.toFixed(1)} s`.padStart(9),
        (Number.isNaN(perThousand) ? '' : `${perThousand.toFixed(1)}`).padStart(7),
        mb(result.build.peakTreeRssBytes).padStart(10),
        mb(result.build.peakProcessRssBytes).padStart(10),
        mb(result.dist.bytes).padStart(10),
        String(result.dist.files).padStart(7),
        kb(sum(result.searchGzip)).padStart(11),
        kb(result.routerManifestGzip).padStart(10),
        kb(result.allJsGzip).padStart(10),
      ].join(''),
    )
    const limit =
      result.extra === 1000
        ? scaleBudgets.build1000Seconds
        : result.extra === 5000
          ? scaleBudgets.build5000Seconds
          : 0
    const checks: [string, boolean][] = []
    const share = scaleBudgets.docusaurusShare[result.extra]
    if (result.docusaurus && share !== undefined) {
      // The machine's own figure stands for the issue's seconds (measured on another machine).
      const ratio = result.build.seconds / result.docusaurus.seconds
      checks.push([
        `cold ${result.build.seconds.toFixed(1)} s = ${ratio.toFixed(2)}× Docusaurus (${result.docusaurus.seconds.toFixed(1)} s) ≤ ${share}×`,
        ratio <= share,
      ])
    } else if (limit) {
      checks.push([
        `cold ${result.build.seconds.toFixed(1)} s ≤ ${limit} s (the issue's machine; BENCH_DOCUSAURUS=1 measures this one)`,
        result.build.seconds <= limit,
      ])
    }
    if (result.warm && result.extra >= 1000) {
      const share = result.warm.seconds / result.build.seconds
      checks.push([
        `warm ${result.warm.seconds.toFixed(1)} s = ${(share * 100).toFixed(0)} % of cold ≤ ${scaleBudgets.warmShareOfCold * 100} %`,
        share <= scaleBudgets.warmShareOfCold,
      ])
    }
    if (result.extra === 5000) {
      const peak = Math.max(result.build.peakProcessRssBytes, result.warm?.peakProcessRssBytes ?? 0)
      checks.push([
        `largest process ${mb(peak)} ≤ ${mb(scaleBudgets.peakProcessRss5000Bytes)}`,
        peak <= scaleBudgets.peakProcessRss5000Bytes,
      ])
    }
    for (const [check, pass] of checks) {
      console.log(`        ${pass ? 'pass' : 'FAIL'}: N=${result.extra} ${check}`)
      if (!pass) failures.push(`build with ${result.extra} extra articles: ${check} does not hold`)
    }
  }
  console.log('  s/1k: extra build seconds per 1,000 extra articles (linear growth keeps it flat)')

  console.log(
    `\nPer page (gzip), first-load JS / HTML; change from N=${base.extra} (limit ±${scaleBudgets.growth * 100} %)`,
  )
  console.log('page'.padEnd(32) + results.map((result) => `N=${result.extra}`.padStart(22)).join(''))
  // The category page grows until its category has 50 articles; from then on its HTML must stay the same.
  const fullCategory = results.find((result) => result.categoryFull)
  for (const page of pages) {
    const first = base.pages.get(page)!
    const htmlBase = page === CATEGORY_PAGE ? fullCategory?.pages.get(page) : first
    const cells = results.map((result) => {
      const load = result.pages.get(page)!
      return `${kb(load.js)} / ${kb(load.html)}`.padStart(22)
    })
    console.log(page.padEnd(32) + cells.join(''))
    for (const result of results) {
      const load = result.pages.get(page)!
      const jsGrowth = growth(first.js, load.js)
      const htmlGrowth = htmlBase ? growth(htmlBase.html, load.html) : 0
      if (Math.abs(jsGrowth) > scaleBudgets.growth)
        failures.push(`${page} first-load JS at N=${result.extra}: ${kb(load.js)} (${percent(jsGrowth)})`)
      // Every page's HTML, /wiki and the category page included: /wiki lists each category's first articles
      // only, and a category page holds 50 at most (the synthetic articles come after the real ones).
      if (page === CATEGORY_PAGE && !result.categoryFull) continue
      if (Math.abs(htmlGrowth) > scaleBudgets.growth)
        failures.push(`${page} HTML at N=${result.extra}: ${kb(load.html)} (${percent(htmlGrowth)})`)
    }
  }
  console.log(
    fullCategory
      ? `  ${CATEGORY_PAGE}: HTML compared from N=${fullCategory.extra}, the first N with 50 articles on it`
      : `  ${CATEGORY_PAGE}: its category has fewer than 51 articles at every N, so its HTML is not compared`,
  )
  console.log(`\nLoader data (gzip); change from N=${base.extra} (limit ±${scaleBudgets.growth * 100} %)`)
  console.log('data file'.padEnd(32) + results.map((result) => `N=${result.extra}`.padStart(22)).join(''))
  for (const page of DATA_PAGES) {
    const first = base.data.get(page)!
    console.log(
      `${page}.data`.padEnd(32) + results.map((result) => kb(result.data.get(page)!).padStart(22)).join(''),
    )
    for (const result of results) {
      const size = result.data.get(page)!
      if (Math.abs(growth(first, size)) > scaleBudgets.growth)
        failures.push(`${page}.data at N=${result.extra}: ${kb(size)} (${percent(growth(first, size))})`)
    }
  }
  const last = results.at(-1)!
  console.log(
    `\nsearch index at N=${last.extra}: ${Object.entries(last.searchGzip)
      .map(([name, size]) => `${name} ${kb(size)}`)
      .join(', ')} (gzip)`,
  )
  return failures
}
