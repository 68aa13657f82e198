// A content problem (file, field, message) and the error that carries all of them. Build time.

export interface Problem {
  file: string
  field: string
  message: string
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.field}: ${problem.message}`
}

export class ContentError extends Error {
  readonly problems: Problem[]

  constructor(problems: Problem[]) {
    super(
      `İçerik doğrulaması ${problems.length} sorun buldu; derleme durduruldu, dist/ değiştirilmedi:\n` +
        problems.map((problem) => '  - ' + formatProblem(problem)).join('\n'),
    )
    this.problems = problems
    this.name = 'ContentError'
  }
}

/**
 * The warnings (house style: discouraged glossary variants; links to a former address) as printed by `npm run check`,
 * the content step and the build (never fatal).
 */
export function formatWarnings(warnings: readonly Problem[]): string {
  if (warnings.length === 0) return ''
  return (
    `İçerik uyarıları: ${warnings.length} (derlemeyi durdurmaz; kaynağı düzeltin):\n` +
    warnings.map((warning) => '  - ' + formatProblem(warning)).join('\n')
  )
}
