// The content contract: one zod schema per content kind, shared by the build scripts and the app.
import { z } from 'zod'
import { advisorSchema } from './schemas/advisor.ts'
import { creditsSchema } from './schemas/credits.ts'
import { downloadSchema } from './schemas/download.ts'
import { factsSchema } from './schemas/facts.ts'
import { featuresSchema } from './schemas/features.ts'
import { gallerySchema } from './schemas/gallery.ts'
import { glossarySchema } from './schemas/glossary.ts'
import { homeSchema } from './schemas/home.ts'
import { INDUSTRY_SLUGS, industrySchema } from './schemas/industries.ts'
import { irhinoSchema } from './schemas/irhino.ts'
import { learnSchema } from './schemas/learn.ts'
import { officesSchema } from './schemas/offices.ts'
import { pagesSchema } from './schemas/pages.ts'
import { pricingSchema } from './schemas/pricing.ts'
import { redirectsSchema } from './schemas/redirects.ts'
import { resourcesSchema } from './schemas/resources.ts'
import { settingsSchema } from './schemas/settings.ts'
import { supportSchema } from './schemas/support.ts'

import { formerAddress } from './schemas/fields.ts'

export { turkishErrorMap } from './schemas/fields.ts'
export type { Facts } from './schemas/facts.ts'

export const WIKI_CATEGORY_IDS = [
  'genel-bilgi',
  'sorun-giderme',
  'kurulum-ve-yapilandirma',
  'grasshopper',
  'ozellestirme',
  'ogrenme-kaynaklari',
  'kaynak-ve-belgeler',
] as const

export type WikiCategoryId = (typeof WIKI_CATEGORY_IDS)[number]

