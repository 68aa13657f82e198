// Stage 2a (build time): frontmatter and body of each file, checked against its kind's schema.
import matter from 'gray-matter'
import type { Heading, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import {
  CONTENT_KINDS,
  type ContentKind,
  type CompanyFrontmatter,
  type FeatureFrontmatter,
  type LicensingFrontmatter,
  type WikiFrontmatter,
  turkishErrorMap,
} from '../content-schema.ts'
import { createHeadingIds, type OutlineEntry } from '../heading-ids.ts'
import { AREA_ICON_NAMES } from '../icons.ts'
import { MDX_COMPONENT_NAMES } from '../mdx-component-names.ts'
import { legalClauseProblems } from './legal-clauses.ts'
import { articleHeadingIds, findMathProblems, headingText, parseMarkdown, splitSections } from './markdown.ts'
import type { Problem } from './problems.ts'

/** A content file as read from disk (collectContent, scripts/content/index.ts) or written by the editor. */
export interface SourceFile {
  /** Path relative to the project root, with forward slashes. */
  file: string
  kind: ContentKind
  /** File name without extension. */
  name: string
  extension: '.md' | '.mdx'
  raw: string
}

interface DocumentBase {
  file: string
  slug: string
  path: string
  tree: Root
  /** Ids a `#hash` may target on this page. */
  anchors: string[]
  headings: string[]
  /** "Bu sayfada": the page's `## ` and `### ` headings with their ids. */
  outline: OutlineEntry[]
}
export type ParsedDocument =
  | (DocumentBase & { kind: 'wiki'; frontmatter: WikiFrontmatter })
  | (DocumentBase & { kind: 'features'; frontmatter: FeatureFrontmatter })
  | (DocumentBase & { kind: 'licensing'; frontmatter: LicensingFrontmatter })
  | (DocumentBase & { kind: 'company'; frontmatter: CompanyFrontmatter })

function fieldName(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join('.') : 'frontmatter'
}

/** Ids of every Markdown heading of an MDX page, made the way the MDX build's rehype plugin makes them. */
function mdxHeadings(tree: Root): { anchors: string[]; headings: string[]; outline: OutlineEntry[] } {
  const nextId = createHeadingIds()
  const anchors: string[] = []
  const headings: string[] = []
  const outline: OutlineEntry[] = []
  visit(tree, 'heading', (node: Heading) => {
    const text = headingText(node)
    const id = nextId(text)
    headings.push(text)
    anchors.push(id)
    if (node.depth === 2 || node.depth === 3) outline.push({ id, title: text, level: node.depth })
  })
  return { anchors, headings, outline }
}

export function parseSource(source: SourceFile): { document?: ParsedDocument; problems: Problem[] } {
  const problems: Problem[] = []
  const problem = (field: string, message: string) => problems.push({ file: source.file, field, message })
  let data: Record<string, unknown>
  let body: string
  try {
    const parsed = matter(source.raw)
    data = parsed.data
    body = parsed.content
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    problem('frontmatter', `--- satırları arasındaki bilgiler okunamadı (YAML hatası: ${reason})`)
    return { problems }
  }
  if (Object.keys(data).length === 0) {
    problem('frontmatter', 'dosya --- satırları arasında title, description gibi bilgilerle başlamalı')
    return { problems }
  }
  const schema = CONTENT_KINDS[source.kind].schema
  const result = schema.safeParse(data, { error: turkishErrorMap })
  if (!result.success) {
    for (const issue of result.error.issues) problem(fieldName(issue.path), issue.message)
  }

  let tree: Root
  try {
    tree = parseMarkdown(body, source.extension === '.mdx')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const place = (error as { line?: number }).line
    problem(
      place ? `satır ${place + countFrontmatterLines(source.raw)}` : 'içerik',
      `MDX okunamadı: ${message}`,
    )
    return { problems }
  }
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name
      if (name && /^[A-Z]/.test(name) && !(MDX_COMPONENT_NAMES as readonly string[]).includes(name)) {
        problem(
          `satır ${(node.position?.start.line ?? 0) + countFrontmatterLines(source.raw)}`,
          `bilinmeyen bileşen <${name}>; kullanılabilenler: ${MDX_COMPONENT_NAMES.join(', ')}`,
        )
      }
    }
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'LinkGroup' &&
      !node.attributes.some(
        (attribute) =>
          attribute.type === 'mdxJsxAttribute' &&
          attribute.name === 'title' &&
          typeof attribute.value === 'string' &&
          attribute.value.trim() !== '',
      )
    ) {
      problem(
        `satır ${(node.position?.start.line ?? 0) + countFrontmatterLines(source.raw)}`,
        '<LinkGroup> bir başlık ister: <LinkGroup title="Lisansınızı birlikte seçelim"> gibi yazın',
      )
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (
          attribute.type !== 'mdxJsxAttribute' ||
          attribute.name !== 'icon' ||
          typeof attribute.value !== 'string'
        )
          continue
        if (!(AREA_ICON_NAMES.mdx as readonly string[]).includes(attribute.value)) {
          problem(
            `satır ${(node.position?.start.line ?? 0) + countFrontmatterLines(source.raw)}`,
            `bilinmeyen simge "${attribute.value}"; kullanılabilenler: ${AREA_ICON_NAMES.mdx.join(', ')}`,
          )
        }
      }
    }
    if (node.type === 'mdxjsEsm')
      problem('içerik', 'MDX dosyalarında import/export kullanılmaz; bileşenler hazır gelir')
  })
  if (source.kind === 'wiki') {
    for (const { line, message } of findMathProblems(tree)) {
      problem(line ? `satır ${line + countFrontmatterLines(source.raw)}` : 'formül', message)
    }
  }
  if (!result.success) return { problems }
  if (source.kind === 'licensing') {
    const { clauses } = result.data as LicensingFrontmatter
    for (const { line, message } of clauses ? legalClauseProblems(tree, clauses) : [])
      problem(line ? `satır ${line + countFrontmatterLines(source.raw)}` : 'clauses', message)
  }

  const frontmatter = result.data as Record<string, unknown>
  const slug = (typeof frontmatter.slug === 'string' && frontmatter.slug) || source.name
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    problem(
      'slug',
      `dosya adı "${source.name}" adres olarak kullanılamaz; küçük harf, rakam ve tire kullanın (örn. nurbs-nedir)`,
    )
  }
  const kind: ContentKind = source.kind
  const path = CONTENT_KINDS[kind].routePrefix + slug

  let anchors: string[]
  let headings: string[]
  let outline: OutlineEntry[]
  if (kind === 'wiki') {
    const { intro, sections } = splitSections(tree)
    if (tree.children.some((node) => node.type === 'heading' && node.depth === 1)) {
      problem(
        'içerik',
        "'# ' ile başlık yazmayın; sayfa başlığı title alanından gelir, bölümler '## ' ile başlar",
      )
    }
    if (intro.length === 0) problem('içerik', "ilk '## ' bölümünden önce bir giriş paragrafı yazın")
    if (sections.length === 0) problem('içerik', "en az bir '## ' bölümü olmalı (örn. ## Kurulum Adımları)")
    sections.forEach((section, index) => {
      if (!section.title) problem(`bölüm ${index + 1}`, "'## ' başlığının metni boş")
      if (section.link && !/^https?:\/\//.test(section.link)) {
        problem(`bölüm "${section.title}"`, 'başlıktaki bağlantı http:// veya https:// ile başlamalı')
      }
    })
    headings = sections.map((section) => section.title)
    const ids = articleHeadingIds(sections)
    outline = ids.outline
    anchors = [...ids.sections, ...ids.inner.values()]
  } else {
    ;({ anchors, headings, outline } = mdxHeadings(tree))
  }

  const document = {
    file: source.file,
    slug,
    path,
    tree,
    anchors,
    headings,
    outline,
    kind,
    frontmatter,
  } as ParsedDocument
  return { document, problems }
}

/** Lines the frontmatter block takes (both --- lines included): body line + this = line in the file. */
export function countFrontmatterLines(raw: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(raw)
  return match ? match[0].split('\n').length - 1 : 0
}
