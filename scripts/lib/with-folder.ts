// Build time: the file calls the build makes by the thousand, synchronously (through fs/promises, each call cost
// several times its own CPU time in round trips to libuv's threads): a write that makes the file's folder only when it
// finds it missing or once per folder, instead of a mkdir before every write, and a write that replaces a file
// instead of writing into it.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { threadId } from 'node:worker_threads'
import path from 'node:path'

/** Runs `call` (which creates `file`); when the folder is missing, makes it and runs `call` again. */
export function withFolder(file: string, call: () => void): void {
  try {
    call()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    mkdirSync(path.dirname(file), { recursive: true })
    call()
  }
}

/**
 * A function that makes a file's folder the first time it is given a file in it: for calls that report a missing
 * folder in a way withFolder cannot see (a link that may also miss its source), one mkdir per folder, not per file.
 */
export function folderMaker(): (file: string) => void {
  const made = new Set<string>()
  return (file) => {
    const folder = path.dirname(file)
    if (made.has(folder)) return
    mkdirSync(folder, { recursive: true })
    made.add(folder)
  }
}

let replaced = 0

/**
 * Writes `data` as a new file in the place of `file` (under a temporary name, then renamed): a reader never sees half
 * a file, and another name of the old file (a hard link: a build cache entry, a built `dist/` file) keeps its bytes.
 */
export function replaceFile(file: string, data: Uint8Array | string): void {
  const partial = `${file}.${process.pid}.${threadId}.${(replaced += 1)}.tmp`
  withFolder(partial, () => writeFileSync(partial, data))
  renameSync(partial, file)
}
