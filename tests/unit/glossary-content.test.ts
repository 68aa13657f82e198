// The glossary's content (content/data/glossary.yaml) as shipped: enough entries, every command of the command list
// explained by an entry, and definitions that follow the house style they define.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/content/index.ts'
import { stylePatterns, styleWarnings } from '../../src/shared/glossary.ts'
import type { GlossaryEntry } from '../../src/shared/schemas/glossary.ts'

/** The issue asks for at least 150 entries. */
const MIN_ENTRIES = 150

let entries: GlossaryEntry[] = []
let listed: string[] = []

beforeAll(async () => {
  const root = process.cwd()
  const content = await loadContent(root)
  entries = content.collections.glossary.entries
  const list = await readFile(path.join(root, 'content', 'wiki', 'command-list.md'), 'utf8')
  // The command list writes each command as a list item that starts with its name in backticks: - `FilletEdge` — …
  listed = [...list.matchAll(/^- `([A-Za-z0-9]+)`/gm)].map((match) => match[1]!)
}, 60_000)

describe('glossary content', () => {
  it(`has at least ${MIN_ENTRIES} entries`, () => {
    expect(entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES)
  })

  it('names every command of the command list in an entry', () => {
    expect(listed.length).toBeGreaterThan(100)
    const named = new Set(entries.flatMap((entry) => entry.commands))
    expect(listed.filter((command) => !named.has(command))).toEqual([])
  })

  it('gives each command to one entry only, so a command links to one definition', () => {
    const owners = new Map<string, string[]>()
    for (const entry of entries)
      for (const command of entry.commands) owners.set(command, [...(owners.get(command) ?? []), entry.term])
    expect([...owners].filter(([, terms]) => terms.length > 1)).toEqual([])
  })

  it('never names the two commands the expert review found not to exist', () => {
    const named = entries.flatMap((entry) => entry.commands)
    expect(named).not.toContain('Metal')
    expect(named).not.toContain('GumballSettings')
  })

  it('writes its definitions in the house style it defines (no discouraged variant)', () => {
    const patterns = stylePatterns(entries)
    const found = entries.flatMap((entry) =>
      styleWarnings(entry.definition, patterns).map((warning) => `${entry.term}: ${warning.found}`),
    )
    expect(found).toEqual([])
  })
})
