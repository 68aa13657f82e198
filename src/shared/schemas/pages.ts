// Schema of content/data/pages.yaml: title, description and breadcrumb of the hand-built pages. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import { descriptionText, labelText, sitePath, text, titleText } from './fields.ts'

const breadcrumbItem = z.strictObject({
  /** Text of the breadcrumb step. */
  label: labelText(),
  /** Page of the step; the last step has none. */
  href: sitePath().optional().meta(FIELD_NAMES.href),
})

const staticPage = z.strictObject({
  /** Address of the page (fixed: the page exists in code). */
  path: z
    .enum([
      '/',
      '/features',
      '/learn',
      '/gallery',
      '/resources',
      '/wiki',
      '/wiki/sozluk',
      '/offices',
      '/support',
      '/download',
      '/irhino',
      '/teklif',
    ])
    .meta({ title: 'Sayfa adresi' }),
  /** Browser tab title and page heading. */
  title: titleText(),
  /** Description for search engines (70–160 characters). */
  description: descriptionText(),
  /** Breadcrumb steps after "Ana Sayfa". */
  breadcrumb: z.array(breadcrumbItem).meta({ title: 'Sayfa konumu (breadcrumb)' }),
  /** Section ids on the page that links may target with #; developers keep these in step with the page. */
  anchors: z.array(text()).optional().meta({ title: 'Sayfa içi bağlantılar (#)' }),
  /** Section headings for the search index. */
  headings: z.array(text()).optional().meta({ title: 'Başlıklar' }),
})

/** content/data/pages.yaml */
export const pagesSchema = z.strictObject({
  /** One entry per hand-built page. */
  pages: z.array(staticPage).min(1).meta({ title: 'Sayfalar' }),
})
export type PagesData = z.infer<typeof pagesSchema>
export type StaticPage = z.infer<typeof staticPage> & { kind?: 'page' | 'industry' }
