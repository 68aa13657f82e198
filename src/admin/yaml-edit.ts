// Minimal-change YAML writing for the browser editor: a value that did not change gives back the original text, a
// change edits only the nodes it touches (comments, quoting and key order of the rest stay as written). Pure.
import { Document, isMap, parseDocument, type ToStringOptions } from 'yaml'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
type Path = (string | number)[]

/**
 * How untouched nodes are written back when something else in the file changed: no line folding (a long
 * description stays on its one line) and flow lists as people write them (`[a, b]`).
 */
const OUTPUT: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]))
  }
  return false
}

/**
 * Drops what a form leaves behind for an optional field it never filled or emptied: '', null and undefined. A key the
 * file itself gives as '' (`original`: the file's value at the same place) keeps its '': the schema wants it there.
 */
export function withoutEmpty(value: unknown, original?: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item, index) =>
      withoutEmpty(item, Array.isArray(original) ? original[index] : undefined),
    )
  if (!isObject(value)) return value
  const before = isObject(original) ? original : {}
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value))
    if (item !== '' && item !== null && item !== undefined) result[key] = withoutEmpty(item, before[key])
    else if (item === '' && before[key] === '') result[key] = ''
  return result
}

/** Keys in the order of `keyOrder` (the schema's), unknown keys after them in their own order. */
function ordered(value: Record<string, unknown>, keyOrder: readonly string[]): Record<string, unknown> {
  const rank = (key: string) => (keyOrder.includes(key) ? keyOrder.indexOf(key) : keyOrder.length)
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => rank(a) - rank(b)))
}

function insertKey(
  doc: Document,
  path: Path,
  key: string,
  value: unknown,
  keyOrder: readonly string[],
): void {
  const map = path.length === 0 ? doc.contents : doc.getIn(path, true)
  if (!isMap(map)) {
    doc.setIn([...path, key], value)
    return
  }
  const later = keyOrder.slice(keyOrder.indexOf(key) + 1)
  const index = keyOrder.includes(key)
    ? map.items.findIndex((pair) =>
        later.includes(String((pair.key as { value?: unknown })?.value ?? pair.key)),
      )
    : -1
  const pair = doc.createPair(key, value)
  if (index < 0) map.items.push(pair)
  else map.items.splice(index, 0, pair)
}

function edit(doc: Document, path: Path, before: unknown, after: unknown, keyOrder: readonly string[]): void {
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) doc.deleteIn([...path, key])
    for (const [key, value] of Object.entries(after)) {
      if (!(key in before)) insertKey(doc, path, key, value, keyOrder)
      else if (!deepEqual(before[key], value)) edit(doc, [...path, key], before[key], value, [])
    }
    return
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    after.forEach((item, index) => {
      if (!deepEqual(before[index], item)) edit(doc, [...path, index], before[index], item, [])
    })
    return
  }
  if (path.length === 0) doc.contents = doc.createNode(after)
  else doc.setIn(path, after)
}

/**
 * The YAML text of `value`. With the file's `original` text: the same text when nothing changed, otherwise that
 * text with only the changed keys, items and values rewritten. Without it (a new file): keys in `keyOrder`.
 * Optional fields left empty in the form are not written.
 */
export function updateYaml(
  original: string | undefined,
  value: Record<string, unknown>,
  keyOrder: readonly string[] = [],
): string {
  if (original === undefined)
    return new Document(ordered(withoutEmpty(value) as Record<string, Json>, keyOrder)).toString(OUTPUT)
  const doc: Document = parseDocument(original)
  const before: unknown = doc.toJS() ?? {}
  const next = withoutEmpty(value, before) as Record<string, Json>
  if (deepEqual(before, next)) return original
  if (doc.contents === null) doc.contents = doc.createNode({})
  edit(doc, [], before, next, keyOrder)
  return doc.toString(OUTPUT)
}

/** `text` with the one value at `path` changed (everything else as written, empty values included). */
export function setYamlValue(text: string, path: readonly (string | number)[], value: Json): string {
  const doc: Document = parseDocument(text)
  doc.setIn(path, value)
  return doc.toString(OUTPUT)
}

export function parseYaml(text: string): Record<string, unknown> {
  const doc = parseDocument(text)
  if (doc.errors.length > 0) throw new Error(doc.errors.map((error) => error.message).join('\n'))
  const value: unknown = doc.toJS()
  return isObject(value) ? value : {}
}
