// Every field staff fill in does something a visitor or a search engine sees: for each field of every data collection
// (DATA_COLLECTIONS) and of the frontmatter schemas, at least one of its values appears in the built site's visible
// HTML, its JSON-LD or its search index. A field no value of which appears anywhere is dead: staff who change it change
// nothing. The fields that rightly reach no text are listed below with the reason.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DataCollections } from '../../scripts/content/collections.ts'
import { loadContent, type ContentResult } from '../../scripts/content/index.ts'
import { DIST, hydrationData } from './manifest.ts'

/**
 * Fields whose values are not text on a page, each with what it does instead. A key is a field path
 * (`collection:path`, list items and record entries as `[]`) or `*:name` for every field of that name.
 */
const NOT_TEXT: Record<string, string> = {
  '*:external': 'a flag: the link opens in a new tab (target=_blank)',
  '*:isExternal': 'a flag: the link opens in a new tab (target=_blank)',
  '*:ornek':
    'a flag: an example entry, marked "Örnek kayıt", its contact data no link, left out of the JSON-LD; the launch check lists it',
  'settings:icerik_paneli.depo':
    'the editor’s repository: the Decap config in dist/admin and the "edit on GitHub" links (none while a placeholder)',
  'settings:icerik_paneli.dal':
    'the editor’s branch: the Decap config in dist/admin and the "edit on GitHub" links',
  'pricing:pricingPlans[].id': 'which card is which (the advisor and the JSON-LD pick plans by id)',
  'pricing:pricingPlans[].featured': 'a flag: the highlighted card',
  'offices:dealers[].isAuthorizedTrainer': 'a flag: the authorised-trainer badge',
  'offices:trainingCenters[].isOfficial': 'a flag: the McNeel-approved badge',
  'learn:learningResources[].isPurchase': 'a flag: the paid label and the purchase link',
  'gallery:galleryItems[].demonstration': 'a flag: the demonstration-model badge and note',
  'gallery:featuredProjects[].demonstration': 'a flag: the demonstration-model badge and note',
  'credits:credits[].kind': 'our team or a customer: the build requires the matching demonstration flag',
  'credits:credits[].description': 'the staff’s note on who the name is and the permission given (not shown)',
  'glossary:entries[].englishInUse':
    'a flag: whether the English term is the one in use (the entry’s wording)',
  'wiki:order': 'sort key within the category',
  'wiki:eskiAdresler[]': 'former addresses: they become redirects (_redirects; tests/unit/redirects.test.ts)',
  'redirects:redirects[].from':
    'former addresses: they become redirects (_redirects; tests/unit/redirects.test.ts)',
  'features:order': 'sort key of the detail pages',
  'licensing:order': 'sort key of the licensing pages',
  'learn:learningResources[].type':
    'an enum: the card shows its label (learnTypeLabel), and the filter uses it',
  'pages:pages[].headings[]': 'words for the search index only (MiniSearch keeps the words, not the text)',
  'resources:fileFormats[].source':
    'the vendor page that states the direction: evidence for staff, held to the direction by content-facts.test.ts',
  'glossary:entries[].allowedLines[]':
    'lines exempt from the house-style warnings of npm run check (the line is on the page, not this field)',
}

/** Single values that are not shown although their field is, each with the reason. */
const VALUES_NOT_SHOWN: Record<string, string> = {
  'licensing:breadcrumb = Lisans Yöntemleri':
    'the first licensing page is the root of the trail ("Lisanslama"); the other pages show their breadcrumb',
  'download:downloadGroups[].description = Rhino 8 tam sürümünü':
    'the trial group’s card leads with its item’s text instead of repeating the rules (trial-card.tsx)',
}
const valueNotShown = (field: string, value: unknown) =>
  typeof value === 'string' &&
  Object.keys(VALUES_NOT_SHOWN).some((key) => {
    const [keyField, start] = key.split(' = ')
    return keyField === field && value.startsWith(start!)
  })

/** Interactive pages whose texts are chosen in the browser (by the visitor's answers): their loader data counts. */
const INTERACTIVE = ['teklif']

/** Data collections that are records keyed by an id (the industry files by slug): the key is not a field. */
const RECORD_FIELDS = new Set(['industries', 'advisor:conflicts', 'advisor:managementNames'])

const isNotText = (field: string) => field in NOT_TEXT || `*:${/[\w]+$/.exec(field)?.[0] ?? ''}` in NOT_TEXT

