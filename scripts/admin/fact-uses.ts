// Build time (the editor's build and dev server): which pages show each fact of content/data/facts.yaml, so the editor
// can say what follows when staff change one ("Bu fiyat şu sayfalarda da değişir: …"). Read from the content files'
// `{{name}}` references: an article or MDX page is its own page, a data file feeds the pages listed here. Node.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { glossaryEntryPath } from '../../src/shared/glossary.ts'

/** The pages each data file of content/data/ feeds (industry files: their /for/<name> page). */
const DATA_FILE_PAGES: Record<string, string[]> = {
  'pages.yaml': [],
  'home.yaml': ['/'],
  'pricing.yaml': ['/', '/teklif', '/for/education'],
  'features.yaml': ['/features'],
  'learn.yaml': ['/learn'],
  'gallery.yaml': ['/gallery'],
  'resources.yaml': ['/resources'],
  'offices.yaml': ['/offices'],
  'support.yaml': ['/support'],
  'download.yaml': ['/download'],
  'irhino.yaml': ['/irhino'],
  'advisor.yaml': ['/teklif'],
}

const REFERENCE = /\{\{\s*([^{}\s]+)\s*\}\}/g

const namesIn = (text: string) => new Set([...text.matchAll(REFERENCE)].map((match) => match[1]!))

/** The frontmatter value of `key` in a Markdown file's text, unquoted, or undefined. */
function frontmatterValue(text: string, key: string): string | undefined {
  const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? ''
  const value = new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(head)?.[1]?.trim()
  return value?.replace(/^["']|["']$/g, '')
}

function files(folder: string, extension: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith(extension) && !name.startsWith('_'))
      .map((name) => path.join(folder, name))
  } catch {
    return []
  }
}

/** Fact name → the addresses of the pages that show it, sorted. */
export function factUses(root: string): Record<string, string[]> {
  const uses = new Map<string, Set<string>>()
  const add = (text: string, pages: readonly string[]) => {
    for (const name of namesIn(text)) {
      const set = uses.get(name) ?? new Set<string>()
      for (const page of pages) set.add(page)
      uses.set(name, set)
    }
  }
  const content = path.join(root, 'content')
  for (const file of files(path.join(content, 'wiki'), '.md')) {
    const text = readFileSync(file, 'utf8')
    add(text, [`/wiki/${frontmatterValue(text, 'slug') ?? path.basename(file, '.md')}`])
  }
  for (const folder of ['features', 'licensing'])
    for (const file of files(path.join(content, folder), '.mdx'))
      add(readFileSync(file, 'utf8'), [`/${folder}/${path.basename(file, '.mdx')}`])
  for (const [name, pages] of Object.entries(DATA_FILE_PAGES))
    for (const file of files(path.join(content, 'data'), name))
      if (path.basename(file) === name) add(readFileSync(file, 'utf8'), pages)
  // A glossary entry is shown whole on its part of the glossary (/wiki/sozluk/g-k); the index lists only its names.
  const glossary = path.join(content, 'data', 'glossary.yaml')
  try {
    const entries = (parse(readFileSync(glossary, 'utf8')) as { entries?: { term?: unknown }[] } | null)
      ?.entries
    for (const entry of entries ?? [])
      if (typeof entry.term === 'string')
        add(JSON.stringify(entry), [glossaryEntryPath(entry.term).split('#')[0]!])
  } catch {
    // A glossary that cannot be read is reported by the content step; it shows no fact here.
  }
  for (const file of files(path.join(content, 'data', 'industries'), '.yaml'))
    add(readFileSync(file, 'utf8'), [`/for/${path.basename(file, '.yaml')}`])
  return Object.fromEntries([...uses].map(([name, pages]) => [name, [...pages].sort()]))
}

interface FormField {
  name: string
  label: string
  label_singular?: unknown
  fields?: FormField[]
  field?: FormField
  hint?: string
  [option: string]: unknown
}

/** Keys whose text names a list item on the form, in order of preference (as the list's collapsed summary). */
const ITEM_NAMES = ['title', 'name', 'label', 'licenseName', 'term']

/**
 * Fact name → the data form fields that show it, in the form's words ("Fiyatlar ve lisans kartları › Eğitim lisansları
 * › Öğretmen Lisansı › Fiyat"): what staff should know follows a fact when they change it, and what else shows the fact
 * when they look at one of them.
 */
export function factFields(
  root: string,
  forms: readonly { file: string; label: string; fields: readonly FormField[] }[],
): Record<string, string[]> {
  const places = new Map<string, string[]>()
  const walk = (value: unknown, fields: readonly FormField[], where: string[]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const field = fields.find((candidate) => candidate.name === key)
      if (!field) continue
      const at = [...where, field.label]
      if (typeof child === 'string')
        for (const name of namesIn(child)) places.set(name, [...(places.get(name) ?? []), at.join(' › ')])
      else if (Array.isArray(child))
        child.forEach((item, index) => {
          const itemFields = field.fields ?? (field.field ? [field.field] : [])
          if (typeof item === 'string') {
            for (const name of namesIn(item)) places.set(name, [...(places.get(name) ?? []), at.join(' › ')])
            return
          }
          const record = (item ?? {}) as Record<string, unknown>
          const named = ITEM_NAMES.map((name) => record[name]).find((text) => typeof text === 'string')
          const singular = typeof field.label_singular === 'string' ? field.label_singular : 'Öğe'
          walk(item, itemFields, [...at, typeof named === 'string' ? named : `${singular} ${index + 1}`])
        })
      else walk(child, field.fields ?? [], at)
    }
  }
  for (const form of forms) {
    let value: unknown
    try {
      value = parse(readFileSync(path.join(root, form.file), 'utf8'))
    } catch {
      continue
    }
    walk(value, form.fields, [form.label])
  }
  return Object.fromEntries(places)
}
