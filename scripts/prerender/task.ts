// A worker's task (scripts/lib/pool.ts) for the pre-rendering (scripts/prerender/index.ts): renders a batch of pages
// from the server bundle (react-router.ts) and returns each page's files as UTF-8 bytes with the files its loaders
// read (recorded by src/lib/wiki-data.server.ts), for the page cache.
import { AsyncLocalStorage } from 'node:async_hooks'
import { loadServerBundle, renderPage, type ServerBundle } from './react-router.ts'

export interface PrerenderInput {
  /** The server bundle's entry (index.js). */
  serverBuild: string
  /** Every page of the site: the bundle answers only for pages it lists. */
  allPaths: string[]
  /** The pages this call renders. */
  paths: string[]
}

/** A rendered page: its files and the files, relative to the project root, its loaders read. */
export interface RenderedPage {
  page: string
  reads: string[]
  html: Uint8Array
  /** The loader data, for pages with a loader. */
  data?: Uint8Array
}

/** The files each page's loaders read: src/lib/wiki-data.server.ts adds them to the set of the page being rendered. */
const pageReads = new AsyncLocalStorage<Set<string>>()
;(globalThis as Record<symbol, unknown>)[Symbol.for('rhino-turkiye.page-reads')] = pageReads

let bundle: Promise<ServerBundle> | undefined
const utf8 = new TextEncoder()

/** Pages rendered at once in one worker, so that one page renders while another's stream is written out. */
const CONCURRENCY = 3

export default async function prerender(input: PrerenderInput): Promise<RenderedPage[]> {
  bundle ??= loadServerBundle(input.serverBuild, input.allPaths)
  const loaded = await bundle
  const rendered = new Map<string, RenderedPage>()
  const queue = [...input.paths]
  const next = async (): Promise<void> => {
    const page = queue.shift()
    if (page === undefined) return
    const reads = new Set<string>()
    const { html, data } = await pageReads.run(reads, () => renderPage(loaded, page))
    rendered.set(page, {
      page,
      reads: [...reads].sort(),
      html: utf8.encode(html),
      data: data === undefined ? undefined : utf8.encode(data),
    })
    return next()
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, next))
  return input.paths.map((page) => rendered.get(page)!)
}
