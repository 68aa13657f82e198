// The editor speaks Turkish throughout: Decap's Turkish locale with our supplement has every phrase its English
// locale has, so no English text shows (Expand, Close, the notes pane...).
import { describe, expect, it } from 'vitest'
import en from 'decap-cms-locales/dist/esm/en/index.js'
import tr from 'decap-cms-locales/dist/esm/tr/index.js'
import { mergePhrases, TURKISH_SUPPLEMENT } from '../../src/admin/turkish-phrases.ts'

type Phrases = { [key: string]: string | Phrases }
const keys = (phrases: Phrases, prefix = ''): string[] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe("the editor's Turkish phrases", () => {
  const merged = mergePhrases(tr, TURKISH_SUPPLEMENT)

  it("have every phrase of Decap's English locale", () => {
    const turkish = new Set(keys(merged))
    expect(keys(en).filter((key) => !turkish.has(key))).toEqual([])
  })

  it("keep Decap's own Turkish phrases and add ours without removing any", () => {
    expect(keys(merged)).toEqual(expect.arrayContaining(keys(tr)))
    expect((merged.ui as Phrases).toast).toMatchObject({ onFailToPersist: 'Kaydedilmedi. %{details}' })
    expect(((merged.editor as Phrases).editorWidgets as Phrases).object).toEqual({
      expand: 'Genişlet',
      collapse: 'Daralt',
    })
  })
})

describe('the words staff read', () => {
  const merged = mergePhrases(tr, TURKISH_SUPPLEMENT)
  const values = (phrases: Phrases, prefix = ''): [string, string][] =>
    Object.entries(phrases).flatMap(([key, value]) =>
      typeof value === 'object'
        ? values(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value] as [string, string]],
    )

  it('use one verb for publishing, in the dictionary spelling (yayımla, never yayınla)', () => {
    expect(values(merged).filter(([, text]) => /yay[ıi]nla/i.test(text))).toEqual([])
    const toolbar = (merged.editor as Phrases).editorToolbar as Phrases
    expect([toolbar.publish, toolbar.publishNow]).toEqual(['Yayımla', 'Şimdi yayımla'])
  })

  it('never tell a new, unsaved entry that its changes are saved', () => {
    const toolbar = (merged.editor as Phrases).editorToolbar as Phrases
    expect(toolbar.notSavedYet).toBe('Henüz kaydedilmedi')
  })

  it('name the field a pattern refuses and say what to type, without "eşleşmeyen kalıp"', () => {
    const widget = ((merged.editor as Phrases).editorControlPane as Phrases).widget as Phrases
    expect(widget.regexPattern).toBe('%{fieldLabel}: %{pattern}.')
    expect(values(merged).filter(([, text]) => /eşleşmeyen kalıp|Gerekli bir alan eksik/.test(text))).toEqual(
      [],
    )
  })

  it('have no missing glyph (＋), developer word or English label', () => {
    expect(
      values(merged)
        .filter(([key]) => !key.startsWith('auth.'))
        .filter(([, text]) => /＋|\bURL|\bi18n|config\.yml|Markdown|\bslug\b|GitHub üzerinde/.test(text)),
    ).toEqual([])
  })
})
