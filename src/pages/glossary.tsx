// /wiki/sozluk — the Rhino terms glossary's index: every term of content/data/glossary.yaml with its English name,
// linked to its definition in one of the parts (glossary-part.tsx). Rendered to HTML at build time (plain links and
// anchors); its only script is the filter box (use-glossary-filter.ts). The markup is in the page's HTML once, not in
// its loader data (src/lib/page-fragment.tsx).
import type { Route } from './+types/glossary'
import { GlossaryIndexView } from '../components/glossary/glossary-view.tsx'
import { useGlossaryFilter } from '../components/glossary/use-glossary-filter.ts'
import { glossaryEntries } from '../data/glossary.ts'
import { staticPage } from '../data/pages.ts'
import { absoluteUrl, pageMeta } from '../lib/meta.ts'
import { useReadingEnhancements } from '../components/reading/use-reading-enhancements.ts'
import { loadPageHtml, PageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, renderStatic } from '../lib/prerender.server.tsx'
import { GLOSSARY_PATH, glossaryParts } from '../shared/glossary.ts'

export function loader() {
  const page = staticPage(GLOSSARY_PATH)
  return {
    meta: pageMeta({
      ...page,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DefinedTermSet',
          name: page.title,
          description: page.description,
          inLanguage: 'tr',
          url: absoluteUrl(page.path),
        },
      ],
    }),
    page: keepPageHtml(
      page.path,
      renderStatic(
        <GlossaryIndexView
          title={page.title}
          description={page.description}
          breadcrumb={page.breadcrumb}
          entries={glossaryEntries}
          parts={glossaryParts(glossaryEntries)}
        />,
        page.path,
      ),
    ),
  }
}

/**
 * Browser navigation: the page's data (its head) and its markup, from its pre-rendered HTML. The address is written
 * out (GLOSSARY_PATH, as in src/routes.ts): the module that names it also holds the glossary's schema, which must stay
 * out of this page's code.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPageHtml('/wiki/sozluk')])
  return data
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function GlossaryPage({ loaderData }: Route.ComponentProps) {
  useGlossaryFilter()
  useReadingEnhancements(loaderData.page)
  return <PageHtml id={loaderData.page} />
}
