// The reading aids' build-time markup: "Bu sayfada" only from two headings on, code blocks' buttons.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CodeBlock } from '../../src/components/reading/code-block.tsx'
import { OutlineDisclosure, ReadingColumns } from '../../src/components/reading/page-outline.tsx'
import type { OutlineEntry } from '../../src/shared/heading-ids.ts'

const outline: OutlineEntry[] = [
  { id: 'kurulum', title: 'Kurulum', level: 2 },
  { id: 'lisans-sunucusu', title: 'Lisans Sunucusu', level: 3 },
]

function page(entries: OutlineEntry[]): string {
  return renderToStaticMarkup(
    <ReadingColumns outline={entries} className="max-w-4xl">
      <OutlineDisclosure outline={entries} />
      <p>Metin</p>
    </ReadingColumns>,
  )
}

describe('"Bu sayfada"', () => {
  it('renders the contents column and the disclosure from two headings on, nested by level', () => {
    const html = page(outline)
    expect(html.match(/data-outline/g)).toHaveLength(2)
    expect(html).toContain('<summary')
    expect(html).toContain('href="#kurulum" class="outline-link"')
    expect(html).toContain('href="#lisans-sunucusu" class="outline-link outline-link-nested"')
  })

  it.each([
    ['one heading', outline.slice(0, 1)],
    ['no headings', []],
  ])('renders neither with %s, and keeps the text', (_, entries) => {
    const html = page(entries)
    expect(html).not.toContain('Bu sayfada')
    expect(html).not.toContain('data-outline')
    expect(html).toContain('<p>Metin</p>')
  })
})

describe('code blocks', () => {
  it('pre-renders the copy button hidden (JavaScript shows it) beside a focusable pre and a status region', () => {
    const html = renderToStaticMarkup(<CodeBlock>Check</CodeBlock>)
    expect(html).toContain('<pre tabindex="0">Check</pre>')
    expect(html).toMatch(/<button type="button" hidden="" data-copy-code="true"[^>]*>Kopyala<\/button>/)
    expect(html).toContain('role="status"')
  })
})
