// Cloudflare Pages Function (deployed with the site, like functions/api/auth/): GET /api/kur answers with the Central
// Bank of the Republic of Türkiye's (TCMB) euro selling rate, `{ "rate": 38.1234, "date": "2026-12-02", … }`, for
// /teklif's indicative TL figure. It reads the bank's daily bulletin (https://www.tcmb.gov.tr/kurlar/today.xml, EUR
// ForexSelling) and keeps the answer until the next bulletin: the bank publishes on working days around 15:30 Turkish
// time, and on a weekend or holiday today.xml still holds the last one, which is the rate to show. When the bank
// cannot be reached in time or its file cannot be read, the answer is an error (the page then says how the invoice's
// rate is set); an answer already kept is served instead, with its own date. Runs in Cloudflare's Workers runtime: web
// APIs only.
//
// Setting (optional, documented in README.md, "The exchange-rate Function"): TCMB_RATES_URL, the address of the
// bulletin. It defaults to the bank's public address; the tests point it at a stand-in on loopback.

export interface Env {
  /** The bulletin's address; the bank's own when unset. */
  TCMB_RATES_URL?: string
}

interface Context {
  request: Request
  env: Env
  waitUntil?: (promise: Promise<unknown>) => void
}

/** The rate of one bulletin: TL per euro (ForexSelling ÷ Unit) and the bulletin's date. */
export interface Bulletin {
  rate: number
  /** YYYY-MM-DD. */
  date: string
}

export const TCMB_TODAY = 'https://www.tcmb.gov.tr/kurlar/today.xml'
/** How long the bank may take before the answer is an error (the page waits a little longer for the answer). */
export const BANK_TIMEOUT_MS = 4000
/** A bulletin older than expected (the bank is late, or a holiday) is asked for again after this long. */
export const RETRY_SECONDS = 15 * 60

/** Why a bulletin could not be used. */
export class BulletinError extends Error {}

/** Reads a bulletin: its date (Tarih, dd.mm.yyyy) and the EUR ForexSelling per Unit. Throws BulletinError. */
export function parseBulletin(xml: string): Bulletin {
  const root = /<Tarih_Date\b([^>]*)>/.exec(xml)
  if (!root) throw new BulletinError('bültende Tarih_Date öğesi yok')
  const day = /\bTarih="(\d{2})\.(\d{2})\.(\d{4})"/.exec(root[1]!)
  if (!day) throw new BulletinError('bültenin tarihi okunamadı')
  const [, dd, mm, yyyy] = day
  const date = `${yyyy}-${mm}-${dd}`
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw new BulletinError(`bültenin tarihi geçersiz: ${dd}.${mm}.${yyyy}`)
  const euro = /<Currency\b[^>]*\bKod="EUR"[^>]*>([\s\S]*?)<\/Currency>/.exec(xml)
  if (!euro) throw new BulletinError('bültende EUR yok')
  const unit = /<Unit>\s*(\d+)\s*<\/Unit>/.exec(euro[1]!)
  const selling = /<ForexSelling>\s*(\d+(?:\.\d+)?)\s*<\/ForexSelling>/.exec(euro[1]!)
  if (!unit || !selling) throw new BulletinError('EUR döviz satış kuru okunamadı')
  const rate = Number(selling[1]) / Number(unit[1])
  if (!Number.isFinite(rate) || rate <= 0)
    throw new BulletinError(`EUR döviz satış kuru geçersiz: ${selling[1]}`)
  return { rate: Math.round(rate * 10_000) / 10_000, date }
}

/** Türkiye's time is UTC+3 all year (no summer time since 2016). */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000
/** The bulletin's usual time, minutes after midnight, Turkish time. */
const PUBLISHED_AT = 15 * 60 + 30

const isWorkingDay = (turkish: Date) => turkish.getUTCDay() !== 0 && turkish.getUTCDay() !== 6

