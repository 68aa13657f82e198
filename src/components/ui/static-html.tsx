// Markup rendered at build time (a page's static parts, delivered as loader data instead of JavaScript). Browser and
// pre-render. Its links have no handlers of their own, so clicks are delegated to the site-wide link behaviour.
import { useLinkClicks } from '../../lib/link-clicks.ts'

export function StaticHtml({ html }: { html: string }) {
  const onClick = useLinkClicks()
  // display: contents keeps the wrapper out of the layout; the markup inside is exactly what was pre-rendered.
  return <div className="contents" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
