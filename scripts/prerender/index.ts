// Build time: pre-renders every page of the site from React Router's server bundle on a pool of worker threads (one
// per core, BUILD_WORKERS), instead of React Router's pre-rendering, which runs in one thread. Each page's files depend
// only on the page, so the output is the same whatever the pool's size or order.
import { writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createPool, workerCount } from '../lib/pool.ts'
import { folderMaker } from '../lib/with-folder.ts'
import { pageFiles } from './page-cache.ts'
import type { PrerenderInput, RenderedPage, RenderedPageText } from './task.ts'

/** Pages per message to a worker: few enough that both workers finish together, enough to keep messaging cheap. */
const BATCH = 16

export async function prerenderPages(options: {
  serverBuild: string
  client: string
  /** Every page of the site. */
  allPaths: readonly string[]
  /** The pages to render (the others come from the build cache). */
  paths: readonly string[]
  workers?: number
}): Promise<{ pages: RenderedPage[]; workers: number }> {
  const allPaths = [...options.allPaths]
  if (options.paths.length === 0) return { pages: [], workers: 0 }
  const size = Math.max(
    1,
    Math.min(options.workers ?? workerCount(), Math.ceil(options.paths.length / BATCH)),
  )
  const pageList = path.join(path.dirname(options.serverBuild), 'prerender-paths.json')
  await writeFile(pageList, JSON.stringify(allPaths))
  const pool = createPool<PrerenderInput, RenderedPageText[]>(path.join(import.meta.dirname, 'task.ts'), size)
  try {
    const batches: string[][] = []
    for (let start = 0; start < options.paths.length; start += BATCH)
      batches.push(options.paths.slice(start, start + BATCH))
    const makeFolder = folderMaker()
    /** A page's file, written synchronously by this thread alone (task.ts). */
    const write = (file: string, text: Uint8Array) => {
      makeFolder(file)
      writeFileSync(file, text)
    }
    const rendered = await Promise.all(
      batches.map(async (paths) => {
        const pages = await pool.run({ serverBuild: options.serverBuild, pageList, paths })
        return pages.map(({ page, reads, html, data }) => {
          const files = pageFiles(page)
          if (data !== undefined) write(path.join(options.client, files.data), data)
          write(path.join(options.client, files.html), html)
          return { page, reads }
        })
      }),
    )
    return { pages: rendered.flat(), workers: size }
  } finally {
    await pool.close()
  }
}
