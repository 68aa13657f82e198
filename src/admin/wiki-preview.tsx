// The wiki preview: the article rendered by the site's own page component from the form's fields and Markdown,
// through the same Markdown → HTML function as the build (src/shared/content/wiki-article.ts), with the site's
// stylesheet (registered in main.tsx). Browser.
import { useEffect, useState } from 'react'
import { MemoryRouter } from 'react-router'
import { ArticleHtml } from '../components/wiki/article-html.tsx'
import { WikiArticlePageView } from '../components/wiki/wiki-article-page.tsx'
import type { WikiFrontmatter } from '../shared/content-schema.ts'
import { parseMarkdown } from '../shared/content/markdown.ts'
import { renderWikiArticle, type RenderedWikiArticle } from '../shared/content/wiki-article.ts'
import { slugify } from '../shared/text.ts'
import { substituteFacts } from './facts.ts'
import { loadWikiIndex, type WikiIndex } from './wiki-index.ts'

interface PreviewEntry {
  get: (key: string) => unknown
  getIn: (path: string[]) => unknown
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The article the page would show for these form values. Pure. */
export function previewArticle(
  data: Record<string, unknown>,
  fileSlug: string,
  index: WikiIndex,
): RenderedWikiArticle {
  const title = text(data.title)
  const slug = text(data.slug) || fileSlug || slugify(title)
  const frontmatter = {
    title,
    description: text(data.description),
    category: text(data.category) || 'genel-bilgi',
    ...(text(data.parent) ? { parent: text(data.parent) } : {}),
    ...(text(data.externalUrl) ? { externalUrl: text(data.externalUrl) } : {}),
  } as WikiFrontmatter
  const tree = parseMarkdown(substituteFacts(text(data.body)))
  return renderWikiArticle(
    { slug, frontmatter, tree },
    {
      slugs: index.slugs,
      titles: index.titles,
      // The day the page will show once published (unless the form sets one).
      lastUpdated: text(data.lastUpdated) || new Date().toISOString().slice(0, 10),
      fileName: slug,
    },
  )
}

/**
 * The article's HTML with the images uploaded in this session (not on the site until the article is saved) shown from
 * the browser's copy, which Decap gives for their site address. Pure but for `assetUrl`.
 */
export function withUploadedImages(html: string, assetUrl: (src: string) => string): string {
  return html.replace(
    /(<img\b[^>]*?\ssrc=")(\/images\/wiki\/[^"]+)"/g,
    (whole, start: string, src: string) => {
      const url = assetUrl(src)
      return url.startsWith('blob:') ? `${start}${url}"` : whole
    },
  )
}

export function WikiPreview({ entry }: { entry: PreviewEntry }) {
  const [index, setIndex] = useState<WikiIndex>({ slugs: new Set(), titles: new Map() })
  useEffect(() => {
    void loadWikiIndex().then(setIndex)
  }, [])
  const data = (entry.get('data') as { toJS: () => Record<string, unknown> }).toJS()
  const { article, html: rendered } = previewArticle(data, text(entry.get('slug')), index)
  // The entry's uploads not saved yet: their repository path and the browser's copy.
  const uploads = (
    (entry.get('mediaFiles') as { toJS?: () => { path?: string; url?: string }[] } | undefined)?.toJS?.() ??
    []
  ).filter((file) => file.path && file.url)
  const html = withUploadedImages(
    rendered,
    (src) => uploads.find((file) => file.path!.replace(/^\/?public/, '') === decodeURI(src))?.url ?? '',
  )
  return (
    <MemoryRouter>
      <main>
        <WikiArticlePageView article={article} body={<ArticleHtml html={html} />} />
      </main>
    </MemoryRouter>
  )
}
