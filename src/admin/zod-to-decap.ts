// Decap CMS form fields from a zod object schema (build time, for the editor's config): strings, numbers, booleans,
// enums, dates, arrays and nested objects. Labels and hints come from each field's `.meta({ title, description })`
// or, by key, from the naming passed in (Turkish, for staff); patterns and their Turkish messages from the schema's own
// checks. Pure.
import { z } from 'zod'

export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  /** Decap checks the value against the regular expression and shows the message when it does not match. */
  pattern?: [string, string]
  options?: { label: string; value: string }[]
  value_type?: 'int' | 'float'
  field?: DecapField
  fields?: DecapField[]
  [option: string]: unknown
}

/** Per dotted field path (`category`, `dealers.phone`): Decap options that replace or add to the generated ones. */
export type FieldOverrides = Record<string, Partial<DecapField>>

/** Turkish names and hints per field key, for fields without `.meta({ title, description })`. */
export interface FieldNaming {
  labels?: Readonly<Record<string, string>>
  hints?: Readonly<Record<string, string>>
}

/** Keys whose value names a list item best, in order of preference: the item's summary in a collapsed list. */
const SUMMARY_KEYS = ['title', 'name', 'label', 'licenseName', 'path', 'command', 'text', 'description']

/** `{{fields.title}}` (or the first key of SUMMARY_KEYS the item has as text), or undefined. */
function listSummary(fields: readonly DecapField[]): string | undefined {
  const key = SUMMARY_KEYS.find((candidate) =>
    fields.some((field) => field.name === candidate && field.widget === 'string'),
  )
  return key ? `{{fields.${key}}}` : undefined
}

type Schema = z.core.$ZodType
interface Def {
  type: string
  innerType?: Schema
  in?: Schema
  options?: Schema[]
  element?: Schema
  shape?: Record<string, Schema>
  entries?: Record<string, string | number>
  values?: unknown[]
  checks?: { _zod: { def: Record<string, unknown> } }[]
  format?: string
}

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional'])
const OPTIONAL = new Set(['optional', 'default', 'prefault', 'nullable'])

interface Unwrapped {
  schema: Schema
  optional: boolean
  title?: string
  description?: string
}

/** Looks through optional/default/pipe wrappers, collecting optionality and the outermost meta. */
function unwrap(schema: Schema): Unwrapped {
  const result: Unwrapped = { schema, optional: false }
  let current = schema
  for (;;) {
    const meta = z.globalRegistry.get(current) as { title?: string; description?: string } | undefined
    result.title ??= meta?.title
    result.description ??= meta?.description
    const def = defOf(current)
    if (WRAPPERS.has(def.type) && def.innerType) {
      if (OPTIONAL.has(def.type)) result.optional = true
      current = def.innerType
    } else if (def.type === 'pipe' && def.in) {
      current = def.in
    } else {
      result.schema = current
      return result
    }
  }
}

function checkMessage(check: Record<string, unknown>): string | undefined {
  const error = check.error
  if (typeof error !== 'function') return undefined
  const message: unknown = (error as (issue: object) => unknown)({})
  return typeof message === 'string' ? message : undefined
}

/**
 * A whole-value fact reference (`{{ofis.istanbul.telefon}}`) is accepted where the schema has a pattern: the build
 * substitutes the fact's value before it validates, so the value it checks is the fact's.
 */
const FACT_REFERENCE_PATTERN = String.raw`^\{\{\s*[^{}\s]+\s*\}\}$`

function stringOptions(def: Def): Partial<DecapField> {
  let pattern: [string, string] | undefined
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def
    const message = checkMessage(check) ?? 'geçersiz değer'
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern instanceof RegExp)
      pattern = [`${FACT_REFERENCE_PATTERN}|${check.pattern.source}`, message]
    // Decap accepts a value of spaces only as filled in; the schema trims it and finds it empty.
    else if (check.check === 'min_length' && Number(check.minimum) >= 1 && !pattern)
      pattern = ['\\S', message]
  }
  return { widget: 'string', ...(pattern ? { pattern } : {}) }
}

