// Search benchmark: relevance (recall@3, MRR), stemmer comparison, index size, load and query times,
// a synthetic corpus of 10,000 articles, and the dialog's timings in headless Chromium.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import { stemmer as snowballTurkish } from '@orama/stemmers/turkish'
import { buildContent } from '../content/index.ts'
import { toSearchDocuments } from '../content/search-documents.ts'
import {
  buildIndexes,
  fullIndexOptions,
  fuzziness,
  querySearchOptions,
  SearchEngine,
  type SearchDocument,
} from '../../src/shared/search/engine.ts'
import { processTerm, tokenize } from '../../src/shared/search/text-processing.ts'
import { foldTurkish, turkishLower } from '../../src/shared/text.ts'
import { startServer } from '../serve.ts'
import { launchBrowser } from '../../tests/tools/browser.ts'
import { searchBudgets } from './budgets.ts'
import { syntheticArticle } from './synthetic.ts'

interface Judgement {
  query: string
  expect: string[]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(2)} ms`

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function relevance(rank: (query: string) => string[], set: Judgement[]) {
  let found = 0
  let reciprocal = 0
  const misses: string[] = []
  for (const judgement of set) {
    const urls = rank(judgement.query)
    const position = urls.findIndex((url) => judgement.expect.includes(url))
    if (position >= 0 && position < 3) found += 1
    else misses.push(`${judgement.query} → ${urls.slice(0, 3).join(', ') || '(nothing)'}`)
    if (position >= 0) reciprocal += 1 / (position + 1)
  }
  return { recall: found / set.length, mrr: reciprocal / set.length, misses }
}

/** The same engine with another term processor, to measure what stemming brings. */
function variantRanker(documents: SearchDocument[], processor: (token: string) => string | null) {
  const index = new MiniSearch<SearchDocument>({ ...fullIndexOptions, processTerm: processor })
  index.addAll(documents)
  return (query: string) => {
    const terms = [
      ...new Set(
        tokenize(query)
          .map(processor)
          .filter((term): term is string => term !== null),
      ),
    ]
    if (terms.length === 0) return []
    const seen = new Set<string>()
    return index
      .search(terms.join(' '), { ...querySearchOptions, fuzzy: fuzziness })
      .map((result) => result.url as string)
      .filter((url) => !seen.has(url) && seen.add(url))
  }
}

function syntheticDocuments(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const article = syntheticArticle(index)
    return {
      id: `wiki:${article.slug}`,
      kind: 'wiki' as const,
      title: article.title,
      description: article.description,
      headings: article.sections.map((section) => section.title).join(' · '),
      text: [article.intro, ...article.sections.flatMap((section) => section.items)].join('\n'),
      url: `/wiki/${article.slug}`,
    }
  })
}

/** Times the real dialog: keyboard shortcut → typed query → first option on screen; then one keystroke → new results. */
async function browserTimings(dist: string, port: number, query: string) {
  const server = await startServer({ root: dist, port })
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/licensing/eula`, { waitUntil: 'networkidle' })
    await page.evaluate(() => {
      const marks: Record<string, number> = {}
      ;(window as unknown as { __marks: Record<string, number> }).__marks = marks
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.ctrlKey && event.key === 'k') marks.open = performance.now()
          else marks.key = performance.now()
        },
        { capture: true },
      )
      new MutationObserver(() => {
        const options = document.querySelectorAll('[role="option"]').length
        if (options > 0 && marks.open && !marks.first) marks.first = performance.now()
        if (marks.key) marks.updated = performance.now()
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await page.keyboard.press('Control+k')
    await page.keyboard.type(query)
    await page.waitForSelector('[role="option"]')
    await page.waitForTimeout(1500)
    const typed: number[] = []
    for (const key of ['s', 'Backspace', 'm', 'Backspace']) {
      await page.evaluate(() => {
        const marks = (window as unknown as { __marks: Record<string, number> }).__marks
        delete marks.key
        delete marks.updated
      })
      await page.keyboard.press(key)
      await page.waitForTimeout(200)
      typed.push(
        await page.evaluate(() => {
          const marks = (window as unknown as { __marks: Record<string, number> }).__marks
          return (marks.updated ?? marks.key ?? 0) - (marks.key ?? 0)
        }),
      )
    }
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: Record<string, number> }).__marks,
    )
    return { openToFirst: (marks.first ?? Infinity) - (marks.open ?? 0), keystroke: percentile(typed, 50) }
  } finally {
    await browser.close()
    server.close()
  }
}

