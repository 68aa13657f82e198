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
  constructor(readonly problems: Problem[]) {
    super(
      `İçerik doğrulaması ${problems.length} sorun buldu; derleme durduruldu, dist/ değiştirilmedi:\n` +
        problems.map((problem) => '  - ' + formatProblem(problem)).join('\n'),
    )
    this.name = 'ContentError'
  }
}
