// Total size and file count of a folder tree (build time; benchmarks).
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

export async function folderSize(folder: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0
  let files = 0
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) {
      const inner = await folderSize(full)
      bytes += inner.bytes
      files += inner.files
    } else {
      bytes += (await stat(full)).size
      files += 1
    }
  }
  return { bytes, files }
}
