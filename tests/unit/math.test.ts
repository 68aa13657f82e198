// Formulas: the shared TeX → MathML renderer, and wiki articles with formulas through the content pipeline.
import type { Element, ElementContent } from 'hast'
import rehypeStringify from 'rehype-stringify'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { loadContent, searchedArticles } from '../../scripts/content/index.ts'
import { ContentError, formatProblem } from '../../src/shared/content/problems.ts'
import { toSearchDocuments } from '../../scripts/content/search-documents.ts'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import { DISPLAY_MATH_LABEL, renderMath } from '../../src/shared/math.ts'
import { fixtureTree, wikiFile } from './fixture-tree.ts'

function rendered(tex: string, display = false): Element {
  const result = renderMath(tex, display)
  if (!result.ok) throw new Error(result.message)
  return result.node
}

const stringify = unified().use(rehypeStringify)
const html = (nodes: ElementContent[]) => stringify.stringify({ type: 'root', children: nodes })

/** Every tag of a hast tree, depth first. */
function tags(node: ElementContent): string[] {
  return node.type === 'element' ? [node.tagName, ...node.children.flatMap(tags)] : []
}

describe('renderMath', () => {
  it('turns an inline formula into MathML with a subscript', () => {
    const node = rendered('N_{i,p}(t)')
    expect(node.tagName).toBe('math')
    expect(tags(node)).toContain('msub')
    expect(html([node])).toMatch(
      /^<math><mrow><msub><mi>N<\/mi><mrow><mi>i<\/mi><mo separator="true">,<\/mo>/,
    )
  })

  it('writes an inline formula as parts that end after each top-level operator, so a phone can break the line there', () => {
    const node = rendered(String.raw`0.25\,(0, 0) + 0.5\,(1, 2) + 0.25\,(2, 0) = (1,\ 1)`)
    const parts = node.children.map((part) => html([part]).replace(/<[^>]+>/g, ''))
    expect(node.children.every((part) => part.type === 'element' && part.tagName === 'mrow')).toBe(true)
    expect(parts).toEqual(['0.25(0,0)+', '0.5(1,2)+', '0.25(2,0)=', '(1,\u00a01)'])
    // A formula without an operator stays one part.
    expect(rendered('N_{i,p}(t)').children).toHaveLength(1)
  })

  it('wraps a display formula in a focusable, labelled box that scrolls sideways', () => {
    const box = rendered(String.raw`C(u) = \sum_{i=0}^{n} R_{i,p}(u)\, P_i`, true)
    expect(box.tagName).toBe('div')
    expect(box.properties).toEqual({
      className: ['math-display'],
      tabIndex: 0,
      role: 'group',
      ariaLabel: DISPLAY_MATH_LABEL,
    })
    const math = box.children[0] as Element
    expect(math.tagName).toBe('math')
    expect(math.properties).toMatchObject({ display: 'block', className: ['tml-display'] })
    expect(tags(math)).toEqual(expect.arrayContaining(['munderover', 'msub']))
  })

  it('writes no style attribute: the layout values temml inlines become classes', () => {
    const aligned = rendered(String.raw`\begin{aligned} a &= b \\ c &= \frac{1}{2} \end{aligned}`, true)
    const cases = rendered(String.raw`\begin{cases} 1 & u < 1 \\ 0 & \text{aksi hâlde} \end{cases}`, true)
    for (const node of [aligned, cases]) {
      const markup = html([node])
      expect(markup).not.toMatch(/\sstyle=/)
      expect(markup).toMatch(/<mtd class="tml-(left|right) math-pl-0 math-pr-0">/)
    }
    // temml keeps the spaces of \text as no-break spaces.
    expect(html([cases])).toContain('<mtext>aksi\u00a0hâlde</mtext>')
  })

  it('decodes the escaped characters of the MathML', () => {
    expect(html([rendered('a < b')])).toContain('<mo>&#x3C;</mo>')
    expect(JSON.stringify(rendered('a < b'))).toContain('"<"')
  })

  it('returns the parser message and the line where a formula stops', () => {
    const result = renderMath('a + b \\\\\n\\frac{1}{', true)
    expect(result).toEqual({
      ok: false,
      message: "formül okunamadı: bir parantez kapanmamış: '}' eksik",
      lineOffset: 1,
    })
    const unknown = renderMath(String.raw`\foo{x}`, false)
    expect(unknown).toEqual({
      ok: false,
      message: 'formül okunamadı: \\foo diye bir formül komutu yok',
      lineOffset: 0,
    })
  })

  it('says what is wrong in Turkish, never in the parser English', () => {
    const message = (tex: string) => (renderMath(tex, false) as { message: string }).message
    expect(message('x^a^b')).toBe(
      'formül okunamadı: aynı yere iki üs yazılmış; ikisini {…} içinde birleştirin (örn. x^{ab})',
    )
    expect(message('a}')).toBe("formül okunamadı: '}' fazla: onunla eşleşen bir açılış yok")
    expect(message(String.raw`\left( x`)).toContain("'\\right' bekleniyordu")
    expect(message(String.raw`\begin{foo}x\end{foo}`)).toBe('formül okunamadı: foo diye bir ortam yok')
    // A message not in the table: the general Turkish sentence.
    for (const tex of ['x^', '\\frac{1}{', '\\sqrt[', 'a}', '\\text{\\frac12}'])
      expect(message(tex), tex).not.toMatch(/[A-Z][a-z]+ [a-z]+|expected|got|EOF/)
  })

  it('refuses constructs that need an inline style (colours would also break the dark theme)', () => {
    const result = renderMath(String.raw`\color{red}{x}`, false)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toContain('color:#ff0000')
  })
})

