// Stage 1 (build time): find content files under content/<kind>/ and read them. Skips `_`-prefixed files.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CONTENT_KINDS, type ContentKind } from '../../src/shared/content-schema.ts'
import type { SourceFile } from '../../src/shared/content/parse.ts'
import type { Problem } from '../../src/shared/content/problems.ts'

export function collectContent(root: string): { sources: SourceFile[]; problems: Problem[] } {
  const found: Omit<SourceFile, 'raw'>[] = []
  const problems: Problem[] = []
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const folder = path.join(root, 'content', kind)
    let names: string[]
    try {
      names = readdirSync(folder)
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
          problems.push({
            file,
            field: 'dosya',
            message: `desteklenmeyen dosya türü; ${allowed.join(' veya ')} olmalı`,
          })
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
  const sources = found.map((entry) => ({ ...entry, raw: readFileSync(path.join(root, entry.file), 'utf8') }))
  return { sources, problems }
}
