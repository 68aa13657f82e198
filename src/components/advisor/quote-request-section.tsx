// "Teklif talebiniz": the request's licence lines and combined total, the buyer's details, the request as a document
// and the ways to send it. One reference per request, made once and kept with everything typed in this browser tab
// (request-storage.ts) across reload, Back/Forward and the rule pages, until "Yeni talep". The indicative TL figure is
// asked of /api/kur once, when the request's totals come into view; nothing waits for it. Loaded lazily once the page
// is interactive. Browser.
import { useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { invoiceFor, type Answers, type RequestAnswers } from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import { EMPTY_CONTACT, type ContactDetails } from '../../lib/advisor-contact.ts'
import type { AdvisorView } from '../../lib/advisor-view.ts'
import { fetchExchangeRate } from '../../lib/exchange-rate.ts'
import { requestMail } from '../../lib/mail-body.ts'
import {
  contactNeeds,
  makeReference,
  quoteRequest,
  type ExchangeRate,
  type SellerInfo,
} from '../../lib/quote-request.ts'
import { clearRequest, loadRequest, saveRequest, type StoredRequest } from '../../lib/request-storage.ts'
import { Button } from '../ui/button.tsx'
import { BuyerDetails } from './buyer-details.tsx'
import { QuoteDocument } from './quote-document.tsx'
import { RequestLines } from './request-lines.tsx'
import { SendActions } from './send-actions.tsx'

export interface QuoteRequestSectionProps {
  data: AdvisorData
  request: RequestAnswers
  /** The edited line's view (with its notes on clamped numbers). */
  view: AdvisorView
  /** Any other line's view. */
  viewOf: (answers: Answers) => AdvisorView
  onRequest: (change: (request: RequestAnswers) => RequestAnswers) => void
  /** A new line's answers (the defaults). */
  defaults: Answers
  seller: SellerInfo
  email: string
  /** The advisor's address with this request. */
  url: string
}

function freshRequest(): StoredRequest {
  const now = new Date()
  return { reference: makeReference(now), started: now.toISOString(), contact: EMPTY_CONTACT, holders: {} }
}

/** Holders typed for lines after `removed` move up one line with them. */
function withoutLine(holders: StoredRequest['holders'], removed: number): StoredRequest['holders'] {
  return Object.fromEntries(
    Object.entries(holders)
      .filter(([line]) => Number(line) !== removed)
      .map(([line, people]) => [Number(line) > removed ? Number(line) - 1 : Number(line), people]),
  )
}

/** Moves to the questions, which now show the line to edit. */
function toQuestions() {
  const questions = document.getElementById('sorular')
  questions?.scrollIntoView({ block: 'start' })
  questions?.focus({ preventScroll: true })
}

export default function QuoteRequestSection(props: QuoteRequestSectionProps) {
  const { data, request, view, viewOf, onRequest, defaults, seller, email, url } = props
  // viewOf is a new function on every render of the page: the lines and the edited view decide.
  const views = useMemo(
    () => request.lines.map((line, index) => (index === request.edited - 1 ? view : viewOf(line))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [request.lines, request.edited, view],
  )
  const [stored, setStored] = useState<StoredRequest>(() => loadRequest() ?? freshRequest())
  const [rate, setRate] = useState<ExchangeRate | null>(null)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [attempted, setAttempted] = useState(false)
  const [status, setStatus] = useState('')
  useEffect(() => saveRequest(stored), [stored])
  // The rate is wanted only by a visitor who looks at the totals: asked for then, once.
  const totals = useRef<HTMLDListElement>(null)
  const quotable = views.some((candidate) => candidate.advice.licence !== 'deneme')
  const [asked, setAsked] = useState(false)
  useEffect(() => {
    const target = totals.current
    if (!target || asked) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setAsked(true)
        void fetchExchangeRate().then(setRate)
      },
      { rootMargin: '200px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
    // The totals exist only while a line is quoted: watched again when they appear.
  }, [quotable, asked])

  const needs = contactNeeds(request, views)
  const model = useMemo(
    () =>
      quoteRequest({
        data,
        request,
        views,
        contact: stored.contact,
        holders: stored.holders,
        reference: stored.reference,
        date: new Date(stored.started),
        url,
        rate,
      }),
    [data, request, views, stored, url, rate],
  )
  const mail = requestMail(model, data, email)
  const problemAt = (id: string) =>
    attempted || left.has(id) ? (model.problems.find((problem) => problem.id === id)?.message ?? '') : ''

  const onContact = (changes: Partial<ContactDetails>) =>
    setStored((current) => ({ ...current, contact: { ...current.contact, ...changes } }))
  const onHolder = (line: number, index: number, part: 'name' | 'email', value: string) =>
    setStored((current) => {
      const people = [...(current.holders[line] ?? [])]
      for (let missing = people.length; missing <= index; missing++) people.push({ name: '', email: '' })
      people[index] = { ...people[index]!, [part]: value }
      return { ...current, holders: { ...current.holders, [line]: people } }
    })
  const onBlocked = () => {
    setAttempted(true)
    setStatus('')
    const first = model.problems[0]
    // After the problems have rendered: focusing the field also scrolls it into view.
    if (first) requestAnimationFrame(() => document.getElementById(first.id)?.focus())
  }
  const onRemove = (line: number) => {
    setStored((current) => ({ ...current, holders: withoutLine(current.holders, line) }))
    onRequest((current) => {
      const lines = current.lines.filter((_, index) => index !== line - 1)
      const edited = current.edited > line ? current.edited - 1 : Math.min(current.edited, lines.length)
      return { ...current, lines, edited }
    })
  }
  const onEdit = (line: number) => {
    onRequest((current) => ({ ...current, edited: line }))
    toQuestions()
  }
  const onAdd = () => {
    // Another line of the same public body still says whom it is for; everything else starts afresh.
    const edited = request.lines[request.edited - 1]!
    const line: Answers = { ...defaults, audience: edited.audience === 'kamu' ? 'kamu' : defaults.audience }
    onRequest((current) => ({
      ...current,
      lines: [...current.lines, line],
      edited: current.lines.length + 1,
    }))
    toQuestions()
  }
  const startNew = () => {
    if (
      !window.confirm('Yeni bir talep başlatılsın mı? Bu talebin satırları ve yazdığınız bilgiler silinir.')
    )
      return
    clearRequest()
    const fresh = freshRequest()
    setStored(fresh)
    setAttempted(false)
    setLeft(new Set())
    setStatus(`Yeni talep başlatıldı: ${fresh.reference}.`)
    onRequest(() => ({ lines: [defaults], edited: 1, invoice: null }))
  }

  // Above the questions: which line of the request they show, when it has several.
  const lineStatus = document.getElementById('satir-durumu')
  const editing =
    lineStatus &&
    request.lines.length > 1 &&
    createPortal(
      <p className="mb-6 rounded-card border-l-4 border-accent bg-surface p-4 text-sm" data-editing>
        Sorular, talebinizin <strong>{request.edited}. satırını</strong> gösteriyor ({request.lines.length}{' '}
        satırdan); cevaplarınız yalnızca bu satırı değiştirir.{' '}
        <a href="#talep-satirlari" className="font-medium text-accent underline underline-offset-2">
          Bütün satırlar ve toplam
        </a>
      </p>,
      lineStatus,
    )
  // A trial is downloaded, never quoted: a request of trials alone has nothing to send.
  if (!quotable) return editing || null

  return (
    <section
      aria-labelledby="talep-baslik"
      className="mx-auto max-w-7xl px-4 pb-28 sm:px-6 lg:pb-16 print:m-0 print:max-w-none print:p-0"
    >
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div>
          <h2 id="talep-baslik" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {data.request.title}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{data.request.lead}</p>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span>
            Referans: <strong data-request-reference>{model.reference}</strong>
          </span>
          <Button variant="ghost" size="small" onClick={startNew}>
            Yeni talep
          </Button>
        </div>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,46rem)] lg:items-start print:mt-0 print:block">
        <form
          onSubmit={(event) => event.preventDefault()}
          aria-label="Teklif için bilgileriniz"
          className="space-y-8 print:hidden"
          noValidate
        >
          <RequestLines
            data={data}
            views={views}
            edited={request.edited}
            model={model}
            totalsRef={totals}
            onEdit={onEdit}
            onRemove={onRemove}
            onAdd={onAdd}
          />
          <BuyerDetails
            data={data}
            model={model}
            needs={needs}
            contact={stored.contact}
            onContact={onContact}
            onInvoice={(invoice) => onRequest((current) => ({ ...current, invoice }))}
            onHolder={onHolder}
            onClear={() => {
              setStored((current) => ({ ...current, contact: EMPTY_CONTACT, holders: {} }))
              setAttempted(false)
              setLeft(new Set())
              setStatus('Formdaki bilgileriniz silindi.')
            }}
            problemAt={problemAt}
            onLeave={(id) => setLeft((current) => new Set(current).add(id))}
          />
        </form>

        <div className="min-w-0 space-y-6 print:space-y-0">
          <QuoteDocument request={model} seller={seller} invoice={invoiceFor(request)} />
          {editing}
          <SendActions
            data={data}
            email={email}
            model={model}
            mail={mail}
            attempted={attempted}
            onBlocked={onBlocked}
            status={status}
            onStatus={setStatus}
          />
        </div>
      </div>
    </section>
  )
}
