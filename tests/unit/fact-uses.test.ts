// Which pages show a fact (scripts/admin/fact-uses.ts): the editor names them when staff change the fact.
import { describe, expect, it } from 'vitest'
import { factUses } from '../../scripts/admin/fact-uses.ts'

describe('factUses', () => {
  const uses = factUses(process.cwd())

  it('names the glossary part that shows an entry with the fact, not the index (which lists only names)', () => {
    // "Deneme sürümü" (C–F) and "Laboratuvar lisansı" (L–R) use these facts in their definitions.
    expect(uses['deneme.gun']).toContain('/wiki/sozluk/c-f')
    expect(uses['egitim.lab_kullanici']).toContain('/wiki/sozluk/l-r')
    expect(Object.values(uses).flat()).not.toContain('/wiki/sozluk')
  })

  it('names the pages fed by a data file and the articles that use the fact', () => {
    expect(uses['fiyat.ticari']).toEqual(expect.arrayContaining(['/', '/teklif']))
    expect(uses['deneme.gun']).toContain('/download')
  })
})
