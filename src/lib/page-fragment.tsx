// A page's static markup that reaches the browser once: in the page's pre-rendered HTML, never again in its loader
// data. The route's loader renders the markup at build time as usual but keeps it on the build side
// (keepPageHtml, src/lib/page-fragment.server.ts) and returns only the page's address; pre-rendering puts the kept
// markup into the page (setFragmentSource in src/entry.server.tsx); hydration takes it from the page the browser
// already shows; a client-side navigation loads the target page's HTML and takes it from there (loadPageHtml, in the
// route's clientLoader). The page's HTML is the one pre-rendered resource: no second copy is written for the browser.
// Browser and pre-render.
import { useReadingEnhancements } from '../components/reading/use-reading-enhancements.ts'
import { useLinkClicks } from './link-clicks.ts'

/** The attribute that marks a page's static markup; its value is the page's address. */
const PAGE_ATTRIBUTE = 'data-page-html'

/** A page's static markup by the page's address, or undefined when it is not at hand. */
export type FragmentSource = (url: string) => string | undefined

/** Markup the browser already has: taken from the hydrated page, or loaded before a navigation. */
const loaded = new Map<string, string>()

/** The static markup of the page at `url` inside a parsed document, if the document has it. */
function markupIn(document: Document, url: string): string | undefined {
  for (const element of document.querySelectorAll(`[${PAGE_ATTRIBUTE}]`)) {
    if (element.getAttribute(PAGE_ATTRIBUTE) === url) return element.innerHTML
  }
  return undefined
}

/** Browser: the markup the pre-rendered page already shows. */
const fromDocument: FragmentSource = (url) =>
  typeof document === 'undefined' ? undefined : markupIn(document, url)

let source: FragmentSource = fromDocument
/** Pre-render: where the markup comes from (what the loaders kept); set once by the server entry. */
export function setFragmentSource(read: FragmentSource): void {
  source = read
}

/** Browser: loads the static markup of the page at `url` from its pre-rendered HTML (once per page view). */
export async function loadPageHtml(url: string): Promise<void> {
  if (loaded.has(url)) return
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${response.status}: ${url}`)
  const markup = markupIn(new DOMParser().parseFromString(await response.text(), 'text/html'), url)
  if (markup === undefined) throw new Error(`${url}: no static markup`)
  loaded.set(url, markup)
}

/**
 * The page's static markup. In the browser it is kept once read, so that later renders give React the same string
 * (the page's scripts may change its DOM; React must not rewrite it). Pre-rendering fails loudly when no loader kept
 * markup for the page, rather than writing an empty page.
 */
function markup(url: string): string {
  let html = loaded.get(url)
  if (html === undefined) {
    html = source(url)
    if (html === undefined) throw new Error(`${url}: the page's static markup is missing`)
    if (typeof document !== 'undefined') loaded.set(url, html)
  }
  return html
}

/**
 * StaticHtml (src/components/ui/static-html.tsx) for the page's own pre-rendered markup, marked with the page's address
 * so that the browser finds it, with the reading enhancements of its contents list and code blocks (the pages that
 * keep their markup so are the reading pages: articles, MDX pages, the glossary; others do not load this code).
 */
export function PageHtml({ url }: { url: string }) {
  const onClick = useLinkClicks()
  useReadingEnhancements(url)
  return (
    <div
      className="contents"
      {...{ [PAGE_ATTRIBUTE]: url }}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markup(url) }}
    />
  )
}
