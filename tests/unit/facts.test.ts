// Each fact is written once: changing the student price in facts.yaml changes every page, article and search result.
// Runs the content pipeline on a temporary copy of content/ and public/ (the pages read the modules it writes), and
// the MDX transform of the Vite plugin; a full site build of the copy is left to the e2e run.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { factsPlugin } from '../../scripts/content/mdx-plugins.ts'
import { lineAt, substituteFacts } from '../../src/shared/content/facts.ts'
import { buildContent } from '../../scripts/content/index.ts'

const OLD = /\b195\b/
let root: string
const read = (file: string) => readFile(path.join(root, file), 'utf8')

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rhino-facts-'))
  await cp('content', path.join(root, 'content'), { recursive: true })
  await cp('public/images', path.join(root, 'public/images'), { recursive: true })
  await cp('public/favicon.svg', path.join(root, 'public/favicon.svg'))
  const facts = await read('content/data/facts.yaml')
  expect(facts).toMatch(/^ {2}ogrenci: 195$/m)
  await writeFile(
    path.join(root, 'content/data/facts.yaml'),
    facts.replace(/^ {2}ogrenci: 195$/m, '  ogrenci: 249'),
  )
  await buildContent(root)
}, 60_000)

describe('the student price, changed once in facts.yaml', () => {
  it('changes on / (the pricing cards)', async () => {
    const pricing = await read('src/generated/data/pricing.ts')
    expect(pricing).toContain('"price": 249')
    expect(pricing).toContain('"price": "249 €"')
    expect(pricing).not.toMatch(OLD)
  })

  it('changes on /for/education (title, description) and /support', async () => {
    const industries = await read('src/generated/data/industries.ts')
    expect(industries).toContain('"metaTitle": "Rhino 8 Öğrenci ve Öğretmen Lisansı 249 € – Eğitim"')
    expect(industries).toContain('Öğrenci ve öğretmen lisansı 249 €')
    expect(industries).not.toMatch(OLD)
    const support = await read('src/generated/data/support.ts')
    expect(support).toContain('Öğrenci lisansı 249 EUR')
    expect(support).not.toMatch(OLD)
  })

  it('changes in the two wiki articles and in the search index', async () => {
    for (const slug of ['ogretmen-wiki', 'sik-sorulan-sorular']) {
      const article = await read(`generated/_data/wiki/${slug}.json`)
      expect(article, slug).toContain('249 EUR')
      expect(article, slug).not.toMatch(OLD)
    }
    const index = await read('generated/_data/search/full.json')
    expect(index).toContain('249')
    // The index also holds document numbers (450 documents with the glossary), so look for the price as a price.
    expect(index).not.toMatch(/\b195\s*(€|EUR|euro)/i)
  })

  it('is replaced in MDX before the MDX compiler reads it, and an unknown name stops the build with its line', () => {
    const plugin = factsPlugin(root)
    const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null
    const errors: string[] = []
    const context = { addWatchFile: () => {}, error: (message: string) => errors.push(message) }
    const id = path.join(root, 'content/licensing/ornek.mdx')
    expect(transform.call(context, 'Öğrenci lisansı **{{fiyat.ogrenci}} €**.', id)?.code).toBe(
      'Öğrenci lisansı **249 €**.',
    )
    transform.call(context, 'Giriş\n\n{{fiyat.yok}}', id)
    expect(errors).toEqual([
      expect.stringContaining('content/licensing/ornek.mdx: satır 3: "{{fiyat.yok}}" diye bir bilgi yok'),
    ])
    expect(transform.call(context, '# Başlık', path.join(root, 'src/a.tsx'))).toBeNull()
  })
})

describe('substitution', () => {
  const values = new Map<string, string | number>([
    ['fiyat.ogrenci', 195],
    ['iletisim.eposta', 'info@ornek.com'],
  ])
  it.each([
    ['{{fiyat.ogrenci}} €', '195 €'],
    ['{{ fiyat.ogrenci }}', '195'],
    ['[{{iletisim.eposta}}](mailto:{{iletisim.eposta}})', '[info@ornek.com](mailto:info@ornek.com)'],
    ['süslü parantez yok', 'süslü parantez yok'],
  ])('%s → %s', (text, expected) => {
    expect(substituteFacts(text, values)).toEqual({ text: expected, unknown: [] })
  })
  it('reports unknown names with their offsets, and counts lines', () => {
    const text = 'a\nb {{yok}}'
    const { unknown } = substituteFacts(text, values)
    expect(unknown).toEqual([{ name: 'yok', index: 4 }])
    expect(lineAt(text, 4)).toBe(2)
  })
})
