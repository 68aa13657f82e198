// Build time: the build cache under .cache/build/ (git-ignored; the deploy workflow keeps it between builds). Entries
// are named by a hash of everything their content depends on, so an entry is either right or never looked up: nothing
// is invalidated, only left unused and removed by the build that did not use it (pruneCache).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

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

/**
 * Writes an entry (its folder made when missing) under a temporary name, then renames it: a build stopped halfway never
 * leaves half an entry behind for the next one to trust.
 */
export function writeCacheEntry(file: string, data: Uint8Array | string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, data)
  renameSync(partial, file)
}

/** Removes the files of `folder` whose names are not in `used` (entries no part of this build asked for). */
export function pruneCache(folder: string, used: ReadonlySet<string>): void {
  if (!existsSync(folder)) return
  for (const name of readdirSync(folder))
    if (!used.has(name) && !name.endsWith('.tmp')) rmSync(path.join(folder, name), { force: true })
}