describe('wiki Markdown with formulas', () => {
  it('parses $…$ and $$…$$ in wiki Markdown only; in MDX a dollar sign stays text', () => {
    const wiki = parseMarkdown('Fiyat $x$ ve\n\n$$\ny\n$$\n')
    expect(wiki.children.map((node) => node.type)).toEqual(['paragraph', 'math'])
    const mdx = parseMarkdown('Fiyat $x$ dolar.\n', true)
    expect(JSON.stringify(mdx)).not.toContain('inlineMath')
  })

  const article = wikiFile(
    'title: Formüllü Makale\ndescription: Formül içeren bir makale\ncategory: genel-bilgi',
    [
      'Bir eğri $C(u) = \\sum_{i=0}^{n} N_{i,p}(u)\\, P_i$ biçiminde yazılır.',
      '',
      '## Baz Fonksiyonları',
      '',
      '$$',
      'N_{i,0}(u) = \\begin{cases} 1 & u_i \\le u < u_{i+1} \\\\ 0 & \\text{aksi hâlde} \\end{cases}',
      '$$',
      '',
      '- **Yerel destek:** $N_{i,p}$ yalnızca $[u_i, u_{i+p+1})$ aralığında sıfırdan farklıdır.',
      '',
    ].join('\n'),
  )

  it('become MathML in the article, which says it has formulas; the search text and items hold no TeX', async () => {
    const root = await fixtureTree({ 'content/wiki/formullu.md': article })
    const result = await loadContent(root)
    const found = result.articles.find((entry) => entry.slug === 'formullu')!
    expect(found.math).toBe(true)
    expect(result.articles.find((entry) => entry.slug === 'ana-makale')!.math).toBeUndefined()

    const markup = result.bodies.get('formullu')!.html
    expect(markup).toContain('<math><mrow><mi>C</mi>')
    expect(markup).toContain(
      '<div class="math-display" tabindex="0" role="group" aria-label="Formül"><math display="block" class="tml-display">',
    )
    expect(markup).not.toMatch(/\sstyle=|\$|\\sum|_\{/)
    // The space between the bold term and the formula is kept.
    expect(markup).toContain('<strong>Yerel destek:</strong> <math>')

    expect(found.sections[0]!.items[0]).toBe('Yerel destek: yalnızca aralığında sıfırdan farklıdır.')

    const document = toSearchDocuments(searchedArticles(result), result.manifest, result.collections).find(
      (entry) => entry.id === 'wiki:formullu',
    )!
    expect(document.text).toContain('biçiminde yazılır')
    expect(document.text).toContain('sıfırdan farklıdır')
    expect(document.text).not.toMatch(/\\|\$|_\{|\^|∑/)
  })

  it('a formula that does not parse fails the build with file, line and the parser message, with every other problem', async () => {
    const root = await fixtureTree({
      'content/wiki/bozuk.md': wikiFile(
        'title: Bozuk\ndescription: Hatalı formüller\ncategory: genel-bilgi',
        'Giriş $\\frac{1}{$ paragrafı.\n\n## Bölüm $x$\n\n$$\na = b \\\\\n\\sqrt{2\n$$\n\n- Madde $\\foo$\n',
      ),
      'content/wiki/eksik.md': wikiFile('description: D\ncategory: genel-bilgi'),
    })
    const problems = await loadContent(root).then(
      () => [],
      (error: unknown) => {
        if (error instanceof ContentError) return error.problems.map(formatProblem)
        throw error
      },
    )
    // The frontmatter takes lines 1–5 and a blank line follows, so the body starts on line 7.
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/wiki/bozuk.md: satır 7: formül okunamadı: bir parantez kapanmamış: '}' eksik (formül: \\frac{1}{)",
        'content/wiki/bozuk.md: satır 9: başlıklarda formül kullanılmaz; formülü bölümün metnine yazın',
        "content/wiki/bozuk.md: satır 13: formül okunamadı: formül bitmeden '}' bekleniyordu; bir parantez kapanmamış olabilir (formül: a = b \\\\ \\sqrt{2)",
        'content/wiki/bozuk.md: satır 16: formül okunamadı: \\foo diye bir formül komutu yok (formül: \\foo)',
        expect.stringMatching(/^content\/wiki\/eksik\.md: title:/),
      ]),
    )
  })
})
