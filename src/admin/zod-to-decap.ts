// Decap CMS form fields from a zod object schema (build time, for the editor's config), through zod's public
// `z.toJSONSchema()`: strings, numbers, booleans, enums, dates, arrays and nested objects. Labels and hints are each
// field's `.meta({ title, description })` (JSON Schema's `title` and `description`); patterns come from the schema's
// own checks, their Turkish messages from what the schema answers to a value that breaks them. Pure.
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

/** The part of a JSON Schema (draft 2020-12, as zod writes it) the editor reads, plus the message key added below. */
interface JsonSchema {
  type?: string
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  /** The schema's own message for a value that breaks `pattern` (or `minLength`), added by `override`. */
  errorMessage?: string
  /** From the schema's `.meta({ multiline: true })`: a text of a sentence or more, edited in a box of several lines. */
  multiline?: boolean
  /** From the schema's `.meta({ image: true })`: a picture's address, edited with Decap's image widget. */
  image?: boolean
}

/** Where the image fields of the data forms upload to (a picture staff put in place of one of the site's). */
export const IMAGE_UPLOAD_FOLDER = 'public/images/uploads'
export const IMAGE_UPLOAD_PUBLIC = '/images/uploads'

/** Keys whose value names a list item best, in order of preference: the item's summary in a collapsed list. */
const SUMMARY_KEYS = ['title', 'name', 'label', 'licenseName', 'path', 'command', 'text', 'description']

/** `{{fields.title}}` (or the first key of SUMMARY_KEYS the item has as text), or undefined. */
function listSummary(fields: readonly DecapField[]): string | undefined {
  const key = SUMMARY_KEYS.find((candidate) =>
    fields.some(
      (field) => field.name === candidate && (field.widget === 'string' || field.widget === 'text'),
    ),
  )
  return key ? `{{fields.${key}}}` : undefined
}

/** The message of a check without one of its own. */
const FALLBACK_MESSAGE = 'geçersiz değer'

/** What the schema says about a text that breaks its pattern (or is empty): its own message, else the fallback. */
function refusalMessage(schema: z.core.$ZodType, json: JsonSchema): string {
  const code = json.pattern === undefined ? 'too_small' : 'invalid_format'
  const pattern = json.pattern === undefined ? undefined : new RegExp(json.pattern)
  const refused = ['', ' ', '\u0000'].find((value) => !pattern?.test(value)) ?? ''
  const result = z.safeParse(schema, refused, { error: () => FALLBACK_MESSAGE })
  return result.error?.issues.find((issue) => issue.code === code)?.message ?? FALLBACK_MESSAGE
}

/** The object schema's JSON Schema (as the editor reads it: the input side, dates as text). */
export function editorJsonSchema(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    // Types JSON Schema cannot say (a date) become `{}` instead of an error; fieldFor refuses what it cannot edit.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as JsonSchema
      if (zodSchema instanceof z.ZodDate) Object.assign(json, { type: 'string', format: 'date' })
      else if (json.type === 'string' && (json.pattern !== undefined || (json.minLength ?? 0) >= 1))
        json.errorMessage = refusalMessage(zodSchema, json)
    },
  }) as JsonSchema
}

/**
 * A whole-value fact reference (`{{ofis.istanbul.telefon}}`) is accepted where the schema has a pattern: the build
 * substitutes the fact's value before it validates, so the value it checks is the fact's.
 */
const FACT_REFERENCE_PATTERN = String.raw`^\{\{\s*[^{}\s]+\s*\}\}$`

function stringOptions(json: JsonSchema): Partial<DecapField> {
  const message = json.errorMessage ?? FALLBACK_MESSAGE
  let pattern: [string, string] | undefined
  if (json.pattern !== undefined) pattern = [`${FACT_REFERENCE_PATTERN}|${json.pattern}`, message]
  // Decap accepts a value of spaces only as filled in; the schema trims it and finds it empty.
  else if ((json.minLength ?? 0) >= 1) pattern = ['\\S', message]
  if (json.image)
    return {
      widget: 'image',
      choose_url: false,
      media_folder: `/${IMAGE_UPLOAD_FOLDER}`,
      public_folder: IMAGE_UPLOAD_PUBLIC,
      ...(pattern ? { pattern } : {}),
    }
  // A full web address: the data forms' text field adds the https:// staff leave out (fact-field.tsx).
  const web = json.pattern?.startsWith('^https:\\/\\/') ? { complete_https: true } : {}
  return { widget: json.multiline ? 'text' : 'string', ...(pattern ? { pattern } : {}), ...web }
}

