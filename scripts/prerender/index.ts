// Build time: pre-renders pages from React Router's server bundle on a pool of worker threads (one per 150 pages, at
// most one per core; BUILD_WORKERS) and writes their files, from this thread. Each page's files depend only on the page, so the output
// is the same whatever the pool's size or order.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createPool, workerCount } from '../lib/pool.ts'
import { pageFiles } from './react-router.ts'
import type { PrerenderInput, RenderedPage } from './task.ts'

/** Pages per message to a worker: few enough that both workers finish together, enough to keep messaging cheap. */
const BATCH = 16

/**
 * Pages per worker: a second worker costs its start (React and the server bundle loaded again, about 0.6 s of CPU
 * time), which pays only from a few hundred pages (`npm run bench`); BUILD_WORKERS sets the number outright.
 */
const PAGES_PER_WORKER = 150

export async function prerenderPages(options: {
  serverBuild: string
  client: string
  /** Every page of the site. */
  allPaths: readonly string[]
  /** The pages to render (the others come from the page cache). */
  paths: readonly string[]
}): Promise<{ pages: RenderedPage[]; workers: number }> {
  if (options.paths.length === 0) return { pages: [], workers: 0 }
  const wanted = process.env.BUILD_WORKERS ? workerCount() : Math.ceil(options.paths.length / PAGES_PER_WORKER)
  const size = Math.max(1, Math.min(wanted, workerCount(), Math.ceil(options.paths.length / BATCH)))
  const pool = createPool<PrerenderInput, RenderedPage[]>(path.join(import.meta.dirname, 'task.ts'), size)
  try {
    const batches: string[][] = []
    for (let start = 0; start < options.paths.length; start += BATCH)
      batches.push(options.paths.slice(start, start + BATCH))
    const write = (file: string, bytes: Uint8Array) => {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, bytes)
    }
    const rendered = await Promise.all(
      batches.map(async (paths) => {
        const pages = await pool.run({
          serverBuild: options.serverBuild,
          allPaths: [...options.allPaths],
          paths,
        })
        for (const { page, html, data } of pages) {
          const files = pageFiles(page)
          if (data !== undefined) write(path.join(options.client, files.data), data)
          write(path.join(options.client, files.html), html)
        }
        return pages
      }),
    )
    return { pages: rendered.flat(), workers: size }
  } finally {
    await pool.close()
  }
}