/** A Turkish calendar day (as a UTC date at midnight) at the bulletin's time, as a real instant. */
const publicationOf = (day: Date) => new Date(day.getTime() + PUBLISHED_AT * 60_000 - TURKEY_OFFSET_MS)

/** The Turkish calendar day of `now`, as a UTC date at midnight. */
function turkishDay(now: Date): Date {
  const turkish = new Date(now.getTime() + TURKEY_OFFSET_MS)
  return new Date(Date.UTC(turkish.getUTCFullYear(), turkish.getUTCMonth(), turkish.getUTCDate()))
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000)

/** The next working day's bulletin time after `now` (holidays are not known here; RETRY_SECONDS covers them). */
export function nextPublication(now: Date): Date {
  let day = turkishDay(now)
  while (!isWorkingDay(day) || publicationOf(day) <= now) day = addDays(day, 1)
  return publicationOf(day)
}

/** The date (YYYY-MM-DD) of the latest bulletin due by `now`: today after 15:30 on a working day, else the one before. */
export function latestDueDate(now: Date): string {
  let day = turkishDay(now)
  while (!isWorkingDay(day) || publicationOf(day) > now) day = addDays(day, -1)
  return day.toISOString().slice(0, 10)
}

/** How long an answer with `bulletin` stays fresh at `now`: until the next bulletin, or a short while if it is late. */
export function freshSeconds(bulletin: Bulletin, now: Date): number {
  if (bulletin.date < latestDueDate(now)) return RETRY_SECONDS
  return Math.max(60, Math.ceil((nextPublication(now).getTime() - now.getTime()) / 1000))
}

/** The last good answer of this instance: reused while fresh, and served when the bank fails. */
let kept: { bulletin: Bulletin; until: number } | undefined

function answer(bulletin: Bulletin, seconds: number): Response {
  return Response.json(
    { rate: bulletin.rate, date: bulletin.date, currency: 'EUR', kind: 'ForexSelling', source: 'TCMB' },
    { headers: { 'Cache-Control': `public, max-age=${seconds}` } },
  )
}

function failure(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** Cloudflare's edge cache (absent outside Cloudflare's runtime). */
const edgeCache = () => (globalThis.caches as unknown as { default?: Cache } | undefined)?.default

export async function onRequestGet({ request, env, waitUntil }: Context): Promise<Response> {
  const now = new Date()
  if (kept && kept.until > now.getTime())
    return answer(kept.bulletin, Math.ceil((kept.until - now.getTime()) / 1000))
  const source = env.TCMB_RATES_URL || TCMB_TODAY
  const cache = edgeCache()
  const key = new Request(`${new URL(request.url).origin}/api/kur?kaynak=${encodeURIComponent(source)}`)
  const cached = await cache?.match(key)
  if (cached) return cached
  try {
    const response = await fetch(source, {
      signal: AbortSignal.timeout(BANK_TIMEOUT_MS),
      headers: { Accept: 'application/xml, text/xml', 'User-Agent': 'rhinoturkiye.com kur (teklif sayfası)' },
    })
    if (!response.ok) throw new BulletinError(`TCMB ${response.status} yanıtı verdi`)
    const bulletin = parseBulletin(await response.text())
    const seconds = freshSeconds(bulletin, now)
    kept = { bulletin, until: now.getTime() + seconds * 1000 }
    const fresh = answer(bulletin, seconds)
    if (cache) {
      const stored = cache.put(key, fresh.clone())
      if (waitUntil) waitUntil(stored)
      else await stored
    }
    return fresh
  } catch (error) {
    // The last good rate is still the bank's latest we know, with its own date.
    if (kept) return answer(kept.bulletin, 60)
    if (error instanceof BulletinError)
      return failure(502, `TCMB kur bülteni kullanılamadı: ${error.message}`)
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return timedOut
      ? failure(504, 'TCMB zamanında yanıt vermedi.')
      : failure(502, 'TCMB kur bültenine ulaşılamadı.')
  }
}
