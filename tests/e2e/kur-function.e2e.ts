// E2E: the exchange-rate Function (functions/api/kur.ts) in Cloudflare's own runtime (`wrangler pages dev` over the
// built dist/, workerd), each case in its own instance with TCMB_RATES_URL pointing at a stand-in of the Central
// Bank's bulletin on loopback (the bank cannot be reached here): a working day, a weekend (Friday's bulletin), a
// malformed file, a bank that does not answer in time. Then /teklif served by those instances: the TL figure in the
// request, its mail and its printout, and without a rate the sentence on the invoice-date rate, nothing broken.
import { createServer, type Server } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../scripts/bench/browser.ts'
import { startServer, type Server as PagesServer } from '../../scripts/serve.ts'
import { advisorData } from '../../src/data/advisor.ts'
import { MALFORMED, WEEKEND, WORKING_DAY } from '../fixtures/tcmb/bulletin.ts'
import { fillRequest } from './advisor-steps.ts'
import { freePort } from './free-port.ts'
import { DIST } from './manifest.ts'

const CASES = ['calisma-gunu', 'hafta-sonu', 'bozuk', 'cevapsiz'] as const
type Case = (typeof CASES)[number]

/** The stand-in's files, and how often each was asked for. */
const FILES: Record<Exclude<Case, 'cevapsiz'>, string> = {
  'calisma-gunu': WORKING_DAY.xml,
  'hafta-sonu': WEEKEND.xml,
  bozuk: MALFORMED[1]![1],
}
const asked: Record<string, number> = {}

/** The bank, as a stand-in: each case's bulletin at /<case>.xml; "cevapsiz" keeps the request open. */
function startBank(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '').replace(/^\/|\.xml$/g, '')
    asked[name] = (asked[name] ?? 0) + 1
    if (name === 'cevapsiz') return // answered never: the Function gives up first
    const file = FILES[name as keyof typeof FILES]
    if (!file) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' }).end(file)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

let bank: Server | undefined
const instances: Partial<Record<Case, { server: PagesServer; origin: string }>> = {}
let browser: Browser | undefined

/** One instance of the site in wrangler pages dev (scripts/serve.ts: its own state folder and inspector port). */
async function startPages(name: Case, bankPort: number) {
  const port = await freePort()
  const server = await startServer({
    root: DIST,
    port,
    bindings: { TCMB_RATES_URL: `http://127.0.0.1:${bankPort}/${name}.xml` },
  })
  instances[name] = { server, origin: server.url }
}

beforeAll(async () => {
  const bankPort = await freePort()
  bank = await startBank(bankPort)
  await Promise.all(CASES.map((name) => startPages(name, bankPort)))
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(Object.values(instances).map((instance) => instance.server.close()))
  await new Promise((resolve) => bank?.close(resolve))
})

