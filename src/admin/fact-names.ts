// The facts of content/data/facts.yaml as staff see them in the editor: each fact's current value and its name in the
// form's words ("195 — Temel bilgiler › Fiyatlar (€) › Öğrenci lisansı"). Pure (the browser passes the values).
import type { DecapField } from './zod-to-decap.ts'

/** A whole-value fact reference: the field's value is exactly `{{name}}`. */
const WHOLE_REFERENCE = /^\{\{\s*([^{}\s]+)\s*\}\}$/

/** The fact a value names as a whole (`{{fiyat.ogrenci}}` → fiyat.ogrenci), or undefined. */
export function wholeFactName(value: unknown): string | undefined {
  return typeof value === 'string' ? WHOLE_REFERENCE.exec(value.trim())?.[1] : undefined
}

export interface FactChoice {
  name: string
  value: string
  /** Where staff find it: the facts form's own labels, e.g. "Temel bilgiler › Fiyatlar (€) › Öğrenci lisansı". */
  label: string
}

export const FACTS_TITLE = 'Temel bilgiler'

/** Every fact with its value and its form labels, in the facts form's order. */
export function factChoices(
  factFields: readonly DecapField[],
  values: ReadonlyMap<string, string | number>,
): FactChoice[] {
  const labels = new Map<string, string>()
  const walk = (fields: readonly DecapField[], prefix: string, path: string) => {
    for (const field of fields) {
      const name = prefix ? `${prefix}.${field.name}` : field.name
      const label = `${path} › ${field.label}`
      if (field.fields) walk(field.fields, name, label)
      else labels.set(name, label)
    }
  }
  walk(factFields, '', FACTS_TITLE)
  return [...values].map(([name, value]) => ({
    name,
    value: String(value),
    label: labels.get(name) ?? `${FACTS_TITLE} › ${name}`,
  }))
}

/** What the form says about a fact: "195 — Temel bilgiler › Fiyatlar (€) › Öğrenci lisansı". */
export const describeFact = (fact: FactChoice): string => `${fact.value} — ${fact.label}`
