// Stage 2b (build time): checks across files — duplicate slugs, parents, internal links, anchors and images.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Image } from 'mdast'
import { visit } from 'unist-util-visit'
import type { ParsedDocument } from '../../src/shared/content/parse.ts'
import { imageProblems, linkProblem, type SiteLookup } from '../../src/shared/content/link-checks.ts'
import { findLinks } from '../../src/shared/content/markdown.ts'
import type { Problem } from '../../src/shared/content/problems.ts'

export interface KnownRoute {
  path: string
  anchors: readonly string[]
}

export interface ValidateOptions {
  /** Routes that do not come from content files (TSX pages). */
  staticRoutes: readonly KnownRoute[]
  /** Folder of public assets, to check local images. */
  publicDir: string
  /** Line offsets of each file's body (frontmatter lines), for messages. */
  bodyLineOffset?: (file: string) => number
}

/** Top-level folders that are not pages: the editor, the build's files, public images and the site's data. */
const RESERVED_FOLDERS = new Set(['admin', 'assets', '_data', 'images', 'og'])

/**
 * A company page (content/company/<slug>.mdx) gets the address /<slug>: it must not take a page's address or the
 * first part of other pages' addresses (/wiki, /for …), nor a folder the site serves files from.
 */
function companyPathProblems(
  documents: readonly ParsedDocument[],
  staticRoutes: readonly KnownRoute[],
): Problem[] {
  const taken = new Set(
    [...staticRoutes, ...documents.filter((document) => document.kind !== 'company')].flatMap((route) => [
      route.path,
      `/${route.path.split('/')[1] ?? ''}`,
    ]),
  )
  return documents
    .filter((document) => document.kind === 'company')
    .filter((document) => taken.has(document.path) || RESERVED_FOLDERS.has(document.slug))
    .map((document) => ({
      file: document.file,
      field: 'slug',
      message: `"${document.path}" adresi sitenin başka bir bölümüne ait; dosyaya başka bir ad verin (örn. hakkimizda.mdx)`,
    }))
}

export function validateDocuments(documents: readonly ParsedDocument[], options: ValidateOptions): Problem[] {
  const problems: Problem[] = []
  const routes = new Map<string, readonly string[]>()
  for (const route of options.staticRoutes) routes.set(route.path, route.anchors)

  const owners = new Map<string, string>()
  for (const document of documents) {
    const previous = owners.get(document.path)
    if (previous) {
      problems.push({
        file: document.file,
        field: 'slug',
        message: `"${document.slug}" adresi ${previous} dosyasında zaten kullanılıyor; her sayfanın adresi farklı olmalı`,
      })
      continue
    }
    owners.set(document.path, document.file)
    routes.set(document.path, document.anchors)
  }
  problems.push(...companyPathProblems(documents, options.staticRoutes))

  const site: SiteLookup = {
    anchorsOf: (page) => routes.get(page),
    hasImage: (url) => existsSync(path.join(options.publicDir, decodeURI(url))),
  }
  const wikiSlugs = new Set(
    documents.filter((document) => document.kind === 'wiki').map((document) => document.slug),
  )
  for (const document of documents) {
    const offset = options.bodyLineOffset?.(document.file) ?? 0
    const where = (line?: number) => (line ? `satır ${line + offset}` : 'bağlantı')
    if (document.kind === 'wiki' && document.frontmatter.parent) {
      const parent = document.frontmatter.parent
      if (parent === document.slug) {
        problems.push({
          file: document.file,
          field: 'parent',
          message: 'bir makale kendisinin üst makalesi olamaz',
        })
      } else if (!wikiSlugs.has(parent)) {
        problems.push({
          file: document.file,
          field: 'parent',
          message: `"${parent}" adında bir wiki makalesi yok`,
        })
      }
    }
    for (const link of findLinks(document.tree)) {
      const message = linkProblem(link.url, document.anchors, site)
      if (message) problems.push({ file: document.file, field: where(link.line), message })
    }
    visit(document.tree, 'image', (image: Image) => {
      for (const message of imageProblems(image.url, image.alt, site))
        problems.push({ file: document.file, field: where(image.position?.start.line), message })
    })
  }
  return problems
}
