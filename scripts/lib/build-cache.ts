// Build time: the build cache under .cache/build/ (git-ignored; hosts may keep it between builds, README "Deploy").
// Entries are named by a hash of everything their content depends on, so an entry is either right or never looked
// up: nothing is ever invalidated, only left unused and removed at the end of the build that did not use it.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
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

let written = 0

/**
 * Writes an entry under a temporary name first and renames it, so a reader (another worker, a build beside this one)
 * never sees half a file.
 */
export async function writeCacheEntry(file: string, data: Uint8Array | string): Promise<void> {
  const partial = `${file}.${process.pid}.${(written += 1)}.${Math.random().toString(36).slice(2)}.tmp`
  // The folder is made only when it is missing (once per build and folder): a thousand entries, a thousand mkdir calls.
  await writeFile(partial, data).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(partial, data)
  })
  await rename(partial, file)
}

/** Removes the files of `folder` whose names are not in `used` (entries no part of this build asked for). */
export async function pruneCache(folder: string, used: ReadonlySet<string>): Promise<number> {
  if (!existsSync(folder)) return 0
  let removed = 0
  for (const name of await readdir(folder)) {
    if (used.has(name) || name.endsWith('.tmp')) continue
    await rm(path.join(folder, name), { force: true })
    removed += 1
  }
  return removed
}
