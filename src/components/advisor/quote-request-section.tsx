// "Teklif talebiniz": the buyer's invoice and contact details, the documents to attach, the request as a document
// (what is sent and printed) and the ways to send it: the visitor's mail program, Gmail, Outlook on the web, copying
// the text, printing. Loaded lazily once the page is interactive (the first screen does not need it). Browser.
import { useMemo, useState } from 'react'
import type { Answers, Invoice } from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  contactFieldsFor,
  contactProblem,
  EMPTY_CONTACT,
  OPTIONAL_FIELDS,
  type ContactDetails,
  type ContactField,
} from '../../lib/advisor-contact.ts'
import type { AdvisorView } from '../../lib/advisor-view.ts'
import {
  copyText,
  gmailLink,
  mailtoLink,
  makeReference,
  MAX_MAILTO_LENGTH,
  MAX_WEB_LINK_LENGTH,
  outlookLink,
  quoteRequest,
  requestText,
  type SellerInfo,
} from '../../lib/quote-request.ts'
import { Button, buttonVariants } from '../ui/button.tsx'
import { QuoteDocument } from './quote-document.tsx'

/** The KVKK notice (a shared decision: the page exists at this address). */
const KVKK_PATH = '/kvkk'

/** Longest text a box takes: long enough for any Turkish company title or address, short of abuse. */
const MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  organisation: 250,
  school: 200,
  taxOffice: 80,
  taxNumber: 11,
  nationalId: 11,
  address: 400,
  email: 120,
  phone: 30,
  keys: 2000,
}

const INPUT: Partial<Record<ContactField, { type: string; autoComplete: string; inputMode?: 'numeric' }>> = {
  name: { type: 'text', autoComplete: 'name' },
  organisation: { type: 'text', autoComplete: 'organization' },
  taxNumber: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  nationalId: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
}

/** Who the invoice is for, in the order shown (the query key is PARAMS.invoice, "fatura"). */
const INVOICE_OPTIONS: Record<Invoice, { label: string; hint: string }> = {
  kurum: { label: 'Şirket veya kurum adına', hint: 'Unvan, vergi dairesi ve vergi numarası' },
  sahis: { label: 'Kendi adıma (şahıs)', hint: 'T.C. kimlik numarasıyla e-Arşiv fatura' },
}

export interface QuoteRequestSectionProps {
  data: AdvisorData
  view: AdvisorView
  answers: Answers
  /** Who the invoice is for (the answer, or what fits the audience). */
  invoice: Invoice
  onChange: (changes: Partial<Answers>) => void
  seller: SellerInfo
  email: string
  /** The advisor's address with these answers. */
  url: string
  vatPercent: number
}

