// Build time: the pre-rendering's two caches in the build cache (scripts/lib/build-cache.ts), what makes a warm build
// fast.
//
// The bundles (React Router's browser and server bundles with the browser bundle's compressed copies, the editor's
// bundle), under .cache/build/bundles/<key>/ and .cache/build/editor-bundle/<key>/. The key hashes everything the
// bundlers read: the code, the styles, the public files, the MDX pages and the data modules, the configs, the lockfile
// and Node's version. Wiki articles are not bundled (the content step turns them into data that the pre-rendering
// reads), so editing or adding one reuses the bundles.
//
// The pages, under .cache/build/pages/. A page's entry is named by a hash of the bundles' key, its address, and the
// bytes of every file its loaders read while it was last rendered (recorded by src/lib/prerender.server.tsx). It
// holds, in one file, everything the page's rendering wrote: the HTML, the loader data, the route-module and
// hydration-data files under /assets/. A page whose files are all unchanged is written from there; any other page is
// rendered.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { cacheKey, pruneCache, writeCacheEntry } from '../lib/build-cache.ts'
import { pageFiles } from './react-router.ts'

/** What the bundlers read, relative to the project root: folders walked whole, and single files. */
const BUNDLE_INPUTS = [
  'src',
  'content',
  'public',
  'scripts',
  'types',
  'vite.config.ts',
  'react-router.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]

/**
 * Inputs left out: the wiki's Markdown, the record of published routes (content/routes.lock) and the route manifest
 * (with every article's title, headings and date) reach the pages only through the data files that the pre-rendering
 * reads (src/lib/prerender.server.tsx), never through the bundles.
 */
const NOT_BUNDLED = [
  path.join('content', 'wiki') + path.sep,
  path.join('content', 'routes.lock'),
  path.join('src', 'generated', 'manifest.json'),
]

/** Environment variables the bundles' configs read. */
const BUNDLE_ENV = ['NODE_ENV', 'BUILD_SOURCEMAP']

function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input)
  if (!existsSync(full)) return []
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
  } catch {
    // Not a folder: a file.
    return [input]
  }
}

/**
 * What the content step writes after the data modules, which the editor's key is made before (scripts/build.ts): the
 * MDX pages' route modules and the former addresses' table. The editor imports neither; left in, the key would differ
 * between a first build (not written yet) and the next (written).
 */
export const NOT_IN_EDITOR = [
  path.join('src', 'generated', 'routes') + path.sep,
  path.join('src', 'generated', 'data', 'former-addresses.json'),
]

/**
 * The bundles' cache key for the project at `root`; `extra` adds what is not a file (the site's address); `skip`
 * leaves out more inputs (NOT_IN_EDITOR for the editor's key).
 */
export function bundleKey(
  root: string,
  extra: string,
  env: NodeJS.ProcessEnv = process.env,
  skip: readonly string[] = [],
): string {
  const left = [...NOT_BUNDLED, ...skip]
  const files = BUNDLE_INPUTS.flatMap((input) => filesOf(root, input))
    .filter((file) => !left.some((prefix) => file === prefix || file.startsWith(prefix)))
    .sort()
  const hash = createHash('sha256').update(`bundles 1\0${process.version}\0${extra}\0`)
  for (const name of BUNDLE_ENV) hash.update(`${name}=${env[name] ?? ''}\0`)
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file))
    hash.update(`${file}\0${bytes.length}\0`).update(bytes)
  }
  return hash.digest('hex')
}

export interface BundleFolders {
  /** React Router's browser build folder (public files, assets, the SPA fallback). */
  client: string
  /** React Router's server bundle. */
  server: string
  /** The editor's build folder. */
  editor: string
}

/**
 * Where entries live under the build cache: React Router's two bundles in one group, the editor's in another. The
 * editor is bundled while the content step still runs (scripts/build.ts), before the site's pages, and with them the
 * other bundles' key, are known; its key is made then, from the same inputs.
 */
export const BUNDLE_GROUPS = { site: 'bundles', editor: 'editor-bundle' } as const
export type BundleGroup = (typeof BUNDLE_GROUPS)[keyof typeof BUNDLE_GROUPS]

