// Decap CMS file formats of the browser editor (registered in main.tsx): Markdown with YAML frontmatter and plain
// YAML, written back with the fewest possible changes (see yaml-edit.ts). Pure.
import { deepEqual, parseYaml, updateYaml } from './yaml-edit.ts'

/**
 * The file's text as it was read, carried through the editor in the entry's data under this key (Decap keeps keys
 * it has no field for) and never written: toFile compares against it and edits it.
 */
export const SOURCE_KEY = '__source'

const FRONTMATTER = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m

export interface SplitFile {
  frontmatter: string
  body: string
}

/** Frontmatter text (without the `---` lines) and body (everything after the closing line, byte for byte). */
export function splitFrontmatter(content: string): SplitFile {
  const match = content.startsWith('---') ? FRONTMATTER.exec(content) : null
  if (!match || match.index !== 0) return { frontmatter: '', body: content }
  return { frontmatter: match[1]!, body: content.slice(match[0].length) }
}

type Data = Record<string, unknown>

export const frontmatterFormat = {
  fromFile(content: string): Data {
    const { frontmatter, body } = splitFrontmatter(content)
    return { ...parseYaml(frontmatter), body, [SOURCE_KEY]: content }
  },

  toFile(data: Data, sortedKeys: string[] = []): string {
    const { body: rawBody = '', [SOURCE_KEY]: source, ...meta } = data
    const body = String(rawBody)
    if (typeof source === 'string') {
      const original = splitFrontmatter(source)
      if (body === original.body && deepEqual(parseYaml(original.frontmatter), meta)) return source
      return `---\n${updateYaml(original.frontmatter, meta, sortedKeys)}---\n${body}`
    }
    // A new file: one blank line between the frontmatter and the text, as in the hand-written articles.
    const text = body.startsWith('\n') ? body : `\n${body}`
    return `---\n${updateYaml(undefined, meta, sortedKeys)}---\n${text.endsWith('\n') ? text : `${text}\n`}`
  },
}

export const yamlFormat = {
  fromFile(content: string): Data {
    return { ...parseYaml(content), [SOURCE_KEY]: content }
  },

  toFile(data: Data, sortedKeys: string[] = []): string {
    const { [SOURCE_KEY]: source, ...value } = data
    return updateYaml(typeof source === 'string' ? source : undefined, value, sortedKeys)
  },
}
