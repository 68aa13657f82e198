// An article's body markup that arrives as data in the browser (made by src/shared/content/wiki-article.ts): the /wiki
// browser's chosen article, fetched on demand, and the editor's preview. Markup pre-rendered into a page is PageHtml
// (src/lib/page-fragment.tsx) instead. Its links have no handlers of their own, so clicks are delegated to the
// site-wide link behaviour. Browser and pre-render.
import { useLinkClicks } from '../../lib/link-clicks.ts'

export function ArticleHtml({ html }: { html: string }) {
  const onClick = useLinkClicks()
  // display: contents keeps the wrapper out of the layout.
  return <div className="contents" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
