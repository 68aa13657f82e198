// Test helper: copies the good fixture tree to a temp folder and applies file overrides (to break it on purpose).
import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export const GOOD_FIXTURE = path.resolve('tests/fixtures/good')

/** Returns the root of a fresh copy of the good fixture with `files` written over it (null deletes). */
export async function fixtureTree(files: Record<string, string | null> = {}): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'rhino-content-'))
  await cp(GOOD_FIXTURE, root, { recursive: true })
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, file)
    if (text === null) await rm(target)
    else {
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, text)
    }
  }
  return root
}

export function wikiFile(frontmatter: string, body = 'Giriş paragrafı.\n\n## Bölüm\n- Madde\n'): string {
  return `---\n${frontmatter.trim()}\n---\n\n${body}`
}
