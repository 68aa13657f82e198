// Turkish case endings after a number written in digits ("Rhino 5'ten", "6'dan", "7'den"): the ending follows how
// the number is read aloud, so it depends on the last word spoken. Pure (build and browser).

/** The last spoken word of each non-zero digit, of each ten, and of the larger units, as [last vowel, last sound]. */
const ONES = ['ı r', 'i r', 'i i', 'ü ç', 'ö t', 'e ş', 'ı ı', 'i i', 'i z', 'u z'] // sıfır, bir … dokuz
const TENS = ['', 'o n', 'i i', 'u z', 'ı k', 'i i', 'ı ş', 'i ş', 'e n', 'a n'] // on, yirmi … doksan
const HUNDRED = 'ü z' // yüz
const THOUSAND = 'i n' // bin
const MILLION = 'o n' // milyon (and milyar: 'a r', same ending)

const BACK_VOWELS = 'aıou'
const VOICELESS = 'çfhkpsşt'

/** The word the number ends with when read aloud (e.g. 40 "kırk", 1000 "bin", 2006 "altı"). */
function lastWord(value: number): string {
  if (value % 10 !== 0 || value === 0) return ONES[value % 10]!
  if (value % 100 !== 0) return TENS[(value % 100) / 10]!
  if (value % 1000 !== 0) return HUNDRED
  if (value % 1_000_000 !== 0) return THOUSAND
  return MILLION
}

/**
 * A whole number with the ablative ending ("-den/-dan/-ten/-tan"), as in "Rhino 6'dan yükseltme".
 * @example ablative(5) // "5'ten"; ablative(6) → "6'dan"; ablative(7) → "7'den"; ablative(40) → "40'tan"
 */
export function ablative(value: number): string {
  const whole = Math.abs(Math.trunc(value))
  const [vowel = 'e', sound = 'r'] = lastWord(whole).split(' ')
  const consonant = VOICELESS.includes(sound) ? 't' : 'd'
  return `${value}'${consonant}${BACK_VOWELS.includes(vowel) ? 'a' : 'e'}n`
}
