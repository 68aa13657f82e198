// The editor's slug-change rule: an existing article whose slug changes keeps its old address among its former
// addresses (added on save, with a note under the field); new articles and unchanged slugs are left alone.
import { fromJS, List, Map as ImmutableMap } from 'immutable'
import { describe, expect, it } from 'vitest'
import {
  addFormerAddressOnSave,
  formerAddressesOnSave,
  rememberPublishedSlug,
  slugChangeNote,
} from '../../src/admin/former-addresses.ts'

describe('formerAddressesOnSave', () => {
  it.each<[string, string | undefined, string, string[], string[], string | null]>([
    ['a changed slug adds the old address', 'eski', 'yeni', [], ['/wiki/eski'], '/wiki/eski'],
    ['and keeps earlier ones', 'orta', 'yeni', ['/wiki/ilk'], ['/wiki/ilk', '/wiki/orta'], '/wiki/orta'],
    ['an unchanged slug changes nothing', 'ayni', 'ayni', ['/wiki/ilk'], ['/wiki/ilk'], null],
    ['a new article has nothing to keep', undefined, 'yeni', [], [], null],
    ['an address already kept is not added twice', 'eski', 'yeni', ['/wiki/eski'], ['/wiki/eski'], null],
    [
      'going back to an earlier slug takes it out',
      'yeni',
      'eski',
      ['/wiki/eski'],
      ['/wiki/yeni'],
      '/wiki/yeni',
    ],
  ])('%s', (_, published, next, former, addresses, added) => {
    expect(formerAddressesOnSave(published, next, former)).toEqual({ addresses, added })
  })
})

describe('slugChangeNote', () => {
  it('names both addresses while the slug differs, and nothing otherwise', () => {
    expect(slugChangeNote('eski', 'yeni')).toBe(
      'Adres değişiyor: /wiki/eski → /wiki/yeni. Kaydettiğinizde /wiki/eski "Eski adresler" listesine kendiliğinden eklenir; eski bağlantılar yeni adrese yönlendirilir.',
    )
    expect(slugChangeNote('eski', 'eski')).toBeNull()
    expect(slugChangeNote(undefined, 'yeni')).toBeNull()
    expect(slugChangeNote('eski', '')).toBeNull()
  })
})

describe("Decap's preSave handler", () => {
  const entry = (fields: Record<string, unknown>, data: Record<string, unknown>) =>
    ImmutableMap<string, unknown>({ collection: 'wiki', newRecord: false, ...fields, data: fromJS(data) })

  it('adds the address the article was opened with as an Immutable list, as Decap keeps lists', () => {
    rememberPublishedSlug('content/wiki/makale.md', 'ilk-ad')
    const saved = entry(
      { path: 'content/wiki/makale.md', slug: 'makale' },
      { title: 'Makale', slug: 'yeni-ad' },
    )
    const data = addFormerAddressOnSave({ entry: saved })!
    expect(List.isList(data.get('eskiAdresler'))).toBe(true)
    expect((data as unknown as ImmutableMap<string, unknown>).toJS()).toEqual({
      title: 'Makale',
      slug: 'yeni-ad',
      eskiAdresler: ['/wiki/ilk-ad'],
    })
  })

  it('uses the file name when the article was never opened in this session and has no slug field before', () => {
    const saved = entry(
      { path: 'content/wiki/dosya.md', slug: 'dosya' },
      { slug: 'baska', eskiAdresler: ['/wiki/x'] },
    )
    expect(
      (addFormerAddressOnSave({ entry: saved }) as unknown as ImmutableMap<string, unknown>).toJS(),
    ).toMatchObject({ eskiAdresler: ['/wiki/x', '/wiki/dosya'] })
  })

  it('leaves new articles, other collections and unchanged slugs alone', () => {
    const data = { slug: 'yeni' }
    expect(
      addFormerAddressOnSave({
        entry: entry({ newRecord: true, path: 'content/wiki/yeni.md', slug: 'yeni' }, data),
      }),
    ).toBeUndefined()
    expect(
      addFormerAddressOnSave({ entry: entry({ collection: 'site-verileri', path: 'x', slug: 'x' }, data) }),
    ).toBeUndefined()
    expect(
      addFormerAddressOnSave({ entry: entry({ path: 'content/wiki/yeni.md', slug: 'yeni' }, {}) }),
    ).toBeUndefined()
  })
})
