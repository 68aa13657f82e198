// /teklif — the licence advisor: questions on one screen, advice and total recomputed on every answer, the quote
// request by mail, copy and print; the licence comparison below is static HTML that also serves visitors without JS.
import { useMemo, useState } from 'react'
import { AdvisorComparison } from '../components/advisor/advisor-comparison.tsx'
import { AdvisorForm } from '../components/advisor/advisor-form.tsx'
import { AdvisorSummary } from '../components/advisor/advisor-summary.tsx'
import { useAdvisorAnswers } from '../components/advisor/use-advisor-answers.ts'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { advisorData } from '../data/advisor.ts'
import { staticPage } from '../data/pages.ts'
import { pricingPlans, VAT_NOTE } from '../data/pricing.ts'
import { egitim, kdv } from '../generated/data/facts.ts'
import { EMPTY_CONTACT, quoteFor, quoteMailto, type ContactDetails } from '../lib/advisor-quote.ts'
import { pageMeta } from '../lib/meta.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { formatEuroCents } from '../lib/price.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml } from '../lib/page-fragment.server.ts'
import { renderStatic } from '../lib/render-static.server.tsx'
import { answersQuery } from '../shared/advisor/answers.ts'
import { advise } from '../shared/advisor/rules.ts'
import { site } from '../site.config.ts'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/advisor'

/** Each licence with a price as an Offer, the same figures (and seller) as the home page's offer. */
function offersJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'Rhino 8',
    applicationCategory: 'DesignApplication',
    operatingSystem: 'Windows, macOS',
    offers: pricingPlans.map((plan) => ({
      '@type': 'Offer',
      name: `Rhino 8 ${plan.licenseName}`,
      price: plan.price,
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: false,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.price,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: site.name, url: `${site.origin}/` },
    })),
  }
}

export function loader() {
  const page = staticPage('/teklif')
  return {
    page,
    meta: pageMeta({ ...page, jsonLd: [offersJsonLd()] }),
    data: advisorData,
    plans: pricingPlans.map(({ id, licenseName, price }) => ({ id, licenseName, price })),
    vatPercent: kdv.oran,
    vatNote: VAT_NOTE,
    labSeats: egitim.lab_kullanici,
    email: site.email,
    pageUrl: `${site.origin}${page.path}`,
    reseller: {
      legalName: site.legalName,
      email: site.email,
      web: site.origin.replace(/^https?:\/\//, ''),
      offices: site.offices.map((office) => ({
        name: office.name,
        address: `${office.streetAddress}, ${office.district} / ${office.city}`,
        phone: office.phone,
      })),
    },
    breadcrumb: keepPageHtml(
      page.path,
      renderStatic(<Breadcrumb items={page.breadcrumb} />, page.path),
      'breadcrumb',
    ),
    comparison: keepPageHtml(
      page.path,
      renderStatic(
        <AdvisorComparison data={advisorData} plans={pricingPlans} vatNote={VAT_NOTE} email={site.email} />,
        page.path,
      ),
      'comparison',
    ),
  }
}

/** Browser navigation: the page's data file and its static parts, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

/** Answers change only the query string: the pre-rendered loader data stays, no request per answer. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function AdvisorPage({ loaderData }: Route.ComponentProps) {
  const { page, data, plans, vatPercent, vatNote, labSeats, email, pageUrl, reseller } = loaderData
  const [answers, setAnswers] = useAdvisorAnswers()
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT)
  // Until the page's code runs the controls cannot answer: they stay disabled (without JavaScript a note points to the
  // comparison).
  const hydrated = useHydrated()
  const advice = useMemo(() => advise(answers, { labSeats }), [answers, labSeats])
  const quote = useMemo(() => quoteFor(advice, plans, vatPercent), [advice, plans, vatPercent])
  const mailto = quoteMailto({
    answers,
    advice,
    quote,
    data,
    vatNote,
    contact,
    email,
    pageUrl: `${pageUrl}?${answersQuery(answers)}`,
  })
  const total = quote.totals ? formatEuroCents(quote.totals.totalCents) : 'teklifle bildirilecek'

  return (
    <>
      <div className="print:hidden">
        <PageHtml id={loaderData.breadcrumb} />
        <PageHero title={page.title} lead={data.lead} />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {/* Shown only where scripts do not run (CSS, js:hidden): a note removed at hydration moved the tool up. */}
        <p className="mb-8 rounded-card border border-line bg-surface p-4 text-sm js:hidden">
          Seçim aracı tarayıcınızda JavaScript ile çalışır. Aşağıdaki{' '}
          <a href="#lisans-turleri" className="font-medium text-accent underline underline-offset-2">
            karşılaştırmada
          </a>{' '}
          bütün lisans türlerini, fiyatlarını ve kurallarını görebilir, teklif isteğinizi e-postayla
          gönderebilirsiniz.
        </p>
        <p role="status" aria-live="polite" className="sr-only">
          {`Öneri: ${quote.line.name}, ${quote.line.quantity} adet. Toplam ${total}.`}
        </p>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
          <AdvisorForm
            data={data}
            answers={answers}
            onChange={setAnswers}
            contact={contact}
            onContactChange={setContact}
            disabled={!hydrated}
          />
          <div className="lg:sticky lg:top-24">
            <AdvisorSummary
              data={data}
              answers={answers}
              advice={advice}
              quote={quote}
              vatNote={vatNote}
              mailto={mailto}
              reseller={reseller}
              disabled={!hydrated}
            />
          </div>
        </div>
      </div>
      <PageHtml id={loaderData.comparison} />
    </>
  )
}
