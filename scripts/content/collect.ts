// Stage 1 (build time): find content files under content/<kind>/ and read them. Skips `_`-prefixed files.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_KINDS, type ContentKind } from '../../src/shared/content-schema.ts'
import { eachLimited, PARALLEL_FILES } from '../each-limited.ts'
import type { SourceFile } from '../../src/shared/content/parse.ts'
import type { Problem } from '../../src/shared/content/problems.ts'


export async function collectContent(root: string): Promise<{ sources: SourceFile[]; problems: Problem[] }> {
  const found: Omit<SourceFile, 'raw'>[] = []
  const problems: Problem[] = []
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const folder = path.join(root, 'content', kind)
    let names: string[]
    try {
      names = await readdir(folder)
    } catch {
      continue
    }
    for (const fileName of names.sort()) {
      if (fileName.startsWith('_') || fileName.startsWith('.')) continue
      const file = `content/${kind}/${fileName}`
      const extension = path.extname(fileName)
      const allowed: readonly string[] = CONTENT_KINDS[kind].extensions
      if (!allowed.includes(extension)) {
        if (!/\.(svg|png|jpe?g|webp|avif)$/i.test(fileName)) {
          problems.push({ file, field: 'dosya', message: `desteklenmeyen dosya türü; ${allowed.join(' veya ')} olmalı` })
        }
        continue
      }
      found.push({
        file,
        kind,
        name: path.basename(fileName, extension),
        extension: extension as SourceFile['extension'],
      })
    }
  }
  // Read many files at once: one by one, a large wiki spends about a second waiting for the disk.
  const sources: SourceFile[] = []
  await eachLimited(found, PARALLEL_FILES, async (entry, index) => {
    sources[index] = { ...entry, raw: await readFile(path.join(root, entry.file), 'utf8') }
  })
  return { sources, problems }
}
