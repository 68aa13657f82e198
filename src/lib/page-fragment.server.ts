// Pre-render only (Node): the static markup that loaders render and keep out of their data (src/lib/page-fragment.tsx).
// A route's loader keeps its page's markup here, the whole page or each static part under its own name; pre-rendering
// the same page reads it back (React Router runs a page's loaders, then renders it, in the same build process). Never
// part of the browser bundle.
import { pageHtmlId } from './page-fragment.tsx'

const kept = new Map<string, string>()

/**
 * Keeps static markup of the page at `url` for its pre-rendering and returns its id, the loader data's reference
 * (`PageHtml id`): the page's address, or `url#part` for one of several static parts of a page that also has
 * interactive ones.
 */
export function keepPageHtml(url: string, html: string, part?: string): string {
  const id = pageHtmlId(url, part)
  kept.set(id, html)
  return id
}

/** The markup a loader kept under `id` (the server entry's PageHtmlSource). */
export function keptPageHtml(id: string): string | undefined {
  return kept.get(id)
}
