// /wiki/sozluk/:part — one part of the Rhino terms glossary (/wiki/sozluk/a-b …): the entries of its letters, whole,
// with their English names, commands and related pages. Rendered to HTML at build time; no script of its own. The
// markup is in the page's HTML once, not in its loader data (src/lib/page-fragment.tsx).
import type { Route } from './+types/glossary-part'
import { GlossaryPartView } from '../components/glossary/glossary-view.tsx'
import { LazyNotFound } from '../components/layout/lazy-not-found.tsx'
import { useReadingEnhancements } from '../components/reading/use-reading-enhancements.ts'
import { glossaryEntries } from '../data/glossary.ts'
import { staticPage } from '../data/pages.ts'
import { absoluteUrl, pageMeta } from '../lib/meta.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, readPageTitles, readWikiFile, renderStatic } from '../lib/prerender.server.tsx'
import {
  GLOSSARY_PATH,
  glossaryPartPath,
  glossaryParts,
  glossaryPartText,
  groupByLetter,
} from '../shared/glossary.ts'
import type { WikiArticle, WikiArticleFile } from '../shared/wiki-types.ts'
import { TITLE_SUFFIX } from '../site.config.ts'

const NOT_FOUND = {
  page: null,
  meta: [{ title: `Page Not Found | ${TITLE_SUFFIX}` }, { name: 'robots', content: 'noindex' }],
}

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

export async function loader({ params }: Route.LoaderArgs) {
  const parts = glossaryParts(glossaryEntries)
  const index = parts.findIndex((part) => part.slug === params.part)
  const part = parts[index]
  if (!part) return NOT_FOUND
  const glossary = staticPage(GLOSSARY_PATH)
  const text = glossaryPartText(glossary, part)
  const path = glossaryPartPath(part.slug)
  const [commandList, pageTitles] = await Promise.all([
    readWikiFile<WikiArticleFile>('command-list'),
    readPageTitles(),
  ])
  return {
    meta: pageMeta({
      ...text,
      path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DefinedTermSet',
          name: text.title,
          description: text.description,
          inLanguage: 'tr',
          url: absoluteUrl(path),
          isPartOf: { '@type': 'DefinedTermSet', name: glossary.title, url: absoluteUrl(GLOSSARY_PATH) },
        },
      ],
    }),
    page: keepPageHtml(
      path,
      renderStatic(
        <GlossaryPartView
          {...text}
          part={part}
          previous={parts[index - 1]}
          next={parts[index + 1]}
          allGroups={groupByLetter(glossaryEntries)}
          commandLinks={commandLinks(commandList)}
          pageTitles={pageTitles}
        />,
        path,
      ),
    ),
  }
}

/** Browser navigation: the pre-rendered data file and the page's markup from its HTML; an unknown part shows the 404. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await withPageHtml(request, serverLoader())
  } catch {
    return NOT_FOUND
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? NOT_FOUND.meta

export default function GlossaryPartPage({ loaderData }: Route.ComponentProps) {
  useReadingEnhancements(loaderData.page)
  return loaderData.page === null ? <LazyNotFound /> : <PageHtml id={loaderData.page} />
}
