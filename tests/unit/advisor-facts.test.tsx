// The advisor's prices come from facts.yaml and the pricing collection: a commercial price changed in a copy of
// facts.yaml gives the new unit price and total on /teklif (summary rendered from the copy's generated data).
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { buildContent } from '../../scripts/content/index.ts'
import { AdvisorSummary } from '../../src/components/advisor/advisor-summary.tsx'
import { upgradeNames } from '../../src/lib/advisor-quote.ts'
import { advisorView } from '../../src/lib/advisor-view.ts'
import { EMPTY_CONTACT } from '../../src/lib/advisor-contact.ts'
import { requestMail } from '../../src/lib/mail-body.ts'
import { mailtoLink } from '../../src/lib/mail-links.ts'
import { quoteRequest } from '../../src/lib/quote-request.ts'
import { DEFAULT_ANSWERS } from '../../src/shared/advisor/answers.ts'
import { advisorSchema, type AdvisorData } from '../../src/shared/schemas/advisor.ts'
import { factsSchema } from '../../src/shared/schemas/facts.ts'
import { pricingSchema, type PricingPlan } from '../../src/shared/schemas/pricing.ts'

let root: string
let plans: PricingPlan[]
let vatPercent: number
let labSeats: number
let data: AdvisorData

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rhino-advisor-'))
  await cp('content', path.join(root, 'content'), { recursive: true })
  await cp('public/images', path.join(root, 'public/images'), { recursive: true })
  await cp('public/favicon.svg', path.join(root, 'public/favicon.svg'))
  const factsFile = path.join(root, 'content/data/facts.yaml')
  const facts = await readFile(factsFile, 'utf8')
  expect(facts).toMatch(/^ {2}ticari: 995$/m)
  await writeFile(factsFile, facts.replace(/^ {2}ticari: 995$/m, '  ticari: 1250'))
  await buildContent(root)
  // The copy's generated modules, checked against their collections' schemas as they are read.
  const generated = async <T,>(name: string, schema: z.ZodType<T>) => {
    const module: unknown = await import(path.join(root, 'src/generated/data', `${name}.ts`))
    return schema.parse(module)
  }
  plans = (await generated('pricing', pricingSchema)).pricingPlans
  const factsData = await generated('facts', factsSchema)
  vatPercent = factsData.kdv.oran
  labSeats = factsData.egitim.lab_kullanici
  data = await generated('advisor', advisorSchema)
}, 60_000)

describe('the commercial price, changed once in facts.yaml', () => {
  it('changes the advisor’s unit price, KDV and total (12 seats on a LAN)', () => {
    const answers = { ...DEFAULT_ANSWERS, users: 12, placement: 'ag' as const }
    const view = advisorView(answers, [], {
      plans,
      teacherLicenceName: data.teacherLicenceName,
      ownedQuestion: data.questions.owned.label,
      vatPercent,
      labSeats,
      managementNames: data.managementNames,
      upgrades: upgradeNames(),
    })
    const html = renderToString(
      <MemoryRouter>
        <AdvisorSummary data={data} view={view} vatPercent={vatPercent} />
      </MemoryRouter>,
    )
    const request = quoteRequest({
      data,
      request: { lines: [answers], edited: 1, invoice: 'kurum' },
      views: [view],
      contact: EMPTY_CONTACT,
      holders: {},
      reference: 'RT-20250614-K7Q3',
      date: new Date(2025, 5, 14),
      url: 'https://www.rhinoturkiye.com/teklif',
      rate: null,
    })
    const { body } = requestMail(request, data, 'info@rhinoturkiye.com')
    const mailto = mailtoLink('info@rhinoturkiye.com', request.subject, body)
    // 1.250 € × 12 = 15.000 €; KDV %20 = 3.000 €; total 18.000 €.
    expect(html).toContain('1.250,00 € / adet')
    expect(html).toContain('15.000,00 €')
    expect(html).toContain('3.000,00 €')
    expect(html).toContain('18.000,00 €')
    expect(html).not.toContain('995')
    expect(decodeURIComponent(mailto)).toContain('Toplam: 18.000,00 €')
  })
})
