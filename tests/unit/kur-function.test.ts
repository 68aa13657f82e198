// Unit: the exchange-rate Function (functions/api/kur.ts): its reading of the Central Bank's bulletin on the stand-in
// files (a working day, a weekend's last bulletin, malformed files) and how long an answer stays fresh, with fixed
// clocks. The Function itself answers in Cloudflare's runtime in tests/e2e/kur-function.e2e.ts.
import { describe, expect, it } from 'vitest'
import {
  BulletinError,
  freshSeconds,
  latestDueDate,
  nextPublication,
  parseBulletin,
  RETRY_SECONDS,
} from '../../functions/api/kur.ts'
import { MALFORMED, WEEKEND, WORKING_DAY } from '../fixtures/tcmb/bulletin.ts'

/** An instant given in Turkish time (UTC+3). */
const turkish = (iso: string) => new Date(`${iso}+03:00`)

describe('reading the bulletin', () => {
  it('a working day: the EUR selling rate and the bulletin date', () => {
    expect(parseBulletin(WORKING_DAY.xml)).toEqual({ rate: WORKING_DAY.rate, date: WORKING_DAY.date })
  })

  it("a weekend: today.xml still holds Friday's bulletin, which is the rate to show", () => {
    expect(parseBulletin(WEEKEND.xml)).toEqual({ rate: WEEKEND.rate, date: WEEKEND.date })
  })

  it('divides by the unit the rate is given for', () => {
    const xml = WORKING_DAY.xml.replace(
      /(Kod="EUR"[\s\S]*?<Unit>)1(<\/Unit>)/,
      (_, before: string, after: string) => `${before}10${after}`,
    )
    expect(parseBulletin(xml).rate).toBe(4.0643)
  })

  it.each(MALFORMED)('refuses %s', (_, xml) => {
    expect(() => parseBulletin(xml)).toThrow(BulletinError)
  })
})

describe('how long an answer stays fresh', () => {
  it('the next bulletin is at 15:30 on the next working day', () => {
    // Wednesday before 15:30: the same day; after: Thursday; Friday after 15:30: Monday.
    expect(nextPublication(turkish('2026-12-02T10:00:00'))).toEqual(turkish('2026-12-02T15:30:00'))
    expect(nextPublication(turkish('2026-12-02T15:31:00'))).toEqual(turkish('2026-12-03T15:30:00'))
    expect(nextPublication(turkish('2026-12-04T16:00:00'))).toEqual(turkish('2026-12-07T15:30:00'))
    expect(nextPublication(turkish('2026-12-05T12:00:00'))).toEqual(turkish('2026-12-07T15:30:00'))
  })

  it('the latest bulletin due: today after 15:30 on a working day, else the working day before', () => {
    expect(latestDueDate(turkish('2026-12-02T16:00:00'))).toBe('2026-12-02')
    expect(latestDueDate(turkish('2026-12-02T09:00:00'))).toBe('2026-12-01')
    expect(latestDueDate(turkish('2026-11-30T09:00:00'))).toBe('2026-11-27')
    expect(latestDueDate(turkish('2026-11-28T12:00:00'))).toBe('2026-11-27')
  })

  it("keeps a current bulletin until the next one: a working day's until tomorrow, a weekend's until Monday", () => {
    const wednesday = turkish('2026-12-02T16:00:00')
    expect(freshSeconds(WORKING_DAY, wednesday)).toBe(23.5 * 3600)
    const saturday = turkish('2026-11-28T12:00:00')
    expect(freshSeconds(WEEKEND, saturday)).toBe(51.5 * 3600)
  })

  it('asks again soon when the bulletin is older than due (the bank is late, or a holiday)', () => {
    expect(freshSeconds(WEEKEND, turkish('2026-12-02T16:00:00'))).toBe(RETRY_SECONDS)
  })
})
