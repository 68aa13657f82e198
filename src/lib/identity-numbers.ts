// Turkish identity numbers by their published check-digit rules: the T.C. kimlik no (11 digits, the Ministry of the
// Interior's two check digits) and the vergi kimlik no (VKN, 10 digits, the Revenue Administration's last-digit
// rule). A number that passes can still be someone else's; these catch typing mistakes. Pure; browser and tests.

const digitsOf = (text: string) => [...text].map(Number)

/** T.C. kimlik no: 11 digits, not starting with 0; digit 10 and 11 follow from the ones before. */
export function isNationalId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = digitsOf(value)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  const tenth = (((odd * 7 - even) % 10) + 10) % 10
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10
  return d[9] === tenth && d[10] === eleventh
}

/** Vergi kimlik no: 10 digits; the last follows from the first nine. */
export function isTaxId(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false
  const d = digitsOf(value)
  let sum = 0
  for (let index = 0; index < 9; index++) {
    const shifted = (d[index]! + 9 - index) % 10
    // 0 adds nothing; otherwise shifted × 2^(9 − index) mod 9, where 0 counts as 9.
    if (shifted !== 0) sum += (shifted * 2 ** (9 - index)) % 9 || 9
  }
  return d[9] === (10 - (sum % 10)) % 10
}
