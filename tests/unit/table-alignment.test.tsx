// GFM table column alignment (`| :-- | :-: | --: |`) reaches the page as classes, never as a style attribute (the CSP
// blocks those): in the wiki article renderer and in MDX pages, bare tables and DataTable alike.
import { evaluate } from '@mdx-js/mdx'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from '../../vite.config.ts'
import { mdxComponents } from '../../src/components/mdx/index.tsx'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import { renderWikiArticle } from '../../src/shared/content/wiki-article.ts'
import type { WikiFrontmatter } from '../../src/shared/content-schema.ts'

const TABLE = [
  '| Lisans | Açıklama | Kullanıcı | Fiyat |',
  '| :-- | --- | :-: | --: |',
  '| Ticari | Tek kullanıcı, kalıcı lisans | 1 | 995 € |',
].join('\n')

/** Each cell's tag and class attribute, in order. */
const cells = (html: string) =>
  [...html.matchAll(/<(th|td)\b([^>]*)>/g)].map(([, tag, attributes]) => [
    tag,
    /class="([^"]*)"/.exec(attributes ?? '')?.[1] ?? '',
  ])

const ALIGNED = [
  ['th', 'text-left'],
  ['th', ''],
  ['th', 'text-center'],
  ['th', 'text-right'],
  ['td', 'text-left'],
  ['td', ''],
  ['td', 'text-center'],
  ['td', 'text-right'],
]

/** An aligned table as the article renderer writes it. */
function articleTableHtml(): string {
  const frontmatter = {
    title: 'Tablo',
    description: 'Hizalı tablo',
    category: 'genel-bilgi',
  } as WikiFrontmatter
  const { html } = renderWikiArticle(
    { slug: 'tablo', frontmatter, tree: parseMarkdown(`Giriş.\n\n${TABLE}\n`) },
    { slugs: new Set(), titles: new Map(), lastUpdated: '2026-11-24', fileName: 'tablo' },
  )
  return html
}

async function mdxHtml(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, { ...runtime, ...mdxOptions })
  return renderToStaticMarkup(<Content components={mdxComponents} />)
}

describe('table alignment', () => {
  it('the article renderer aligns cells with classes and writes no style attribute', () => {
    const html = articleTableHtml()
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).not.toMatch(/\salign=/)
    expect(cells(html)).toEqual(ALIGNED)
  })

  it('a bare table in an MDX page does the same', async () => {
    const html = await mdxHtml(`${TABLE}\n`)
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).not.toMatch(/\salign=/)
    expect(cells(html)).toEqual(ALIGNED)
  })

  it('DataTable keeps the Markdown alignment (over its right-aligned figure columns) as classes', async () => {
    const html = await mdxHtml(`<DataTable>\n\n${TABLE}\n\n</DataTable>\n`)
    expect(html).not.toMatch(/\sstyle=/)
    const classes = cells(html).map(([, className]) => className!.split(' '))
    // Header and the body row: Lisans left, Kullanıcı centred (a figure column, so also .num), Fiyat right.
    expect(classes[0]).toContain('text-left')
    expect(classes[2]).toEqual(expect.arrayContaining(['num', 'text-center']))
    expect(classes[3]).toContain('text-right')
    expect(classes[6]).toEqual(expect.arrayContaining(['num', 'text-center']))
    expect(classes[7]).toContain('text-right')
  })
})
