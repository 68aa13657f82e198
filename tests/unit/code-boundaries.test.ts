// Which code may import which: each of tsconfig.{shared,build,browser,editor}.json lists the files of one kind of code
// (`include`/`exclude`) and its types (Node, DOM, neither); `npm run typecheck` checks each with its own types, and
// this test resolves every import the way TypeScript does and fails when a file reaches one outside its project.
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')

interface Probe {
  /** A file that does not exist, added to the project for the check (path from the repository root). */
  file: string
  text: string
}

const configHost: ts.ParseConfigFileHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
  },
}
const programs = new Map<string, ts.Program>()

/** The project's program (parsed once per config, then reused for each probe: only the probe is new). */
function project(config: string, probe?: Probe) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.resolve(config), {}, configHost)!
  const host = ts.createCompilerHost(parsed.options)
  const probePath = probe && path.resolve(probe.file)
  if (probe) {
    const getSourceFile = host.getSourceFile.bind(host)
    const fileExists = host.fileExists.bind(host)
    const readFile = host.readFile.bind(host)
    host.fileExists = (file) => file === probePath || fileExists(file)
    host.readFile = (file) => (file === probePath ? probe.text : readFile(file))
    host.getSourceFile = (file, language, ...rest) =>
      file === probePath
        ? ts.createSourceFile(file, probe.text, language)
        : getSourceFile(file, language, ...rest)
  }
  const rootNames = probePath ? [...parsed.fileNames, probePath] : parsed.fileNames
  const program = ts.createProgram({
    rootNames,
    options: parsed.options,
    host,
    oldProgram: programs.get(config),
  })
  if (!probe) programs.set(config, program)
  return { program, own: new Set(rootNames.map((file) => path.resolve(file))), probePath }
}

/** Project files the project's files reach through imports without being part of it (packages do not count). */
function filesOutside(config: string, probe?: Probe): string[] {
  const { program, own } = project(config, probe)
  return program
    .getSourceFiles()
    .map((source) => path.resolve(source.fileName))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !own.has(file))
    .map(relative)
    .sort()
}

/** The type errors of the probe file alone, checked with the project's types. */
function probeErrors(config: string, probe: Probe): string[] {
  const { program, probePath } = project(config, probe)
  return program
    .getSemanticDiagnostics(program.getSourceFile(probePath!))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '))
}

// Building a program parses every file of a project: seconds each on a busy machine.
describe('code boundaries', { timeout: 300_000 }, () => {
  it.each(['tsconfig.shared.json', 'tsconfig.build.json', 'tsconfig.browser.json', 'tsconfig.editor.json'])(
    '%s: its files import only its own files and packages',
    (config) => {
      expect(filesOutside(config)).toEqual([])
    },
  )

  it('shared code is only src/shared/; build code lists no generated module, page or component', () => {
    const files = (config: string) =>
      ts
        .getParsedCommandLineOfConfigFile(path.resolve(config), {}, configHost)!
        .fileNames.map((file) => relative(path.resolve(file)))
    expect(files('tsconfig.shared.json').filter((file) => !/^(src\/shared\/|types\/)/.test(file))).toEqual([])
    expect(
      files('tsconfig.build.json').filter((file) =>
        /^src\/(generated|pages|components|lib|layouts)\//.test(file),
      ),
    ).toEqual([])
  })

  it.each([
    [
      'tsconfig.shared.json',
      'src/shared/probe.ts',
      "import { cn } from '../lib/cn.ts'\nexport const probe = cn",
      'src/lib/cn.ts',
    ],
    [
      'tsconfig.build.json',
      'scripts/probe.ts',
      "import { firma } from '../src/generated/data/facts.ts'\nexport const probe = firma",
      'src/generated/data/facts.ts',
    ],
    [
      'tsconfig.browser.json',
      'src/components/probe.ts',
      "import { loadContent } from '../../scripts/content/index.ts'\nexport const probe = loadContent",
      'scripts/content/index.ts',
    ],
    [
      'tsconfig.browser.json',
      'src/components/probe.ts',
      "import { loader } from '../pages/features.tsx'\nexport const probe = loader",
      'src/pages/features.tsx',
    ],
  ])('%s refuses an import across the boundary (%s)', (config, file, text, reached) => {
    expect(filesOutside(config, { file, text })).toContain(reached)
  })

  it.each([
    ['tsconfig.shared.json', 'src/shared/probe.ts', 'export const probe = document.title', /document/],
    ['tsconfig.shared.json', 'src/shared/probe.ts', 'export const probe = process.cwd()', /process/],
    ['tsconfig.browser.json', 'src/lib/probe.ts', 'export const probe = process.cwd()', /process/],
    ['tsconfig.build.json', 'scripts/probe.ts', 'export const probe = window.location.href', /window/],
  ])('%s: %s has no types of the other side', (config, file, text, name) => {
    const errors = probeErrors(config, { file, text })
    expect(errors.some((message) => name.test(message))).toBe(true)
  })

  it.each([
    [
      'tsconfig.build.json',
      'scripts/probe.ts',
      "import { readManifest } from './manifest'\nexport const probe = readManifest",
    ],
    [
      'tsconfig.tools.json',
      'scripts/bench/probe.ts',
      "import { budgets } from './budgets'\nexport const probe = budgets",
    ],
  ])(
    '%s refuses a relative import without its extension, which Node could not load',
    (config, file, text) => {
      const errors = probeErrors(config, { file, text })
      expect(errors.some((message) => /explicit file extensions/.test(message))).toBe(true)
      expect(probeErrors(config, { file, text: text.replace(/'(\.\/\w+)'/, "'$1.ts'") })).toEqual([])
    },
  )

  it('the probes compile where they belong (the check is not refusing everything)', () => {
    expect(
      probeErrors('tsconfig.browser.json', {
        file: 'src/lib/probe.ts',
        text: 'export const probe = document.title',
      }),
    ).toEqual([])
    expect(
      probeErrors('tsconfig.build.json', {
        file: 'scripts/probe.ts',
        text: 'export const probe = process.cwd()',
      }),
    ).toEqual([])
  })
})
