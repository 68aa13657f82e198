// Unit: T.C. kimlik no and VKN by their published check-digit rules, with numbers published as valid and invalid
// (python-stdnum's documented examples, the review's accepted-by-length numbers) and the form's Turkish messages.
import { describe, expect, it } from 'vitest'
import { contactProblem } from '../../src/lib/advisor-contact.ts'
import { isNationalId, isTaxId } from '../../src/lib/identity-numbers.ts'

describe('T.C. kimlik no', () => {
  it.each([
    ['10000000146', 'the smallest valid number, often published as an example'],
    ['17291716060', 'python-stdnum tr.tckimlik documented valid example'],
    ['11111111110', 'nine ones with their two check digits'],
  ])('%s is valid (%s)', (number) => expect(isNationalId(number)).toBe(true))

  it.each([
    ['17291716050', 'python-stdnum: wrong check digits'],
    ['07291716092', 'python-stdnum: starts with 0'],
    ['12345678901', 'accepted by length only before (buyer review)'],
    ['00000000000', 'accepted by length only before (buyer review)'],
    ['11111111111', 'eleven ones'],
    ['1729171606', 'ten digits'],
    ['1729171606a', 'a letter'],
  ])('%s is invalid (%s)', (number) => expect(isNationalId(number)).toBe(false))
})

describe('vergi kimlik no (VKN)', () => {
  it.each([
    ['4540536920', 'python-stdnum tr.vkn documented valid example'],
    ['0680123456', 'a leading zero is allowed'],
  ])('%s is valid (%s)', (number) => expect(isTaxId(number)).toBe(true))

  it.each([
    ['4540536921', 'python-stdnum: wrong check digit'],
    ['9876543210', 'accepted by length only before (buyer review)'],
    ['3333333333', 'accepted by length only before (buyer review)'],
    ['0000000000', 'accepted by length only before (buyer review)'],
    ['454053692', 'nine digits'],
  ])('%s is invalid (%s)', (number) => expect(isTaxId(number)).toBe(false))
})

describe('the messages at the fields', () => {
  it('says what is wrong in Turkish, and accepts valid numbers written with spaces', () => {
    expect(contactProblem('nationalId', '12345678901')).toMatch(/^Bu T\.C\. kimlik no geçerli değil/)
    expect(contactProblem('nationalId', '1234')).toBe('T.C. kimlik no 11 haneli olmalı.')
    expect(contactProblem('nationalId', '172 917 160 60')).toBe('')
    expect(contactProblem('taxNumber', '9876543210')).toMatch(/^Bu vergi numarası geçerli değil/)
    expect(contactProblem('taxNumber', '454 053 6920')).toBe('')
    // A sole proprietorship's tax number is its owner's T.C. kimlik no.
    expect(contactProblem('taxNumber', '10000000146')).toBe('')
    expect(contactProblem('taxNumber', '12345678901')).toMatch(/geçerli bir T\.C\. kimlik no değil/)
    expect(contactProblem('taxNumber', 'abc')).toMatch(/^Vergi numarası 10 haneli olmalı/)
    expect(contactProblem('taxNumber', '')).toBe('Vergi numarası gerekli.')
    expect(contactProblem('phone', '')).toBe('')
  })
})
