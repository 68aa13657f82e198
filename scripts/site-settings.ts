// Build time: the editor's Git backend read straight from content/data/settings.yaml, for build code that runs apart
// from the content step and cannot take it from it (the editor's bundle and the editor's CSP in _headers). Synchronous,
// and checked against its schema again.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DATA_COLLECTIONS } from '../src/shared/content-schema.ts'
import { parseDataFile } from '../src/shared/content/data-files.ts'
import { ContentError } from '../src/shared/content/problems.ts'
import { cmsBackendFromSettings, type CmsBackend } from '../src/shared/site-settings.ts'

/** The browser editor's Git backend; throws the content step's error (file, field, problem) for a file not valid. */
export function readCmsBackend(root = process.cwd()): CmsBackend {
  const file = `content/data/${DATA_COLLECTIONS.settings.file}`
  const raw = readFileSync(path.join(root, file), 'utf8')
  const { data, problems } = parseDataFile(file, raw, DATA_COLLECTIONS.settings.schema, new Map())
  if (!data) throw new ContentError(problems)
  return cmsBackendFromSettings(data.icerik_paneli)
}
