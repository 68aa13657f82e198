import { describe, expect, it } from 'vitest'
import { foldTurkish, includesFolded, slugify, turkishLower, turkishUpper } from '../../src/shared/text.ts'

describe('slugify (slug derivation from an item text)', () => {
  it.each([
    ['İstanbul Işık Çağ', 'istanbul-isik-cag'],
    ['Gizli Sırlar', 'gizli-sirlar'],
    ['Video Driver Sorunları', 'video-driver-sorunlari'],
    ['Rational vs Non-Rational NURBS', 'rational-vs-non-rational-nurbs'],
    ['Control Points & Weights', 'control-points-weights'],
    ['  Öğretmen   Wiki  ', 'ogretmen-wiki'],
    ['3D Dijitalleştirme!', '3d-dijitallestirme'],
    ['ÇĞIİÖŞÜ çğıiöşü', 'cgiiosu-cgiiosu'],
    ['Rhino’nun “yeni” özelliği', 'rhinonun-yeni-ozelligi'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('Turkish case and folding', () => {
  it('lower-cases I and İ the Turkish way, in one character each', () => {
    expect(turkishLower('IŞIK İZMİR')).toBe('ışık izmir')
    expect(turkishLower('İ')).toHaveLength(1)
    expect(turkishUpper('ışık izmir')).toBe('IŞIK İZMİR')
  })
  it.each(['IŞIK', 'ışık', 'isik', 'ISIK', 'Işık'])('folds %j to isik', (input) => {
    expect(foldTurkish(input)).toBe('isik')
  })
  it('folds circumflex letters', () => {
    expect(foldTurkish('Kâğıt Îmar Ûslup')).toBe('kagit imar uslup')
  })
  it('matches substrings regardless of case and diacritics', () => {
    expect(includesFolded('Lisans Doğrulama Sorunları', 'LİSANS')).toBe(true)
    expect(includesFolded('Başlangıçta Çökme', 'cokme')).toBe(true)
    expect(includesFolded('Başlangıçta Çökme', 'kurulum')).toBe(false)
  })
})
