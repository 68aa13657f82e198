// The advice and quote summary beside the form: licence, quantity, management, rules with their pages, conflicts,
// price lines, and the three actions (mail, copy, print). Also the A4 sheet that printing shows. Browser.
import { useState } from 'react'
import { Link } from 'react-router'
import type { Answers } from '../../shared/advisor/answers.ts'
import type { Advice } from '../../shared/advisor/rules.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import { answerLines, recommendationLine, summaryText, type Quote } from '../../lib/advisor-quote.ts'
import { formatEuroCents } from '../../lib/price.ts'
import { Button, buttonVariants } from '../ui/button.tsx'

export interface ReSellerContact {
  legalName: string
  email: string
  web: string
  offices: readonly { name: string; address: string; phone: string }[]
}

export interface AdvisorSummaryProps {
  data: AdvisorData
  answers: Answers
  advice: Advice
  quote: Quote
  vatNote: string
  mailto: string
  reseller: ReSellerContact
  disabled: boolean
}

const PRICE_ON_QUOTE = 'Fiyat teklifle bildirilir'

function PriceRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-line pt-3 text-lg font-bold'
          : 'flex justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums" data-price={strong ? 'toplam' : undefined}>
        {value}
      </dd>
    </div>
  )
}

export function AdvisorSummary(props: AdvisorSummaryProps) {
  const { data, answers, advice, quote, vatNote, mailto, reseller, disabled } = props
  const [copyStatus, setCopyStatus] = useState('')
  const { line, totals } = quote
  const today = new Date().toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' })

  async function copySummary() {
    const text = summaryText({ answers, advice, quote, data, vatNote }).join('\n')
    try {
      await navigator.clipboard.writeText(text)
      setCopyStatus('Özet panoya kopyalandı.')
    } catch {
      setCopyStatus('Kopyalanamadı; özeti seçip elle kopyalayabilirsiniz.')
    }
  }

  return (
    <section
      aria-labelledby="ozet-baslik"
      className="print-sheet rounded-card border border-line bg-raised p-5 shadow-card sm:p-6"
    >
      {/* The paper-only parts (date, answers, contact block) come with the page's code: printing is one of its actions. */}
      {!disabled && (
        <div className="mb-6 hidden border-b border-line pb-4 print:block">
          <p className="text-lg font-bold">{reseller.legalName}</p>
          <p className="text-sm">Teklif özeti · {today}</p>
        </div>
      )}
      <h2 id="ozet-baslik" className="text-xl font-bold">
        Önerimiz
      </h2>
      <p className="mt-3 text-lg font-semibold" data-advice="lisans">
        {recommendationLine(quote, advice, data)}
      </p>

      {advice.conflicts.length > 0 && (
        <div className="mt-4 space-y-3">
          {advice.conflicts.map((id) => (
            <div
              key={id}
              className="rounded-button border-l-4 border-warning bg-surface p-3 text-sm"
              data-conflict={id}
            >
              <p className="font-semibold">{data.conflicts[id].title}</p>
              <p className="mt-1 text-muted">{data.conflicts[id].text}</p>
            </div>
          ))}
        </div>
      )}

      <dl className="mt-5 space-y-2 text-sm">
        <PriceRow
          label={`${line.name} × ${line.quantity}`}
          value={line.unitCents === null ? PRICE_ON_QUOTE : `${formatEuroCents(line.unitCents)} / adet`}
        />
        {totals ? (
          <>
            <PriceRow label="Ara toplam" value={formatEuroCents(totals.subtotalCents)} />
            <PriceRow label={`KDV (%${quote.vatPercent})`} value={formatEuroCents(totals.vatCents)} />
            <PriceRow label="Toplam" value={formatEuroCents(totals.totalCents)} strong />
          </>
        ) : (
          <PriceRow label="Toplam" value={PRICE_ON_QUOTE} strong />
        )}
      </dl>
      <p className="mt-3 text-sm text-muted">{vatNote}</p>

      {!disabled && (
        <div className="mt-6 hidden print:block">
          <h3 className="text-base font-semibold">Cevaplar</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {answerLines(answers, data).map((answerLine) => (
              <li key={answerLine}>{answerLine.slice(2)}</li>
            ))}
          </ul>
        </div>
      )}

      <h3 className="mt-6 text-base font-semibold">Bu öneri hangi kurallara dayanıyor?</h3>
      <ul className="mt-3 space-y-3 text-sm">
        {advice.rules.map((id) => (
          <li key={id} data-rule={id}>
            <p className="font-medium">{data.rules[id].title}</p>
            <p className="mt-0.5 text-muted">
              {data.rules[id].text}{' '}
              <Link
                to={data.rules[id].link}
                className="font-medium text-accent underline underline-offset-2 print:hidden"
              >
                Ayrıntılar<span className="sr-only">: {data.rules[id].title}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-col gap-3 print:hidden">
        <a href={mailto} className={buttonVariants({ variant: 'primary' })}>
          Teklif İste
        </a>
        <p className="text-sm text-muted">{data.mailNote}</p>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => void copySummary()} disabled={disabled}>
            Özeti kopyala
          </Button>
          <Button variant="secondary" onClick={() => window.print()} disabled={disabled}>
            Yazdır / PDF
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm font-medium text-success">
          {copyStatus}
        </p>
      </div>

      {!disabled && (
        <address className="mt-6 hidden border-t border-line pt-4 text-sm not-italic print:block">
          <p className="font-semibold">{reseller.legalName}</p>
          {reseller.offices.map((office) => (
            <p key={office.name}>
              {office.name}: {office.address} · {office.phone}
            </p>
          ))}
          <p>
            {reseller.email} · {reseller.web}
          </p>
        </address>
      )}
    </section>
  )
}
