// @vitest-environment happy-dom
// Issue 38's build-side rules: the legal identity shown only where filled and one warning naming the empty fields (both
// states, through the pipeline and the rendered footer and identity block); company pages as a content kind (their
// addresses, a LinkGroup's heading); preview cut at a word; restrictions never checked; use-case cards without the
// joining dash.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/content/index.ts'
import { CompanyIdentity } from '../../src/components/company/company-facts.tsx'
import { Footer } from '../../src/components/layout/footer.tsx'
import { UseCaseGrid } from '../../src/components/mdx/lists.tsx'
import { ListMark } from '../../src/components/ui/list-mark.tsx'
import { renderStatic } from '../../src/lib/prerender.server.tsx'
import { ContentError, formatProblem } from '../../src/shared/content/problems.ts'
import { parseSource, type SourceFile } from '../../src/shared/content/parse.ts'
import {
  filledLegalFields,
  LEGAL_FIELDS,
  legalIdentityWarning,
  type LegalIdentity,
} from '../../src/shared/legal-identity.ts'
import { isRestriction } from '../../src/shared/text.ts'
import { truncateWords } from '../../src/shared/truncate.ts'
import { fixtureTree, GOOD_FIXTURE } from './fixture-tree.ts'

const EMPTY: LegalIdentity = {
  ticari_unvan: '',
  mersis_no: '',
  vergi_dairesi: '',
  vergi_no: '',
  adres: '',
  kep: '',
}
const FILLED: LegalIdentity = {
  ticari_unvan: 'Örnek Yazılım Ticaret Limited Şirketi',
  mersis_no: '0123456789012345',
  vergi_dairesi: 'Kozyatağı',
  vergi_no: '0123456789',
  adres: 'Örnek Mahallesi, Deneme Sokak No: 1, 34000 Ataşehir/İstanbul',
  kep: 'ornek@hs01.kep.tr',
}

describe('the legal identity (facts.yaml yasal)', () => {
  it('warns once, naming every empty field a company must state (KEP is optional)', () => {
    const warning = legalIdentityWarning(EMPTY)
    expect(warning).toMatchObject({ file: 'content/data/facts.yaml', field: 'yasal' })
    expect(warning?.message).toContain('ticari_unvan, mersis_no, vergi_dairesi, vergi_no, adres')
    expect(warning?.message).not.toContain('kep')
    expect(legalIdentityWarning({ ...FILLED, vergi_no: ' ' })?.message).toContain('eksik: vergi_no.')
    expect(legalIdentityWarning({ ...FILLED, kep: '' })).toBeUndefined()
    expect(legalIdentityWarning(FILLED)).toBeUndefined()
  })

  it('lists only the filled fields, in the order shown', () => {
    expect(filledLegalFields(EMPTY)).toEqual([])
    expect(filledLegalFields({ ...EMPTY, vergi_no: '0123456789', ticari_unvan: 'A Ltd. Şti.' })).toEqual([
      { key: 'ticari_unvan', label: 'Ticari unvan', value: 'A Ltd. Şti.' },
      { key: 'vergi_no', label: 'Vergi no', value: '0123456789' },
    ])
  })

  const factsWith = (legal: LegalIdentity) => {
    const facts = readFileSync(path.join(GOOD_FIXTURE, 'content/data/facts.yaml'), 'utf8')
    const block = Object.entries(legal)
      .map(([key, value]) => `  ${key}: "${value}"`)
      .join('\n')
    return facts.replace(/^yasal:\n(?: {2}.*\n)+/m, `yasal:\n${block}\n`)
  }

  it('the pipeline gives the one warning while fields are empty, and none once they are filled', async () => {
    const empty = await loadContent(await fixtureTree({ 'content/data/facts.yaml': factsWith(EMPTY) }))
    expect(empty.warnings.filter((warning) => warning.field === 'yasal')).toHaveLength(1)
    const filled = await loadContent(await fixtureTree({ 'content/data/facts.yaml': factsWith(FILLED) }))
    expect(filled.warnings.filter((warning) => warning.field === 'yasal')).toEqual([])
  })

  it('a malformed MERSİS or tax number fails the build with the field named', async () => {
    const root = await fixtureTree({
      'content/data/facts.yaml': factsWith({ ...FILLED, mersis_no: '123', vergi_no: 'abc' }),
    })
    const problems = await loadContent(root).then(
      () => [],
      (error: unknown) => (error instanceof ContentError ? error.problems.map(formatProblem) : []),
    )
    expect(problems.join('\n')).toMatch(/yasal\.mersis_no.*16 haneli/)
    expect(problems.join('\n')).toMatch(/yasal\.vergi_no.*10 haneli/)
  })

  it.each([
    ['empty', EMPTY],
    ['filled', FILLED],
  ] as const)('the footer and the identity block show exactly the filled fields (%s)', (_, legal) => {
    const footer = renderStatic(<Footer legal={legal} />, '/')
    const identity = renderStatic(<CompanyIdentity legal={legal} />, '/kurumsal')
    const filled = filledLegalFields(legal)
    for (const html of [footer, identity]) {
      for (const { label } of LEGAL_FIELDS)
        expect(html.includes(`>${label}<`), label).toBe(filled.some((field) => field.label === label))
      for (const { value } of filled) expect(html).toContain(value)
    }
    // No empty list in the footer while nothing is filled; the links to the company pages always.
    expect(footer.includes('<dl')).toBe(filled.length > 0)
    for (const target of ['/kurumsal', '/kvkk', '/cerezler']) expect(footer).toContain(`href="${target}"`)
    expect(identity).toContain('Rhino Türkiye')
  })
})

