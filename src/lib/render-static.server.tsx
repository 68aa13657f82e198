// Build time only (loaders during pre-rendering): renders a page's static parts to HTML so that their components and
// data stay out of the browser's JavaScript. The `.server` suffix makes React Router refuse it in client code.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'

export function renderStatic(element: ReactNode, path: string): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>)
}

/** An icon as SVG markup, for interactive lists that take their icons as loader data instead of icon code. */
export function renderIcon(icon: ReactNode): string {
  return renderToStaticMarkup(icon)
}
