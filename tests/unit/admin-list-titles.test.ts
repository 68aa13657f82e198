// List entries in the data forms are titled by their resolved values (src/admin/list-titles.ts).
import { describe, expect, it } from 'vitest'
import { currentFacts } from '../../src/admin/facts.ts'
import { resolvedListTitle } from '../../src/admin/list-titles.ts'

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
