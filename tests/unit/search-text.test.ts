// Turkish text processing of the search engine: case, folding, apostrophes, stemming, hostile input.
import { describe, expect, it } from 'vitest'
import { highlight } from '../../src/shared/search/highlight.ts'
import { processTerm, queryTerms, stemTurkish, tokenize } from '../../src/shared/search/text-processing.ts'

describe('processTerm', () => {
  it.each([
    ['ç', null],
    ['Çökme', 'cok'],
    ['çökme', 'cok'],
    ['cokme', 'cok'],
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
  ])('%j → %j', (word, stem) => {
    expect(processTerm(word)).toBe(stem)
  })

  it('treats a y after a vowel alike, whether the stem ends in it (yüzey) or it joins an ending (küre-y-i)', () => {
    const surface = processTerm('yüzey')
    for (const word of ['yüzeyi', 'yüzeyler', 'yüzeyin', 'yüzeyden', 'YÜZEYİ', 'yuzeyi'])
      expect(processTerm(word), word).toBe(surface)
    expect(processTerm('küreyi')).toBe(processTerm('küre'))
    // Not after a consonant, and not in a short word.
    expect(processTerm('galaxy')).toBe('galaxy')
    expect(processTerm('ray')).toBe('ray')
  })

  it('leaves short words and words with digits alone', () => {
    expect(stemTurkish('kod')).toBe('kod')
    // -leme on a root shorter than four letters is not taken for the verbal noun of a noun (ek-leme, yük-leme).
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

describe('stemming: a task typed as a verbal noun or an infinitive finds the verb', () => {
  // Must match: the verbal noun (-me/-ma), the infinitive (-mek/-mak), their case forms and the bare verb.
  it.each([
    ['döndürme', ['döndürmek', 'döndürmeyi', 'döndürmesi', 'döndür', 'DÖNDÜRME', 'dondurme']],
    ['çizme', ['çizmek', 'çizmeyi', 'çiz', 'cizmek']],
    ['kırpma', ['kırpmak', 'kırpmayı', 'kırp', 'kirpma']],
    ['uzatma', ['uzatmak', 'uzatmayı', 'uzat']],
    ['birleştirme', ['birleştirmek', 'birleştir', 'birlestirme']],
    ['kaydetme', ['kaydetmek', 'kaydet']],
    // After a vowel only the vowel goes (gizle-me), as the infinitive's -ek does: gizlem.
    ['gizleme', ['gizlemek', 'gizlemeyi', 'GİZLEME']],
    ['taşıma', ['taşımak', 'taşımayı', 'tasima']],
  ])('%j', (word, forms) => {
    for (const form of forms) expect(processTerm(form), form).toBe(processTerm(word))
  })

  it('finds the verb in its other forms by prefix: the verbal noun is cut down to the verb', () => {
    expect(processTerm('çizme')).toBe('ciz')
    expect(processTerm('döndürme')).toBe('dondur')
    expect('cizer'.startsWith(processTerm('çizme')!)).toBe(true)
  })

  // Must not match: a noun in -m with the dative ending (sürüm-e) is not a verbal noun, and a verb's stem keeps its
  // last letters (no further ending is taken off it).
  it.each([
    ['sürüme', 'sürüm'],
    ['kuruluma', 'kurulum'],
    ['sisteme', 'sistem'],
    ['programa', 'program'],
  ])('%j stays the noun %j', (word, noun) => {
    expect(processTerm(word)).toBe(processTerm(noun))
  })

  it('does not cut a verb below three letters or further than the verb', () => {
    expect(processTerm('almak')).not.toBe('al')
    expect(processTerm('açma')).not.toBe('ac')
    expect(processTerm('döndürme')).not.toBe(processTerm('dön'))
    expect(processTerm('kesme')).toBe('kes')
    expect(processTerm('kesit')).not.toBe(processTerm('kesme'))
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
