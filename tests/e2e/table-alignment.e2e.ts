// An aligned GFM table as the article renderer writes it is aligned on the built site under its CSP (style-src 'self'
// blocks style attributes, so the alignment must come from the site's stylesheet): the same markup with the former
// style attribute is refused.
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import { renderWikiArticle } from '../../src/shared/content/wiki-article.ts'
import type { WikiFrontmatter } from '../../src/shared/content-schema.ts'
import { openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()

function alignedTable(): string {
  const frontmatter = {
    title: 'Tablo',
    description: 'Hizalı tablo',
    category: 'genel-bilgi',
  } as WikiFrontmatter
  const markdown = 'Giriş.\n\n| Lisans | Kullanıcı | Fiyat |\n| :-- | :-: | --: |\n| Ticari | 1 | 995 € |\n'
  const { html } = renderWikiArticle(
    { slug: 'tablo', frontmatter, tree: parseMarkdown(markdown) },
    { slugs: new Set(), titles: new Map(), lastUpdated: '2026-11-24', fileName: 'tablo' },
  )
  return /<div class="not-prose table-scroll"[\s\S]*?<\/table><\/div>/.exec(html)![0]
}

/** Puts `markup` into the article's body and returns each body cell's computed alignment and the CSP violations. */
async function inject(markup: string) {
  const { page, close } = await openPage(browser(), '/wiki/nurbs-nedir')
  const result = await page.evaluate(async (html) => {
    const violations: string[] = []
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective))
    const holder = document.createElement('div')
    holder.className = 'prose-content'
    holder.innerHTML = html
    document.querySelector('main article')!.append(holder)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const alignments = [...holder.querySelectorAll('tbody td')].map(
      (cell) => getComputedStyle(cell).textAlign,
    )
    return { alignments, violations }
  }, markup)
  await close()
  return result
}

describe('table alignment under the CSP', () => {
  it('the renderer’s aligned table is aligned, with no CSP violation', async () => {
    const markup = alignedTable()
    expect(markup).not.toContain('style=')
    const { alignments, violations } = await inject(markup)
    expect(alignments).toEqual(['left', 'center', 'right'])
    expect(violations).toEqual([])
  })

  it('the same table with style attributes is refused by the CSP (what the renderer must not write)', async () => {
    const markup = alignedTable()
      .replace(/<td class="text-center">/, '<td style="text-align:center">')
      .replace(/<td class="text-right">/, '<td style="text-align:right">')
    const { alignments, violations } = await inject(markup)
    expect(alignments).not.toEqual(['left', 'center', 'right'])
    expect(violations).toContain('style-src-attr')
  })
})
