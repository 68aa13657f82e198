// Unit: the price maths of the licence advisor and the cards: cents, KDV rounded to the cent, Turkish format.
import { describe, expect, it } from 'vitest'
import { formatEuro, formatEuroCents, priceTotals, toCents } from '../../src/lib/price.ts'

describe('Turkish euro format', () => {
  it.each<[number, string]>([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [99_500, '995,00 €'],
    [119_400, '1.194,00 €'],
    [1_234_567_89, '1.234.567,89 €'],
    [-2_050, '-20,50 €'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatEuroCents(cents)).toBe(expected)
  })

  it('writes a whole card price without decimals and keeps cents that are there', () => {
    expect(formatEuro(995)).toBe('995 €')
    expect(formatEuro(0)).toBe('0 €')
    expect(formatEuro(12_500)).toBe('12.500 €')
    expect(formatEuro(199.9)).toBe('199,90 €')
  })
})

describe('totals with KDV', () => {
  it('one commercial licence at 995 € with 20 % KDV is 1.194,00 €', () => {
    const totals = priceTotals([{ unitCents: toCents(995), quantity: 1 }], 20)
    expect(totals).toEqual({ subtotalCents: 99_500, vatCents: 19_900, totalCents: 119_400 })
    expect(formatEuroCents(totals.totalCents)).toBe('1.194,00 €')
  })

  it('rounds KDV to the cent, half up, once on the subtotal', () => {
    // 0,05 € × 3 = 0,15 €; 18 % of it is 2,7 cents → 3 cents.
    expect(priceTotals([{ unitCents: 5, quantity: 3 }], 18).vatCents).toBe(3)
    // 0,10 € at 25 % = 2,5 cents → 3 cents (half up, not banker's rounding).
    expect(priceTotals([{ unitCents: 10, quantity: 1 }], 25).vatCents).toBe(3)
    // 12,34 € at 20 % = 246,8 cents → 247.
    expect(priceTotals([{ unitCents: 1234, quantity: 1 }], 20)).toEqual({
      subtotalCents: 1234,
      vatCents: 247,
      totalCents: 1481,
    })
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(995.005)).toBe(99_501)
  })

  it('is exact for every quantity from 1 to 500 of every shipped price', () => {
    for (const price of [195, 995, 975]) {
      for (let quantity = 1; quantity <= 500; quantity++) {
        const totals = priceTotals([{ unitCents: toCents(price), quantity }], 20)
        expect(totals.subtotalCents).toBe(price * 100 * quantity)
        expect(totals.vatCents).toBe(price * 20 * quantity)
        expect(totals.totalCents).toBe(price * 120 * quantity)
        expect(Number.isInteger(totals.totalCents)).toBe(true)
      }
    }
    expect(formatEuroCents(priceTotals([{ unitCents: 99_500, quantity: 500 }], 20).totalCents)).toBe(
      '597.000,00 €',
    )
  })

  it('adds several lines before taking KDV', () => {
    const totals = priceTotals(
      [
        { unitCents: 97_500, quantity: 2 },
        { unitCents: 19_500, quantity: 3 },
      ],
      20,
    )
    expect(totals).toEqual({ subtotalCents: 253_500, vatCents: 50_700, totalCents: 304_200 })
  })
})
