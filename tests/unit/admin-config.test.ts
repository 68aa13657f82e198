// The browser editor's config is generated from the content schemas: every schema field has an editor field, with
// the schema's patterns and Turkish messages; the Turkish slug rule and the body rule agree with the content check.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseSource } from '../../src/shared/content/parse.ts'
import { dataCollections, WIKI_BODY_PATTERN, wikiSchema } from '../../src/admin/collections.ts'
import { decapConfig, type DecapCollection } from '../../src/admin/decap-config.ts'
import { splitFrontmatter } from '../../src/admin/file-formats.ts'
import { isHiddenFile } from '../../src/admin/hidden-files.ts'
import { slugTakenMessage } from '../../src/admin/slug-widget.tsx'
import {
  decapFieldPaths,
  editorJsonSchema,
  schemaFieldPaths,
  zodToDecapFields,
  type DecapField,
} from '../../src/admin/zod-to-decap.ts'
import { FIELD_NAMES } from '../../src/shared/schemas/field-names.ts'
import { slugify } from '../../src/shared/text.ts'
import { cmsBackend, site } from '../../src/site.config.ts'
import { stringContaining } from '../matchers.ts'

const config = decapConfig(cmsBackend, site.origin)
const wiki = config.collections.find((collection) => collection.name === 'wiki')!
const field = (fields: readonly DecapField[] | undefined, name: string) =>
  fields!.find((item) => item.name === name)!

/** Schema fields without an editor field, as dotted paths. */
function missingFields(schema: z.ZodObject, fields: readonly DecapField[]): string[] {
  const offered = new Set(decapFieldPaths(fields))
  return schemaFieldPaths(schema).filter((path) => !offered.has(path))
}

/** A data collection shaped like the office and dealer list: nested objects, lists, patterns, enums. */
const testSchema = z.strictObject({
  title: z.string().min(1, 'Başlık boş bırakılamaz').meta({ title: 'Başlık' }),
  dealers: z.array(
    z.strictObject({
      name: z.string().min(1, 'Bayi adı boş bırakılamaz').meta({ title: 'Bayi adı' }),
      phone: z
        .string()
        .regex(/^\+90 \d{3} \d{3} \d{2} \d{2}$/, 'telefon +90 216 555 01 80 biçiminde olmalı')
        .meta({ title: 'Telefon', description: 'Ülke koduyla, boşluklu.' }),
      city: z.enum(['istanbul', 'izmir']),
      tags: z.array(z.string()).optional(),
      seats: z.int().optional(),
    }),
  ),
  updated: z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-AA-GG')]).optional(),
})

describe('every collection of the registry offers every schema field', () => {
  const collections: { name: string; schema: z.ZodObject; fields: readonly DecapField[] }[] = [
    { name: 'wiki', schema: wikiSchema, fields: wiki.fields! },
    ...dataCollections.map((collection) => {
      const data = config.collections.find((item) => item.name === 'data') as DecapCollection & {
        files: { name: string; fields: DecapField[] }[]
      }
      return {
        name: collection.name,
        schema: collection.schema,
        fields: data.files.find((file) => file.name === collection.name)!.fields,
      }
    }),
  ]

  it.each(collections.map((collection) => [collection.name, collection] as const))(
    '%s: a schema field has no editor field',
    (_, collection) => {
      expect(schemaFieldPaths(collection.schema).length).toBeGreaterThan(0)
      expect(missingFields(collection.schema, collection.fields)).toEqual([])
    },
  )

  it('the check itself finds a missing field', () => {
    const fields = zodToDecapFields(testSchema).filter((item) => item.name !== 'updated')
    expect(missingFields(testSchema, fields)).toEqual(['updated'])
    const nested = zodToDecapFields(testSchema).map((item) =>
      item.name === 'dealers'
        ? { ...item, fields: item.fields!.filter((inner) => inner.name !== 'phone') }
        : item,
    )
    expect(missingFields(testSchema, nested)).toEqual(['dealers.phone'])
  })

  it('the data collection lists every registered file (none yet: the wiki is the only collection)', () => {
    expect(config.collections.map((collection) => collection.name)).toEqual(
      dataCollections.length > 0 ? ['wiki', 'data'] : ['wiki'],
    )
  })
})

/** Dotted paths of every schema field without a Turkish name (`.meta({ title })`); fixed values are not shown. */
function untitledFields(schema: z.ZodObject, prefix: string): string[] {
  type Json = ReturnType<typeof editorJsonSchema>
  const walk = (json: Json, at: string): string[] =>
    Object.entries(json.properties ?? {}).flatMap(([name, property]) => {
      const path = `${at}.${name}`
      const own = property.title === undefined && property.const === undefined ? [path] : []
      const nested = property.type === 'array' ? property.items : property
      return [...own, ...(nested?.type === 'object' ? walk(nested, path) : [])]
    })
  return walk(editorJsonSchema(schema), prefix)
}

