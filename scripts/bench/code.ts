// `npm run bench -- code`: the size of what a newcomer reads: the lines of the build code and the files on the
// article's road as ARCHITECTURE.md lists them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { codeBudgets } from './budgets.ts'

/** Lines of the build code: scripts/ without bench/ and imagery/ (the image tool, a package of its own), code only. */
export function buildCodeLines(root = process.cwd()): number {
  const folder = path.join(root, 'scripts')
  let lines = 0
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name))
    if (!entry.isFile() || !/\.(ts|tsx|js|cjs|mjs)$/.test(entry.name)) continue
    if (/^(bench|imagery)[\\/]/.test(relative)) continue
    lines += readFileSync(path.join(folder, relative), 'utf8').split('\n').length - 1
  }
  return lines
}

/** The files named in the first column of ARCHITECTURE.md's table of the article's road, each counted once. */
export function articleRoadFiles(root = process.cwd()): string[] {
  const text = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8')
  const section = /## One wiki article[^\n]*\n([\s\S]*?)\n## /.exec(text)?.[1] ?? ''
  const files = new Set<string>()
  for (const row of section.split('\n').filter((line) => /^\| \d+ \|/.test(line)))
    for (const match of (row.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)) files.add(match[1]!)
  return [...files]
}

export function codeBench(): Promise<string[]> {
  const lines = buildCodeLines()
  const road = articleRoadFiles()
  console.log(
    `build code (scripts/ without bench/ and imagery/): ${lines} lines (budget ${codeBudgets.buildCodeLines})`,
  )
  console.log(
    `the article's road (ARCHITECTURE.md): ${road.length} files (budget ${codeBudgets.articleRoadFiles})`,
  )
  const failures: string[] = []
  if (lines > codeBudgets.buildCodeLines)
    failures.push(`build code ${lines} lines > ${codeBudgets.buildCodeLines}`)
  if (road.length === 0) failures.push("ARCHITECTURE.md: the article's road table was not found")
  if (road.length > codeBudgets.articleRoadFiles)
    failures.push(`the article's road ${road.length} files > ${codeBudgets.articleRoadFiles}`)
  return Promise.resolve(failures)
}
