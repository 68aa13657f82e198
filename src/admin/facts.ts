// The editor's facts: content/data/facts.yaml as the build validated it (the generated module), flattened to dotted
// names, and the preview's substitution, both through the one implementation (src/shared/content/facts.ts). Once
// signed in, the values are read again from the repository (a fact changed since the last deploy shows its new
// value), and a fact can be changed from any form that uses it (setFact). Browser.
import { useSyncExternalStore } from 'react'
import * as facts from '../generated/data/facts.ts'
import { factValues, substituteFacts as substitute } from '../shared/content/facts.ts'
import { parseDataFile } from '../shared/content/data-files.ts'
import { factsSchema } from '../shared/schemas/facts.ts'
import { keptBackend } from './repository-media.ts'
import { setYamlValue } from './yaml-edit.ts'

export const FACTS_FILE = 'content/data/facts.yaml'

/** The facts by dotted name (fiyat.ogrenci → 195). The same map all along: its values follow the repository. */
export const currentFacts = new Map(factValues(facts))

/** A fact's value as the page shows it ("195"), or undefined for a name facts.yaml does not have. */
export function factText(name: string): string | undefined {
  const value = currentFacts.get(name)
  return value === undefined ? undefined : String(value)
}

let version = 0
const listeners = new Set<() => void>()
function replaceFacts(values: ReadonlyMap<string, string | number>) {
  currentFacts.clear()
  for (const [name, value] of values) currentFacts.set(name, value)
  version++
  for (const listener of listeners) listener()
}

/** Re-renders a component when the facts change. */
export function useFactsVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => version,
  )
}

interface GitBackend {
  getEntry: (path: string) => Promise<{ data: string }>
  persistEntry: (
    entry: { dataFiles: { path: string; slug: string; raw: string }[]; assets: [] },
    options: Record<string, unknown>,
  ) => Promise<unknown>
}

const backend = () => keptBackend() as GitBackend | undefined

/** The facts file as the repository holds it now, checked like the build checks it; null when it cannot be read. */
async function repositoryFacts(): Promise<{ raw: string; values: Map<string, string | number> } | null> {
  const source = backend()
  if (!source) return null
  const { data: raw } = await source.getEntry(FACTS_FILE)
  const parsed = parseDataFile(FACTS_FILE, raw, factsSchema, new Map())
  if (!parsed.data) return null
  return { raw, values: new Map(factValues(parsed.data)) }
}

let refreshing: Promise<void> | undefined
/** Reads the facts from the repository once per session (again after setFact). */
export function refreshFacts(): Promise<void> {
  refreshing ??= repositoryFacts()
    .then((read) => {
      if (read) replaceFacts(read.values)
    })
    .catch(() => undefined)
  return refreshing
}

/**
 * Changes one fact in content/data/facts.yaml (its line only) and saves it to the repository: every page that uses it
 * follows. Rejects with a Turkish message when the value breaks the facts schema or the file cannot be saved.
 */
export async function setFact(name: string, value: string | number): Promise<void> {
  const source = backend()
  const read = await repositoryFacts()
  if (!source || !read) throw new Error('Temel bilgiler dosyası okunamadı')
  const path = name.split('.')
  const before = read.values.get(name)
  const raw = setYamlValue(read.raw, path, typeof before === 'number' ? Number(value) : String(value))
  const checked = parseDataFile(FACTS_FILE, raw, factsSchema, new Map())
  if (!checked.data) throw new Error(checked.problems.map((problem) => problem.message).join(' · '))
  await source.persistEntry(
    { dataFiles: [{ path: FACTS_FILE, slug: 'facts', raw }], assets: [] },
    {
      newEntry: false,
      commitMessage: `Temel bilgiler: ${name} ${String(before)} → ${String(value)}`,
      useWorkflow: false,
      unpublished: false,
    },
  )
  refreshing = undefined
  await refreshFacts()
}

/**
 * The article's Markdown with every fact name (`{{fiyat.ogrenci}}`) replaced by its value, as the built page will show
 * it. An unknown name stays as written, so the writer sees it; the build then reports it with file and line.
 */
export function substituteFacts(markdown: string): string {
  return substitute(markdown, currentFacts).text
}