function fieldFor(
  name: string,
  schema: Schema,
  overrides: FieldOverrides,
  path: string,
  naming: FieldNaming,
): DecapField {
  const unwrapped = unwrap(schema)
  const def = defOf(unwrapped.schema)
  const hint = unwrapped.description ?? naming.hints?.[name]
  const base: DecapField = {
    name,
    label: unwrapped.title ?? naming.labels?.[name] ?? name,
    widget: 'string',
    ...(unwrapped.optional ? { required: false } : {}),
    ...(hint ? { hint } : {}),
  }
  let generated: Partial<DecapField>
  switch (def.type) {
    case 'string':
      generated = stringOptions(def)
      break
    case 'number':
      generated = {
        widget: 'number',
        value_type:
          def.format === 'safeint' || (def.checks ?? []).some(({ _zod }) => _zod.def.format === 'safeint')
            ? 'int'
            : 'float',
      }
      break
    case 'boolean':
      generated = { widget: 'boolean' }
      break
    case 'date':
      generated = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false }
      break
    case 'enum':
      generated = {
        widget: 'select',
        options: Object.values(def.entries ?? {}).map((value) => ({
          label: String(value),
          value: String(value),
        })),
      }
      break
    case 'literal':
      generated = { widget: 'hidden', default: def.values?.[0] }
      break
    case 'union': {
      // e.g. a date written as YAML date or as text: the editor writes the text form.
      const text = (def.options ?? []).find((option) => defOf(unwrap(option).schema).type === 'string')
      if (!text) throw new Error(`${path}: the editor has no widget for this union`)
      generated = stringOptions(defOf(unwrap(text).schema))
      break
    }
    case 'array': {
      const element = unwrap(def.element!)
      const elementType = defOf(element.schema).type
      if (elementType === 'object') {
        const fields = fieldsOf(element.schema, overrides, path, naming)
        const summary = listSummary(fields)
        generated = { widget: 'list', fields, ...(summary ? { summary } : {}) }
      } else {
        generated = { widget: 'list', field: fieldFor(name, def.element!, overrides, `${path}[]`, naming) }
      }
      break
    }
    case 'object':
      generated = { widget: 'object', fields: fieldsOf(unwrapped.schema, overrides, path, naming) }
      break
    default:
      throw new Error(`${path}: the editor has no widget for zod type "${def.type}"`)
  }
  return { ...base, ...generated, ...overrides[path] }
}

function fieldsOf(
  schema: Schema,
  overrides: FieldOverrides,
  prefix: string,
  naming: FieldNaming,
): DecapField[] {
  const shape = defOf(schema).shape
  if (!shape) throw new Error(`${prefix || 'schema'}: expected a zod object`)
  return Object.entries(shape).map(([name, field]) =>
    fieldFor(name, field, overrides, prefix ? `${prefix}.${name}` : name, naming),
  )
}

/**
 * One Decap field per key of the object schema, in the schema's order, nested objects and lists included. Labels
 * and hints: the field's `.meta({ title, description })`, else `naming` by key, else the key itself.
 */
export function zodToDecapFields(
  schema: z.ZodObject,
  overrides: FieldOverrides = {},
  naming: FieldNaming = {},
): DecapField[] {
  return fieldsOf(schema, overrides, '', naming)
}

/** Dotted paths of every field of a schema (list items as `list.field`): what the editor must offer. */
export function schemaFieldPaths(schema: Schema, prefix = ''): string[] {
  const shape = defOf(unwrap(schema).schema).shape ?? {}
  return Object.entries(shape).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name
    const inner = defOf(unwrap(field).schema)
    const element = inner.type === 'array' ? unwrap(inner.element!).schema : undefined
    const nested =
      inner.type === 'object' ? field : element && defOf(element).type === 'object' ? element : undefined
    return [path, ...(nested ? schemaFieldPaths(nested, path) : [])]
  })
}

/** Dotted paths of every Decap field (the same notation as schemaFieldPaths). */
export function decapFieldPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    return [path, ...(field.fields ? decapFieldPaths(field.fields, path) : [])]
  })
}
