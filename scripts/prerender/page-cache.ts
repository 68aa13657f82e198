// Build time: pre-rendered pages in the build cache (scripts/lib/build-cache.ts), under .cache/build/pages/. A page's
// entry is named by a hash of the bundles' key (scripts/prerender/bundle-cache.ts: all code, styles and data
// modules), its address, and the bytes of every file its loaders read while it was last rendered (recorded by
// src/lib/wiki-data.server.ts). A page whose files are all unchanged is copied from there; any other page is rendered.
import { copyFileSync, constants, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cacheKey, pruneCache, writeCacheEntry } from '../lib/build-cache.ts'
import { pageFiles } from './react-router.ts'

/** Which files each page read when it was last rendered (the entries' names are made from them). */
type ReadRecord = Record<string, string[]>

/** A rendered page as the page cache keeps it. */
export interface PageToKeep {
  page: string
  reads: readonly string[]
  html: string
  data?: string
}

export interface PageCache {
  /** Copies every page whose entry exists into `client`; returns the pages left to render. */
  restore: (pages: readonly string[], client: string) => { restored: number; toRender: string[] }
  /**
   * Keeps the rendered pages with what they read, forgets pages the site no longer has (`pages` is every page of
   * this build) and removes the entries no page used.
   */
  save: (rendered: readonly PageToKeep[], pages: readonly string[]) => void
}

/** Copies a file (a reflink where the file system has them); false when `from` does not exist. */
function copyIfThere(from: string, to: string): boolean {
  try {
    copyFileSync(from, to, constants.COPYFILE_FICLONE)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

export function openPageCache(cacheDir: string, root: string, bundlesKey: string): PageCache {
  const folder = path.join(cacheDir, 'pages')
  const recordFile = path.join(cacheDir, 'page-reads.json')
  const hashes = new Map<string, string>()
  const fileHash = (file: string) => {
    let hash = hashes.get(file)
    if (hash === undefined) {
      try {
        hash = cacheKey(readFileSync(path.join(root, file)))
      } catch {
        hash = 'missing'
      }
      hashes.set(file, hash)
    }
    return hash
  }
  const entryOf = (page: string, reads: readonly string[]) =>
    path.join(
      folder,
      cacheKey('page 2', bundlesKey, page, ...reads.map((file) => `${file}\0${fileHash(file)}`)),
    )
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
        const entry = reads && entryOf(page, reads)
        const files = pageFiles(page)
        const target = path.join(client, files.html)
        mkdirSync(path.dirname(target), { recursive: true })
        if (!entry || !copyIfThere(`${entry}.html`, target)) {
          toRender.push(page)
          continue
        }
        copyIfThere(`${entry}.data`, path.join(client, files.data))
        used.add(`${path.basename(entry)}.html`).add(`${path.basename(entry)}.data`)
        restored += 1
      }
      return { restored, toRender }
    },

    save(rendered, pages) {
      for (const { page, reads, html, data } of rendered) {
        record[page] = [...reads]
        const entry = entryOf(page, reads)
        writeCacheEntry(`${entry}.html`, html)
        if (data !== undefined) writeCacheEntry(`${entry}.data`, data)
        used.add(`${path.basename(entry)}.html`).add(`${path.basename(entry)}.data`)
      }
      const current: ReadRecord = {}
      for (const page of pages) if (record[page]) current[page] = record[page]
      writeCacheEntry(recordFile, JSON.stringify(current))
      pruneCache(folder, used)
    },
  }
}
