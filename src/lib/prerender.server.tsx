// Build time only: what a route's loader uses while the pages are pre-rendered, and the two things it hands to the
// pre-rendering besides its data. (1) It reads the content step's files (the wiki's data and bodies, the route
// manifest). (2) It renders the page's static parts to markup (renderStatic) and keeps that
// markup here (keepPageHtml), returning only its id, so that their components and data stay out of the browser's
// JavaScript and the markup reaches the browser once, in the page's HTML (src/lib/page-fragment.tsx). Pre-rendering
// the same page reads it back, because React Router runs a page's loaders, then renders it, in the same build process;
// importing this module makes the kept markup the source of `PageHtml` there. The `.server` suffix makes React Router
// refuse it in client code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { staticPage, type StaticPage } from '../data/pages.ts'
import { heroAvifSrcSet } from '../shared/hero-images.ts'
import type { RouteEntry } from '../shared/route-manifest.ts'
import type { WikiArticleFile, WikiCategoryList } from '../shared/wiki-types.ts'
import { pageMeta, type PageMetaInput } from './meta.ts'
import { pageHtmlId, setPageHtmlSource } from './page-fragment.tsx'

// ---- (1) the content step's files, read from disk -----------------------------------------------------------------

/** The folder the content step writes what the browser fetches from /_data/ (served there by dev and copied by the build). */
const dataDir = () => path.join(process.cwd(), 'generated', '_data')
const wikiFile = (name: string) => path.join(dataDir(), 'wiki', `${name}.json`)

/** The text of a generated file, or null when it is missing (read synchronously, as all build code: ARCHITECTURE.md). */
function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Pre-render (Node): reads a generated JSON file under /_data/wiki. */
export function readWikiFile<T extends WikiArticleFile | WikiCategoryList[]>(
  name: string,
): Promise<T | null> {
  const text = readText(wikiFile(name))
  try {
    return Promise.resolve(text === null ? null : (JSON.parse(text) as T))
  } catch {
    return Promise.resolve(null)
  }
}

let indexCache: { modified: number; lists: Promise<WikiCategoryList[]> } | undefined

/**
 * Pre-render (Node): every category's article list (index.json). /wiki and each category page read it, so it is
 * parsed once per build (again when the file changes, as in the dev server), not once per page.
 */
export function readWikiIndex(): Promise<WikiCategoryList[]> {
  let modified = -1
  try {
    modified = statSync(wikiFile('index')).mtimeMs
  } catch {
    // Missing: read (and cached) as an empty list.
  }
  if (indexCache?.modified !== modified) {
    indexCache = {
      modified,
      lists: readWikiFile<WikiCategoryList[]>('index').then((lists) => lists ?? []),
    }
  }
  return indexCache.lists
}

/** Pre-render (Node): an article's body, the HTML the content step wrote beside its data, or null when it has none. */
export function readWikiBody(slug: string): Promise<string | null> {
  if (!/^[a-z0-9-]+$/.test(slug)) return Promise.resolve(null)
  const file = path.join(dataDir(), 'wiki', `${slug}.html`)
  return Promise.resolve(readText(file))
}

/**
 * Pre-render (Node): every page's address and title, from the route manifest the content step wrote. Read here, not
 * imported: imported, it would put every article's data into the server bundle.
 */
export function readPageTitles(): Promise<Record<string, string>> {
  const file = path.join(process.cwd(), 'src', 'generated', 'manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as RouteEntry[]
  return Promise.resolve(Object.fromEntries(manifest.map((route) => [route.path, route.title])))
}

// ---- (2) static markup, kept out of the loader data ---------------------------------------------------------------

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

/** The `srcset` of a carousel image's AVIF copies (scripts/imagery/avif-copies.ts, `x-<width>.avif` in public/). */
export function heroAvifCopies(image: string): string | undefined {
  const folder = path.join('public', path.dirname(image))
  const prefix = `${path.basename(image).replace(/\.[a-z]+$/, '')}-`
  const widths = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.startsWith(prefix) && /^\d+\.avif$/.test(file.slice(prefix.length)))
        .map((file) => Number(file.slice(prefix.length, -'.avif'.length)))
    : []
  return widths.length > 0 ? heroAvifSrcSet(image, widths) : undefined
}
