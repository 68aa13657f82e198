// Route table (build time): hand-built pages, one generated route module per MDX page, the wiki and the 404.
import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteEntry } from './shared/route-manifest.ts'

const manifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'generated', 'manifest.json'), 'utf8'),
) as RouteEntry[]

/** Each MDX page's generated route module is named after its content folder and slug (scripts/content/emit.ts). */
const CONTENT_FOLDERS = { feature: 'features', licensing: 'licensing', company: 'company' } as const

const contentRoutes = manifest.flatMap((entry) => {
  if (!(entry.kind in CONTENT_FOLDERS)) return []
  const folder = CONTENT_FOLDERS[entry.kind as keyof typeof CONTENT_FOLDERS]
  const slug = entry.path.split('/').at(-1) ?? ''
  return [route(entry.path.slice(1), `generated/routes/${folder}-${slug}.tsx`)]
})

export default [
  index('pages/home.tsx'),
  route('features', 'pages/features.tsx'),
  ...contentRoutes,
  route('learn', 'pages/learn.tsx'),
  route('gallery', 'pages/gallery.tsx'),
  route('gallery/:slug', 'pages/gallery-project.tsx'),
  route('resources', 'pages/resources.tsx'),
  route('wiki', 'pages/wiki.tsx'),
  route('wiki/sozluk', 'pages/glossary.tsx'),
  route('wiki/sozluk/:part', 'pages/glossary-part.tsx'),
  route('wiki/:slug', 'pages/wiki-article.tsx'),
  route('wiki/kategori/:category/:page?', 'pages/wiki-category.tsx'),
  route('offices', 'pages/offices.tsx'),
  route('support', 'pages/support.tsx'),
  route('download', 'pages/download.tsx'),
  route('for/:industry', 'pages/industry.tsx'),
  route('irhino', 'pages/irhino.tsx'),
  route('teklif', 'pages/advisor.tsx'),
  route('*', 'pages/not-found.tsx'),
] satisfies RouteConfig
