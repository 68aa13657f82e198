// `npm run bench -- lighthouse [--subset]`: Lighthouse (mobile preset) on every pre-rendered route type of the built site.
// lighthouse/core/lib/median-run.js types its runs with the global `LH` namespace, which this file declares.
/// <reference types="lighthouse/types/internal/global.d.ts" />
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import type { RouteEntry, RouteKind } from '../../src/shared/route-manifest.ts'
import { launchBrowser } from './browser.ts'
import { readManifest } from '../manifest.ts'
import { startServer } from '../serve.ts'
import { lighthouseBudgets } from './budgets.ts'
import { runBuild } from './run-build.ts'

/** The site is served on this port and Chromium's DevTools endpoint on the next one. @default 4192 */
const BENCH_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4192)
/** Runs per route; the median run (Lighthouse's own choice by FCP and TTI) is reported. @default 5 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5))
/**
 * BENCH_COMPARE_DIST: another build of the site (today's, say) measured beside this one in the same run, route by
 * route, its runs interleaved with these; a route that does worse here than there fails.
 */
const COMPARE_DIST = process.env.BENCH_COMPARE_DIST

/** The routes measured by default: the pages visitors land on most, one of each kind that hydrates a lot. */
export const MAIN_ROUTES = [
  '/',
  '/wiki',
  '/wiki/nurbs-nedir',
  '/learn',
  '/teklif',
  '/wiki/sozluk',
  '/support',
  '/gallery',
]
/**
 * BENCH_LIGHTHOUSE_HTTP2=1: the site is served over HTTP/2 with TLS, as Cloudflare Pages serves it (one connection for
 * every request, compressed headers, and a TLS round trip), through a front that passes each request to
 * scripts/serve.ts. Its certificate is a throwaway self-signed one made by `openssl`; Chromium is told to accept it.
 */
const HTTP2 = Boolean(process.env.BENCH_LIGHTHOUSE_HTTP2)

/** An HTTP/2 (TLS) front on `port` for the HTTP/1.1 server on `target`. */
async function http2Front(port: number, target: number): Promise<{ close: () => void }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rhino-h2-'))
  const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')]
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  )
  const front = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
      )
      const forward = http.request(
        { host: '127.0.0.1', port: target, path: request.url, method: request.method, headers },
        (answer) => {
          // Connection headers have no place in HTTP/2.
          const {
            connection,
            'keep-alive': keepAlive,
            'transfer-encoding': encoding,
            ...rest
          } = answer.headers
          void [connection, keepAlive, encoding]
          response.writeHead(answer.statusCode ?? 502, rest)
          answer.pipe(response)
        },
      )
      request.pipe(forward)
    },
  )
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve))
  return { close: () => front.close() }
}

/** A path no route matches: the host answers with 404.html and status 404. */
export const NOT_FOUND_PATH = '/bu-sayfa-yok'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type CategoryId = (typeof CATEGORIES)[number]
const CATEGORY_BUDGET: Record<CategoryId, number> = {
  performance: lighthouseBudgets.performance,
  accessibility: lighthouseBudgets.accessibility,
  'best-practices': lighthouseBudgets.bestPractices,
  seo: lighthouseBudgets.seo,
}

const first = (manifest: RouteEntry[], kind: RouteKind, count = 1) =>
  manifest
    .filter((route) => route.kind === kind)
    .map((route) => route.path)
    .sort()
    .slice(0, count)

/**
 * Every top-level route, one feature, licensing and industry page, three wiki articles and the 404;
 * the subset (CI) keeps one route of each layout that matters most.
 */
export function lighthouseRoutes(manifest: RouteEntry[], subset: boolean): string[] {
  if (subset)
    return [
      '/',
      '/features',
      ...first(manifest, 'feature'),
      '/wiki',
      ...first(manifest, 'wiki'),
      '/learn',
      NOT_FOUND_PATH,
    ]
  const topLevel = manifest
    .filter((route) => route.kind === 'page' && route.path.split('/').length === 2)
    .map((route) => route.path)
  return [
    ...topLevel,
    ...first(manifest, 'feature'),
    ...first(manifest, 'licensing'),
    ...first(manifest, 'industry'),
    ...first(manifest, 'wiki', 3),
    NOT_FOUND_PATH,
  ]
}

