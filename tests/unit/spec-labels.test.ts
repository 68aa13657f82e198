// The SPEC's quoted labels (src/shared/spec-labels.ts): the list matches SPEC.md's quotes, the house-style checks
// neither warn about nor rewrite them, and the home page's button keeps its SPEC label by default.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import {
  applyTermMarks,
  houseStyleWarnings,
  stylePatterns,
  styleWarnings,
} from '../../src/shared/glossary.ts'
import { parseMarkdown } from '../../src/shared/content/markdown.ts'
import { markdownHtml } from '../../src/shared/content/wiki-article.ts'
import { glossarySchema, type GlossaryEntry } from '../../src/shared/schemas/glossary.ts'
import { homeSchema } from '../../src/shared/schemas/home.ts'
import {
  ALL_DETAILS_LABEL,
  SPEC_LABELS,
  specLabelPattern,
  specLabelRanges,
} from '../../src/shared/spec-labels.ts'

const root = process.cwd()
/** The product specification, beside the project's checkouts (env SPEC_FILE to point elsewhere). */
const SPEC_FILE = process.env.SPEC_FILE ?? '/work/shared/SPEC.md'
const realGlossary = async () =>
  glossarySchema.parse(parseYaml(await readFile(path.join(root, 'content/data/glossary.yaml'), 'utf8')))
    .entries

const entry = (term: string, discouraged: string[]): GlossaryEntry => ({
  term,
  variants: [],
  discouraged,
  english: term,
  englishInUse: false,
  commands: [],
  definition: 'Bir tanım cümlesi. İkinci cümle.',
  related: [],
})

describe('SPEC_LABELS', () => {
  // The SPEC lives beside the repository (SPEC_FILE), not in it: elsewhere this check is skipped.
  it.runIf(existsSync(SPEC_FILE))(
    'holds every label SPEC.md quotes in single quotes (but its two English descriptions)',
    async () => {
      const spec = await readFile(SPEC_FILE, 'utf8')
      const quoted = new Set(
        [...spec.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu)].map((m) => m[1]!),
      )
      const listed = new Set(SPEC_LABELS.map((label) => label.text))
      const described = ['rebuilt from scratch', 'choose your license type']
      expect([...quoted].filter((text) => !listed.has(text) && !described.includes(text))).toEqual([])
      expect([...listed].filter((text) => !quoted.has(text))).toEqual([])
    },
  )

  it('names a route for each label, and a step for those that appear only after one', () => {
    for (const label of SPEC_LABELS) expect(label.route, label.text).toMatch(/^\//)
    for (const text of [
      'Kaynak Bulunamadı',
      'Daha Az Göster',
      'Aydınlık moda geç',
      'Arama sonucu bulunamadı',
    ])
      expect(SPEC_LABELS.find((label) => label.text === text)?.after?.length, text).toBeGreaterThan(0)
  })

  it.each([
    ['Teklif İste', 'E-postayla Teklif İste', true],
    ['Satın Al', 'E-postayla Satın Al', true],
    ['Başla', 'Başlangıç', false],
    ['Git', 'Gizli', false],
    ['{n} kaynak bulundu', '20 kaynak bulundu', true],
    ['{n} kaynak bulundu', 'kaynak bulundu', false],
    ['Daha Fazla (N firma daha)', 'Daha Fazla (2 firma daha)', true],
    [ALL_DETAILS_LABEL, 'Tüm Detaylar…', false],
    [ALL_DETAILS_LABEL, 'Tüm Özellikler', false],
    ['Popüler', 'popüler', false],
  ])('%j is found in %j: %j', (text, shown, found) => {
    expect(specLabelPattern({ text }).test(shown)).toBe(found)
  })
})

describe('house style and the SPEC labels', () => {
  it('the glossary warns about no label the SPEC quotes', async () => {
    const patterns = stylePatterns(await realGlossary())
    for (const label of SPEC_LABELS) expect(styleWarnings(label.text, patterns), label.text).toEqual([])
  }, 30_000)

  it('leaves a discouraged word alone inside a SPEC label, not elsewhere', () => {
    // Suppose staff discouraged words that SPEC labels use.
    const patterns = stylePatterns([
      entry('Ayrıntılar', ['Detaylar']),
      entry('Ön izleme', ['Önizleme']),
      entry('Beğenilen', ['Popüler']),
    ])
    const found = (text: string) => styleWarnings(text, patterns).map((warning) => warning.found)
    expect(found(`label: ${ALL_DETAILS_LABEL}\npreviewLabel: Önizleme\nbadge: Popüler`)).toEqual([])
    expect(houseStyleWarnings(`  allDetailsLabel: ${ALL_DETAILS_LABEL}`, patterns)).toEqual([])
    expect(found('Detaylar için önizleme sayfasına bakın; popüler eklentiler.')).toEqual([
      'Detaylar',
      'önizleme',
      'popüler',
    ])
  })

  it('rewrites no label: term marks and fact references, the only text rewriting rules, leave them as written', () => {
    for (const label of SPEC_LABELS) {
      expect(label.text).not.toMatch(/\[\[|\{\{/)
      const tree = parseMarkdown(`${label.text}\n`)
      expect(applyTermMarks(tree, [entry('Detay', [])])).toEqual([])
      expect(markdownHtml(tree.children), label.text).toContain(
        label.text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;'),
      )
    }
  })

  it('finds every occurrence of every label in a text', () => {
    const text = 'Ofisler · İndir · Tüm Detaylar... · Ücretsiz Dene'
    const found = specLabelRanges(text).map(([start, end]) => text.slice(start, end))
    expect(found).toEqual(expect.arrayContaining(['Ofisler', 'İndir', 'Tüm Detaylar...', 'Ücretsiz Dene']))
  })
})

describe("the home page's button to /features", () => {
  it("is 'Tüm Detaylar...' in the data and by default", async () => {
    const home = parseYaml(await readFile(path.join(root, 'content/data/home.yaml'), 'utf8')) as {
      featuresHeader: { allDetailsLabel?: string }
    }
    expect(home.featuresHeader.allDetailsLabel).toBe(ALL_DETAILS_LABEL)
    const { allDetailsLabel: _label, ...withoutLabel } = home.featuresHeader
    expect(homeSchema.shape.featuresHeader.parse(withoutLabel).allDetailsLabel).toBe(ALL_DETAILS_LABEL)
  })
})
