// The facts as the editor's forms name them: each fact's value and its path of form labels.
import { describe, expect, it } from 'vitest'
import { dataCollections } from '../../src/admin/collections.ts'
import {
  decapConfig,
  FACT_NUMBER_WIDGET,
  FACT_TEXT_WIDGET,
  withFactText,
} from '../../src/admin/decap-config.ts'
import { describeFact, factChoices, wholeFactName } from '../../src/admin/fact-names.ts'
import { zodToDecapFields } from '../../src/admin/zod-to-decap.ts'
import { cmsBackend, site } from '../../src/site.config.ts'

describe('fact names in forms', () => {
  it.each([
    ['{{fiyat.ogrenci}}', 'fiyat.ogrenci'],
    [' {{ ofis.istanbul.telefon }} ', 'ofis.istanbul.telefon'],
    ['{{fiyat.ogrenci}} €', undefined],
    ['195', undefined],
    [195, undefined],
  ])('%j names the fact %s as a whole', (value, name) => {
    expect(wholeFactName(value)).toBe(name)
  })

  it('every fact gets its value and the facts form labels', () => {
    const facts = dataCollections.find((collection) => collection.name === 'facts')!
    const fields = zodToDecapFields(facts.schema, facts.overrides)
    const values = new Map<string, string | number>([
      ['fiyat.ogrenci', 195],
      ['ofis.istanbul.telefon', '+90 216 555 01 80'],
    ])
    const choices = factChoices(fields, values)
    expect(choices.map(describeFact)).toEqual([
      '195 — Temel bilgiler › Fiyatlar (€) › Öğrenci lisansı',
      '+90 216 555 01 80 — Temel bilgiler › Ofisler › İstanbul ofisi › Telefon',
    ])
  })

  it('every text and number field of the data forms, nested and in lists, shows its facts (not the facts form itself, which holds the values); other widgets stay', () => {
    const data = decapConfig(cmsBackend, site.origin).collections.find(
      (collection) => collection.name === 'data',
    )!
    const widgets = (fields: readonly { widget: string; fields?: never[]; field?: never }[]): string[] =>
      fields.flatMap((field) => [
        field.widget,
        ...(field.fields ? widgets(field.fields) : []),
        ...(field.field ? widgets([field.field]) : []),
      ])
    const files = data.files as { name: string; fields: never[] }[]
    const all = files.filter((file) => file.name !== 'facts').flatMap((file) => widgets(file.fields))
    expect(all).not.toContain('string')
    expect(all).not.toContain('number')
    expect(all).toContain(FACT_TEXT_WIDGET)
    expect(all).toContain(FACT_NUMBER_WIDGET)
    expect(widgets(files.find((file) => file.name === 'facts')!.fields)).not.toContain(FACT_TEXT_WIDGET)
    expect(withFactText([{ name: 'n', label: 'N', widget: 'boolean' }])[0]!.widget).toBe('boolean')
  })
})

describe('list names', () => {
  it('every list of the data forms names one item (add button, count in the singular)', () => {
    const data = decapConfig(cmsBackend, site.origin).collections.find(
      (collection) => collection.name === 'data',
    )!
    type Field = { name: string; widget: string; label_singular?: string; fields?: Field[]; field?: Field }
    const lists = (fields: readonly Field[]): Field[] =>
      fields.flatMap((field) => [
        ...(field.widget === 'list' ? [field] : []),
        ...(field.fields ? lists(field.fields) : []),
        ...(field.field ? lists([field.field]) : []),
      ])
    const unnamed = (data.files as { fields: Field[] }[])
      .flatMap((file) => lists(file.fields))
      .filter((field) => !field.label_singular)
      .map((field) => field.name)
    expect(unnamed).toEqual([])
  })
})