/** Every `title` in the JSON Schema of the data collections. */
function schemaTitles(): Set<string> {
  const titles = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'title' && typeof inner === 'string') titles.add(inner)
        else visit(inner)
      }
  }
  for (const collection of dataCollections) visit(editorJsonSchema(collection.schema))
  return titles
}

describe('the data forms speak Turkish', () => {
  const data = config.collections.find((item) => item.name === 'data') as DecapCollection & {
    files: { name: string; fields: DecapField[] }[]
  }

  it('every field of every data schema has a Turkish name in its meta (its key is not shown)', () => {
    expect(data.files.length).toBe(dataCollections.length)
    expect(
      dataCollections.flatMap((collection) => untitledFields(collection.schema, collection.name)),
    ).toEqual([])
  })

  it('the check itself finds a field without one', () => {
    const schema = z.strictObject({
      dealers: z.array(z.strictObject({ faxNumber: z.string() })).meta({ title: 'Bayiler' }),
    })
    expect(untitledFields(schema, 'offices')).toEqual(['offices.dealers.faxNumber'])
  })

  it('every shared field name is used by some schema', () => {
    const titles = schemaTitles()
    expect(Object.values(FIELD_NAMES).filter(({ title }) => !titles.has(title))).toEqual([])
  })

  it('shows each list item by its name or title when the list is collapsed', () => {
    const offices = data.files.find((file) => file.name === 'offices')!
    expect(offices.fields.find((item) => item.name === 'dealers')).toMatchObject({
      label: 'Lisans satış ofisleri (bayiler)',
      summary: '{{fields.name}}',
    })
    const phone = offices.fields
      .find((item) => item.name === 'dealers')!
      .fields!.find((item) => item.name === 'phone')
    expect(phone).toMatchObject({ label: 'Telefon', hint: stringContaining('+90 212 555 12 34') })
  })

  it("asks a dealer for a phone but not for an e-mail or a web site, and completes a web address's https://", () => {
    const offices = data.files.find((file) => file.name === 'offices')!
    const dealer = offices.fields.find((item) => item.name === 'dealers')!.fields!
    const centre = offices.fields.find((item) => item.name === 'trainingCenters')!.fields!
    expect(field(dealer, 'phone').required).toBeUndefined()
    expect(field(dealer, 'email')).toMatchObject({ required: false })
    expect(field(dealer, 'website')).toMatchObject({ required: false, complete_https: true })
    // A training centre's row is a button to its site (the SPEC): its web site stays required.
    expect(field(centre, 'website').required).toBeUndefined()
    expect(field(centre, 'website')).toMatchObject({ complete_https: true })
    expect(field(dealer, 'name').complete_https).toBeUndefined()
  })
})

describe('zodToDecapFields (generic)', () => {
  const fields = zodToDecapFields(testSchema)

  it('maps strings, lists of objects and of strings, enums, integers, optional fields and unions', () => {
    expect(field(fields, 'title')).toEqual({
      name: 'title',
      label: 'Başlık',
      widget: 'string',
      pattern: ['\\S', 'Başlık boş bırakılamaz'],
    })
    const dealers = field(fields, 'dealers')
    expect(dealers.widget).toBe('list')
    expect(field(dealers.fields, 'phone')).toEqual({
      name: 'phone',
      label: 'Telefon',
      widget: 'string',
      hint: 'Ülke koduyla, boşluklu.',
      // A whole fact reference ({{ofis.istanbul.telefon}}) is accepted too: the build checks the fact's value.
      pattern: [
        '^\\{\\{\\s*[^{}\\s]+\\s*\\}\\}$|^\\+90 \\d{3} \\d{3} \\d{2} \\d{2}$',
        'telefon +90 216 555 01 80 biçiminde olmalı',
      ],
    })
    expect(field(dealers.fields, 'city')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'istanbul', value: 'istanbul' },
        { label: 'izmir', value: 'izmir' },
      ],
    })
    expect(field(dealers.fields, 'tags')).toMatchObject({
      widget: 'list',
      required: false,
      field: { name: 'tags', widget: 'string' },
    })
    expect(field(dealers.fields, 'seats')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      required: false,
    })
    expect(field(fields, 'updated')).toMatchObject({
      widget: 'string',
      required: false,
      pattern: ['^\\{\\{\\s*[^{}\\s]+\\s*\\}\\}$|^\\d{4}-\\d{2}-\\d{2}$', 'YYYY-AA-GG'],
    })
  })

  it('gives a text marked multiline a box of several lines, and keeps it as a list summary', () => {
    const long = zodToDecapFields(
      z.object({
        items: z.array(z.object({ text: z.string().min(1).meta({ title: 'Metin', multiline: true }) })),
      }),
    )
    const items = field(long, 'items')
    expect(field(items.fields, 'text')).toMatchObject({
      widget: 'text',
      pattern: ['\\S', stringContaining('')],
    })
    expect(items.summary).toBe('{{fields.text}}')
  })

  it('refuses a schema type it cannot edit instead of dropping the field', () => {
    expect(() => zodToDecapFields(z.object({ blob: z.instanceof(Uint8Array) }))).toThrow('blob')
  })
})