/** Playwright starts Chromium with the back/forward cache disabled, so this audit cannot pass here. */
const NOT_MEASURABLE = new Set(['bf-cache'])
/** A 404 page is expected to fail these: its status code and its `noindex`. */
const EXPECTED_ON_NOT_FOUND = new Set(['http-status-code', 'is-crawlable'])

/** Whether an audit's failure is only the 404 page being a 404 (including Chromium's log line for its status). */
function expectedOnNotFound(lhr: Result, id: string): boolean {
  if (EXPECTED_ON_NOT_FOUND.has(id)) return true
  if (id !== 'errors-in-console') return false
  const details = lhr.audits[id]?.details
  const items =
    details && 'items' in details
      ? (details.items as { source?: string; sourceLocation?: { url?: string } }[])
      : []
  return items.every(
    (item) => item.source === 'network' && item.sourceLocation?.url === lhr.finalDisplayedUrl,
  )
}

/** Audits of a category that lost points or point at savings, as "id (title: value)". */
function failingAudits(lhr: Result, category: CategoryId, notFound: boolean): string[] {
  return lhr.categories[category]!.auditRefs.flatMap((ref) => {
    const audit = lhr.audits[ref.id]!
    if (NOT_MEASURABLE.has(audit.id) || audit.score === null || audit.score >= 1) return []
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return []
    if (notFound && expectedOnNotFound(lhr, audit.id)) return []
    // Lighthouse 12 reports most findings twice, as a classic audit and as an "insight"; list the audit once.
    if (audit.id.endsWith('-insight')) return []
    const savings = Object.values(audit.metricSavings ?? {})
    if (ref.weight === 0 && savings.length > 0 && savings.every((value) => !value)) return []
    const value = audit.displayValue ? `: ${audit.displayValue}` : ''
    return [`${audit.id} (${audit.title}${value})`]
  })
}

/** One route's median run: its scores and metrics, and what went over budget. */
interface Measured {
  lhr: Result
  score: (id: CategoryId) => number
  lcp: number
  tbt: number
  cls: number
  fcp: number
}

function measured(lhr: Result): Measured {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    lhr,
    score: (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
  }
}

function row(label: string, result: Measured, over: string[]): string {
  return (
    label.padEnd(32) +
    [
      ...CATEGORIES.map((id) => String(result.score(id))),
      `${(result.lcp / 1000).toFixed(2)} s`,
      `${Math.round(result.tbt)} ms`,
      result.cls.toFixed(3),
      `${(result.fcp / 1000).toFixed(2)} s`,
      String(Math.round(result.lhr.environment.benchmarkIndex)),
    ]
      .map((cell) => cell.padStart(8))
      .join('') +
    (over.length > 0 ? '  ✗' : '')
  )
}

/**
 * Environment: BENCH_NO_BUILD=1 measures the existing DIST_DIR; BENCH_LIGHTHOUSE_ROUTES=/a,/b exactly these paths
 * (default MAIN_ROUTES; `--all` every route type); BENCH_LIGHTHOUSE_RUNS=n the median of n runs (default 5);
 * BENCH_COMPARE_DIST another build measured beside it; BENCH_LIGHTHOUSE_HTTP2=1 serves over HTTP/2 with TLS.
 */
