// Stage 1–2 for data collections (build time): read content/data/*.yaml, substitute facts, validate; then check references.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { DATA_COLLECTIONS, type DataCollectionName } from '../../src/shared/content-schema.ts'
import type { Facts } from '../../src/shared/content-schema.ts'
import type { z } from 'zod'
import { parseDataFile } from '../../src/shared/content/data-files.ts'
import { factValues, type FactValues } from '../../src/shared/content/facts.ts'
import { collectionReferenceProblems, type SiteLookup } from '../../src/shared/content/link-checks.ts'
import { creditProblems } from '../../src/shared/content/credit-checks.ts'
import type { Problem } from '../../src/shared/content/problems.ts'

type Collection<Name extends DataCollectionName> = z.output<(typeof DATA_COLLECTIONS)[Name]['schema']>
/** Every collection, validated, with facts substituted; `industries` is keyed by file name. */
export type DataCollections = { [Name in Exclude<DataCollectionName, 'industries'>]: Collection<Name> } & {
  industries: Record<(typeof DATA_COLLECTIONS)['industries']['keys'][number], Collection<'industries'>>
}

/** Where a value of a collection came from: its file and `field (satır N)`. */
export type Locate = (
  name: DataCollectionName,
  path: readonly PropertyKey[],
) => { file: string; field: string }

export interface LoadedCollections {
  /** Undefined when any file has a problem. */
  collections?: DataCollections
  /** The collections that are valid, for checks that can still run (routes of the valid page lists). */
  partial: Partial<DataCollections>
  /** Fact name → value, for Markdown and MDX (best effort even when the facts file has problems). */
  facts: FactValues
  locate: Locate
  problems: Problem[]
}

const DATA_DIR = 'content/data'

async function readText(root: string, file: string): Promise<string | undefined> {
  return readFile(path.join(root, file), 'utf8').catch(() => undefined)
}

/** Reads and validates every collection; reports every problem of every file at once. */
export async function loadCollections(root: string): Promise<LoadedCollections> {
  const problems: Problem[] = []
  const locators = new Map<string, (path: readonly PropertyKey[]) => string>()
  const files = new Map<string, string>()
  const missing = (file: string) =>
    problems.push({
      file,
      field: 'dosya',
      message: 'dosya bulunamadı; bu dosya silinmemeli (sitenin bir bölümü ondan yapılır)',
    })

  const factsFile = `${DATA_DIR}/${DATA_COLLECTIONS.facts.file}`
  const factsRaw = await readText(root, factsFile)
  let facts: FactValues = new Map()
  const data: Record<string, unknown> = {}
  if (factsRaw === undefined) missing(factsFile)
  else {
    const parsed = parseDataFile(factsFile, factsRaw, DATA_COLLECTIONS.facts.schema, new Map())
    problems.push(...parsed.problems)
    locators.set('facts', parsed.locate)
    files.set('facts', factsFile)
    if (parsed.data) facts = factValues(parsed.data)
    else {
      // Still substitute what can be read, so one wrong fact does not make every reference an error.
      const loose: unknown = (() => {
        try {
          return parseDocument(factsRaw).toJS() as unknown
        } catch {
          return {}
        }
      })()
      facts = factValues((loose ?? {}) as Facts)
    }
    data.facts = parsed.data
  }

  for (const [name, collection] of Object.entries(DATA_COLLECTIONS)) {
    if (name === 'facts') continue
    if ('folder' in collection) {
      const folder = `${DATA_DIR}/${collection.folder}`
      const names = (await readdir(path.join(root, folder)).catch(() => [] as string[]))
        .filter((file) => !file.startsWith('_') && !file.startsWith('.'))
        .sort()
      const entries: Record<string, unknown> = {}
      for (const fileName of names) {
        const file = `${folder}/${fileName}`
        const key = path.basename(fileName, '.yaml')
        if (!fileName.endsWith('.yaml') || !(collection.keys as readonly string[]).includes(key)) {
          problems.push({
            file,
            field: 'dosya',
            message: `bu klasörde yalnızca şu dosyalar olabilir: ${collection.keys.map((k) => `${k}.yaml`).join(', ')}`,
          })
          continue
        }
        const parsed = parseDataFile(file, (await readText(root, file)) ?? '', collection.schema, facts)
        problems.push(...parsed.problems)
        locators.set(`${name}/${key}`, parsed.locate)
        files.set(`${name}/${key}`, file)
        if (parsed.data && parsed.data.slug !== key) {
          problems.push({ file, field: parsed.locate(['slug']), message: `dosya adıyla aynı olmalı: ${key}` })
        }
        entries[key] = parsed.data
      }
      for (const key of collection.keys) if (!names.includes(`${key}.yaml`)) missing(`${folder}/${key}.yaml`)
      // In the order of the slug list, not the file names.
      data[name] = Object.fromEntries(
        collection.keys.filter((key) => key in entries).map((key) => [key, entries[key]]),
      )
      continue
    }
    const file = `${DATA_DIR}/${collection.file}`
    const raw = await readText(root, file)
    if (raw === undefined) {
      missing(file)
      continue
    }
    const parsed = parseDataFile(file, raw, collection.schema, facts)
    problems.push(...parsed.problems)
    locators.set(name, parsed.locate)
    files.set(name, file)
    data[name] = parsed.data
  }

  const known = new Set<string>([
    ...Object.values(DATA_COLLECTIONS).map((collection) =>
      'folder' in collection ? collection.folder : collection.file,
    ),
  ])
  for (const entry of await readdir(path.join(root, DATA_DIR)).catch(() => [] as string[])) {
    if (!known.has(entry) && !entry.startsWith('_') && !entry.startsWith('.')) {
      problems.push({
        file: `${DATA_DIR}/${entry}`,
        field: 'dosya',
        message: `bilinmeyen veri dosyası; content/data/ altında yalnızca şunlar olabilir: ${[...known].sort().join(', ')}`,
      })
    }
  }

  const locate: Locate = (name, valuePath) => {
    // Industries are one file per page: the first path step is the file name.
    const key = name === 'industries' ? `industries/${String(valuePath[0])}` : name
    const rest = name === 'industries' ? valuePath.slice(1) : valuePath
    return { file: files.get(key) ?? DATA_DIR, field: locators.get(key)?.(rest) ?? rest.join('.') }
  }
  return {
    collections: problems.length === 0 ? (data as DataCollections) : undefined,
    partial: data,
    facts,
    locate,
    problems,
  }
}

/** The reference checks of every collection, located in their files. */
export function checkReferences(collections: DataCollections, locate: Locate, site: SiteLookup): Problem[] {
  return [
    ...(Object.keys(DATA_COLLECTIONS) as DataCollectionName[]).flatMap((name) =>
      collectionReferenceProblems(name, collections[name], site).map(({ path: valuePath, message }) => ({
        ...locate(name, valuePath),
        message,
      })),
    ),
    // The gallery credits only names of the staff-maintained list (credits.yaml).
    ...creditProblems(collections.credits, collections.gallery).map(({ path: valuePath, message }) => ({
      ...locate('gallery', valuePath),
      message,
    })),
  ]
}
