// Build time: a file call that makes the file's folder only when the call finds it missing, instead of a mkdir before
// every write (a thousand files in one folder, a thousand mkdir calls).
import { mkdirSync } from 'node:fs'
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
