// /wiki/sozluk — the Rhino terms glossary: rendered to HTML at build time from content/data/glossary.yaml (the letter
// index and entries are plain links and anchors); its only script is the filter box (use-glossary-filter.ts). The
// markup is in the page's HTML once, not in its loader data (src/lib/page-fragment.tsx).
import type { Route } from './+types/glossary'
import { GlossaryView } from '../components/glossary/glossary-view.tsx'
import { useGlossaryFilter } from '../components/glossary/use-glossary-filter.ts'
import { glossaryEntries } from '../data/glossary.ts'
import { staticPage } from '../data/pages.ts'
import { absoluteUrl, pageMeta } from '../lib/meta.ts'
import { useReadingEnhancements } from '../components/reading/use-reading-enhancements.ts'
import { loadPageHtml, PageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, readPageTitles, readWikiFile, renderStatic } from '../lib/prerender.server.tsx'
import { GLOSSARY_PATH } from '../shared/glossary.ts'
import type { WikiArticle, WikiArticleFile } from '../shared/wiki-types.ts'

/** Command → the command list's section that lists it (`- \`FilletEdge\` — …`). */
function commandLinks(article: WikiArticle | null): Record<string, string> {
  const links: Record<string, string> = {}
  for (const section of article?.sections ?? [])
    for (const item of section.items) {
      const command = /^([A-Za-z0-9_]+) —/.exec(item)?.[1]
      if (command) links[command] ??= `/wiki/${article?.slug ?? ''}#${section.id}`
    }
  return links
}

export async function loader() {
  const page = staticPage(GLOSSARY_PATH)
  const commandList = await readWikiFile<WikiArticleFile>('command-list')
  const pageTitles = await readPageTitles()
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
        <GlossaryView
          title={page.title}
          description={page.description}
          breadcrumb={page.breadcrumb}
          entries={glossaryEntries}
          commandLinks={commandLinks(commandList)}
          pageTitles={pageTitles}
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
