// Calendar dates of content ("Son güncelleme: 12 Kasım 2026"): a fixed month table, no locale or time zone involved.
// Pure; build time and browser.

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const

/** A YYYY-MM-DD date as Turkish text: '2026-11-12' → '12 Kasım 2026'. */
export function formatTurkishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`)
  return `${Number(match[3])} ${month} ${match[1]}`
}
