// The commands that run the content step themselves (build, admin, check, content, bench) must start in a fresh clone,
// where src/generated/ does not exist yet: their static imports may not reach it. What needs the generated modules is
// imported dynamically after the content step (scripts/build.ts, scripts/admin/dev.ts).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ENTRIES = [
  'scripts/build.ts',
  'scripts/admin/dev.ts',
  'scripts/check.ts',
  'scripts/content/cli.ts',
  'scripts/bench/index.ts',
]
const GENERATED = path.resolve('src', 'generated')

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]
  // A generated module counts even when it does not exist (a fresh clone).
  if (base.startsWith(GENERATED)) return base
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file))
}

/** Modules loaded when `file` is loaded: static value imports and re-exports (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const targets: string[] = []
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword
    ) {
      targets.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      targets.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return targets.map((specifier) => resolve(file, specifier)).filter((target) => target !== undefined)
}

/** The chain of static imports from `entry` to a generated module, or undefined if there is none. */
function pathToGenerated(entry: string, imports = staticImports): string[] | undefined {
  const seen = new Set<string>()
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (file.startsWith(GENERATED)) return [...chain, file]
    if (seen.has(file) || !existsSync(file)) return undefined
    seen.add(file)
    for (const target of imports(file)) {
      const found = walk(target, [...chain, file])
      if (found) return found
    }
    return undefined
  }
  return walk(path.resolve(entry), [])?.map((file) => path.relative(process.cwd(), file))
}

describe('commands that run the content step start without src/generated/', () => {
  it.each(ENTRIES)('%s reaches no generated module through static imports', (entry) => {
    expect(pathToGenerated(entry)).toBeUndefined()
  })

  it('the check finds such a chain (src/site.config.ts reads the generated facts)', () => {
    expect(pathToGenerated('src/site.config.ts')).toEqual([
      'src/site.config.ts',
      expect.stringMatching(/^src\/generated\//),
    ])
  })
})
