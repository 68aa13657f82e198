// The site's one way to show static markup (anything rendered at build time that does not change in the browser): it
// reaches the browser once, in the page's pre-rendered HTML, never again in the loader data. The route's loader renders
// the markup at build time and keeps it on the build side (renderStatic and keepPageHtml,
// src/lib/prerender.server.tsx), returning only its id; pre-rendering puts the kept markup into the page (that
// module makes it PageHtml's source, setPageHtmlSource); hydration takes it from the page the browser already shows; a
// client-side navigation loads the target page's HTML and takes it from there (loadPageHtml, in the route's
// clientLoader). A page is one piece of page HTML (articles, MDX pages, /features), or several named parts between
// its interactive components (the home page's slides and sections, page headers above a filter). Browser and
// pre-render.
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { useLinkClicks } from './link-clicks.ts'

/** The attribute that marks static markup; its value is the markup's id. */
const PAGE_ATTRIBUTE = 'data-page-html'

/** The id of static markup: the page's address, or `url#part` for one of a page's named parts. */
export function pageHtmlId(url: string, part?: string): string {
  return part === undefined ? url : `${url}#${part}`
}

/** Static markup by its id, or undefined when it is not at hand. */
export type PageHtmlSource = (id: string) => string | undefined

/** Markup the browser already has: taken from the hydrated page, or loaded before a navigation. */
const loaded = new Map<string, string>()
/** Pages whose HTML a navigation already loaded. */
const loadedPages = new Set<string>()

/** The static markup inside a parsed document: every part of the page at `url` (all of them when `url` is omitted). */
function markupIn(document: Document, url?: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const element of document.querySelectorAll(`[${PAGE_ATTRIBUTE}]`)) {
    const id = element.getAttribute(PAGE_ATTRIBUTE) ?? ''
    if (url === undefined || id === url || id.startsWith(`${url}#`)) found.set(id, element.innerHTML)
  }
  return found
}

/** The address part of an id. */
const pageOf = (id: string) => id.split('#')[0] ?? id

/** Browser: the markup the pre-rendered page already shows (all of its parts are kept at the first read). */
const fromDocument: PageHtmlSource = (id) => {
  if (typeof document === 'undefined') return undefined
  for (const [partId, html] of markupIn(document)) {
    if (!loaded.has(partId)) loaded.set(partId, html)
    loadedPages.add(pageOf(partId))
  }
  return loaded.get(id)
}

let source: PageHtmlSource = fromDocument
/** Pre-render: where the markup comes from (what the loaders kept); set once by src/lib/prerender.server.tsx. */
export function setPageHtmlSource(read: PageHtmlSource): void {
  source = read
}

/** The address a client-side navigation leads to, as the page's loader names it (no trailing slash). */
function pagePath(request: Request): string {
  const { pathname } = new URL(request.url)
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/** Browser: loads the static markup of the page at `url` from its pre-rendered HTML (once per page view). */
export async function loadPageHtml(url: string): Promise<void> {
  if (loadedPages.has(url)) return
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${response.status}: ${url}`)
  const markup = markupIn(new DOMParser().parseFromString(await response.text(), 'text/html'), url)
  if (markup.size === 0) throw new Error(`${url}: no static markup`)
  for (const [id, html] of markup) loaded.set(id, html)
  loadedPages.add(url)
}

/**
 * A route's shouldRevalidate for a page whose data does not depend on its query string (its filters live in the
 * address): a new query keeps the pre-rendered data and markup, with no request and at once, so quick changes of
 * several filters build on each other (a pending navigation per change would start from an address not yet written).
 */
export function keepDataOnSamePath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

/**
 * A route's clientLoader for a page with static markup: its data (the pre-rendered data file) and its markup (from
 * its HTML), loaded side by side.
 */
export async function withPageHtml<Data>(request: Request, data: Promise<Data>): Promise<Data> {
  const [result] = await Promise.all([data, loadPageHtml(pagePath(request))])
  return result
}

/**
 * The markup of `id`. In the browser it is kept once read, so that later renders give React the same string (the
 * page's scripts may change its DOM; React must not rewrite it). Pre-rendering fails loudly when no loader kept markup
 * under `id`, rather than writing an empty page.
 */
function markup(id: string): string {
  let html = loaded.get(id)
  if (html === undefined) {
    html = source(id)
    if (html === undefined) throw new Error(`${id}: the page's static markup is missing`)
    if (typeof document !== 'undefined') loaded.set(id, html)
  }
  return html
}

/**
 * Static markup kept under `id` (the loader data's reference from keepPageHtml), marked with its id so that the
 * browser finds it. Its links have no handlers of their own: clicks are delegated to the site-wide link behaviour. The
 * wrapper takes no part in the layout (display: contents).
 */
export function PageHtml({ id }: { id: string }) {
  const onClick = useLinkClicks()
  return (
    <div
      className="contents"
      {...{ [PAGE_ATTRIBUTE]: id }}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markup(id) }}
    />
  )
}
