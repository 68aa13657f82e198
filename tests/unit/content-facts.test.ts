// The content's facts about Rhino, held to checked lists so the expert review's classes of error cannot come back:
// commands that do not exist, older features sold as Rhino 8 news, file-format directions written outside the data,
// slugs as link texts, clauses on the legal page that its approved outline does not list, and house-style slips.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { FileFormatGrid } from '../../src/components/resources/file-format-grid.tsx'
import { parseSource } from '../../src/shared/content/parse.ts'
import { legalClauseProblems } from '../../src/shared/content/legal-clauses.ts'
import { stylePatterns, styleWarnings } from '../../src/shared/glossary.ts'
import {
  NEW_IN_RHINO8,
  NEW_IN_RHINO8_FEATURE_PAGES,
  RHINO8_COMMANDS,
} from '../../src/shared/rhino8-commands.ts'
import type { GlossaryEntry } from '../../src/shared/schemas/glossary.ts'
import { FILE_FORMAT_DIRECTIONS, type FileFormat } from '../../src/shared/schemas/resources.ts'
import { turkishLower } from '../../src/shared/text.ts'

const root = process.cwd()
const read = (file: string) => readFile(path.join(root, file), 'utf8')
const list = async (folder: string, extension: string) =>
  (await readdir(path.join(root, folder)))
    .filter((name) => name.endsWith(extension))
    .map((name) => `${folder}/${name}`)

/** Every content file whose words a visitor reads: wiki articles, MDX pages and data files. */
let files: { file: string; text: string }[] = []
let glossary: GlossaryEntry[] = []
/** Wiki slug → title. */
const titles = new Map<string, string>()

function frontmatter(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(text)
  return match ? (parseYaml(match[1]!) as Record<string, unknown>) : {}
}

beforeAll(async () => {
  const names = [
    ...(await list('content/wiki', '.md')),
    ...(await list('content/features', '.mdx')),
    ...(await list('content/licensing', '.mdx')),
    ...(await list('content/data', '.yaml')),
    ...(await list('content/data/industries', '.yaml')),
  ]
  files = await Promise.all(names.map(async (file) => ({ file, text: await read(file) })))
  glossary = (parseYaml(await read('content/data/glossary.yaml')) as { entries: GlossaryEntry[] }).entries
  for (const { file, text } of files)
    if (file.startsWith('content/wiki/') && !path.basename(file).startsWith('_'))
      titles.set(path.basename(file, '.md'), String(frontmatter(text).title))
})

const commandSet = new Set(RHINO8_COMMANDS)
const fileText = (name: string) => files.find(({ file }) => file === name)!.text
const backticked = (text: string) => [...text.matchAll(/`([A-Za-z0-9]+)`/g)].map((match) => match[1]!)

/** The commands the glossary, the command list and the feature pages (with their cards) name. */
function namedCommands(): { where: string; command: string }[] {
  const named: { where: string; command: string }[] = []
  for (const entry of glossary)
    for (const command of entry.commands) named.push({ where: `glossary: ${entry.term}`, command })
  for (const command of backticked(fileText('content/wiki/command-list.md')))
    named.push({ where: 'command-list.md', command })
  for (const { file, text } of files.filter(({ file }) => file.startsWith('content/features/'))) {
    for (const command of backticked(text)) named.push({ where: file, command })
    const { command } = frontmatter(text)
    if (typeof command === 'string') named.push({ where: `${file} (command)`, command })
  }
  for (const file of ['content/data/features.yaml', 'content/data/home.yaml'])
    for (const match of fileText(file).matchAll(/^\s+command: (\S+)$/gm))
      named.push({ where: file, command: match[1]! })
  return named
}

describe('commands', () => {
  it('names only commands of the checked Rhino 8 list', () => {
    const named = namedCommands()
    expect(named.length).toBeGreaterThan(400)
    expect(named.filter(({ command }) => !commandSet.has(command))).toEqual([])
  })

  it('keeps the checked list free of the commands the review found not to exist', () => {
    for (const invented of ['OffsetCrv', 'SelectionFilter', 'Metal', 'GumballSettings']) {
      expect(commandSet.has(invented)).toBe(false)
    }
  })
})

