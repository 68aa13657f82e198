// Stage 2 for data collections (build time): a YAML file → facts substituted → checked against its zod schema, with lines.
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document, type Node, type Pair } from 'yaml'
import type { z } from 'zod'
import { turkishErrorMap } from '../content-schema.ts'
import { substituteValue, unknownFactMessage, type FactValues } from './facts.ts'
import type { Problem } from './problems.ts'

const YAML_ERRORS: Record<string, string> = {
  BAD_INDENT: 'girinti hatalı; aynı düzeydeki alanlar aynı sayıda boşlukla başlamalı',
  TAB_AS_INDENT: 'girintide Tab kullanılmış; yalnızca boşluk kullanın',
  DUPLICATE_KEY: 'aynı alan bu bölümde iki kez yazılmış',
  MISSING_CHAR: 'bir tırnak veya parantez kapatılmamış',
  BLOCK_AS_IMPLICIT_KEY:
    'bir satırda "alan: değer" biçimi bozuk; değer iki nokta içeriyorsa tırnak içine alın',
  MULTILINE_IMPLICIT_KEY:
    'bir alan adı birden fazla satıra bölünmüş; değer iki nokta içeriyorsa tırnak içine alın',
  UNEXPECTED_TOKEN: 'beklenmeyen karakter; değer : veya # ile başlıyorsa tırnak içine alın',
  BAD_DQ_ESCAPE: 'çift tırnak içinde geçersiz \\ kullanımı',
}

/** `dealers[2].phone` for the path ['dealers', 2, 'phone']. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  )
}

/** The line of the deepest node on `path` that exists (the field, or the section it is missing from). */
function lineOf(
  document: Document,
  lines: LineCounter,
  path: readonly PropertyKey[],
  key?: string,
): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = document.getIn(path.slice(0, depth) as unknown[], true) as Node | undefined
    if (!node) continue
    if (key && depth === path.length && isMap(node)) {
      const pair = node.items.find((item: Pair) => isScalar(item.key) && item.key.value === key)
      const range = (pair?.key as Node | undefined)?.range
      if (range) return lines.linePos(range[0]).line
    }
    if (node.range) return lines.linePos(node.range[0]).line
  }
  return undefined
}

const withLine = (field: string, line: number | undefined) => (line ? `${field} (satır ${line})` : field)

export interface ParsedData<T> {
  data?: T
  problems: Problem[]
  /** `field (satır N)` for a path inside this file, for later checks (links, images). */
  locate: (path: readonly PropertyKey[]) => string
}

/** Parses one YAML data file: syntax errors, fact references and schema problems, every one with its line. */
export function parseDataFile<Schema extends z.ZodType>(
  file: string,
  raw: string,
  schema: Schema,
  facts: FactValues,
): ParsedData<z.output<Schema>> {
  const problems: Problem[] = []
  const lines = new LineCounter()
  const document = parseDocument(raw, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const locate = (path: readonly PropertyKey[]) =>
    withLine(fieldPath(path) || 'dosya', lineOf(document, lines, path))
  // The first syntax error only: the ones after it are usually the same mistake seen again.
  const [error] = document.errors
  if (error) {
    const line = lines.linePos(error.pos[0]).line
    const reason = YAML_ERRORS[error.code] ?? 'dosyanın YAML yazımı bozuk'
    problems.push({
      file,
      field: `satır ${line}`,
      message: `YAML okunamadı: ${reason} (${error.message.split('\n')[0]})`,
    })
  }
  if (problems.length > 0) return { problems, locate }

  visit(document, {
    Map(_, node) {
      // `title: {{x}} …` makes YAML read a {…} map instead of text. An empty `{}` is no such mistake: the editor writes
      // it for a group whose fields were all left empty (facts.yaml `yasal` before staff fill it in).
      if (node.flow && node.range && node.items.length > 0) {
        problems.push({
          file,
          field: `satır ${lines.linePos(node.range[0]).line}`,
          message:
            '{ ile başlayan değer metin olarak okunmadı; {{...}} ile başlayan değerleri tırnak içine alın: "{{fiyat.ogrenci}} €"',
        })
      }
    },
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string' || !node.value.includes('{{')) return
      const { value, unknown } = substituteValue(node.value, facts)
      const line = node.range ? lines.linePos(node.range[0]).line : undefined
      for (const { name } of unknown) {
        problems.push({
          file,
          field: line ? `satır ${line}` : 'dosya',
          message: unknownFactMessage(name, facts),
        })
      }
      node.value = value
    },
  })

  const result = schema.safeParse(document.toJS(), { error: turkishErrorMap })
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          const field = fieldPath([...issue.path, key])
          problems.push({
            file,
            field: withLine(field, lineOf(document, lines, issue.path, key)),
            message: `bilinmeyen alan "${key}"; alan adını kontrol edin`,
          })
        }
        continue
      }
      problems.push({ file, field: locate(issue.path), message: issue.message })
    }
  }
  if (problems.length > 0) return { problems, locate }
  return { data: result.data, problems, locate }
}
