// Build time: the bundles (React Router's browser and server bundles with the browser bundle's compressed copies, the
// editor's bundle) in the build cache (scripts/lib/build-cache.ts), under .cache/build/bundles/<key>/ and
// .cache/build/editor-bundle/<key>/. The key hashes everything the bundlers read: the code, the styles, the public
// files, the MDX pages and the data modules, the configs, the lockfile and Node's version. Wiki articles are not
// bundled (the content step turns them into data that the pre-rendering reads), so editing or adding one reuses the
// bundles.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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
 * reads (src/lib/wiki-data.server.ts), never through the bundles.
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
