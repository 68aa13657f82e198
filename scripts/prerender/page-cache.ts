// Build time: pre-rendered pages in the build cache (scripts/lib/build-cache.ts), under .cache/build/pages/. A page's
// entry is named by a hash of the bundles' key (scripts/prerender/bundle-cache.ts: all code, styles and data
// modules), its address, and the bytes of every file its loaders read while it was last rendered (recorded by
// src/lib/wiki-data.server.ts). A page whose files are all unchanged is linked from there (scripts/lib/build-cache.ts:
// entries and built files share their bytes, neither is written in place); any other page is rendered.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cacheKey, linkCacheEntry, placeCacheEntry, pruneCache, writeCacheEntry } from '../lib/build-cache.ts'
import { folderMaker } from '../lib/with-folder.ts'

/** The files a page's pre-rendering writes, relative to the client folder: its HTML and its loader data. */
export function pageFiles(page: string): { html: string; data: string } {
  const parts = page.split('/').filter(Boolean)
  return {
    html: path.join(...parts, 'index.html'),
    data: parts.length === 0 ? '_root.data' : `${path.join(...parts)}.data`,
  }
}

/** Which files each page read when it was last rendered (the entries' names are made from them). */
type ReadRecord = Record<string, string[]>

export interface PageCache {
  /** Puts every page whose entry exists into `client`; returns the pages left to render. */
  restore: (pages: readonly string[], client: string) => Promise<{ restored: number; toRender: string[] }>
  /**
   * Keeps the rendered pages (their files in `client`) with what they read, forgets pages the site no longer has
   * (`pages` is every page of this build) and removes the entries no page used.
   */
  save: (
    rendered: readonly { page: string; reads: string[] }[],
    client: string,
    pages: readonly string[],
  ) => Promise<void>
}

export function openPageCache(cacheDir: string, root: string, bundlesKey: string): PageCache {
  const folder = path.join(cacheDir, 'pages')
  const recordFile = path.join(cacheDir, 'page-reads.json')
  const hashes = new Map<string, string>()
  // Files are read synchronously (a thousand through fs/promises cost several times their own CPU time).
  const fileHash = (file: string) => {
    let hash = hashes.get(file)
    if (hash === undefined) {
      try {
        hash = createHash('sha256')
          .update(readFileSync(path.join(root, file)))
          .digest('hex')
      } catch {
        hash = 'missing'
      }
      hashes.set(file, hash)
    }
    return hash
  }
  const entryOf = (page: string, reads: readonly string[]) =>
    cacheKey('page 1', bundlesKey, page, ...reads.map((file) => `${file}\0${fileHash(file)}`))
  const makeFolder = folderMaker()
  let record: ReadRecord = {}
  const used = new Set<string>()

  return {
    restore(pages, client) {
      try {
        record = JSON.parse(readFileSync(recordFile, 'utf8')) as ReadRecord
      } catch {
        record = {}
      }
      const toRender: string[] = []
      let restored = 0
      for (const page of pages) {
        const reads = record[page]
        if (!reads) {
          toRender.push(page)
          continue
        }
        const entry = entryOf(page, reads)
        const files = pageFiles(page)
        const target = path.join(client, files.html)
        makeFolder(target)
        if (!placeCacheEntry(path.join(folder, `${entry}.html`), target)) {
          toRender.push(page)
          continue
        }
        placeCacheEntry(path.join(folder, `${entry}.data`), path.join(client, files.data))
        used.add(`${entry}.html`).add(`${entry}.data`)
        restored += 1
      }
      return Promise.resolve({ restored, toRender })
    },

    async save(rendered, client, pages) {
      for (const { page, reads } of rendered) {
        record[page] = reads
        const entry = entryOf(page, reads)
        const files = pageFiles(page)
        linkCacheEntry(path.join(client, files.html), path.join(folder, `${entry}.html`))
        const data = path.join(client, files.data)
        if (existsSync(data)) linkCacheEntry(data, path.join(folder, `${entry}.data`))
        used.add(`${entry}.html`).add(`${entry}.data`)
      }
      const current: ReadRecord = {}
      for (const page of pages) if (record[page]) current[page] = record[page]
      mkdirSync(cacheDir, { recursive: true })
      await writeCacheEntry(recordFile, JSON.stringify(current))
      await pruneCache(folder, used)
    },
  }
}