/** Copies a cached entry's bundles into the folders `into` names; false when there is no complete entry under `key`. */
export function restoreBundles(
  cacheDir: string,
  key: string,
  into: Partial<BundleFolders>,
  group: BundleGroup = BUNDLE_GROUPS.site,
): boolean {
  const entry = path.join(cacheDir, group, key)
  if (!existsSync(path.join(entry, 'complete'))) return false
  const parts = Object.entries(into)
  if (!parts.every(([part]) => existsSync(path.join(entry, part)))) return false
  for (const [part, folder] of parts) cpSync(path.join(entry, part), folder, { recursive: true })
  return true
}

/** A cache entry being written: the bundles come in as they are built, the entry counts once committed. */
export interface BundleEntry {
  /** Copies one part in. */
  add: (part: keyof BundleFolders, folder: string) => void
  /** Makes the entry the one under `key` and removes every other of its group: only the newest bundles are worth keeping. */
  commit: () => void
}

export function openBundleEntry(
  cacheDir: string,
  key: string,
  group: BundleGroup = BUNDLE_GROUPS.site,
): BundleEntry {
  const folder = path.join(cacheDir, group)
  const partial = path.join(folder, `${key}.${process.pid}.tmp`)
  rmSync(partial, { recursive: true, force: true })
  return {
    add(part, from) {
      cpSync(from, path.join(partial, part), { recursive: true })
    },
    commit() {
      writeFileSync(path.join(partial, 'complete'), '')
      rmSync(path.join(folder, key), { recursive: true, force: true })
      renameSync(partial, path.join(folder, key))
      for (const name of readdirSync(folder))
        if (name !== key && !name.endsWith('.tmp'))
          rmSync(path.join(folder, name), { recursive: true, force: true })
    },
  }
}

/** Which files each page read when it was last rendered (the entries' names are made from them). */
type ReadRecord = Record<string, string[]>

/** A rendered page as the page cache keeps it (RenderedPage, react-router.ts). */
export interface PageToKeep {
  page: string
  reads: readonly string[]
  html: string
  data?: string
  files: Readonly<Record<string, string>>
}

/** One entry: the files a page's rendering wrote. */
type PageEntry = Pick<PageToKeep, 'html' | 'data' | 'files'>

export interface PageCache {
  /** Writes every page whose entry exists into `client`, as its rendering did; returns the pages left to render. */
  restore: (pages: readonly string[], client: string) => { restored: number; toRender: string[] }
  /**
   * Keeps the rendered pages with what they read, forgets pages the site no longer has (`pages` is every page of
   * this build) and removes the entries no page used.
   */
  save: (rendered: readonly PageToKeep[], pages: readonly string[]) => void
}

/** An entry's content; undefined when there is none. */
function readEntry(file: string): PageEntry | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PageEntry
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
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
      `${cacheKey('page 3', bundlesKey, page, ...reads.map((file) => `${file}\0${fileHash(file)}`))}.json`,
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
      const written = new Set<string>()
      let restored = 0
      for (const page of pages) {
        const reads = record[page]
        const entry = reads && entryOf(page, reads)
        const kept = entry ? readEntry(entry) : undefined
        if (!entry || !kept) {
          toRender.push(page)
          continue
        }
        const files = pageFiles(page)
        mkdirSync(path.dirname(path.join(client, files.html)), { recursive: true })
        writeFileSync(path.join(client, files.html), kept.html)
        if (kept.data !== undefined) writeFileSync(path.join(client, files.data), kept.data)
        // Named by their content: a file another page wrote already is the same file.
        for (const [name, content] of Object.entries(kept.files))
          if (!written.has(name)) {
            mkdirSync(path.dirname(path.join(client, name)), { recursive: true })
            writeFileSync(path.join(client, name), content)
            written.add(name)
          }
        used.add(path.basename(entry))
        restored += 1
      }
      return { restored, toRender }
    },

    save(rendered, pages) {
      for (const { page, reads, html, data, files } of rendered) {
        record[page] = [...reads]
        const entry = entryOf(page, reads)
        writeCacheEntry(entry, JSON.stringify({ html, data, files } satisfies PageEntry))
        used.add(path.basename(entry))
      }
      const current: ReadRecord = {}
      for (const page of pages) if (record[page]) current[page] = record[page]
      writeCacheEntry(recordFile, JSON.stringify(current))
      pruneCache(folder, used)
    },
  }
}
