// Vite plugin (build and dev): replaces {{fact}} references in .mdx files before the MDX compiler reads them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { parse } from 'yaml'
import {
  factValues,
  lineAt,
  unknownFactMessage,
  substituteFacts,
  type FactValues,
} from '../../src/shared/content/facts.ts'
import { factsSchema } from '../../src/shared/schemas/facts.ts'

const FACTS_FILE = 'content/data/facts.yaml'

/**
 * The values of the facts file, checked against its schema like everywhere else (the content step, which runs before
 * Vite in build and dev, reports the problems with their lines; a file that fails here names the first one).
 */
export function readFacts(root: string): FactValues {
  const result = factsSchema.safeParse(parse(readFileSync(path.join(root, FACTS_FILE), 'utf8')))
  if (!result.success) {
    const [issue] = result.error.issues
    throw new Error(`${FACTS_FILE}: ${issue?.path.join('.') || 'dosya'}: ${issue?.message ?? 'geçersiz'}`)
  }
  return factValues(result.data)
}

/** @param root project folder whose content/data/facts.yaml is read; @default process.cwd() */
export function factsPlugin(root = process.cwd()): Plugin {
  const factsPath = path.join(root, FACTS_FILE)
  return {
    name: 'rhino-content-facts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.mdx')) return null
      // Facts are read per file so that an edit to facts.yaml in dev reaches the next transform.
      this.addWatchFile(factsPath)
      const values = readFacts(root)
      const { text, unknown } = substituteFacts(code, values)
      const [first] = unknown
      if (first)
        this.error(
          `${path.relative(root, id)}: satır ${lineAt(code, first.index)}: ${unknownFactMessage(first.name, values)}`,
        )
      return { code: text, map: null }
    },
  }
}