/** Words that call something new in Rhino 8 ("Rhino 8 yenilikleri" as a topic name is not a claim about one thing). */
const NEW_MARKER =
  /Rhino 8 Yeni Özellik|Rhino 8 yeniliği|Rhino 8 ile gelen|Rhino 8 ile eklenen|Rhino 8['’](?:in|de|deki) yeni|New in V8/giu
/** How many words after the marker a claim covers: a list such as "ShrinkWrap, PushPull, … ve yeni Script Editor". */
const CLAIM_WORDS = 12
const fold = (text: string) => turkishLower(text).normalize('NFD').replace(/\p{M}/gu, '')

/** What each new-in-Rhino-8 claim is about: its marker and the words that follow it in the same sentence. */
function newClaims(): { file: string; sentence: string }[] {
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line) => line.split(/(?<=[.!?;])\s+/))
      .flatMap((sentence) =>
        [...sentence.matchAll(NEW_MARKER)].map((match) => ({
          file,
          sentence: sentence
            .slice(match.index)
            .split(/\s+/)
            .slice(0, match[0].split(/\s+/).length + CLAIM_WORDS)
            .join(' '),
        })),
      ),
  )
}

const words = (text: string) => ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `

/**
 * The glossary's names of features older than Rhino 8 (entries none of whose commands is new), for whole-word search;
 * a name that is also part of a new feature's name ("kırışık" in "yumuşak kırışık") cannot tell the two apart and
 * is left out.
 */
function olderFeatureNames(): { name: string; term: string }[] {
  const isNew = (entry: GlossaryEntry) => entry.commands.some((command) => command in NEW_IN_RHINO8)
  const newNames = glossary.filter(isNew).flatMap((entry) => [entry.term, ...entry.variants].map(words))
  return glossary
    .filter((entry) => entry.commands.length > 0 && !isNew(entry))
    .flatMap((entry) => [entry.term, ...entry.variants].map((name) => ({ name, term: entry.term })))
    .filter(({ name }) => name.length >= 6 && !newNames.some((newName) => newName.includes(words(name))))
}

describe('Rhino 8 news', () => {
  it('calls new only the commands the checked list marks new in Rhino 8', () => {
    const claims = newClaims()
    expect(claims.length).toBeGreaterThan(5)
    const wrong = claims.flatMap(({ file, sentence }) =>
      [...sentence.matchAll(/\b[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*\b|\b[A-Z][a-z]+\b/g)]
        .map((match) => match[0])
        .filter((word) => commandSet.has(word) && !(word in NEW_IN_RHINO8))
        .map((command) => `${file}: ${command} in "${sentence}"`),
    )
    expect(wrong).toEqual([])
  })

  it('calls new no feature the glossary names with only older commands', () => {
    const older = olderFeatureNames()
    const wrong = newClaims().flatMap(({ file, sentence }) =>
      older
        .filter(({ name }) => words(sentence).includes(words(name)))
        .map(({ name, term }) => `${file}: "${name}" (${term}) in "${sentence}"`),
    )
    expect(wrong).toEqual([])
  })

  it('gives the "Rhino 8 Yeni Özellik" eyebrow only to pages about a Rhino 8 addition', () => {
    const wrong = files
      .filter(({ file }) => file.startsWith('content/features/'))
      .filter(({ text }) => {
        const { eyebrow } = frontmatter(text)
        return typeof eyebrow === 'string' && /Rhino 8 Yeni/i.test(eyebrow)
      })
      .filter(({ file, text }) => {
        const { command } = frontmatter(text)
        const slug = path.basename(file, '.mdx')
        return (
          !(slug in NEW_IN_RHINO8_FEATURE_PAGES) && !(typeof command === 'string' && command in NEW_IN_RHINO8)
        )
      })
      .map(({ file }) => file)
    expect(wrong).toEqual([])
    // The SubD creases page is about soft creases (new) and hard creases (Rhino 7): not "Rhino 8 Yeni Özellik".
    expect(frontmatter(fileText('content/features/subd-creases.mdx')).command).toBe('SubDCrease')
  })
})

describe('file formats', () => {
  const format = (name: string, direction: FileFormat['direction']): FileFormat => ({
    name,
    extensions: `.${name.toLowerCase()}`,
    direction,
    source: 'https://docs.mcneel.com/rhino/8/help/en-us/fileio/',
  })
  const props = { title: 'Formatlar', eyebrow: 'E', lead: 'L', claim: '30+', claimLabel: 'format' }

  it('shows each card with the direction its data gives', () => {
    const formats = FILE_FORMAT_DIRECTIONS.map((direction, index) => format(`F${index}`, direction))
    const html = renderToStaticMarkup(createElement(FileFormatGrid, { ...props, formats }))
    const shown = [...html.matchAll(/data-format-direction="[^"]*">([^<]+)</g)].map((match) => match[1])
    expect(shown).toEqual([...FILE_FORMAT_DIRECTIONS])
    const reversed = [...formats].reverse()
    const html2 = renderToStaticMarkup(createElement(FileFormatGrid, { ...props, formats: reversed }))
    expect([...html2.matchAll(/data-format-direction="[^"]*">([^<]+)</g)].map((match) => match[1])).toEqual(
      reversed.map(({ direction }) => direction),
    )
  })

  it('writes no direction in the component itself', async () => {
    const source = await read('src/components/resources/file-format-grid.tsx')
    for (const direction of FILE_FORMAT_DIRECTIONS) expect(source).not.toContain(direction)
    expect(source).not.toMatch(/aktarma|içe|dışa/iu)
  })

  it('keeps the vendor-checked directions in the data, each with its source', () => {
    const data = parseYaml(fileText('content/data/resources.yaml')) as { fileFormats: FileFormat[] }
    const direction = (name: string) => data.fileFormats.find((entry) => entry.name === name)?.direction
    expect(data.fileFormats).toHaveLength(16)
    expect(direction('SAT')).toBe('Yalnızca dışa aktarma')
    expect(direction('X_T')).toBe('Yalnızca dışa aktarma')
    expect(direction('SLDPRT')).toBe('Yalnızca içe aktarma')
    for (const entry of data.fileFormats) expect(entry.source).toMatch(/^https:\/\//)
    expect(data.fileFormats.map(({ name }) => name)).not.toContain('Revit')
    expect(data.fileFormats.map(({ name }) => name)).not.toContain('AutoCAD')
  })
})

/** "Rhino 8 Komut Listesi" → "rhino-8-komut-listesi": how a slug is made from words. */
const slugOf = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')

describe('link texts', () => {
  it('writes every "İlgili Makaleler" item as a link titled with its article\'s Turkish title', () => {
    const wrong: string[] = []
    for (const { file, text } of files.filter(({ file }) => file.startsWith('content/wiki/'))) {
      const section = /^## İlgili Makaleler\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? ''
      for (const item of section.split('\n').filter((line) => line.startsWith('- '))) {
        const link = /^- \[([^\]]+)\]\(\/wiki\/([a-z0-9-]+)\)$/.exec(item)
        if (!link) wrong.push(`${file}: ${item}`)
        else if (titles.get(link[2]!) !== link[1])
          wrong.push(`${file}: ${item} (title: ${titles.get(link[2]!)})`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('never uses a slug or a slug-like text as a link text', () => {
    const wrong = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\[([^\]\n]+)\]\((\/[^)\s]*)\)/g)]
        .filter(([, label, target]) => {
          const slug = target!.split(/[#?]/)[0]!.split('/').pop()!
          const title = target!.startsWith('/wiki/') ? titles.get(slug) : undefined
          // The slug itself, or its words without the title's Turkish letters ("knot vektorleri nedir").
          const stripped =
            title !== undefined && slugOf(label!) === slug && fold(title) !== turkishLower(title)
          return (
            label === slug ||
            /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(label!) ||
            (stripped && fold(label!) === turkishLower(label!))
          )
        })
        .map(([link]) => `${file}: ${link}`),
    )
    expect(wrong).toEqual([])
  })
})

/** SPEC §2, /licensing/eula: the summary's sections, in order. */
const SPEC_EULA_SECTIONS = [
  'Sözleşmenin Tanımı',
  'Lisans Hakları',
  'Lisans Türleri',
  'Kullanım Kısıtlamaları',
  'Özel Lisans Kısıtlamaları',
  'Garanti Reddi',
  'Anonim Veri Toplama',
  'Uygulanacak Hukuk',
  'İletişim Bilgileri',
]

describe('the EULA summary', () => {
  // Facts ({{iletisim.eposta}}) are filled in before a page is parsed; any value does here.
  const parseEula = (raw: string) =>
    parseSource({
      file: 'content/licensing/eula.mdx',
      kind: 'licensing',
      name: 'eula',
      extension: '.mdx',
      raw: raw.replace(/\{\{[^}]+\}\}/g, 'X'),
    })

  it("keeps SPEC's sections and only the clauses of its staff-maintained outline", () => {
    const raw = fileText('content/licensing/eula.mdx')
    const clauses = frontmatter(raw).clauses as { section: string }[]
    expect(clauses.map(({ section }) => section)).toEqual(SPEC_EULA_SECTIONS)
    const { document, problems } = parseEula(raw)
    expect(problems).toEqual([])
    expect(legalClauseProblems(document!.tree, clauses as never)).toEqual([])
  })

  it('rejects a clause the outline does not list', () => {
    const raw = fileText('content/licensing/eula.mdx').replace(
      /^(## 4\. Kullanım Kısıtlamaları\n)/m,
      '$1\n- **Kiralama:** Yazılım kiraya verilemez.\n',
    )
    expect(
      parseEula(raw)
        .problems.map((problem) => problem.message)
        .join('\n'),
    ).toMatch(/Kiralama/)
  })

  it('states no clause that neither SPEC nor the vendor agreement contains', () => {
    const raw = fileText('content/licensing/eula.mdx')
    expect(raw).not.toMatch(/kiraya veremez|kiralama|bütünlük|Türk hukuku/iu)
    // Students: an academic document and no commercial use (SPEC §6), not a rule for every education licence.
    expect(raw).not.toMatch(/eğitim lisansları[^.\n]*ticari/iu)
  })
})

describe('house style', () => {
  it("flags the review's discouraged spellings and leaves the accepted ones alone", () => {
    const patterns = stylePatterns(glossary)
    const found = (text: string) => styleWarnings(text, patterns).map((warning) => warning.found)
    expect(found('Bu döküman ve Dökümanlar')).toEqual(['döküman', 'Dökümanlar'])
    expect(found('Bu doküman ve dokümanlar')).toEqual([])
    expect(found('ekip yönetici olarak')).toEqual(['ekip yönetici'])
    expect(found('ekip yöneticisi ve ekip yöneticileri')).toEqual([])
    expect(found('Bir polisurface, yüzey fileto ve budama')).toEqual([
      'polisurface',
      'yüzey fileto',
      'fileto',
      'budama',
    ])
    expect(found('Lab Sürümü ile Lab Lisansı')).toEqual(['Lab Sürümü', 'Lab Lisansı'])
    expect(found('Eğri öteleme')).toEqual(['Eğri öteleme', 'öteleme'])
  })

  it("exempts SPEC's card title and data value, not the same words in running text", () => {
    const patterns = stylePatterns(glossary)
    expect(styleWarnings('    name: Lab Sürümü', patterns)).toEqual([])
    expect(styleWarnings('    type: Döküman', patterns)).toEqual([])
    expect(styleWarnings('Okulunuz için Lab Sürümü alın.', patterns)).toHaveLength(1)
  })

  it('finds no discouraged spelling in any content file (the glossary, which lists them, aside)', () => {
    const patterns = stylePatterns(glossary)
    const found = files
      .filter(({ file }) => file !== 'content/data/glossary.yaml')
      .flatMap(({ file, text }) =>
        styleWarnings(text, patterns).map((warning) => `${file}:${warning.line}: ${warning.found}`),
      )
    expect(found).toEqual([])
  })
})
