// The Decap CMS configuration of the browser editor, generated from the content schemas (build time: the admin
// build turns it into a module, scripts/admin/vite-config.ts). Nothing here is written twice.
import { GITHUB_AUTH_ENDPOINT, type CmsBackend } from '../shared/site-settings.ts'
import {
  dataCollections,
  WIKI_BODY_MESSAGE,
  WIKI_BODY_PATTERN,
  WIKI_FOLDER,
  WIKI_MEDIA_FOLDER,
  WIKI_PUBLIC_FOLDER,
  wikiOverrides,
  wikiSchema,
} from './collections.ts'
import { hiddenFilesBackendName } from './hidden-files.ts'
import { LIST_ITEM_LABELS } from './list-labels.ts'
import { zodToDecapFields, type DecapField } from './zod-to-decap.ts'

/** Custom file formats registered in main.tsx (src/admin/file-formats.ts). */
export const FRONTMATTER_FORMAT = 'rhino-frontmatter'
export const YAML_FORMAT = 'rhino-yaml'

export interface DecapCollection {
  name: string
  label: string
  fields?: DecapField[]
  [option: string]: unknown
}

export interface DecapConfig {
  backend: Record<string, unknown>
  collections: DecapCollection[]
  [option: string]: unknown
}

/**
 * Decap's backend settings for the site config's Git host (wrapped so `_` files stay hidden, see hidden-files.ts).
 * GitHub signs in through the site's own Function at `<origin>/api/auth`; the editor sets the origin it is served from
 * (main.tsx), so a preview deployment signs in on its own address. `origin` is the site's public address.
 */
export function decapBackend(backend: CmsBackend, origin = ''): Record<string, unknown> {
  const common = { name: hiddenFilesBackendName(backend.name), repo: backend.repo, branch: backend.branch }
  switch (backend.name) {
    case 'github':
      return { ...common, base_url: origin, auth_endpoint: GITHUB_AUTH_ENDPOINT }
    case 'gitlab':
    case 'gitea':
      return {
        ...common,
        auth_type: 'pkce',
        app_id: backend.appId,
        base_url: backend.baseUrl,
        api_root: `${backend.baseUrl}/api/${backend.name === 'gitlab' ? 'v4' : 'v1'}`,
      }
  }
}

export const WIKI_BODY_FIELD: DecapField = {
  name: 'body',
  label: 'Metin',
  // Formatted writing with buttons or Markdown with line numbers; an unchanged text is saved as it was
  // (src/admin/rich-text/).
  widget: 'article-body',
  pattern: [WIKI_BODY_PATTERN, WIKI_BODY_MESSAGE],
  hint: 'Önce bir giriş paragrafı, sonra bölümler: her bölüm «Başlık 2» biçiminde bir başlıkla başlar.',
}

export function wikiCollection(): DecapCollection {
  return {
    name: 'wiki',
    label: 'Wiki makaleleri',
    label_singular: 'Wiki makalesi',
    // Staff read it above the list: no file names or formats (the developer's view is in content/README.md).
    description: 'Sitenin wiki makaleleri. Özellik ve lisanslama sayfaları burada düzenlenmez.',
    folder: WIKI_FOLDER,
    extension: 'md',
    format: FRONTMATTER_FORMAT,
    create: true,
    // Deleting asks for the page that replaces the article and records the redirect first (delete-guard.ts).
    delete: true,
    // The file name (and so the address) comes from the slug field, which new articles fill from the title.
    slug: '{{fields.slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    sortable_fields: ['title', 'category', 'order'],
    // "Canlı Görüntüle" opens the article's page on the site (site_url: the local site in local mode, see main.tsx).
    preview_path: 'wiki/{{slug}}',
    media_folder: `/${WIKI_MEDIA_FOLDER}`,
    public_folder: WIKI_PUBLIC_FOLDER,
    fields: [...zodToDecapFields(wikiSchema, wikiOverrides), WIKI_BODY_FIELD],
  }
}

/** The text widget of the data forms: shows the facts a text holds and lets staff pick one (fact-field.tsx). */
export const FACT_TEXT_WIDGET = 'fact-text'
/** The number widget of the data forms: a number, or a fact's value with where it is changed (fact-field.tsx). */
export const FACT_NUMBER_WIDGET = 'fact-number'

/**
 * `fields` with every plain text and number field turned into the fact-aware one, nested fields and list items
 * included.
 */
export function withFactText(fields: readonly DecapField[]): DecapField[] {
  return fields.map((field) => ({
    ...field,
    ...(field.widget === 'string' ? { widget: FACT_TEXT_WIDGET } : {}),
    ...(field.widget === 'number' ? { widget: FACT_NUMBER_WIDGET } : {}),
    // A fixed id (one of a list the code names: a card, a section) is not something staff choose: not shown.
    ...(field.name === 'id' && field.widget === 'select' ? { widget: 'hidden' } : {}),
    // One item's name, for the add button and the count (list-labels.ts).
    ...(field.widget === 'list' && LIST_ITEM_LABELS[field.name]
      ? { label_singular: LIST_ITEM_LABELS[field.name] }
      : {}),
    ...(field.fields ? { fields: withFactText(field.fields) } : {}),
    ...(field.field ? { field: withFactText([field.field])[0] } : {}),
  }))
}

/** One Decap collection listing every data file of the registry, or none while the registry is empty. */
export function dataCollection(): DecapCollection[] {
  if (dataCollections.length === 0) return []
  return [
    {
      name: 'data',
      label: 'Site verileri',
      description: 'Fiyatlar, ofisler ve sitenin diğer sayfalarındaki bilgiler.',
      format: YAML_FORMAT,
      extension: 'yml',
      // A data file has no page of its own to preview: the form takes the whole width.
      editor: { preview: false },
      delete: false,
      files: dataCollections.map((collection) => ({
        name: collection.name,
        label: collection.label,
        file: collection.file,
        // The facts form is where facts are written: its fields hold values, never references.
        fields:
          collection.name === 'facts'
            ? zodToDecapFields(collection.schema, collection.overrides)
            : withFactText(zodToDecapFields(collection.schema, collection.overrides)),
      })),
    },
  ]
}

/** @param origin the site's public address (facts.yaml `firma.web`): the editor's links to the site's pages. */
export function decapConfig(backend: CmsBackend, origin: string): DecapConfig {
  return {
    load_config_file: false,
    locale: 'tr',
    backend: decapBackend(backend, origin),
    site_url: origin,
    display_url: origin,
    media_folder: WIKI_MEDIA_FOLDER,
    public_folder: WIKI_PUBLIC_FOLDER,
    // Decap's own slug cleaning, for anything not already a clean slug (the slug field normally is).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [wikiCollection(), ...dataCollection()],
  }
}
