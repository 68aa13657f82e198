// A page's body that reaches the browser once. A pre-rendered page whose static markup holds a long body (a wiki
// article) leaves a slot for it in the markup its loader returns; the body itself is a file of its own, the fragment
// (/_data/wiki/<slug>.html, written by the content step). Pre-rendering fills the slot from the file
// (setFragmentSource in src/entry.server.tsx), so the HTML page is complete; hydration takes the body from the page
// it already shows; a client-side navigation loads the fragment first (loadFragment, in the route's clientLoader).
// So the body is in the page once, never again in the hydration data. Browser and pre-render.
import { StaticHtml } from '../components/ui/static-html'

/** The attribute that marks a fragment's place in static markup; its value is the fragment's address. */
const SLOT_ATTRIBUTE = 'data-fragment'
/** What a slot holds in the loader's markup until the body is filled in. */
export const FRAGMENT_MARK = '<!--fragment-->'

/** A fragment's HTML by its address, or undefined when it is not at hand. */
export type FragmentSource = (url: string) => string | undefined

/** Fragments the browser already has: taken from the hydrated page, or loaded before a navigation. */
const loaded = new Map<string, string>()

/** Browser: the body the pre-rendered page already shows in the fragment's slot. */
function fromDocument(url: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const slot of document.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)) {
    if (slot.getAttribute(SLOT_ATTRIBUTE) === url) return slot.innerHTML
  }
  return undefined
}

let source: FragmentSource = fromDocument
/** Pre-render: where fragments are read from (the files on disk); set once by the server entry. */
export function setFragmentSource(read: FragmentSource): void {
  source = read
}

/** The fragment's empty place inside markup rendered at build time (display: contents keeps it out of the layout). */
export function FragmentSlot({ url }: { url: string }) {
  return (
    <div
      className="contents"
      {...{ [SLOT_ATTRIBUTE]: url }}
      dangerouslySetInnerHTML={{ __html: FRAGMENT_MARK }}
    />
  )
}

/** Browser: loads a fragment (once per page view) so that the page it belongs to can show it. */
export async function loadFragment(url: string): Promise<void> {
  if (loaded.has(url)) return
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${response.status}: ${url}`)
  loaded.set(url, await response.text())
}

/**
 * Static markup with its fragment filled in. In the browser the body is kept once read, so that later renders give
 * React the same string (the page's scripts may change the body's DOM; React must not rewrite it).
 */
function filled(html: string, url: string): string {
  let body = loaded.get(url)
  if (body === undefined) {
    body = source(url)
    if (body !== undefined && typeof document !== 'undefined') loaded.set(url, body)
  }
  // A function, so that `$&` or `$'` in the body stay text (a replacement string would expand them).
  return html.replace(FRAGMENT_MARK, () => body ?? '')
}

/** StaticHtml for markup with a fragment's slot, the body filled in (pages without fragments do not load this code). */
export function FragmentHtml({ html, fragment }: { html: string; fragment: string }) {
  return <StaticHtml html={filled(html, fragment)} />
}