const requiredText = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} eksik` : `${what} metin olmalı`) })
    .trim()
    .min(1, `${what} boş bırakılamaz`)

const httpUrl = z
  .string({ error: 'bağlantı metin olmalı' })
  .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/, 'http:// veya https:// ile başlayan tam bir adres olmalı')

const slugText = z
  .string({ error: 'metin olmalı' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'yalnızca küçük harf (a-z), rakam ve tire içermeli, örn. nurbs-nedir')

/** Former addresses of a page (`eskiAdresler`): each answers with a permanent redirect (301) to the page's address. */
export const formerAddresses = z
  .array(formerAddress(), { error: 'adres listesi olmalı, örn. [/wiki/eski-ad]' })
  .meta({
    title: 'Eski adresler',
    description:
      'Bu sayfanın önceki adresleri, örn. /wiki/eski-ad; eski adrese gelen ziyaretçi bu sayfaya yönlendirilir. Adres değişince düzenleyici eskisini kendiliğinden ekler. Silmeyin: silinen adres "sayfa bulunamadı" verir ve site yayımlanmaz.',
  })

/** A calendar date written YYYY-MM-DD (YAML reads an unquoted one as a date), kept as the 'YYYY-MM-DD' text. */
const calendarDate = z
  .union(
    [
      z.date(),
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-AA-GG biçiminde bir tarih olmalı, örn. 2026-11-12'),
    ],
    {
      error: 'YYYY-AA-GG biçiminde bir tarih olmalı, örn. 2026-11-12',
    },
  )
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .refine(
    (value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value),
    'takvimde olmayan bir tarih (ay 01–12, gün ayın gün sayısını aşmamalı)',
  )

/**
 * Frontmatter of a wiki article (`content/wiki/<slug>.md`). `.meta()` gives each field its Turkish label and hint in
 * the browser editor (src/admin/), which is generated from this schema.
 */
export const wikiFrontmatter = z.strictObject(
  {
    /** Article title, shown in the sidebar, as the page heading and in the browser tab. */
    title: requiredText('Başlık (title)').meta({
      title: 'Başlık',
      description: 'Kenar çubuğunda, sayfa başlığında ve tarayıcı sekmesinde görünür.',
    }),
    /** One-sentence summary under the title, in search results and the page description. */
    description: requiredText('Açıklama (description)').meta({
      title: 'Açıklama',
      description: 'Tek cümlelik özet (60–160 karakter): başlığın altında ve arama sonuçlarında görünür.',
      multiline: true,
    }),
    /** Category id: one of the seven wiki categories. */
    category: z
      .enum(WIKI_CATEGORY_IDS, {
        error: `şu değerlerden biri olmalı: ${WIKI_CATEGORY_IDS.join(', ')}`,
      })
      .meta({ title: 'Kategori', description: 'Makalenin kenar çubuğunda göründüğü kategori.' }),
    /** Optional URL slug; defaults to the file name. */
    slug: slugText.optional().meta({
      title: 'Adres',
      description:
        'Sayfa adresi /wiki/… ve dosya adı: küçük harf, rakam ve tire. Yeni makalede başlıktan kendiliğinden oluşur.',
    }),
    /** Optional slug of the parent article (e.g. teknik-incelemeler). */
    parent: slugText.optional().meta({
      title: 'Üst makale',
      description: 'Sayfa konumu çubuğunda bu makalenin üstünde görünen makale.',
    }),
    /** Optional link to the original English resource, shown as "Orijinal McNeel Wiki'ye Git". */
    externalUrl: httpUrl.optional().meta({
      title: 'Özgün kaynak adresi',
      description: 'https:// ile başlayan tam adres; "Orijinal McNeel Wiki\'ye Git" düğmesi buraya gider.',
    }),
    /** Optional position inside the category; lower comes first, then title order. */
    order: z.number({ error: 'sayı olmalı, örn. 3' }).optional().meta({
      title: 'Sıra',
      description: 'Kategori içindeki sıra, 1 en üstte. Boşsa alfabetik sona.',
    }),
    /** Set to false to keep the article out of search results. */
    search: z.boolean({ error: 'true veya false olmalı' }).optional().meta({
      title: 'Aramada göster',
      description: 'Kapatılırsa makale site aramasında çıkmaz. Hiç dokunulmazsa makale aramada görünür.',
    }),
    /** Optional date of the last change (YYYY-MM-DD), shown as "Son güncelleme"; overrides the date from git. */
    lastUpdated: calendarDate.optional().meta({
      title: 'Son güncelleme',
      description:
        'YYYY-AA-GG biçiminde, örn. 2026-11-12. Boş bırakılırsa tarih, dosyanın son kaydedildiği günden alınır.',
    }),
    /** Former addresses of the article; each redirects (301) here. The editor adds the old one when the slug changes. */
    eskiAdresler: formerAddresses.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `bilinmeyen alan: ${issue.keys.join(', ')}` : undefined,
  },
)
export type WikiFrontmatter = z.infer<typeof wikiFrontmatter>

/** Frontmatter of a feature detail page (`content/features/<slug>.mdx`). */
export const featureFrontmatter = z.strictObject({
  /** Page heading and browser-tab title. */
  title: requiredText('Başlık (title)'),
  /** Meta description, 70–160 characters. */
  description: requiredText('Açıklama (description)'),
  /** Small line above the heading. */
  eyebrow: requiredText('Üst başlık (eyebrow)'),
  /** One or two sentences under the heading. */
  lead: requiredText('Giriş metni (lead)'),
  /**
   * The page's picture, only for a feature page without a card: a page with a card in features.yaml (detailPages,
   * edited in the editor) shows the card's image and description, so staff replace it in one place.
   */
  image: z
    .string()
    .regex(
      /^\/images\/[\w/.-]+\.(svg|webp|avif|png|jpg)$/,
      '/images/ ile başlayan yerel bir görsel yolu olmalı',
    )
    .optional(),
  /** Alternative text of that picture. */
  imageAlt: requiredText('Görsel açıklaması (imageAlt)').optional(),
  /** The main Rhino command of the feature, shown as a badge; leave out when no single command does it (e.g. Metal). */
  command: requiredText('Komut (command)').optional(),
  /** Position in lists; lower first. */
  order: z.number({ error: 'sayı olmalı' }),
  /** Set to false to keep the page out of search results. */
  search: z.boolean().optional(),
  /** Former addresses of the page; each redirects (301) here. */
  eskiAdresler: formerAddresses.optional(),
})
export type FeatureFrontmatter = z.infer<typeof featureFrontmatter>

const action = z.strictObject({
  /** Button label. */
  label: requiredText('Düğme metni (label)'),
  /** Internal path (/support) or external https address. */
  href: z.string().regex(/^(\/|https:\/\/)/, '/ ile başlayan bir sayfa yolu veya https:// adresi olmalı'),
})

/** One `## ` section of a legal summary and the clauses it may hold (see `src/shared/content/legal-clauses.ts`). */
const clauseSection = z.strictObject({
  /** The `## ` heading without its number ("Lisans Hakları"). */
  section: requiredText('Bölüm adı (section)'),
  /** The clauses of the section: each `### ` heading or bold label ("**Kurulum:**") it may contain. */
  items: z.array(requiredText('Madde adı')).min(1, 'en az bir madde olmalı'),
})

/** Frontmatter of a licensing page (`content/licensing/<slug>.mdx`), the EULA included. */
export const licensingFrontmatter = z.strictObject({
  /** Page heading and browser-tab title. */
  title: requiredText('Başlık (title)'),
  /** Meta description. */
  description: requiredText('Açıklama (description)'),
  /** Short text under the heading. */
  lead: z.string().optional(),
  /** Short label for the breadcrumb. */
  breadcrumb: requiredText('Kısa ad (breadcrumb)'),
  /** Up to two hero buttons. */
  actions: z.array(action).max(2, 'en fazla iki düğme olabilir').optional(),
  /** Date of the last change (YYYY-MM-DD); shown as "Son güncelleme". */
  lastUpdated: calendarDate.optional(),
  /**
   * A legal page's approved outline: its `## ` sections in order and the clauses each may contain. When given, the
   * build refuses a section or clause the list does not name (staff extend the list only with approved text).
   */
  clauses: z.array(clauseSection).min(1).optional(),
  /** Set to false to keep the page out of search results. */
  search: z.boolean().optional(),
  /** Former addresses of the page; each redirects (301) here. */
  eskiAdresler: formerAddresses.optional(),
})
export type LicensingFrontmatter = z.infer<typeof licensingFrontmatter>