describe('the wiki form', () => {
  const fields = wiki.fields!

  it('has the schema fields in order, then the body', () => {
    expect(fields.map((item) => item.name)).toEqual([
      'title',
      'description',
      'category',
      'slug',
      'parent',
      'externalUrl',
      'order',
      'search',
      'lastUpdated',
      'eskiAdresler',
      'body',
    ])
    expect(field(fields, 'title')).toMatchObject({ label: 'Başlık', widget: 'wiki-title' })
    expect(field(fields, 'title').required).toBeUndefined()
    expect(field(fields, 'order')).toMatchObject({ widget: 'number', value_type: 'float', required: false })
    expect(field(fields, 'search')).toMatchObject({ widget: 'search-switch', required: false })
    // A sentence gets a box of several lines, with the same check as a one-line field.
    expect(field(fields, 'description')).toMatchObject({
      label: 'Açıklama',
      widget: 'text',
      pattern: ['\\S', stringContaining('')],
    })
  })

  it('offers the seven categories by their Turkish names', () => {
    expect(field(fields, 'category').options).toContainEqual({ label: 'Özelleştirme', value: 'ozellestirme' })
    expect(field(fields, 'category').options).toHaveLength(7)
  })

  it('checks slug, parent and external address with the schema patterns and Turkish messages', () => {
    const slug = field(fields, 'slug')
    expect(slug).toMatchObject({ widget: 'turkish-slug', required: false })
    expect(slug.pattern![1]).toMatch(/küçük harf/)
    expect(field(fields, 'parent')).toMatchObject({
      widget: 'relation',
      collection: 'wiki',
      value_field: '{{slug}}',
    })
    expect(field(fields, 'externalUrl').pattern![1]).toMatch(/https:\/\//)
    const pattern = new RegExp(slug.pattern![0])
    for (const good of ['nurbs-nedir', 'cizim-sablonlari-ve-ipuclari', 'rhino8'])
      expect(pattern.test(good)).toBe(true)
    for (const bad of ['Nurbs', 'çizim', 'a--b', '-a', 'a b']) expect(pattern.test(bad)).toBe(false)
  })

  it('names files after the slug field and edits the text with the article widget (src/admin/rich-text/)', () => {
    expect(wiki).toMatchObject({
      folder: 'content/wiki',
      slug: '{{fields.slug}}',
      format: 'rhino-frontmatter',
    })
    expect(field(fields, 'body')).toMatchObject({ widget: 'article-body' })
    expect(wiki.media_folder).toBe('/public/images/wiki')
    expect(config).toMatchObject({ locale: 'tr', load_config_file: false })
  })

  it("folds titles to slugs the Turkish way, whatever the browser's language", () => {
    expect(slugify('Çizim Şablonları ve İpuçları')).toBe('cizim-sablonlari-ve-ipuclari')
    expect(slugify('IŞIK ve Işıklandırma')).toBe('isik-ve-isiklandirma')
    expect(slugTakenMessage('nurbs-nedir', new Set(['nurbs-nedir']))).toMatch(/başka bir makale/)
    expect(slugTakenMessage('yeni', new Set(['nurbs-nedir']))).toBeNull()
  })

  it('the body rule accepts every article the content check accepts and refuses what it refuses', () => {
    const pattern = new RegExp(WIKI_BODY_PATTERN)
    const articles = readdirSync('content/wiki').filter((name) => name.endsWith('.md'))
    for (const name of articles)
      expect(pattern.test(splitFrontmatter(readFileSync(`content/wiki/${name}`, 'utf8')).body), name).toBe(
        true,
      )
    const check = (body: string) =>
      parseSource({
        file: 'content/wiki/x.md',
        kind: 'wiki',
        name: 'x',
        extension: '.md',
        raw: `---\ntitle: A\ndescription: B\ncategory: genel-bilgi\n---\n\n${body}`,
      }).problems.length === 0
    for (const body of [
      'Sadece giriş.\n',
      '## Bölüm\n- Madde\n',
      '# Başlık\n\nGiriş.\n\n## Bölüm\n- M\n',
      'Giriş.\n\n# Büyük\n\n## Bölüm\n- M\n',
    ]) {
      expect(check(body), body).toBe(false)
      expect(pattern.test(body), body).toBe(false)
    }
    expect(pattern.test('Giriş.\n\n## Bölüm\n- Madde\n')).toBe(true)
  })

  it('hides _ files (templates and drafts) from the lists', () => {
    expect(isHiddenFile('content/wiki/_sablon.md')).toBe(true)
    expect(isHiddenFile('content/wiki/nurbs-nedir.md')).toBe(false)
    expect(isHiddenFile('content/wiki_x/a.md')).toBe(false)
  })
})

describe('the editor reads the schemas through public zod API only', () => {
  /** Every source file under src/admin/. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : []
    })

  it("no file of src/admin reaches into zod's private `_zod` internals", () => {
    const files = sources('src/admin')
    expect(files.length).toBeGreaterThan(10)
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('_zod'))).toEqual([])
  })
})
