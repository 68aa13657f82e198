// Pre-render only (Node): the static markup that loaders render and keep out of their data (src/lib/page-fragment.tsx).
// A route's loader keeps its page's markup here under the page's address; pre-rendering the same page reads it back
// (React Router runs a page's loaders, then renders it, in the same build process). Never part of the browser bundle.

const kept = new Map<string, string>()

/** Keeps a page's static markup for its pre-rendering and returns the page's address, the loader data's reference. */
export function keepPageHtml(url: string, html: string): string {
  kept.set(url, html)
  return url
}

/** The markup a loader kept for the page at `url` (the server entry's FragmentSource). */
export function keptPageHtml(url: string): string | undefined {
  return kept.get(url)
}
