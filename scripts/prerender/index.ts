// Build time: pre-renders pages from React Router's server bundle (react-router.ts) in this process, a few at a time,
// and writes their files. Each page's files depend only on the page. The files each page's loaders read are recorded
// (src/lib/wiki-data.server.ts adds them to the set of the page being rendered), for the page cache.
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadServerBundle, pageFiles, renderPage } from './react-router.ts'

/** A rendered page: its files' text and the files, relative to the project root, its loaders read. */
export interface RenderedPage {
  page: string
  reads: string[]
  html: string
  /** The loader data, for pages with a loader. */
  data?: string
}

const pageReads = new AsyncLocalStorage<Set<string>>()
;(globalThis as Record<symbol, unknown>)[Symbol.for('rhino-turkiye.page-reads')] = pageReads

/** Pages rendered at once, so that one page renders while another's loaders read and its stream is written out. */
const CONCURRENCY = 4

export async function prerenderPages(options: {
  /** The server bundle's entry (index.js). */
  serverBuild: string
  client: string
  /** Every page of the site. */
  allPaths: readonly string[]
  /** The pages to render (the others come from the page cache). */
  paths: readonly string[]
}): Promise<RenderedPage[]> {
  if (options.paths.length === 0) return []
  const bundle = await loadServerBundle(options.serverBuild, options.allPaths)
  const rendered = new Map<string, RenderedPage>()
  const queue = [...options.paths]
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  const next = async (): Promise<void> => {
    const page = queue.shift()
    if (page === undefined) return
    const reads = new Set<string>()
    const { html, data } = await pageReads.run(reads, () => renderPage(bundle, page))
    const files = pageFiles(page)
    if (data !== undefined) write(path.join(options.client, files.data), data)
    write(path.join(options.client, files.html), html)
    rendered.set(page, { page, reads: [...reads].sort(), html, data })
    return next()
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, next))
  return options.paths.map((page) => rendered.get(page)!)
}
