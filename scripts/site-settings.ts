// Build time: the site settings read straight from content/data/ for build code that runs after the content step has
// validated them and cannot take them from it (the editor's bundle and its CSP, the social images). Synchronous and
// small: settings.yaml and the facts' `firma.web`, each checked against its schema again.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { DATA_COLLECTIONS } from '../src/shared/content-schema.ts'
import { parseDataFile } from '../src/shared/content/data-files.ts'
import { ContentError } from '../src/shared/content/problems.ts'
import { cmsBackendFromSettings, siteDomain, type CmsBackend } from '../src/shared/site-settings.ts'

type Readable = 'settings' | 'facts'

/** One data file, validated; throws the content step's error (file, field, problem) when it is not valid. */
function readCollection<Name extends Readable>(
  root: string,
  name: Name,
): z.output<(typeof DATA_COLLECTIONS)[Name]['schema']> {
  const file = `content/data/${DATA_COLLECTIONS[name].file}`
  const parsed = parseDataFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    DATA_COLLECTIONS[name].schema,
    new Map(),
  )
  if (!parsed.data) throw new ContentError(parsed.problems)
  return parsed.data as z.output<(typeof DATA_COLLECTIONS)[Name]['schema']>
}

/** The browser editor's Git backend (content/data/settings.yaml). */
export function readCmsBackend(root = process.cwd()): CmsBackend {
  return cmsBackendFromSettings(readCollection(root, 'settings').icerik_paneli)
}

/** The site's domain (from facts.yaml `firma.web`), e.g. rhinoturkiye.com. */
export function readSiteDomain(root = process.cwd()): string {
  return siteDomain(readCollection(root, 'facts').firma.web)
}
