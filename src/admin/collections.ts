// The editor's collections and how each schema field appears in the form: the wiki (one Markdown file per article)
// and the data collections (one YAML file each). Build time (the config) and browser (preview, slug rules).
import type { z } from 'zod'
import { wikiCategories } from '../data/wiki-categories.ts'
import { DATA_COLLECTIONS, wikiFrontmatter, type DataCollectionName } from '../shared/content-schema.ts'
import type { FieldOverrides } from './zod-to-decap.ts'

/** A YAML file of staff-editable data (`content/data/…`), edited as one form generated from its schema. */
export interface DataCollection {
  /** Decap's id of the file: lower-case letters, digits and '-', e.g. 'offices'. */
  name: string
  /** The Turkish title staff see in the editor's list, e.g. 'Ofisler ve Bayiler'. */
  label: string
  /** Path from the repository root, e.g. 'content/data/offices.yml'. */
  file: string
  /** The content pipeline's collection the file belongs to (industries: one file per page). */
  collection: DataCollectionName
  /** The collection's zod object schema; give its fields Turkish labels with `.meta({ title, description })`. */
  schema: z.ZodObject
  /** Decap options per dotted field path, where the generated widget is not the right one. */
  overrides?: FieldOverrides
}

/**
 * Every data collection staff edit in the browser: one entry per collection, nothing else to change. The editor's
 * config, the tests (every schema field has an editor field) and the docs follow this list.
 */
/** The Turkish title of each data collection in the editor's list. */
const DATA_LABELS: Record<DataCollectionName, string> = {
  facts: 'Temel bilgiler (fiyatlar, telefonlar, e-posta, süreler)',
  pages: 'Sayfa başlıkları ve açıklamaları',
  home: 'Ana sayfa',
  pricing: 'Fiyatlar ve lisans kartları',
  features: 'Özellikler sayfası',
  learn: 'Öğrenme kaynakları',
  gallery: 'Galeri',
  credits: 'Proje sahipleri (galeride adı geçebilecek ekip ve müşteriler)',
  resources: 'Eklentiler ve kaynaklar',
  offices: 'Ofisler, bayiler ve eğitim merkezleri',
  support: 'Destek sayfası',
  download: 'İndirmeler',
  irhino: 'iRhino sayfası',
  advisor: 'Lisans seçimi ve teklif (/teklif)',
  industries: 'Sektör sayfası',
  glossary: 'Terimler sözlüğü',
  redirects: 'Yönlendirmeler (eski adres → yerine geçen sayfa)',
  settings: 'Site ayarları (içerik panelinin GitHub deposu)',
}

/** One entry per file of content/data/ (one per industry page), from the content pipeline's own registry. */
function dataCollectionEntries(): DataCollection[] {
  return Object.entries(DATA_COLLECTIONS).flatMap(([name, collection]) => {
    const label = DATA_LABELS[name as DataCollectionName]
    const schema = collection.schema as unknown as z.ZodObject
    if ('folder' in collection)
      return collection.keys.map((key) => ({
        name: `${collection.folder}-${key}`,
        label: `${label}: ${key}`,
        file: `content/data/${collection.folder}/${key}.yaml`,
        collection: name as DataCollectionName,
        schema,
      }))
    return [
      {
        name,
        label,
        file: `content/data/${collection.file}`,
        collection: name as DataCollectionName,
        schema,
      },
    ]
  })
}

export const dataCollections: DataCollection[] = dataCollectionEntries()

export const WIKI_FOLDER = 'content/wiki'
/** Uploaded images go here and are linked as /images/wiki/<file>. */
export const WIKI_MEDIA_FOLDER = 'public/images/wiki'
export const WIKI_PUBLIC_FOLDER = '/images/wiki'

export const wikiSchema = wikiFrontmatter

/** Where the wiki form differs from what the schema alone gives. */
export const wikiOverrides: FieldOverrides = {
  category: {
    widget: 'select',
    options: wikiCategories.map((category) => ({ label: category.title, value: category.id })),
  },
  // Renaming says which links carry the old title, and they take the new one on save (title-widget.tsx).
  title: { widget: 'wiki-title' },
  slug: { widget: 'turkish-slug' },
  // On = in search, also for an article without the field (search-switch.tsx).
  search: { widget: 'search-switch' },
  // One item's name: "1 eski adres", "Eski adres ekle" (Turkish counts with the singular; list-labels.ts).
  eskiAdresler: { label_singular: 'Eski adres' },
  parent: {
    widget: 'relation',
    collection: 'wiki',
    value_field: '{{slug}}',
    search_fields: ['title'],
    display_fields: ['title'],
    options_length: 200,
  },
}

/**
 * The body's shape the content check demands (src/scripts: parse.ts): an introduction first, at least one `## `
 * section, no `# ` heading. Decap tests it without flags, so `^` is the start of the text.
 */
export const WIKI_BODY_PATTERN = String.raw`^(?![\s\S]*(?:^|\n)# )\s*[^#\s][\s\S]*\n## +\S`
export const WIKI_BODY_MESSAGE =
  "metin bir giriş paragrafıyla başlamalı ve en az bir '## ' bölümü içermeli; '# ' başlık kullanılmaz"
