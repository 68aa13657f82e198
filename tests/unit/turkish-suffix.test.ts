// Unit: the ablative ending after a number written in digits follows the last word read aloud.
import { describe, expect, it } from 'vitest'
import { ablative } from '../../src/shared/turkish-suffix.ts'

describe('ablative after a number', () => {
  it.each([
    [0, "0'dan"], // sıfır
    [1, "1'den"], // bir
    [2, "2'den"], // iki
    [3, "3'ten"], // üç
    [4, "4'ten"], // dört
    [5, "5'ten"], // beş
    [6, "6'dan"], // altı
    [7, "7'den"], // yedi
    [8, "8'den"], // sekiz
    [9, "9'dan"], // dokuz
    [10, "10'dan"], // on
    [20, "20'den"], // yirmi
    [30, "30'dan"], // otuz
    [40, "40'tan"], // kırk
    [50, "50'den"], // elli
    [60, "60'tan"], // altmış
    [70, "70'ten"], // yetmiş
    [80, "80'den"], // seksen
    [90, "90'dan"], // doksan
    [100, "100'den"], // yüz
    [500, "500'den"], // beş yüz
    [1000, "1000'den"], // bin
    [2006, "2006'dan"], // iki bin altı
    [1_000_000, "1000000'dan"], // milyon
    [45, "45'ten"], // kırk beş
    [16, "16'dan"], // on altı
  ])('%d → %s', (value, expected) => {
    expect(ablative(value)).toBe(expected)
  })
})
