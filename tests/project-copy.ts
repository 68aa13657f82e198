// Test helper: temporary copies of the project's sources for builds with other content (the fixture-site and editor
// preview e2e tests): what the build needs, without generated output; node_modules is linked, not copied.
import { cp, mkdtemp, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/** What the build needs; generated folders (src/generated; generated/ is not listed) are left out and rebuilt. */
const PROJECT_FILES = [
  'content',
  'src',
  'scripts',
  'public',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'react-router.config.ts',
]
const GENERATED = [path.join('src', 'generated')]

/** Copies the project at `root` (without generated output) into a new temporary folder named after `prefix`. */
export async function copySources(root: string, prefix: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), prefix))
  for (const entry of PROJECT_FILES) {
    await cp(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => !GENERATED.some((folder) => source === path.join(root, folder)),
    })
  }
  return copy
}

/** A buildable copy of `sources` (a copySources folder or the project): its files, and node_modules linked from `root`. */
export async function buildableCopy(sources: string, root: string, prefix: string): Promise<string> {
  const copy = await copySources(sources, prefix)
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  return copy
}
