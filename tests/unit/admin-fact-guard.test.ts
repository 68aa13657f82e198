// The one-source rule in the editor (src/admin/fact-guard.ts): a save that replaces a fact reference by a fixed value
// is refused unless staff chose it in the field; removing a list item takes its references with it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  chooseToDrop,
  chosenDrops,
  forgetChoices,
  lostFactReferences,
  referenceCounts,
  removedItemsText,
} from '../../src/admin/fact-guard.ts'

const pricing = parse(readFileSync('content/data/pricing.yaml', 'utf8')) as {
  pricingPlans: { id: string; price: unknown }[]
}

/** pricing.yaml with the student card's price replaced by `price`. */
function withStudentPrice(price: unknown) {
  return {
    ...pricing,
    pricingPlans: pricing.pricingPlans.map((plan) => (plan.id === 'ogrenci' ? { ...plan, price } : plan)),
  }
}

describe('fact references a save would lose', () => {
  it('counts references', () => {
    expect(referenceCounts('{{a.b}} ve {{ a.b }}, {{c}}')).toEqual(
      new Map([
        ['a.b', 2],
        ['c', 1],
      ]),
    )
  })

  it('refuses the student price typed over its fact (199 instead of {{fiyat.ogrenci}})', () => {
    expect(lostFactReferences(pricing, withStudentPrice(199))).toEqual(['fiyat.ogrenci'])
  })

  it('lets it through once staff chose to detach that field', () => {
    const chosen = new Map([['fiyat.ogrenci', 1]])
    expect(lostFactReferences(pricing, withStudentPrice(199), chosen)).toEqual([])
  })

  it('keeps a save that changes nothing about facts, or moves them (a reordered list)', () => {
    expect(lostFactReferences(pricing, pricing)).toEqual([])
    const reordered = { ...pricing, pricingPlans: [...pricing.pricingPlans].reverse() }
    expect(lostFactReferences(pricing, reordered)).toEqual([])
  })

  it('lets a removed list item take its references with it, but not a replaced one', () => {
    const removed = { ...pricing, pricingPlans: pricing.pricingPlans.filter((plan) => plan.id !== 'lab') }
    expect(removedItemsText(pricing, removed)).toContain('{{fiyat.lab}}')
    expect(lostFactReferences(pricing, removed)).toEqual([])
    const replaced = {
      ...pricing,
      pricingPlans: pricing.pricingPlans.map((plan) => (plan.id === 'lab' ? { ...plan, price: 975 } : plan)),
    }
    expect(lostFactReferences(pricing, replaced)).toEqual(['fiyat.lab'])
  })

  it('refuses a text whose fact was deleted by hand, one name per lost reference', () => {
    const before = { vatNote: 'Fiyatlara %{{kdv.oran}} KDV dahil değildir.' }
    expect(lostFactReferences(before, { vatNote: 'Fiyatlara %20 KDV dahil değildir.' })).toEqual(['kdv.oran'])
  })

  it('keeps the choices per entry until the entry is saved', () => {
    chooseToDrop('content/data/pricing.yaml', 'fiyat.ogrenci')
    chooseToDrop('content/data/pricing.yaml', 'fiyat.ogrenci')
    expect(chosenDrops('content/data/pricing.yaml').get('fiyat.ogrenci')).toBe(2)
    expect(chosenDrops('content/data/offices.yaml').size).toBe(0)
    forgetChoices('content/data/pricing.yaml')
    expect(chosenDrops('content/data/pricing.yaml').size).toBe(0)
  })
})
