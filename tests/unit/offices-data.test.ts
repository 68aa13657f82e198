// The offices data as a visitor reads it: every entry has its own name, and the 'Yetkili Eğitim Merkezi' badge only
// goes to a sales office that is also listed as a training centre in the same place.
import { describe, expect, it } from 'vitest'
import { dealers, trainingCenters } from '../../src/data/offices.ts'

describe('offices data', () => {
  it('gives every sales office a name of its own', () => {
    const names = dealers.map((dealer) => dealer.name.toLocaleLowerCase('tr'))
    expect(new Set(names).size).toBe(names.length)
  })

  it('badges as a training centre only an office listed among the training centres at its location', () => {
    const trainingPlaces = new Set(trainingCenters.map((center) => center.location))
    const badged = dealers.filter((dealer) => dealer.isAuthorizedTrainer)
    expect(badged.length).toBeGreaterThan(0)
    for (const dealer of badged) expect(trainingPlaces, dealer.name).toContain(dealer.location)
  })
})
