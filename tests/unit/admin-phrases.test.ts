// The editor speaks Turkish throughout: Decap's Turkish locale with our supplement has every phrase its English
// locale has, so no English text shows (Expand, Close, the notes pane...).
import { describe, expect, it } from 'vitest'
import en from 'decap-cms-locales/dist/esm/en/index.js'
import tr from 'decap-cms-locales/dist/esm/tr/index.js'
import { mergePhrases, TURKISH_SUPPLEMENT } from '../../src/admin/turkish-phrases'

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
