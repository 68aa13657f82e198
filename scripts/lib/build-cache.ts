// Build time: the build cache under .cache/build/ (git-ignored; hosts may keep it between builds, README "Deploy").
// Entries are named by a hash of everything their content depends on, so an entry is either right or never looked
// up: nothing is ever invalidated, only left unused and removed at the end of the build that did not use it.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  linkSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { threadId } from 'node:worker_threads'
import path from 'node:path'
import { replaceFile, withFolder } from './with-folder.ts'

/** The build cache's folder, or undefined when BUILD_CACHE=0 turns it off (every step then works from scratch). */
export function buildCacheDirectory(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.BUILD_CACHE === '0' ? undefined : path.join(root, '.cache', 'build')
}

/** A hex SHA-256 of the parts, each length-prefixed so that ['ab', 'c'] and ['a', 'bc'] differ. */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part
    hash.update(`${bytes.length}:`).update(bytes)
  }
  return hash.digest('hex')
}

let written = 0

/**
 * Writes an entry under a temporary name first and renames it, so a reader (another worker, a build beside this one)
 * never sees half a file. Synchronous, like every file call of the cache: a thousand entries through fs/promises cost
 * several times their own CPU time in round trips to libuv's threads (`npm run bench -- scale`).
 */
export function writeCacheEntry(file: string, data: Uint8Array | string): Promise<void> {
  replaceFile(file, data)
  return Promise.resolve()
}

/**
 * Keeps a file the build has just written as a cache entry: a hard link (no bytes copied), else (another file system,
 * no hard links) a written copy. An entry of that name already holds the same bytes (names are content hashes) and
 * is kept. The build never writes into a file in place once it is written (postbuild-task.ts replaces a page it
 * rewrites), so neither name can change under the other.
 */
export function linkCacheEntry(file: string, entry: string): void {
  try {
    withFolder(entry, () => linkSync(file, entry))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error
    // Copied under a temporary name and renamed, like writeCacheEntry: a reader never sees half a file.
    const partial = `${entry}.${process.pid}.${threadId}.${(written += 1)}.tmp`
    copyFileSync(file, partial)
    renameSync(partial, entry)
  }
}

/**
 * Puts a cache entry (or another file that is only ever replaced, never written into: generated/_data,
 * scripts/generated-data.ts) in place as `target`: a hard link (one system call, no bytes copied), or a copy where
 * the cache is on another file system. Nothing writes into a built file afterwards, and cache entries are only ever
 * replaced by a rename (replaceFile), never rewritten in place, so the shared bytes cannot change under either name.
 * Returns false when the entry does not exist.
 */
export function placeCacheEntry(entry: string, target: string, retry = true): boolean {
  try {
    linkSync(entry, target)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return false
    // A copy the build itself left (a public/ file ending in .br): replaced, as writing it would.
    if (code === 'EEXIST' && retry) {
      unlinkSync(target)
      return placeCacheEntry(entry, target, false)
    }
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error
  }
  try {
    copyFileSync(entry, target)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/** The name of the entry placeBytes keeps `data` under (worked out where the bytes are made, e.g. in a worker). */
export const placedName = (target: string, data: Uint8Array | string) =>
  `${cacheKey('placed file 1', data).slice(0, 40)}${path.extname(target)}`

/**
 * Writes `data` as the new file `target` through the content-addressed entries of `folder`: linked from the entry an
 * earlier build wrote with the same bytes, else written and kept there as an entry. Returns the entry's name (for
 * pruneCache). On the build machine, creating a file took 0.5–0.8 ms and linking one 0.06 ms: a warm build that
 * writes a thousand unchanged pages, copies and data files saves most of a second each time.
 */
export function placeBytes(
  folder: string,
  target: string,
  data: Uint8Array | string,
  name = placedName(target, data),
): string {
  const entry = path.join(folder, name)
  if (placeCacheEntry(entry, target)) return name
  // A file already at `target` is unlinked, not written into: it may be another entry's link (a page from the
  // pre-rendering's cache, scripts/prerender/page-cache.ts), whose bytes must stay.
  try {
    unlinkSync(target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  writeFileSync(target, data)
  linkCacheEntry(target, entry)
  return name
}

/** Removes the files of `folder` whose names are not in `used` (entries no part of this build asked for). */
export function pruneCache(folder: string, used: ReadonlySet<string>): Promise<number> {
  if (!existsSync(folder)) return Promise.resolve(0)
  let removed = 0
  for (const name of readdirSync(folder)) {
    if (used.has(name) || name.endsWith('.tmp')) continue
    rmSync(path.join(folder, name), { force: true })
    removed += 1
  }
  return Promise.resolve(removed)
}