const company = (name: string, raw: string): SourceFile => ({
  file: `content/company/${name}.mdx`,
  kind: 'company',
  name,
  extension: '.mdx',
  raw,
})
const page = (body: string) =>
  `---\ntitle: Kurumsal\ndescription: Açıklama\neyebrow: Hakkımızda\n---\n\n${body}\n`

describe('company pages (content/company/)', () => {
  it('get the address /<file name>', () => {
    const { document, problems } = parseSource(company('kurumsal', page('## Biz Kimiz?\n\nMetin.')))
    expect(problems).toEqual([])
    expect(document?.path).toBe('/kurumsal')
    expect(document?.kind).toBe('company')
  })

  it('a LinkGroup without a heading fails the build, with its line', () => {
    const { problems } = parseSource(
      company(
        'kurumsal',
        page('<LinkGroup>\n\n<LinkButton href="/support">Destek</LinkButton>\n\n</LinkGroup>'),
      ),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/company/kurumsal.mdx', field: 'satır 7' })
    expect(problems[0]?.message).toContain('<LinkGroup> bir başlık ister')
    expect(
      parseSource(company('kurumsal', page('<LinkGroup title="Başlık">\n\nx\n\n</LinkGroup>'))).problems,
    ).toEqual([])
  })

  it.each(['features', 'wiki', 'admin', 'offices'])(
    'may not take the address of another part of the site (/%s)',
    async (name) => {
      const root = await fixtureTree({ [`content/company/${name}.mdx`]: page('Metin.') })
      const problems = await loadContent(root).then(
        () => [],
        (error: unknown) => (error instanceof ContentError ? error.problems.map(formatProblem) : []),
      )
      expect(problems.join('\n')).toContain(
        `content/company/${name}.mdx: slug: "/${name}" adresi sitenin başka`,
      )
    },
  )
})

describe('truncateWords (the offices preview)', () => {
  it.each([
    [
      'Ege bölgesindeki mimarlık ofisleri, tekne üreticileri ve kuyumcular için',
      60,
      'Ege bölgesindeki mimarlık ofisleri, tekne üreticileri ve…',
    ],
    ['kısa metin', 60, 'kısa metin'],
    ['abc def ghi', 7, 'abc def…'],
    ['abc, def ghi', 4, 'abc…'],
    ['a' + 'b'.repeat(30), 10, 'a' + 'b'.repeat(9) + '…'],
  ])('%j at %i → %j', (text, max, expected) => {
    expect(truncateWords(text, max)).toBe(expected)
  })
})

describe('restrictions are not checked', () => {
  it.each([
    ['Ticari projelerde kullanılamaz', true],
    ['Lisans devredilemez, satılamaz ve paylaşılamaz', true],
    ['Tek tek bilgisayarlara atanamaz', true],
    ['Ticari kullanım yasaktır', true],
    ['Kredi kartı gerekmez', false],
    ['Kalıcı lisans ve ücretsiz servis güncellemeleri', false],
  ])('%j is a restriction: %s', (text, restriction) => {
    expect(isRestriction(text)).toBe(restriction)
    const mark = renderStatic(<ListMark text={text} />, '/')
    expect(mark).toContain(restriction ? 'lucide-minus' : 'lucide-check')
  })
})

describe('UseCaseGrid', () => {
  it('turns "**Başlık** — açıklama" into a card without the dash', () => {
    const html = renderStatic(
      <UseCaseGrid>
        <ul>
          <li>
            <strong>3D Baskı</strong>
            {' — Kapalı bir mesh üretin.'}
          </li>
          <li>
            <strong>Tarama</strong>
            {' - Boşlukları kapatın.'}
          </li>
        </ul>
      </UseCaseGrid>,
      '/features/shrinkwrap',
    )
    expect(html).toContain('<strong>3D Baskı</strong>Kapalı bir mesh üretin.')
    expect(html).toContain('<strong>Tarama</strong>Boşlukları kapatın.')
    expect(html).not.toMatch(/[—-] /)
  })
})
