// Fact references: `{{fiyat.ogrenci}}` in Markdown, MDX and YAML strings is replaced by the value in
// content/data/facts.yaml. The one implementation: the content step (Markdown and MDX sources, scripts/content/index.ts;
// YAML strings, scripts/content/data-files.ts), the MDX compiler (scripts/content/mdx-plugins.ts) and the editor
// (src/admin/facts.ts) all substitute here, always from facts checked against the facts schema. Pure.
import type { Facts } from '../content-schema.ts'

/** A problem with a file's facts, in the shape of the content step's problems (scripts/content/problems.ts). */
export interface FactProblem {
  file: string
  field: string
  message: string
}

/** A fact's name (group.name, e.g. fiyat.ogrenci) → its value. */
export type FactValues = ReadonlyMap<string, string | number>

/** `{{ name }}`: anything between double braces is a reference; an unknown name is an error, never left as is. */
const FACT_REFERENCE = /\{\{\s*([^{}\s]*)\s*\}\}/g
const WHOLE_REFERENCE = /^\{\{\s*([^{}\s]*)\s*\}\}$/

/** Flattens the validated facts file into dotted names: { fiyat: { ogrenci: 195 } } → fiyat.ogrenci. */
export function factValues(facts: Facts): FactValues {
  const values = new Map<string, string | number>()
  const walk = (value: unknown, name: string) => {
    if (typeof value === 'string' || typeof value === 'number') values.set(name, value)
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, name ? `${name}.${key}` : key)
    }
  }
  walk(facts, '')
  return values
}

/** A fact as text: numbers as written in the facts file (4.8, 15000). */
const asText = (value: string | number): string => String(value)

export interface UnknownFact {
  name: string
  /** Offset of the reference in the text. */
  index: number
}

/** Replaces every reference in `text`; returns the names it did not know with their offsets. */
export function substituteFacts(text: string, values: FactValues): { text: string; unknown: UnknownFact[] } {
  const unknown: UnknownFact[] = []
  if (!text.includes('{{')) return { text, unknown }
  const result = text.replace(FACT_REFERENCE, (reference, name: string, index: number) => {
    const value = values.get(name)
    if (value === undefined) {
      unknown.push({ name, index })
      return reference
    }
    return asText(value)
  })
  return { text: result, unknown }
}

/** A YAML string that is one reference to a number fact becomes that number ("{{fiyat.ticari}}" → 995). */
export function substituteValue(
  text: string,
  values: FactValues,
): { value: string | number; unknown: UnknownFact[] } {
  const whole = WHOLE_REFERENCE.exec(text.trim())
  const value = whole ? values.get(whole[1] ?? '') : undefined
  if (typeof value === 'number') return { value, unknown: [] }
  const substituted = substituteFacts(text, values)
  return { value: substituted.text, unknown: substituted.unknown }
}

/** 1-based line of an offset. */
export function lineAt(text: string, index: number): number {
  let line = 1
  for (
    let position = text.indexOf('\n');
    position !== -1 && position < index;
    position = text.indexOf('\n', position + 1)
  )
    line++
  return line
}

export function unknownFactMessage(name: string, values: FactValues): string {
  const group = name.split('.')[0] ?? ''
  const near = [...values.keys()].filter((known) => known.startsWith(`${group}.`)).slice(0, 8)
  return (
    `"{{${name}}}" diye bir bilgi yok; bilgiler content/data/facts.yaml dosyasındadır` +
    (near.length > 0 ? ` (örn. ${near.map((known) => `{{${known}}}`).join(', ')})` : '')
  )
}

/** Substitutes the facts of a Markdown/MDX source (frontmatter and body); unknown names become problems with their line. */
export function substituteSource(
  file: string,
  raw: string,
  values: FactValues,
): { raw: string; problems: FactProblem[] } {
  const { text, unknown } = substituteFacts(raw, values)
  const problems = unknown.map(({ name, index }) => ({
    file,
    field: `satır ${lineAt(raw, index)}`,
    message: unknownFactMessage(name, values),
  }))
  return { raw: text, problems }
}