/** Leaf values by field path: `a.b`, list items and record entries as `a[].b`. */
function leaves(value: unknown, prefix: string, out: Map<string, unknown[]>): Map<string, unknown[]> {
  if (Array.isArray(value)) {
    for (const item of value) leaves(item, `${prefix}[]`, out)
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const record = RECORD_FIELDS.has(prefix.replace(/:$/, ''))
    for (const [key, child] of Object.entries(value))
      leaves(child, record ? `${prefix}[]` : prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, out)
  } else if (value !== undefined) {
    out.set(prefix, [...(out.get(prefix) ?? []), value])
  }
  return out
}

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'admin') yield* files(full)
    } else yield full
  }
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#xa0;/g, ' ')
    .replace(/&amp;/g, '&')

const squash = (text: string) => text.replace(/\s+/g, ' ')

/**
 * What visitors and search engines get: each page's HTML without its scripts (the hydration data repeats loader data
 * a visitor may never see) but with its JSON-LD, its attributes (alt texts, links, meta), and the search index.
 */
function siteText(): string {
  const parts: string[] = []
  for (const file of files(DIST)) {
    if (file.endsWith('.html')) {
      const html = readFileSync(file, 'utf8')
      // dist/teklif.html (pages are written as <path>.html): the route's path without the extension.
      const route = path.relative(DIST, file).replace(/(^|[\\/])index\.html$|\.html$/, '')
      if (INTERACTIVE.includes(route)) parts.push(decode(html), hydrationData(html))
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.stringify(JSON.parse(match[1]!)),
      )
      parts.push(decode(html.replace(/<script\b[\s\S]*?<\/script>/g, ' ')), ...jsonLd)
    } else if (/[\\/]_data[\\/]search[\\/][^\\/]+\.json$/.test(file)) {
      parts.push(readFileSync(file, 'utf8'))
    }
  }
  return squash(parts.join('\n'))
}

/** The ways a value may be written on a page. */
function spellings(value: unknown): string[] {
  if (typeof value === 'number') return [String(value), value.toLocaleString('tr-TR'), JSON.stringify(value)]
  if (typeof value === 'string') {
    const text = squash(value.trim())
    // A search document or JSON-LD holds the value JSON-escaped, a mailto link's subject URL-encoded, and an icon
    // name is drawn as lucide's SVG with the class lucide-<kebab-case name>.
    const kebab = text
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/([a-zA-Z])(\d)/, '$1-$2')
      .toLowerCase()
    return [text, JSON.stringify(text).slice(1, -1), encodeURIComponent(text), `lucide-${kebab}`]
  }
  return []
}

/**
 * An example entry's site (`ornek: true`, offices.yaml) is on purpose never a link: its address is not in the page
 * (a dealer shows only its label as plain text). The sites of real entries are still checked.
 */
function withoutExampleSites(collection: string, data: unknown): unknown {
  if (collection !== 'offices') return data
  const offices = data as DataCollections['offices']
  const strip = <Entry extends { ornek?: boolean; website?: string }>(entries: Entry[]) =>
    entries.map(({ website, ...entry }) => (entry.ornek ? entry : { ...entry, website }))
  return { ...offices, dealers: strip(offices.dealers), trainingCenters: strip(offices.trainingCenters) }
}

function fieldPaths(content: ContentResult): Map<string, unknown[]> {
  const paths = new Map<string, unknown[]>()
  for (const [collection, data] of Object.entries(content.collections)) {
    // facts.yaml is substituted into the other files: its values reach the pages through them (its own test:
    // tests/unit/facts.test.ts).
    if (collection === 'facts') continue
    for (const [field, values] of leaves(withoutExampleSites(collection, data), `${collection}:`, new Map()))
      paths.set(field, values)
  }
  for (const document of content.documents) {
    for (const [field, values] of leaves(document.frontmatter, `${document.kind}:`, new Map()))
      paths.set(field, [...(paths.get(field) ?? []), ...values])
  }
  return paths
}

describe('every staff field reaches a page, the JSON-LD or the search index', () => {
  let text = ''
  let paths = new Map<string, unknown[]>()
  beforeAll(async () => {
    text = siteText()
    paths = fieldPaths(await loadContent(process.cwd()))
  }, 120_000)

  it('every value of every field is seen by a visitor or a search engine', () => {
    const dead: string[] = []
    for (const [field, values] of paths) {
      if (isNotText(field)) continue
      const missing = values.filter(
        (value) =>
          !valueNotShown(field, value) &&
          !spellings(value).some((spelling) => spelling && text.includes(spelling)),
      )
      if (missing.length > 0)
        dead.push(`${field}: ${missing.map((value) => JSON.stringify(value)).join(', ')}`)
    }
    expect(dead).toEqual([])
  })
})
