// List entries in the data forms are titled by their resolved values (src/admin/list-titles.ts).
import { describe, expect, it } from 'vitest'
import { currentFacts } from '../../src/admin/facts.ts'
import { resolvedListTitle } from '../../src/admin/list-titles.ts'
import { listWording } from '../../src/admin/turkish-list.tsx'

describe('list entry titles', () => {
  it('show a fact as its value', () => {
    expect(currentFacts.get('firma.unvan')).toBeTruthy()
    expect(resolvedListTitle('{{firma.unvan}}')).toBe(String(currentFacts.get('firma.unvan')))
    expect(resolvedListTitle('{{firma.unvan}} İstanbul')).toBe(
      `${String(currentFacts.get('firma.unvan'))} İstanbul`,
    )
  })

  it('leave other titles as they are', () => {
    expect(resolvedListTitle('Ankara ofisi')).toBe('Ankara ofisi')
    expect(resolvedListTitle(undefined)).toBeUndefined()
  })
})

describe("the list's count and add button (turkish-list.tsx)", () => {
  const field = (values: Record<string, string>) => ({
    get: (key: string) => values[key],
    set: () => field(values),
  })

  it('count with the singular, lower-cased the Turkish way; the button keeps the name as written', () => {
    expect(
      listWording(field({ name: 'related', label: 'İlgili sayfalar', label_singular: 'İlgili sayfa' })),
    ).toEqual({ count: 'ilgili sayfa', item: 'İlgili sayfa', label: 'İlgili sayfalar' })
    // The browser's own lower-casing would have written a dotted "i̇" and "ılgili" never.
    expect(listWording(field({ name: 'x', label: 'IŞIK' })).count).toBe('ışık')
  })

  it('name a list without a singular by its label, and one without a label by its name', () => {
    expect(listWording(field({ name: 'dealers', label: 'Bayiler' }))).toMatchObject({
      count: 'bayiler',
      item: 'Bayiler',
    })
    expect(listWording(field({ name: 'dealers' })).item).toBe('dealers')
  })
})
