// The glossary's schema (content/data/glossary.yaml): a valid file, and each invalid field with its Turkish message and line.
import { describe, expect, it } from 'vitest'
import { parseDataFile } from '../../src/shared/content/data-files.ts'
import { glossarySchema } from '../../src/shared/schemas/glossary.ts'

const DEFINITION =
  'Bir katının keskin kenarını teğet bir yuvarlatma yüzeyiyle değiştirme işlemidir. Sonuç kapalı bir katı olarak kalır.'

/** One entry as YAML lines (two-space list indentation), with fields replaced or removed (undefined). */
function entry(fields: Record<string, string | undefined> = {}): string {
  const base: Record<string, string | undefined> = {
    term: 'Kenar yuvarlatma',
    variants: '[kenar yuvarlama]',
    discouraged: '[kenar kavisleme]',
    english: 'Fillet edge',
    commands: '[FilletEdge]',
    definition: DEFINITION,
    related: '[/wiki/command-list]',
    ...fields,
  }
  const lines = Object.entries(base)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
  return [`  - ${lines[0]}`, ...lines.slice(1).map((line) => `    ${line}`)].join('\n')
}

const SECOND = entry({
  term: 'Budama',
  variants: '[kırpma]',
  discouraged: '[]',
  english: 'Trim',
  commands: '[Trim]',
})

function parse(...entries: string[]) {
  return parseDataFile(
    'content/data/glossary.yaml',
    `entries:\n${entries.join('\n')}\n`,
    glossarySchema,
    new Map(),
  )
}

describe('glossary schema', () => {
  it('accepts a valid file and fills the optional lists', () => {
    const result = parse(
      entry(),
      entry({
        term: 'Cloud Zoo',
        english: 'Cloud Zoo',
        variants: undefined,
        discouraged: undefined,
        commands: undefined,
        related: undefined,
        englishInUse: 'true',
      }),
    )
    expect(result.problems).toEqual([])
    expect(result.data?.entries[1]).toMatchObject({
      variants: [],
      discouraged: [],
      commands: [],
      related: [],
      englishInUse: true,
    })
    expect(result.data?.entries[0]?.englishInUse).toBe(false)
  })

  it.each([
    [
      'term missing',
      entry({ term: undefined, variants: '[x]' }).replace('  - variants', '  - variants'),
      'entries[0].term',
      'eksik; bu alan zorunlu',
    ],
    ['english missing', entry({ english: undefined }), 'entries[0].english', 'eksik; bu alan zorunlu'],
    ['english empty', entry({ english: '""' }), 'entries[0].english', 'boş bırakılamaz'],
    [
      'definition missing',
      entry({ definition: undefined }),
      'entries[0].definition',
      'eksik; bu alan zorunlu',
    ],
    [
      'definition too short',
      entry({ definition: 'Kısa bir tanım.' }),
      'entries[0].definition (satır 7)',
      'tanım çok kısa',
    ],
    [
      'definition too long',
      entry({ definition: 'Uzun bir cümle. '.repeat(60) }),
      'entries[0].definition',
      'tanım çok uzun',
    ],
    [
      'a command with a space',
      entry({ commands: '[Fillet Edge]' }),
      'entries[0].commands[0] (satır 6)',
      'Rhino komut adı olmalı',
    ],
    [
      'variants not a list',
      entry({ variants: 'kenar yuvarlama' }),
      'entries[0].variants (satır 3)',
      'liste olmalı',
    ],
    [
      'englishInUse not a boolean',
      entry({ englishInUse: 'evet' }),
      'entries[0].englishInUse',
      'true veya false olmalı',
    ],
    [
      'a related address without /',
      entry({ related: '[wiki/command-list]' }),
      'entries[0].related[0] (satır 8)',
      '/ ile başlayan bir site adresi olmalı',
    ],
    ['an unknown field', entry({ aciklama: 'x' }), 'entries[0].aciklama', 'bilinmeyen alan "aciklama"'],
    [
      'a variant equal to the term',
      entry({ variants: '[kenar YUVARLATMA]' }),
      'entries[0].variants[0] (satır 3)',
      'bu kayıtta iki kez yazılmış',
    ],
    [
      'a discouraged variant equal to an accepted one',
      entry({ discouraged: '[Kenar yuvarlama]' }),
      'entries[0].discouraged[0] (satır 4)',
      'hem önerilmeyen bir yazılış hem de',
    ],
  ])('%s', (_, yaml, field, message) => {
    const result = parse(yaml)
    expect(result.data).toBeUndefined()
    expect(result.problems).toContainEqual({
      file: 'content/data/glossary.yaml',
      field: expect.stringContaining(field) as string,
      message: expect.stringContaining(message) as string,
    })
  })

  it('finds a term used by two entries after Turkish folding, at the second one', () => {
    const result = parse(
      entry(),
      entry({ term: 'Budama', variants: '[KENAR YUVARLATMA]', discouraged: '[]', english: 'Trim' }),
    )
    expect(result.problems).toEqual([
      {
        file: 'content/data/glossary.yaml',
        field: 'entries[1].variants[0] (satır 10)',
        message:
          '"KENAR YUVARLATMA" zaten "Kenar yuvarlatma" kaydının terimi arasında; bir terim yalnızca bir kayıtta olabilir',
      },
    ])
  })

  it('folds Turkish letters: "kirpma" is "kırpma"', () => {
    const result = parse(SECOND, entry({ variants: '[kirpma]' }))
    expect(result.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('"kirpma" zaten "Budama" kaydının kabul edilen yazılışları arasında'),
    ])
  })

  it('finds a discouraged variant that is another entry’s term, and one discouraged by two entries', () => {
    const result = parse(
      entry(),
      SECOND.replace('discouraged: []', 'discouraged: [kenar yuvarlatma, Kenar Kavisleme]'),
    )
    expect(result.problems.map((problem) => `${problem.field}: ${problem.message}`)).toEqual([
      expect.stringMatching(
        /^entries\[1\]\.discouraged\[1\].*"Kenar Kavisleme" zaten "Kenar yuvarlatma" kaydının önerilmeyen yazılışları arasında/,
      ),
      expect.stringMatching(
        /^entries\[1\]\.discouraged\[0\].*hem önerilmeyen bir yazılış hem de "Kenar yuvarlatma" kaydının terimi arasında/,
      ),
    ])
  })

  it('finds two terms whose page anchors collide', () => {
    const result = parse(
      entry({ term: 'C++', variants: '[]', discouraged: '[]' }),
      entry({ term: 'C', variants: '[]', discouraged: '[]', english: 'C' }),
    )
    expect(result.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('#c')])
  })
})
