// Build time: the bundles (React Router's browser and server bundles, the editor's bundle) in the build cache
// (scripts/lib/build-cache.ts), under .cache/build/bundles/<key>/ and .cache/build/editor-bundle/<key>/. The key hashes everything the bundlers read: the
// code, the styles, the public files, the MDX pages and the data modules, the configs, the lockfile, Node's version
// and the pages React Router pre-renders itself (scripts/prerender/paths.ts). Wiki articles are not bundled (the
// content step turns them into data that the pre-rendering reads), so editing or adding one reuses the bundles.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pageFiles } from './page-cache.ts'

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
 * Inputs left out: the wiki's Markdown, the record of published routes (content/routes.lock) and the route manifest (with every article's title, headings and date) reach
 * the pages only through the data files that the pre-rendering reads (src/lib/wiki-data.server.ts), never through
 * the bundles.
 */
const NOT_BUNDLED = [
  path.join('content', 'wiki') + path.sep,
  path.join('content', 'routes.lock'),
  path.join('src', 'generated', 'manifest.json'),
]

/** Environment variables the bundles' configs read. */
const BUNDLE_ENV = ['NODE_ENV', 'BUILD_SOURCEMAP']

async function filesOf(root: string, input: string): Promise<string[]> {
  const full = path.join(root, input)
  const entries = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => undefined)
  if (!entries) return existsSync(full) ? [input] : []
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
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
 * The bundles' cache key for the project at `root`; `extra` adds what is not a file (the page list); `skip` leaves
 * out more inputs (NOT_IN_EDITOR for the editor's key).
 */
export async function bundleKey(
  root: string,
  extra: string,
  env: NodeJS.ProcessEnv = process.env,
  skip: readonly string[] = [],
): Promise<string> {
  const left = [...NOT_BUNDLED, ...skip]
  const files = (await Promise.all(BUNDLE_INPUTS.map((input) => filesOf(root, input))))
    .flat()
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

/**
 * What of the client folder depends on the content, not on the bundles (relative paths): the files React Router
 * writes for `pages` (its one page per route) and the content step's data files (`_data/`, copied in by
 * scripts/generated-data.ts). They are left out of the cache entry and made afresh by every build.
 */
export function contentFiles(pages: readonly string[]): (file: string) => boolean {
  const files = new Set<string>()
  for (const page of pages) {
    const { html, data } = pageFiles(page)
    files.add(html).add(data)
  }
  return (file) => files.has(file) || file === '_data' || file.startsWith(`_data${path.sep}`)
}

/** Copies a cached entry's bundles into the folders `into` names; false when there is no complete entry under `key`. */
export function restoreBundles(
  cacheDir: string,
  key: string,
  into: Partial<BundleFolders>,
  group: BundleGroup = BUNDLE_GROUPS.site,
): Promise<boolean> {
  const entry = path.join(cacheDir, group, key)
  if (!existsSync(path.join(entry, 'complete'))) return Promise.resolve(false)
  const parts = Object.entries(into)
  if (!parts.every(([part]) => existsSync(path.join(entry, part)))) return Promise.resolve(false)
  for (const [part, folder] of parts) cpSync(path.join(entry, part), folder, { recursive: true })
  return Promise.resolve(true)
}

/** A cache entry being written: the bundles come in as they are built, the entry counts once committed. */
export interface BundleEntry {
  /** Copies one part in (the client folder without the files `skip` names: contentFiles). */
  add: (part: keyof BundleFolders, folder: string, skip?: (file: string) => boolean) => Promise<void>
  /** Makes the entry the one under `key` and removes every other of its group: only the newest bundles are worth keeping. */
  commit: () => Promise<void>
}

export function openBundleEntry(
  cacheDir: string,
  key: string,
  group: BundleGroup = BUNDLE_GROUPS.site,
): BundleEntry {
  const folder = path.join(cacheDir, group)
  const partial = path.join(folder, `${key}.${process.pid}.tmp`)
  const cleared = rm(partial, { recursive: true, force: true })
  return {
    async add(part, from, skip = () => false) {
      await cleared
      // Synchronously: hundreds of files (the editor's chunks) through fs/promises cost more than the copying.
      cpSync(from, path.join(partial, part), {
        recursive: true,
        filter: (file) => !skip(path.relative(from, file)),
      })
    },
    async commit() {
      await writeFile(path.join(partial, 'complete'), '')
      await rm(path.join(folder, key), { recursive: true, force: true })
      await rename(partial, path.join(folder, key))
      for (const name of await readdir(folder))
        if (name !== key && !name.endsWith('.tmp'))
          await rm(path.join(folder, name), { recursive: true, force: true })
    },
  }
}

/** Keeps the bundles `from` names under `key` at once (the client folder without the files `skip` names). */
export async function saveBundles(
  cacheDir: string,
  key: string,
  from: Partial<BundleFolders>,
  skip: (file: string) => boolean,
  group: BundleGroup = BUNDLE_GROUPS.site,
): Promise<void> {
  const entry = openBundleEntry(cacheDir, key, group)
  for (const [part, folder] of Object.entries(from) as [keyof BundleFolders, string][])
    await entry.add(part, folder, part === 'client' ? skip : undefined)
  await entry.commit()
}