/**
 * Frontmatter of a company page (`content/company/<slug>.mdx` → `/<slug>`): who we are, the KVKK notice, what the
 * site stores in the browser. The legal identity and the offices come from facts.yaml (MDX components), never from here.
 */
export const companyFrontmatter = z.strictObject({
  /** Page heading, browser-tab title and the breadcrumb's last item. */
  title: requiredText('Başlık (title)'),
  /** Meta description. */
  description: requiredText('Açıklama (description)'),
  /** Small line above the heading, e.g. Kurumsal. */
  eyebrow: requiredText('Üst başlık (eyebrow)'),
  /** Short text under the heading. */
  lead: z.string().optional(),
  /** Date of the last change (YYYY-MM-DD); shown as "Son güncelleme" (a legal notice should say when it changed). */
  lastUpdated: calendarDate.optional(),
  /** Set to false to keep the page out of search results. */
  search: z.boolean().optional(),
  /** Former addresses of the page; each redirects (301) here. */
  eskiAdresler: formerAddresses.optional(),
})
export type CompanyFrontmatter = z.infer<typeof companyFrontmatter>

/** Content kinds: folder under content/ → schema and the route prefix its files get. */
export const CONTENT_KINDS = {
  wiki: { schema: wikiFrontmatter, routePrefix: '/wiki/', extensions: ['.md', '.mdx'] },
  features: { schema: featureFrontmatter, routePrefix: '/features/', extensions: ['.mdx'] },
  licensing: { schema: licensingFrontmatter, routePrefix: '/licensing/', extensions: ['.mdx'] },
  company: { schema: companyFrontmatter, routePrefix: '/', extensions: ['.mdx'] },
} as const
export type ContentKind = keyof typeof CONTENT_KINDS

/**
 * Data collections: YAML files under content/data/ → schema, and the name of the type the generated module
 * (src/generated/data/<name>.ts) is typed with. A `folder` collection has one file per key (file name = key).
 */
export const DATA_COLLECTIONS = {
  facts: { file: 'facts.yaml', schema: factsSchema, schemaModule: 'facts', type: 'Facts' },
  pages: { file: 'pages.yaml', schema: pagesSchema, schemaModule: 'pages', type: 'PagesData' },
  home: { file: 'home.yaml', schema: homeSchema, schemaModule: 'home', type: 'HomeData' },
  pricing: { file: 'pricing.yaml', schema: pricingSchema, schemaModule: 'pricing', type: 'PricingData' },
  features: { file: 'features.yaml', schema: featuresSchema, schemaModule: 'features', type: 'FeaturesData' },
  learn: { file: 'learn.yaml', schema: learnSchema, schemaModule: 'learn', type: 'LearnData' },
  gallery: { file: 'gallery.yaml', schema: gallerySchema, schemaModule: 'gallery', type: 'GalleryData' },
  credits: { file: 'credits.yaml', schema: creditsSchema, schemaModule: 'credits', type: 'CreditsData' },
  resources: {
    file: 'resources.yaml',
    schema: resourcesSchema,
    schemaModule: 'resources',
    type: 'ResourcesData',
  },
  offices: { file: 'offices.yaml', schema: officesSchema, schemaModule: 'offices', type: 'OfficesData' },
  support: { file: 'support.yaml', schema: supportSchema, schemaModule: 'support', type: 'SupportData' },
  download: { file: 'download.yaml', schema: downloadSchema, schemaModule: 'download', type: 'DownloadData' },
  irhino: { file: 'irhino.yaml', schema: irhinoSchema, schemaModule: 'irhino', type: 'IRhinoData' },
  advisor: { file: 'advisor.yaml', schema: advisorSchema, schemaModule: 'advisor', type: 'AdvisorData' },
  industries: {
    folder: 'industries',
    keys: INDUSTRY_SLUGS,
    schema: industrySchema,
    schemaModule: 'industries',
    type: 'IndustryPageData',
  },
  glossary: { file: 'glossary.yaml', schema: glossarySchema, schemaModule: 'glossary', type: 'GlossaryData' },
  redirects: {
    file: 'redirects.yaml',
    schema: redirectsSchema,
    schemaModule: 'redirects',
    type: 'RedirectsData',
  },
  settings: { file: 'settings.yaml', schema: settingsSchema, schemaModule: 'settings', type: 'SettingsData' },
} as const
export type DataCollectionName = keyof typeof DATA_COLLECTIONS
