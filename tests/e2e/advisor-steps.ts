// E2E steps shared by the /teklif tests (advisor, quote journeys, the exchange-rate Function): choosing answers,
// waiting for a total, filling the request by its labels, reading what the three send links carry and the printed
// page, and a stand-in for /api/kur on the static test server (which has no Functions).
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Checks an option of a radio group by their visible names. */
export async function choose(page: Page, group: string, option: string) {
  await page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true }).check()
}

/** Waits until the advice's total (the edited line's) reads `expected`. */
export async function waitForTotal(page: Page, expected: string) {
  await page.waitForFunction(
    (text) => document.querySelector('[data-price="toplam"]')?.textContent === text,
    expected,
  )
}

/** A box by its label: the label's text before "(gerekli)" or "(isteğe bağlı)". */
export const boxOf = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s*\\(|$)`))

/** Fills the request's boxes by their labels, in order. */
export async function fillRequest(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await boxOf(page, label).fill(value)
}

/** What the mail, Gmail and Outlook links carry (they are links only once the request is complete). */
export async function sent(page: Page) {
  const href = async (name: string) =>
    (await page.locator(`a[data-send="${name}"]`).getAttribute('href')) ?? ''
  const mailto = await href('mailto')
  const gmail = await href('gmail')
  const outlook = await href('outlook')
  const param = (link: string, key: string) => new URL(link).searchParams.get(key) ?? ''
  return {
    links: { mailto, gmail, outlook },
    /** As Chromium holds them (what it would hand to the system), for the length limits. */
    canonical: await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[data-send]')].map((link) => link.href),
    ),
    mail: param(mailto, 'body').split('\r\n'),
    subject: param(mailto, 'subject'),
    gmail: param(gmail, 'body').split('\n'),
    gmailSubject: param(gmail, 'su'),
    outlook: param(outlook, 'body').split('\n'),
    outlookSubject: param(outlook, 'subject'),
  }
}

/** The page as printed: only the request document shows; its text (lower case) and its number of A4 pages. */
export async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' })
  const visible = async (selector: string) => page.locator(selector).first().isVisible()
  expect({
    header: await visible('header'),
    footer: await visible('footer'),
    form: await visible('form[aria-label="Lisans seçimi soruları"]'),
    summary: await visible('section[aria-labelledby="ozet-baslik"]'),
    comparison: await visible('#lisans-turleri'),
    buttons: await visible('[data-send="mailto"]'),
    bar: await visible('[data-sticky-bar]'),
  }).toEqual({
    header: false,
    footer: false,
    form: false,
    summary: false,
    comparison: false,
    buttons: false,
    bar: false,
  })
  // As printed, in lower case: its headings are shown in capitals by CSS.
  const text = (await page.locator('.quote-document').innerText())
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('tr')
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  const raw = pdf.toString('latin1')
  // Chromium's PDF: one "/Type /Page" object per page, and an A4 media box (595 × 842 pt).
  const pages = raw.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
  const a4 = /\/MediaBox\s*\[\s*0 0 59[45](?:\.\d+)? 84[12](?:\.\d+)?\s*\]/.test(raw)
  await page.emulateMedia({ media: 'screen' })
  return { text, pages, a4 }
}

/** The rate the stand-in for /api/kur answers with (a working day's bulletin). */
export const STAND_IN_RATE = { rate: 40.6432, date: '2026-12-02' }

/**
 * Answers /api/kur in `context` (the static test server has no Functions): with the stand-in rate, or with the error
 * a Function gives when the bank cannot be reached.
 */
export async function standInRate(context: BrowserContext, available = true) {
  await context.route('**/api/kur', (route) =>
    available
      ? route.fulfill({ json: { ...STAND_IN_RATE, currency: 'EUR', kind: 'ForexSelling', source: 'TCMB' } })
      : route.fulfill({ status: 200, json: { error: 'TCMB kur bültenine ulaşılamadı.' } }),
  )
}
