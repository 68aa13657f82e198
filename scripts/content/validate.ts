// Stage 2b (build time): checks across files — duplicate slugs, parents, internal links, anchors and images.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Image } from 'mdast'
import { visit } from 'unist-util-visit'
import type { ParsedDocument } from './parse.ts'
import { findLinks } from './markdown.ts'
import type { Problem } from './problems.ts'

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

  const wikiSlugs = new Set(documents.filter((document) => document.kind === 'wiki').map((document) => document.slug))
  for (const document of documents) {
    const offset = options.bodyLineOffset?.(document.file) ?? 0
    const where = (line?: number) => (line ? `satır ${line + offset}` : 'bağlantı')
    if (document.kind === 'wiki' && document.frontmatter.parent) {
      const parent = document.frontmatter.parent
      if (parent === document.slug) {
        problems.push({ file: document.file, field: 'parent', message: 'bir makale kendisinin üst makalesi olamaz' })
      } else if (!wikiSlugs.has(parent)) {
        problems.push({ file: document.file, field: 'parent', message: `"${parent}" adında bir wiki makalesi yok` })
      }
    }
    for (const link of findLinks(document.tree)) {
      const url = link.url.trim()
      if (/^(https?:|mailto:|tel:)/i.test(url)) continue
      if (url.startsWith('#')) {
        if (!document.anchors.includes(decodeURIComponent(url.slice(1)))) {
          problems.push({ file: document.file, field: where(link.line), message: `bu sayfada "${url}" başlığı yok` })
        }
        continue
      }
      if (!url.startsWith('/')) {
        problems.push({
          file: document.file,
          field: where(link.line),
          message: `"${url}" bağlantısı / ile başlayan bir site adresi (örn. /wiki/nurbs-nedir) ya da https:// ile başlayan tam bir adres olmalı`,
        })
        continue
      }
      const [target = '', hash] = url.split('#')
      const normalized = target.length > 1 ? target.replace(/\/+$/, '') : target
      const anchors = routes.get(normalized)
      if (!anchors) {
        problems.push({ file: document.file, field: where(link.line), message: `"${url}" bağlantısının gösterdiği sayfa yok` })
      } else if (hash && !anchors.includes(decodeURIComponent(hash))) {
        problems.push({ file: document.file, field: where(link.line), message: `"${normalized}" sayfasında "#${hash}" başlığı yok` })
      }
    }
    visit(document.tree, 'image', (image: Image) => {
      if (/^https?:/i.test(image.url)) {
        problems.push({
          file: document.file,
          field: where(image.position?.start.line),
          message: 'görseller dış siteden yüklenmez; dosyayı public/images/ altına koyup /images/... ile verin',
        })
      } else if (!image.url.startsWith('/') || !existsSync(path.join(options.publicDir, decodeURI(image.url)))) {
        problems.push({ file: document.file, field: where(image.position?.start.line), message: `"${image.url}" görseli public/ altında bulunamadı` })
      }
      if (!image.alt?.trim()) {
        problems.push({ file: document.file, field: where(image.position?.start.line), message: 'görselin açıklaması (alt metni) boş: ![açıklama](/images/...)' })
      }
    })
  }
  return problems
}
