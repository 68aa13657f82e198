// Build time only (loaders during pre-rendering): renders a page's static parts to markup and keeps that markup on the
// build side, so that their components and data stay out of the browser's JavaScript and the markup reaches the
// browser once, in the page's HTML (src/lib/page-fragment.tsx). A loader renders (renderStatic) and keeps (keepPageHtml)
// the markup, returning only its id; pre-rendering the same page reads it back, because React Router runs a page's
// loaders, then renders it, in the same build process. Importing this module makes the kept markup the source of
// `PageHtml` there. The `.server` suffix makes React Router refuse it in client code.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { staticPage, type StaticPage } from '../data/pages.ts'
import { pageMeta, type PageMetaInput } from './meta.ts'
import { pageHtmlId, setPageHtmlSource } from './page-fragment.tsx'

export function renderStatic(element: ReactNode, path: string): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>)
}

/** An icon as SVG markup, for interactive lists that take their icons as loader data instead of icon code. */
export function renderIcon(icon: ReactNode): string {
  return renderToStaticMarkup(icon)
}

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

/** The markup a loader kept under `id`. */
export function keptPageHtml(id: string): string | undefined {
  return kept.get(id)
}

setPageHtmlSource(keptPageHtml)

/**
 * A page that is static throughout: its meta, and its whole markup kept for its pre-rendering (the data holds only
 * the markup's id, `PageHtml id`). The page's data, components and metadata code stay here.
 */
export function staticPageData(
  path: string,
  Content: (props: { page: StaticPage }) => ReactNode,
  jsonLd: PageMetaInput['jsonLd'] = [],
): { meta: ReturnType<typeof pageMeta>; page: string } {
  const page = staticPage(path)
  return {
    meta: pageMeta({ ...page, jsonLd }),
    page: keepPageHtml(page.path, renderStatic(<Content page={page} />, page.path)),
  }
}
