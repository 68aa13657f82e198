// Markup rendered at build time (a page's static parts, delivered as loader data instead of JavaScript). Browser and
// pre-render. Its links have no handlers of their own, so clicks are delegated to the site-wide link behaviour.
// `fragment`: the address of a body that fills the markup's slot (src/lib/page-fragment.tsx).
import { useLinkClicks } from '../../lib/link-clicks'
import { useFilledHtml } from '../../lib/page-fragment'

export function StaticHtml({ html, fragment }: { html: string; fragment?: string }) {
  const onClick = useLinkClicks()
  const filled = useFilledHtml(html, fragment)
  // display: contents keeps the wrapper out of the layout; the markup inside is exactly what was pre-rendered.
  return <div className="contents" onClick={onClick} dangerouslySetInnerHTML={{ __html: filled }} />
}
