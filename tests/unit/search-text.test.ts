// Turkish text processing of the search engine: case, folding, apostrophes, stemming, hostile input.
import { describe, expect, it } from 'vitest'
import { highlight } from '../../src/shared/search/highlight.ts'
import { processTerm, queryTerms, stemTurkish, tokenize } from '../../src/shared/search/text-processing.ts'

describe('processTerm', () => {
  it.each([
    ['ç', null],
    ['Çökme', 'cokm'],
    ['çökme', 'cokm'],
    ['cokme', 'cokm'],
    ['Ğ', null],
    ['ağacı', 'agac'],
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['isik', 'isik'],
    ['İZMİR', 'izmir'],
    ['izmir', 'izmir'],
    ['Öğretmen', 'ogretmen'],
    ['ŞEKİL', 'sekil'],
    ['Üretim', 'uretim'],
    ['Kâğıt', 'kagit'],
    ['ve', null],
    ['3D', '3d'],
  ])('%j → %j', (token, expected) => {
    expect(processTerm(token)).toBe(expected)
  })
})

describe('stemming: inflected forms find their stem', () => {
  it.each([
    ['lisansları', 'lisans'],
    ['lisansın', 'lisans'],
    ['lisansı', 'lisans'],
    ['lisanslarından', 'lisans'],
    ['kurulumu', 'kurulum'],
    ['kitabın', 'kitap'],
    ['rengi', 'renk'],
    ['sürücüsü', 'suruc'],
    ['sürücü', 'suruc'],
    ['eğrileri', 'egri'],
    ['eğrisi', 'egri'],
    ['yüzeyler', 'yuzey'],
  ])('%j → %j', (word, stem) => {
    expect(processTerm(word)).toBe(stem)
  })

  it('leaves short words and words with digits alone', () => {
    expect(stemTurkish('kod')).toBe('kod')
    // -leme on a root shorter than four letters is not taken for the verbal noun (ek-leme, yük-leme).
    expect(processTerm('ekleme')).toBe('eklem')
    expect(processTerm('yükleme')).toBe('yuklem')
    expect(stemTurkish('rhino8')).toBe('rhino8')
  })
})

describe('stemming: -leme/-lama verbal nouns find the noun they are made from', () => {
  it.each([
    ['modelleme', 'model'],
    ['Modeller', 'model'],
    ['modellemesi', 'model'],
    ['katmanlama', 'katman'],
    ['katmanlar', 'katman'],
    ['renklendirme', 'renk'],
    ['renkler', 'renk'],
    ['ölçeklendirme', 'olcek'],
    ['ölçek', 'olcek'],
    ['lisanslama', 'lisans'],
    ['görüntüleme', processTerm('görüntü')],
    ['derecelendirme', processTerm('derece')],
    ['dijitalleştirme', 'dijital'],
    ['modellemek', 'model'],
  ])('%j → %j', (word, stem) => {
    expect(processTerm(word)).toBe(stem)
  })
})

describe('tokenize and queryTerms', () => {
  it("drops the suffix after an apostrophe: Rhino'nun → Rhino", () => {
    expect(tokenize("Rhino'nun ve Grasshopper’ın")).toEqual(['Rhino', 've', 'Grasshopper'])
  })

  it('accepts hostile input without throwing and bounds it', () => {
    expect(queryTerms('.*(+[?^$|{}\\')).toEqual([])
    expect(queryTerms('😀🧪 lisans 🚀')).toEqual(['lisans'])
    expect(queryTerms('<script>alert(1)</script>')).toEqual(['script', 'alert', '1'])
    expect(queryTerms('     ')).toEqual([])
    const long = queryTerms('kelime '.repeat(2000))
    expect(long.length).toBeLessThanOrEqual(12)
    expect(queryTerms('a'.repeat(10_000)).length).toBeLessThanOrEqual(1)
  })
})

describe('highlight', () => {
  it('marks the words whose processed form matched, keeping the original text', () => {
    const parts = highlight("Rhino'nun lisansları ve LİSANS yönetimi", ['lisans'])
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['lisansları', 'LİSANS'])
    expect(parts.map((part) => part.text).join('')).toBe("Rhino'nun lisansları ve LİSANS yönetimi")
  })
})