const isDate = (json: JsonSchema) => json.type === 'string' && json.format === 'date'

function widgetOptions(
  name: string,
  json: JsonSchema,
  overrides: FieldOverrides,
  path: string,
): Partial<DecapField> {
  if (json.const !== undefined) return { widget: 'hidden', default: json.const }
  if (json.enum)
    return {
      widget: 'select',
      options: json.enum.map((value) => ({ label: String(value), value: String(value) })),
    }
  if (json.anyOf) {
    // e.g. a date written as YAML date or as text: the editor writes the text form.
    const text = json.anyOf.find((option) => option.type === 'string' && !isDate(option))
    if (!text) throw new Error(`${path}: the editor has no widget for this union`)
    return stringOptions(text)
  }
  switch (json.type) {
    case 'string':
      return isDate(json)
        ? { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false }
        : stringOptions(json)
    case 'integer':
    case 'number':
      return { widget: 'number', value_type: json.type === 'integer' ? 'int' : 'float' }
    case 'boolean':
      return { widget: 'boolean' }
    case 'array': {
      const element = json.items ?? {}
      if (element.type === 'object') {
        const fields = fieldsOf(element, overrides, path)
        const summary = listSummary(fields)
        return { widget: 'list', fields, ...(summary ? { summary } : {}) }
      }
      // A list of texts: one item is named like the list unless its element has a name of its own.
      const item = { ...element, title: element.title ?? json.title }
      return { widget: 'list', field: fieldFor(name, item, false, overrides, `${path}[]`) }
    }
    case 'object':
      return { widget: 'object', fields: fieldsOf(json, overrides, path) }
    default:
      throw new Error(`${path}: the editor has no widget for this schema (${JSON.stringify(json)})`)
  }
}

function fieldFor(
  name: string,
  json: JsonSchema,
  optional: boolean,
  overrides: FieldOverrides,
  path: string,
): DecapField {
  // A text the schema accepts empty ("" = not shown, e.g. the company's legal details until staff fill them in) is
  // not required in the form either: Decap counts "" as missing.
  const acceptsEmpty =
    json.type === 'string' &&
    !json.format &&
    !(json.minLength ?? 0) &&
    (json.pattern === undefined || new RegExp(json.pattern).test(''))
  const base: DecapField = {
    name,
    label: json.title ?? name,
    widget: 'string',
    ...(optional || acceptsEmpty ? { required: false } : {}),
    ...(json.description ? { hint: json.description } : {}),
  }
  return { ...base, ...widgetOptions(name, json, overrides, path), ...overrides[path] }
}

function fieldsOf(json: JsonSchema, overrides: FieldOverrides, prefix: string): DecapField[] {
  if (json.type !== 'object' || !json.properties)
    throw new Error(`${prefix || 'schema'}: expected a zod object`)
  const required = new Set(json.required)
  return Object.entries(json.properties).map(([name, property]) =>
    fieldFor(name, property, !required.has(name), overrides, prefix ? `${prefix}.${name}` : name),
  )
}

/**
 * One Decap field per key of the object schema, in the schema's order, nested objects and lists included. Labels
 * and hints: the field's `.meta({ title, description })` (inherited from the builder it was made with), else the key.
 */
export function zodToDecapFields(schema: z.ZodObject, overrides: FieldOverrides = {}): DecapField[] {
  return fieldsOf(editorJsonSchema(schema), overrides, '')
}

function jsonFieldPaths(json: JsonSchema, prefix: string): string[] {
  return Object.entries(json.properties ?? {}).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name
    const nested = property.type === 'array' ? property.items : property
    return [path, ...(nested?.type === 'object' ? jsonFieldPaths(nested, path) : [])]
  })
}

/** Dotted paths of every field of a schema (list items as `list.field`): what the editor must offer. */
export function schemaFieldPaths(schema: z.core.$ZodType): string[] {
  return jsonFieldPaths(editorJsonSchema(schema), '')
}

/** Dotted paths of every Decap field (the same notation as schemaFieldPaths). */
export function decapFieldPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    return [path, ...(field.fields ? decapFieldPaths(field.fields, path) : [])]
  })
}
