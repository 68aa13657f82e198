// @vitest-environment happy-dom
// One wiki article's HTML is made once (src/shared/content/wiki-article.ts) and reaches its page once: the route's
// loader data holds the page's head and address, never its markup (src/lib/page-fragment.tsx).
import { readFileSync } from 'node:fs'
import { ChevronDown, ExternalLink } from 'lucide-react'
import { renderToStaticMarkup, renderToStaticMarkup as render } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import rehypeStringify from 'rehype-stringify'
import { unified } from 'unified'
import { afterEach, describe, expect, it } from 'vitest'
import { PageHtml, setPageHtmlSource } from '../../src/lib/page-fragment.tsx'
import { keptPageHtml, readWikiBody } from '../../src/lib/prerender.server.tsx'
import { loader } from '../../src/pages/wiki-article.tsx'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import { icon, markdownHtml, renderWikiArticle } from '../../src/shared/content/wiki-article.ts'
import type { WikiFrontmatter } from '../../src/shared/content-schema.ts'

/** A sentence of nurbs-nedir's introduction. */
const SENTENCE = 'Matematik bilgisi gerektirmeden okunabilir'

const stringify = (value: unknown) => JSON.stringify(value)
const serialiser = unified().use(rehypeStringify)

describe('the article page carries its body once', () => {
  afterEach(() => setPageHtmlSource(() => undefined))
  const load = () => loader({ params: { slug: 'nurbs-nedir' } } as Parameters<typeof loader>[0])

  it("the loader's data has the page's head and address, not its markup", async () => {
    const data = await load()
    expect(data.page).toBe('/wiki/nurbs-nedir')
    expect(stringify(data)).toContain('NURBS Nedir')
    expect(stringify(data)).not.toContain(SENTENCE)
    expect(stringify(data)).not.toContain('Sayfayı Markdown olarak kopyala')
    // The body the content step wrote holds it once.
    const fragment = readFileSync('generated/_data/wiki/nurbs-nedir.html', 'utf8')
    expect(fragment.split(SENTENCE)).toHaveLength(2)
  })

  it('pre-rendering puts the markup the loader kept into the page: the body and the page around it, once', async () => {
    const data = await load()
    setPageHtmlSource(keptPageHtml)
    const page = renderToStaticMarkup(
      <MemoryRouter>
        <PageHtml id={data.page!} />
      </MemoryRouter>,
    )
    expect(page.split(SENTENCE)).toHaveLength(2)
    expect(page.split('Sayfayı Markdown olarak kopyala')).toHaveLength(2)
    expect(page).toMatch(/^<div class="contents" data-page-html="\/wiki\/nurbs-nedir">/)
  })

  it('pre-rendering stops at a page whose markup no loader kept', () => {
    setPageHtmlSource(keptPageHtml)
    expect(() =>
      renderToStaticMarkup(
        <MemoryRouter>
          <PageHtml id="/wiki/yok" />
        </MemoryRouter>,
      ),
    ).toThrow("/wiki/yok: the page's static markup is missing")
  })

  it('an unknown or malformed slug has no body and no page', async () => {
    expect(await readWikiBody('../../package')).toBeNull()
    const data = await loader({ params: { slug: 'yok-boyle-bir-makale' } } as Parameters<typeof loader>[0])
    expect(data.page).toBeNull()
  })
})

describe('one Markdown → HTML function', () => {
  const frontmatter = { title: 'Deneme', description: 'Açıklama', category: 'genel-bilgi' } as WikiFrontmatter
  const context = {
    slugs: new Set(['diger-makale']),
    titles: new Map(),
    lastUpdated: '2026-11-24',
    fileName: 'deneme',
  }
  const tree = parseMarkdown(
    'Giriş paragrafı.\n\n## [Kaynaklar](https://www.rhino3d.com/)\n\n- Diğer Makale\n- [Rhino](https://www.rhino3d.com/)\n\n### Alt Başlık\n\n```\nkod\n```\n',
  )

  it('makes the page body, the /wiki view and the text from one tree, with ids computed once', () => {
    const { article, html, viewHtml, text } = renderWikiArticle(
      { slug: 'deneme', frontmatter, tree },
      context,
    )
    expect(article.outline).toEqual([
      { id: 'kaynaklar', title: 'Kaynaklar', level: 2 },
      { id: 'alt-baslik', title: 'Alt Başlık', level: 3 },
    ])
    expect(article.sections).toEqual([
      {
        id: 'kaynaklar',
        title: 'Kaynaklar',
        link: 'https://www.rhino3d.com/',
        items: ['Diğer Makale', 'Rhino'],
      },
    ])
    // The page: anchored headings, items as written; the view: disclosures, the item named after an article linked.
    expect(html).toContain(
      '<h4 id="alt-baslik" class="pt-2 text-lg font-semibold">Alt Başlık</h4><a class="heading-anchor"',
    )
    expect(html).not.toContain('href="/wiki/diger-makale"')
    expect(viewHtml).toContain('<details class="group" id="kaynaklar">')
    expect(viewHtml).toContain('<li><a href="/wiki/diger-makale" target="_blank" rel="noopener noreferrer"')
    expect(html).toContain(
      '<a href="https://www.rhino3d.com/" target="_blank" rel="noopener noreferrer">Rhino<span class="sr-only"> (yeni sekmede açılır)</span></a>',
    )
    expect(html).toContain(
      '<div class="code-block"><pre tabindex="0"><code>kod\n</code></pre><button type="button" hidden',
    )
    expect(text).toBe('Giriş paragrafı.\nDiğer Makale\nRhino\nAlt Başlık\nkod\n')
  })

  it('draws its two icons exactly as lucide-react does', () => {
    const html = (element: ReturnType<typeof icon>) =>
      serialiser.stringify({ type: 'root', children: [element] })
    expect(html(icon('external-link', 'size-4'))).toBe(
      render(<ExternalLink aria-hidden="true" className="size-4" />),
    )
    expect(html(icon('chevron-down', 'size-5 shrink-0'))).toBe(
      render(<ChevronDown aria-hidden="true" className="size-5 shrink-0" />),
    )
  })

  it('keeps formulas out of the text and renders them as MathML', () => {
    expect(markdownHtml(parseMarkdown('Eğri $x^2$ ile.').children)).toBe(
      '<p>Eğri <math><msup><mi>x</mi><mn class="tml-sml-pad">2</mn></msup></math> ile.</p>',
    )
  })
})