const rateOf = async (name: Case) => {
  const response = await fetch(`${instances[name]!.origin}/api/kur`)
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

describe('/api/kur in Cloudflare’s runtime', () => {
  it('a working day: the EUR selling rate and its date, kept until the next bulletin (the bank asked once)', async () => {
    const first = await rateOf('calisma-gunu')
    expect(first).toMatchObject({
      status: 200,
      body: { rate: WORKING_DAY.rate, date: WORKING_DAY.date, currency: 'EUR', source: 'TCMB' },
    })
    expect(first.cache).toMatch(/^public, max-age=\d+$/)
    expect(await rateOf('calisma-gunu')).toMatchObject({ status: 200, body: { rate: WORKING_DAY.rate } })
    expect(asked['calisma-gunu']).toBe(1)
  })

  it("a weekend: Friday's bulletin, the last published, with Friday's date", async () => {
    expect(await rateOf('hafta-sonu')).toMatchObject({
      status: 200,
      body: { rate: WEEKEND.rate, date: WEEKEND.date },
    })
  })

  it('a malformed bulletin: an error that is not kept (the bank is asked again)', async () => {
    const answer = await rateOf('bozuk')
    expect(answer).toMatchObject({ status: 502, cache: 'no-store' })
    expect(answer.body.error).toMatch(/^TCMB kur bülteni kullanılamadı: /)
    await rateOf('bozuk')
    expect(asked.bozuk).toBe(2)
  })

  it('a bank that does not answer: an error after the Function’s own time limit', async () => {
    const started = Date.now()
    const answer = await rateOf('cevapsiz')
    expect(answer).toMatchObject({ status: 504, body: { error: 'TCMB zamanında yanıt vermedi.' } })
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 30_000)
})

/** Opens /teklif on an instance as the university's purchasing office: a lab and two teachers, details filled. */
async function university(name: Case): Promise<{
  page: Page
  errors: string[]
  /** The page's request for the rate, answered. */
  rate: Promise<unknown>
  close: () => Promise<void>
}> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(
    `${instances[name]!.origin}/teklif?kim=kamu&okul=derslik&kisi=25&yer=ag&2.kim=kamu&2.okul=ogretim&2.kisi=2&2.yer=kisisel`,
  )
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  // Asked for once the totals come into view, never before.
  const rate = page.waitForResponse((response) => response.url().endsWith('/api/kur'), { timeout: 30_000 })
  await page.locator('[data-request-totals]').scrollIntoViewIfNeeded()
  await fillRequest(page, {
    'Ad soyad': 'Zeynep Kara',
    'Okul / kurum unvanı': 'Ege Teknik Üniversitesi Rektörlüğü',
    'Vergi dairesi': 'Bornova',
    'Vergi numarası': '0680123456',
    'Fatura adresi': 'Kampüs, Bornova / İzmir',
    'E-posta': 'satinalma@egeteknik.edu.tr',
    '1. lisans sahibinin adı soyadı': 'Dr. Ali Veli',
    '1. lisans sahibinin e-posta adresi': 'ali.veli@egeteknik.edu.tr',
    '2. lisans sahibinin adı soyadı': 'Dr. Ayşe Kaya',
    '2. lisans sahibinin e-posta adresi': 'ayse.kaya@egeteknik.edu.tr',
  })
  return { page, errors, rate, close: () => context.close() }
}

describe('the TL figure on /teklif', () => {
  // 1.638,00 € × 40,6432 = 66.573,56 TL.
  const sentence = '≈ 66.573,56 TL (TCMB döviz satış kuru, 2 Aralık 2026; fatura günün kuruyla kesilir)'

  it('from the bank: on screen, in the mail and on the printed page', async () => {
    const { page, errors, rate, close } = await university('calisma-gunu')
    await rate
    await expect.poll(() => page.locator('[data-tl]').textContent()).toBe(sentence)
    const mailto = (await page.locator('a[data-send="mailto"]').getAttribute('href')) ?? ''
    expect(new URL(mailto).searchParams.get('body')?.split('\r\n')).toContain(sentence)
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('[data-document-tl]').isVisible()).toBe(true)
    expect(await page.locator('[data-document-tl]').textContent()).toBe(sentence)
    expect(errors).toEqual([])
    await close()
  })

  it.each(['bozuk', 'cevapsiz'] as const)(
    'without a rate (%s): the sentence on the invoice-date rate, and the request still goes',
    async (name) => {
      const { page, errors, rate, close } = await university(name)
      await rate
      expect(await page.locator('[data-tl]').textContent()).toBe(advisorData.request.currencyNote)
      const mailto = (await page.locator('a[data-send="mailto"]').getAttribute('href')) ?? ''
      const body = new URL(mailto).searchParams.get('body') ?? ''
      expect(body).toContain('Toplam: 1.638,00 €')
      expect(body).not.toContain('≈')
      expect(await page.locator('[data-document-tl]').count()).toBe(0)
      // The Function's error answer is the only console entry.
      expect(errors.filter((error) => !/status of 50[24]/.test(error))).toEqual([])
      await close()
    },
    40_000,
  )
})
