// A data form's problem in the staff's words: the build's field path and line ("pricingPlans[1].price (satır 22): …")
// become the form's labels ("Lisans kartları › Lisans kartı 2 › Fiyat (€): …"), which is what staff see on screen.
// Pure (the form's fields are passed in).
import type { DecapField } from './zod-to-decap.ts'

const PROBLEM = /^([\w.[\]]+)(?: \(satır \d+\))?: ([\s\S]*)$/

/** The labels of the fields at `path` (`dealers[2].phone`), or null when a part of it is not a field of the form. */
export function fieldLabels(fields: readonly DecapField[], path: string): string[] | null {
  const labels: string[] = []
  let current: readonly DecapField[] | undefined = fields
  for (const part of path.split('.')) {
    const match = /^(\w+)((?:\[\d+\])*)$/.exec(part)
    if (!match || !current) return null
    const field: DecapField | undefined = current.find((candidate) => candidate.name === match[1])
    if (!field) return null
    labels.push(field.label)
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) {
      const item = typeof field.label_singular === 'string' ? field.label_singular : 'Öğe'
      labels.push(`${item} ${Number(index[1]) + 1}`)
    }
    current = field.fields ?? (field.field ? [field.field] : undefined)
  }
  return labels
}

/** A data file's problem with its field named by the form's labels; any other problem as it is. */
export function dataProblemInWords(fields: readonly DecapField[], problem: string): string {
  const match = PROBLEM.exec(problem)
  if (!match) return problem
  const labels = fieldLabels(fields, match[1]!)
  return labels ? `${labels.join(' › ')}: ${match[2]}` : problem
}
