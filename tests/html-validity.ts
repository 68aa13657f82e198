// The Nu HTML Checker (vnu-jar, on the Java runtime tests/system-packages.ts installs) over built HTML files; used by
// the browser tests (tests/e2e/html-validity.e2e.ts) and its unit test. Node.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string

export interface HtmlError {
  file: string
  line: number
  message: string
}

/** Every error the checker reports in the HTML files under `paths` (files or folders); warnings are not errors. */
export function validateHtml(paths: readonly string[]): HtmlError[] {
  const result = spawnSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', ...paths],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (result.error) throw result.error
  const report = JSON.parse(result.stderr || '{"messages":[]}') as {
    messages: { type: string; url?: string; lastLine?: number; message: string }[]
  }
  return report.messages
    .filter((message) => message.type === 'error')
    .map((message) => ({
      file: decodeURIComponent((message.url ?? '').replace(/^file:/, '')),
      line: message.lastLine ?? 0,
      message: message.message,
    }))
}
