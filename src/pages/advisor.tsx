// /teklif — the licence advisor: questions on one screen, advice and total recomputed on every answer, then the quote
// request (several licence lines, buyer details, the request as a document, sending by mail, Gmail, Outlook, copy or
// print); the licence comparison below is static HTML that also serves visitors without JavaScript.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { AdvisorComparison } from '../components/advisor/advisor-comparison.tsx'
import { AdvisorForm } from '../components/advisor/advisor-form.tsx'
import { AdvisorGlance } from '../components/advisor/advisor-glance.tsx'
import { AdvisorSummary } from '../components/advisor/advisor-summary.tsx'
import { useAdvisorRequest } from '../components/advisor/use-advisor-request.ts'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { advisorData } from '../data/advisor.ts'
import { staticPage } from '../data/pages.ts'
import { pricingPlans, VAT_NOTE } from '../data/pricing.ts'
import { egitim, kdv, yasal } from '../generated/data/facts.ts'
import { advisorLogic } from '../lib/advisor-logic-loader.ts'
import { upgradeNames, type QuoteData } from '../lib/advisor-quote.ts'
import { advisorView } from '../lib/advisor-view.ts'
import { pageMeta } from '../lib/meta.ts'
import { sellerFromFacts } from '../lib/seller.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { keepDataOnSamePath, PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, renderStatic } from '../lib/prerender.server.tsx'
import {
  CHOICES,
  DEFAULT_ANSWERS,
  MAX_USERS,
  PARAMS,
  REQUEST_PARAMS,
  type AnswerKeys,
} from '../shared/advisor/answers.ts'
import { site } from '../site.config.ts'
import type { Route } from './+types/advisor'
import prepaintScript from '../lib/advisor-prepaint.ts?worker&url'
import { advisorPrepaintStart } from '../lib/advisor-prepaint-start.ts'

const QuoteRequestSection = lazy(() => import('../components/advisor/quote-request-section.tsx'))