export default function QuoteRequestSection(props: QuoteRequestSectionProps) {
  const { data, view, answers, invoice, onChange, seller, email, url, vatPercent } = props
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT)
  const [status, setStatus] = useState('')
  // One reference and date per visit: the screen, the mail and the paper carry the same.
  const [{ reference, date }] = useState(() => {
    const now = new Date()
    return { reference: makeReference(now), date: now }
  })
  const request = useMemo(
    () => quoteRequest({ data, view, answers, invoice, contact, reference, date, url }),
    [data, view, answers, invoice, contact, reference, date, url],
  )
  const body = requestText(request, vatPercent)
  const fullMail = mailtoLink(email, request.subject, body)
  const tooLong = fullMail.length > MAX_MAILTO_LENGTH
  // Too long for a mail link: the link opens the mail with a short note, and the click copies the whole text first.
  const mail = tooLong
    ? mailtoLink(email, request.subject, ['[Teklif talebinin tam metnini buraya yapıştırın.]'])
    : fullMail
  const webFits = (link: string) => link.length <= MAX_WEB_LINK_LENGTH
  const gmail = gmailLink(email, request.subject, body)
  const outlook = outlookLink(email, request.subject, body)
  const fields = new Set(
    contactFieldsFor(view.advice.licence, invoice, view.advice.upgradeFrom !== undefined),
  )
  const text = copyText(email, request.subject, body)

  async function copy(message: string) {
    try {
      await navigator.clipboard.writeText(text)
      setStatus(message)
    } catch {
      setStatus('Kopyalanamadı; belgedeki metni seçip elle kopyalayabilirsiniz.')
    }
  }

  const field = (name: ContactField, multiline = false) => {
    const problem = contactProblem(name, contact[name])
    const describedBy = [name === 'name' ? 'bilgi-not' : '', problem ? `bilgi-${name}-hata` : '']
      .filter(Boolean)
      .join(' ')
    const common = {
      id: `bilgi-${name}`,
      value: contact[name],
      maxLength: MAX_LENGTH[name],
      'aria-describedby': describedBy || undefined,
      'aria-invalid': problem ? true : undefined,
      className: 'mt-1 min-h-11 w-full rounded-button border border-line bg-raised px-3 py-2 text-base',
    }
    const onValue = (value: string) => setContact((current) => ({ ...current, [name]: value }))
    return (
      <div key={name} className={multiline ? 'sm:col-span-2 lg:col-span-1' : undefined}>
        <label htmlFor={`bilgi-${name}`} className="block text-sm font-medium">
          {name === 'organisation' && view.advice.licence === 'lab'
            ? 'Okul / kurum unvanı'
            : CONTACT_LABELS[name]}{' '}
          <span className="font-normal text-muted">
            {OPTIONAL_FIELDS.has(name) ? '(isteğe bağlı)' : '(gerekli)'}
          </span>
        </label>
        {multiline ? (
          <textarea
            rows={name === 'keys' ? 4 : 2}
            {...common}
            onChange={(event) => onValue(event.target.value)}
          />
        ) : (
          <input
            type={INPUT[name]?.type ?? 'text'}
            autoComplete={INPUT[name]?.autoComplete ?? 'off'}
            inputMode={INPUT[name]?.inputMode}
            {...common}
            onChange={(event) => onValue(event.target.value)}
          />
        )}
        {problem && (
          <p id={`bilgi-${name}-hata`} className="mt-1 text-sm text-danger">
            {problem}
          </p>
        )}
      </div>
    )
  }

  return (
    <section
      aria-labelledby="talep-baslik"
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 print:m-0 print:max-w-none print:p-0"
    >
      <div className="print:hidden">
        <h2 id="talep-baslik" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {data.request.title}
        </h2>
        <p className="mt-2 max-w-3xl text-muted">{data.request.lead}</p>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,46rem)] lg:items-start print:mt-0 print:block">
        <form
          onSubmit={(event) => event.preventDefault()}
          aria-label="Teklif için bilgileriniz"
          className="space-y-8 print:hidden"
        >
          <fieldset className="min-w-0 space-y-5 rounded-card border border-line p-5 sm:p-6">
            <legend className="float-left w-full text-base font-semibold">{data.request.detailsTitle}</legend>
            <p id="bilgi-not" className="clear-left pt-1 text-sm text-muted">
              {data.request.privacyNote}{' '}
              <a href={KVKK_PATH} className="font-medium text-accent underline underline-offset-2">
                KVKK Aydınlatma Metni
              </a>
            </p>
            {/* The question's own radios (not the form's ChoiceGroup), so this lazily loaded part shares no module
                with the page's first load (each shared module would be a chunk every page's manifest names). */}
            <fieldset aria-describedby="fatura-ipucu" className="min-w-0">
              <legend className="text-base font-semibold">Fatura kimin adına?</legend>
              <p id="fatura-ipucu" className="mt-1 text-sm text-muted">
                Şirketler ve kurumlar vergi bilgileriyle, kişiler T.C. kimlik numarasıyla faturalanır.
              </p>
              <div className="mt-3 grid gap-3">
                {(['kurum', 'sahis'] as const).map((option) => (
                  <label key={option} className="choice-card">
                    <input
                      type="radio"
                      name="fatura"
                      value={option}
                      checked={invoice === option}
                      onChange={() => onChange({ invoice: option })}
                      aria-labelledby={`fatura-${option}`}
                      aria-describedby={`fatura-${option}-ipucu`}
                      className="choice-input"
                    />
                    <span className="min-w-0">
                      <span id={`fatura-${option}`} className="block font-medium">
                        {INVOICE_OPTIONS[option].label}
                      </span>
                      <span id={`fatura-${option}-ipucu`} className="mt-0.5 block text-sm text-muted">
                        {INVOICE_OPTIONS[option].hint}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {CONTACT_FIELDS.filter((name) => fields.has(name)).map((name) =>
                field(name, name === 'address'),
              )}
            </div>
          </fieldset>
          {view.advice.attachments.length > 0 && (
            <fieldset className="min-w-0 space-y-3 rounded-card border border-line p-5 sm:p-6">
              <legend className="float-left w-full text-base font-semibold">
                {data.request.attachmentsTitle}
              </legend>
              <ul className="clear-left space-y-2 pt-1 text-sm">
                {view.advice.attachments.map((id) => (
                  <li key={id}>
                    <span className="font-medium">{data.attachments[id].title}:</span>{' '}
                    {data.attachments[id].text}
                  </li>
                ))}
              </ul>
              {fields.has('keys') && <div className="grid">{field('keys', true)}</div>}
              <p className="text-sm text-muted">{data.request.attachmentsNote}</p>
            </fieldset>
          )}
        </form>

        <div className="min-w-0 space-y-6">
          <QuoteDocument request={request} seller={seller} vatPercent={vatPercent} />
          <div className="space-y-4 print:hidden">
            {request.missing.length > 0 && (
              <p className="rounded-button border-l-4 border-warning bg-surface p-3 text-sm" data-missing>
                Teklif için eksik bilgi: {request.missing.join(', ')}.
              </p>
            )}
            {tooLong && (
              <p className="rounded-button border-l-4 border-warning bg-surface p-3 text-sm" data-too-long>
                {data.request.tooLongNote}
              </p>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <a
                href={mail}
                className={`${buttonVariants({ variant: 'primary' })} sm:col-span-2`}
                data-send="mailto"
                onClick={() => {
                  if (tooLong) void copy('Tam metin panoya kopyalandı; açılan iletiye yapıştırın.')
                }}
              >
                E-posta programıyla gönder
              </a>
              <SendLink href={gmail} fits={webFits(gmail)} name="gmail" label="Gmail ile gönder" />
              <SendLink href={outlook} fits={webFits(outlook)} name="outlook" label="Outlook ile gönder" />
              <Button variant="secondary" onClick={() => void copy('Talep metni panoya kopyalandı.')}>
                Metni kopyala
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                Yazdır / PDF
              </Button>
            </div>
            <p role="status" className="min-h-5 text-sm font-medium text-success">
              {status}
            </p>
            <p className="text-sm text-muted">{data.request.sendNote}</p>
          </div>
        </div>
      </div>
    </section>
  )
}

/** A web-mail compose link in a new tab; one that would be too long is not offered (copy or print instead). */
function SendLink({ href, fits, name, label }: { href: string; fits: boolean; name: string; label: string }) {
  if (!fits)
    return (
      <p className="self-center text-sm text-muted" data-send={name}>
        {label}: talep bağlantıya sığmıyor; metni kopyalayın.
      </p>
    )
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'secondary' })}
      data-send={name}
    >
      {label}
      <span className="sr-only"> (yeni sekmede açılır)</span>
    </a>
  )
}
