// No import cycles among the project's own modules (src/, scripts/, tests/): a cycle makes module order matter and
// chunking unpredictable. Type-only imports count too, so shared types live in modules of their own.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOTS = ['src', 'scripts', 'tests']
const EXTENSIONS = ['.ts', '.tsx']
const SKIPPED = new Set(['generated', 'fixtures', 'node_modules'])

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full)
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) ? [full] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension)]
  candidates.push(...EXTENSIONS.map((extension) => path.join(base, 'index' + extension)))
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && isFile(file)) ?? null
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** Module → the project modules it imports (static, dynamic and type-only imports, re-exports). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Strongly connected components with more than one module, or a module importing itself (Tarjan). */
function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

describe('import cycles', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']])
    expect(findCycles(new Map([['a', ['a']]]))).toEqual([['a']])
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
  })

  it('the project has none', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(path.resolve(root)))
    expect(files.length).toBeGreaterThan(100)
    const cycles = findCycles(importGraph(files)).map((cycle) =>
      cycle.map((file) => path.relative(process.cwd(), file)).join(' ↔ '),
    )
    expect(cycles).toEqual([])
  })
})