export async function lighthouseBench(): Promise<string[]> {
  const failures: string[] = []
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
  if (!process.env.BENCH_NO_BUILD) console.log(`build: ${(await runBuild()).seconds.toFixed(1)} s`)
  const routes =
    process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',') ??
    (process.argv.includes('--all') ? lighthouseRoutes(await readManifest(), false) : MAIN_ROUTES)
  const reports = await mkdtemp(path.join(os.tmpdir(), 'rhino-lighthouse-'))
  const sites = [{ label: '', dist, port: BENCH_PORT }]
  if (COMPARE_DIST)
    sites.push({ label: ' (before)', dist: path.resolve(COMPARE_DIST), port: BENCH_PORT + 10 })
  const servers = await Promise.all(
    sites.map(async (site) => {
      const server = await startServer({ root: site.dist, port: HTTP2 ? site.port + 2 : site.port })
      const front = HTTP2 ? await http2Front(site.port, site.port + 2) : undefined
      return { ...site, server, front, origin: `${HTTP2 ? 'https' : 'http'}://127.0.0.1:${site.port}` }
    }),
  )
  const debuggingPort = BENCH_PORT + 1
  const browser = await launchBrowser([
    `--remote-debugging-port=${debuggingPort}`,
    ...(HTTP2 ? ['--ignore-certificate-errors'] : []),
  ])
  const { performance: perf, accessibility, bestPractices, seo, lcpMs, tbtMs, cls } = lighthouseBudgets
  console.log(
    `\nLighthouse 12 mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS} run(s) per route, ${routes.length} routes,` +
      (HTTP2 ? ' over HTTP/2 with TLS' : ' over HTTP/1.1 from wrangler pages dev') +
      (COMPARE_DIST ? `, beside ${COMPARE_DIST} (runs interleaved)` : '') +
      `\nbudgets: performance ≥ ${perf}, accessibility ≥ ${accessibility}, best practices ≥ ${bestPractices}, SEO ≥ ${seo}, LCP ≤ ${lcpMs} ms, TBT ≤ ${tbtMs} ms, CLS ≤ ${cls}`,
  )
  console.log(
    'route'.padEnd(32) +
      ['perf', 'a11y', 'b.pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'bench']
        .map((h) => h.padStart(8))
        .join(''),
  )
  const notes: string[] = []
  try {
    for (const route of routes) {
      const flags: Flags = {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The 404 page is measured as served: with its 404 status.
        ignoreStatusCode: route === NOT_FOUND_PATH,
      }
      const runs = servers.map(() => [] as Result[])
      for (let run = 0; run < RUNS; run += 1)
        for (const [index, site] of servers.entries()) {
          const result = await lighthouse(`${site.origin}${route}`, flags)
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
          runs[index]!.push(result.lhr)
        }
      const results = runs.map((list) => measured(list.length > 1 ? computeMedianRun(list) : list[0]!))
      for (const [index, result] of results.entries()) {
        const site = servers[index]!
        const slug =
          (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')) + (index > 0 ? '-before' : '')
        await writeFile(path.join(reports, `${slug}.json`), JSON.stringify(result.lhr))
        if (result.lhr.runtimeError) {
          failures.push(`${route}${site.label}: Lighthouse error ${result.lhr.runtimeError.message}`)
          continue
        }
        const over: string[] = []
        if (index === 0) {
          for (const id of CATEGORIES) {
            const failing = failingAudits(result.lhr, id, route === NOT_FOUND_PATH)
            if (result.score(id) < 100 && failing.length > 0)
              notes.push(`${route} ${id} ${result.score(id)}:\n      ${failing.join('\n      ')}`)
            if (result.score(id) < CATEGORY_BUDGET[id] && failing.length > 0)
              over.push(`${id} ${result.score(id)} < ${CATEGORY_BUDGET[id]}`)
          }
          if (result.lcp > lcpMs) over.push(`LCP ${Math.round(result.lcp)} ms > ${lcpMs} ms`)
          if (result.tbt > tbtMs) over.push(`TBT ${Math.round(result.tbt)} ms > ${tbtMs} ms`)
          if (result.cls > cls) over.push(`CLS ${result.cls.toFixed(3)} > ${cls}`)
          const before = results[1]
          if (before && result.score('performance') < before.score('performance'))
            over.push(`performance ${result.score('performance')} < before ${before.score('performance')}`)
          failures.push(...over.map((text) => `${route}: ${text}`))
        }
        console.log(row(`${route}${site.label}`, result, over))
      }
    }
  } finally {
    await browser.close()
    for (const site of servers) {
      site.front?.close()
      await site.server.close()
    }
  }
  if (notes.length > 0) console.log(`\nAudits that cost points:\n  ${notes.join('\n  ')}`)
  console.log(
    `\n"bench" is Lighthouse's CPU benchmark index of this machine during the run (higher is faster; TBT and the` +
      ` CPU part of the paint metrics scale with it, so compare runs on an idle machine).` +
      `\nRaw reports (JSON, open in https://googlechrome.github.io/lighthouse/viewer/): ${reports}`,
  )
  return failures
}
