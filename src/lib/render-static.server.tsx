// Build time only (loaders during pre-rendering): renders a page's static parts to HTML so that their components and
// data stay out of the browser's JavaScript (the markup reaches the browser once, in the page's HTML:
// src/lib/page-fragment.tsx). The `.server` suffix makes React Router refuse it in client code.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { staticPage, type StaticPage } from '../data/pages.ts'
import { pageMeta, type PageMetaInput } from './meta.ts'
import { keepPageHtml } from './page-fragment.server.ts'

export function renderStatic(element: ReactNode, path: string): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>)
}

/** An icon as SVG markup, for interactive lists that take their icons as loader data instead of icon code. */
export function renderIcon(icon: ReactNode): string {
  return renderToStaticMarkup(icon)
}

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