export async function searchBench(): Promise<string[]> {
  const failures: string[] = []
  const root = process.cwd()
  const content = await buildContent(root)
  const documents = toSearchDocuments(content.articles, content.manifest)
  const set = JSON.parse(
    await readFile(path.join(root, 'tests/search/relevance.json'), 'utf8'),
  ) as Judgement[]

  const metaJson = await readFile(path.join(root, 'public/_data/search/meta.json'), 'utf8')
  const fullJson = await readFile(path.join(root, 'public/_data/search/full.json'), 'utf8')
  const loadStarted = performance.now()
  const engine = new SearchEngine(metaJson)
  engine.addFullIndex(fullJson)
  const loadMs = performance.now() - loadStarted

  const shipped = relevance((query) => engine.search(query, { limit: 10 }).map((hit) => hit.url), set)
  console.log(`\nRelevance set: ${set.length} queries (tests/search/relevance.json)`)
  console.log(
    `  shipped engine        recall@3 ${(shipped.recall * 100).toFixed(1)} %   MRR ${shipped.mrr.toFixed(3)}`,
  )
  for (const miss of shipped.misses) console.log(`    miss: ${miss}`)
  const variants = {
    'no stemming          ': (token: string) => foldTurkish(token) || null,
    'Snowball (@orama)    ': (token: string) => foldTurkish(snowballTurkish(turkishLower(token))) || null,
    'light stemmer (ours) ': processTerm,
  }
  for (const [name, processor] of Object.entries(variants)) {
    const result = relevance(variantRanker(documents, processor), set)
    console.log(`  ${name} recall@3 ${(result.recall * 100).toFixed(1)} %   MRR ${result.mrr.toFixed(3)}`)
  }
  if (shipped.recall < searchBudgets.recallAt3)
    failures.push(`search recall@3 ${(shipped.recall * 100).toFixed(1)} % < 95 %`)

  const same = (a: string, b: string) =>
    JSON.stringify(
      engine
        .search(a)
        .map((hit) => hit.url)
        .sort(),
    ) ===
    JSON.stringify(
      engine
        .search(b)
        .map((hit) => hit.url)
        .sort(),
    )
  const lisansAgrees = same('lisansı', 'lisans') && same('LİSANS', 'lisans') && same('lısans', 'lisans')
  console.log(`  'lisansı', 'LİSANS', 'lısans' find the same as 'lisans': ${lisansAgrees ? 'yes' : 'NO'}`)
  if (!lisansAgrees) failures.push("'lisansı' and 'lisans' find different pages")

  const metaGzip = gzipSync(metaJson).length
  const fullGzip = gzipSync(fullJson).length
  console.log(`\nShipped index: ${documents.length} documents`)
  console.log(
    `  meta ${kb(metaJson.length)} raw / ${kb(metaGzip)} gzip; full ${kb(fullJson.length)} raw / ${kb(fullGzip)} gzip`,
  )
  console.log(`  load (parse both) ${ms(loadMs)}`)
  if (metaGzip + fullGzip > searchBudgets.shippedIndexGzip)
    failures.push(`shipped index ${kb(metaGzip + fullGzip)} gzip > 150 KB`)

  const latencies: number[] = []
  for (let round = 0; round < 5; round++) {
    for (const judgement of set) {
      const started = performance.now()
      engine.search(judgement.query)
      latencies.push(performance.now() - started)
    }
  }
  const p95 = percentile(latencies, 95)
  console.log(
    `  query latency over ${latencies.length} queries: median ${ms(percentile(latencies, 50))}, p95 ${ms(p95)} (2-core machine)`,
  )
  if (p95 > searchBudgets.queryP95Ms) failures.push(`query p95 ${ms(p95)} > ${searchBudgets.queryP95Ms} ms`)

  // 10,000 synthetic articles.
  const synthetic = [...documents, ...syntheticDocuments(10_000)]
  const buildStarted = performance.now()
  const big = buildIndexes(synthetic)
  const buildMs = performance.now() - buildStarted
  const bigMeta = JSON.stringify(big.meta)
  const bigFull = JSON.stringify(big.full)
  const bigLoadStarted = performance.now()
  const bigEngine = new SearchEngine(bigMeta)
  const bigMetaLoadMs = performance.now() - bigLoadStarted
  bigEngine.addFullIndex(bigFull)
  const bigLoadMs = performance.now() - bigLoadStarted
  const bigLatencies: number[] = []
  for (const judgement of set) {
    const started = performance.now()
    bigEngine.search(judgement.query)
    bigLatencies.push(performance.now() - started)
  }
  const bigP95 = percentile(bigLatencies, 95)
  console.log(`\nSynthetic corpus: ${synthetic.length} documents (10,000 generated articles)`)
  console.log(`  index build ${(buildMs / 1000).toFixed(1)} s`)
  console.log(
    `  meta ${kb(bigMeta.length)} raw / ${kb(gzipSync(bigMeta).length)} gzip; full ${kb(bigFull.length)} raw / ${kb(gzipSync(bigFull).length)} gzip`,
  )
  console.log(`  load: meta ${ms(bigMetaLoadMs)}, meta + full ${ms(bigLoadMs)}`)
  console.log(
    `  query latency: median ${ms(percentile(bigLatencies, 50))}, p95 ${ms(bigP95)} (2-core machine)`,
  )
  if (bigP95 > searchBudgets.queryP95At10kMs) failures.push(`query p95 at 10k ${ms(bigP95)} > 50 ms`)

  // The dialog in Chromium, against the built site and against a copy carrying the 10k index.
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
  const shippedTimes = await browserTimings(dist, 4455, 'lisans')
  console.log(`\nBrowser (headless Chromium, built site):`)
  console.log(
    `  open dialog → first results for "lisans": ${ms(shippedTimes.openToFirst)}; keystroke → updated results: ${ms(shippedTimes.keystroke)}`,
  )
  if (shippedTimes.openToFirst > searchBudgets.openToFirstResultMs)
    failures.push(`dialog open → first result ${ms(shippedTimes.openToFirst)} > 300 ms`)
  if (shippedTimes.keystroke > searchBudgets.keystrokeMs)
    failures.push(`keystroke → results ${ms(shippedTimes.keystroke)} > 50 ms`)

  const bigDist = await mkdtemp(path.join(os.tmpdir(), 'rhino-search-10k-'))
  try {
    await cp(dist, bigDist, { recursive: true })
    for (const [name, text] of [
      ['meta.json', bigMeta],
      ['full.json', bigFull],
    ] as const) {
      const file = path.join(bigDist, '_data/search', name)
      await writeFile(file, text)
      await writeFile(file + '.gz', gzipSync(text))
      await rm(file + '.br', { force: true })
    }
    const bigTimes = await browserTimings(bigDist, 4456, 'lisans')
    console.log(
      `  with 10,000 articles: open → first results ${ms(bigTimes.openToFirst)}; keystroke ${ms(bigTimes.keystroke)}`,
    )
    if (bigTimes.openToFirst > searchBudgets.openToFirstResultAt10kMs)
      failures.push(`10k: open → first result ${ms(bigTimes.openToFirst)} > 1 s`)
  } finally {
    await rm(bigDist, { recursive: true, force: true })
  }
  return failures
}
