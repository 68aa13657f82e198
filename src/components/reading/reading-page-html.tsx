// A reading page's own pre-rendered markup (PageHtml, src/lib/page-fragment.tsx) with the reading enhancements of
// its contents list and code blocks: wiki articles and MDX pages. The glossary shows PageHtml alone and does not load
// this code. Browser and pre-render.
import { PageHtml } from '../../lib/page-fragment'
import { useReadingEnhancements } from './use-reading-enhancements'

export function ReadingPageHtml({ url }: { url: string }) {
  // The hook's effects run after PageHtml's markup is in the document (a parent's effects follow its children's).
  useReadingEnhancements(url)
  return <PageHtml url={url} />
}