/** Loads the advisor's logic when the pre-paint script has not run; its code is fetched only then. */
const loadAdvisorLogic = () =>
  import('../lib/advisor-logic-fetch.ts').then((module) => module.loadAdvisorLogic(prepaintScript))

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
      // Prices without KDV: a price specification's property (schema.org has no such property on an Offer).
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
  const quoteData: QuoteData = {
    plans: pricingPlans.map(({ id, licenseName, price }) => ({ id, licenseName, price })),
    teacherLicenceName: advisorData.teacherLicenceName,
    ownedQuestion: advisorData.questions.owned.label,
    vatPercent: kdv.oran,
    labSeats: egitim.lab_kullanici,
    managementNames: advisorData.managementNames,
    upgrades: upgradeNames(),
  }
  const defaultView = advisorView(DEFAULT_ANSWERS, [], quoteData)
  return {
    page,
    meta: pageMeta({ ...page, jsonLd: [offersJsonLd()] }),
    data: advisorData,
    quoteData,
    /** What the page shows until the advisor's logic runs: the defaults, as pre-rendered. */
    defaultView,
    // The components' keys and choices as data: their code ships once, in the advisor's logic.
    keys: {
      params: PARAMS,
      request: REQUEST_PARAMS,
      choices: CHOICES,
      defaults: DEFAULT_ANSWERS,
    } satisfies AnswerKeys,
    /** Under the users' box above the maximum: the sentence before the team's e-mail address. */
    overLimit: advisorData.questions.users.overLimit.replace('{sayı}', String(MAX_USERS)),
    // The summary as static markup, with the defaults' view; the logic writes the answers' view into it (showView).
    summary: keepPageHtml(
      page.path,
      renderStatic(
        <AdvisorSummary data={advisorData} view={defaultView} vatPercent={quoteData.vatPercent} />,
        page.path,
      ),
      'ozet',
    ),
    // The advice at a glance above the questions (phones), static like the summary.
    glance: keepPageHtml(
      page.path,
      renderStatic(<AdvisorGlance view={defaultView} trialLabel={advisorData.trial.linkLabel} />, page.path),
      'bakis',
    ),
    email: site.email,
    pageUrl: `${site.origin}${page.path}`,
    seller: sellerFromFacts(site, yasal),
    // The breadcrumb and the hero (title and lead) as static markup.
    header: keepPageHtml(
      page.path,
      renderStatic(
        <>
          <Breadcrumb items={page.breadcrumb} />
          <PageHero title={page.title} lead={advisorData.lead} />
        </>,
        page.path,
      ),
      'header',
    ),
    // Shown only without JavaScript (the tool hides there), or when the tool's code cannot be loaded: static markup
    // rather than code.
    noScriptNote: keepPageHtml(
      page.path,
      renderStatic(
        <>
          <p className="mb-8 hidden rounded-card border border-line bg-surface p-4 text-sm noscript:block">
            Seçim aracı tarayıcınızda JavaScript ile çalışır. Aşağıdaki{' '}
            <a href="#lisans-turleri" className="font-medium text-accent underline underline-offset-2">
              karşılaştırmada
            </a>{' '}
            bütün lisans türlerini, fiyatlarını ve kurallarını görebilir, teklif isteğinizi e-postayla
            gönderebilirsiniz.
          </p>
          <p
            role="alert"
            hidden
            className="mb-8 rounded-card border-l-4 border-warning bg-surface p-4 text-sm"
            data-advisor-failed
          >
            Seçim aracı yüklenemedi. Sayfayı yenileyin ya da aşağıdaki{' '}
            <a href="#lisans-turleri" className="font-medium text-accent underline underline-offset-2">
              karşılaştırmadan
            </a>{' '}
            teklif isteğinizi e-postayla gönderin.
          </p>
        </>,
        page.path,
      ),
      'noscript',
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

/**
 * After a client-side navigation the pre-paint script has not run: load the advisor's logic with the page's data file
 * and its static parts (from its HTML).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // A failure is the page's to tell (below), not a reason to refuse the page.
  const [data] = await Promise.all([
    withPageHtml(request, serverLoader()),
    loadAdvisorLogic().catch(() => undefined),
  ])
  return data
}

/** Answers change only the query string: the pre-rendered loader data stays, no request per answer. */
export const shouldRevalidate = keepDataOnSamePath

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function AdvisorPage({ loaderData }: Route.ComponentProps) {
  const { data, quoteData, defaultView, keys, email, pageUrl, seller, overLimit } = loaderData
  // The logic comes with the pre-paint script; a page whose script did not run loads it (advisor-logic-loader.ts).
  const [logic, setLogic] = useState(advisorLogic)
  useEffect(() => {
    // The note is static markup (noScriptNote): shown, not rendered, when the logic cannot be had.
    if (!logic)
      loadAdvisorLogic().then(setLogic, () => {
        document.querySelector('[data-advisor-failed]')?.removeAttribute('hidden')
        document.documentElement.classList.remove('advisor-pending')
      })
  }, [logic])
  const [{ request, adjustments }, update] = useAdvisorRequest(logic, keys.defaults)
  // Until the page's code runs the controls cannot answer: they stay disabled (the pre-paint script has already shown
  // the address's answers); without JavaScript the tool is hidden and a note points to the comparison.
  const hydrated = useHydrated()
  const answers = request.lines[request.edited - 1] ?? keys.defaults
  // The edited line's view (the request section works out the others').
  const view = useMemo(
    () => (logic ? logic.advisorView(answers, adjustments, quoteData) : defaultView),
    [logic, answers, adjustments, quoteData, defaultView],
  )
  // The summary and the glance are static markup: the edited line's view is written into them before the browser paints.
  const tool = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!logic) return
    if (tool.current) logic.showView(view, tool.current)
    // The address's answers are rendered: the tool may show (hidden while the pre-paint script came after hydration).
    document.documentElement.classList.remove('advisor-pending')
  }, [logic, view])
  return (
    <>
      <div className="print:hidden">
        <PageHtml id={loaderData.header} />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 print:hidden">
        <PageHtml id={loaderData.noScriptNote} />
        {/* Starts the pre-paint script (src/lib/advisor-prepaint-start.ts); the dev server serves that file as a module.
            Its text is pre-rendered only: the browser never runs a script React renders, so its code leaves it out. */}
        <script
          data-src={prepaintScript}
          data-module={import.meta.env.DEV ? '' : undefined}
          data-quote={JSON.stringify(quoteData)}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? advisorPrepaintStart() : '' }}
        />
        {/* data-needs-script: the tool hides without JavaScript; the comparison below repeats what it offers. */}
        <div className="noscript:hidden" data-needs-script ref={tool}>
          <p role="status" aria-live="polite" className="sr-only" data-v="durum">
            {view.text.durum}
          </p>
          <PageHtml id={loaderData.glance} />
          {/* Which line of the request the questions show, when it has several (the request section fills it). */}
          <div id="satir-durumu" />
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
            <div id="sorular" tabIndex={-1} className="scroll-mt-20 focus:outline-none">
              <AdvisorForm
                data={data}
                keys={keys}
                answers={answers}
                view={view}
                onChange={update.answer}
                disabled={!hydrated || !logic}
                overMax={
                  <>
                    {overLimit}{' '}
                    <a href={`mailto:${email}`} className="font-medium underline underline-offset-2">
                      {email}
                    </a>
                    . Şimdilik {MAX_USERS} ile hesaplıyoruz.
                  </>
                }
              />
            </div>
            <div className="lg:sticky lg:top-24">
              <PageHtml id={loaderData.summary} />
            </div>
          </div>
        </div>
      </div>
      {/* Always in the page, so the summary's link to it (#talep) has its target before the section loads. */}
      <div id="talep" className="scroll-mt-20">
        {hydrated && logic && (
          <Suspense fallback={null}>
            <QuoteRequestSection
              data={data}
              request={request}
              view={view}
              viewOf={(line) => logic.advisorView(line, [], quoteData)}
              onRequest={update.replace}
              defaults={keys.defaults}
              seller={seller}
              email={email}
              url={`${pageUrl}?${logic.requestQuery(request)}`}
            />
          </Suspense>
        )}
      </div>
      <PageHtml id={loaderData.comparison} />
    </>
  )
}
