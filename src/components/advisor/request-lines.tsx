// "Talebinizdeki lisanslar": every line of the request with its licence, quantity, management, price and the rules it
// rests on; each can be edited with the questions above or removed, and another added. Under them the one combined
// subtotal, KDV and total, and the indicative TL figure (or how the invoice's rate is set when there is none).
// Browser (part of the lazily loaded request section).
import type { Ref } from 'react'
import { MAX_LINES } from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import type { AdvisorView } from '../../lib/advisor-view.ts'
import { formatEuroCents, PRICE_ON_QUOTE } from '../../lib/price.ts'
import type { QuoteRequest } from '../../lib/quote-request.ts'
import { Button } from '../ui/button.tsx'

export interface RequestLinesProps {
  data: AdvisorData
  /** Every line's view, in the request's order (trials included: they are listed, never priced). */
  views: readonly AdvisorView[]
  edited: number
  model: QuoteRequest
  /** The totals, watched for the moment they come into view (the TL figure is asked for then). */
  totalsRef: Ref<HTMLDListElement>
  onEdit: (line: number) => void
  onRemove: (line: number) => void
  onAdd: () => void
}

/** A line's own amount without KDV, or that its price comes with the quote. */
function lineAmount(view: AdvisorView): string {
  const priced = view.quote.lines.filter((row) => row.lineCents !== null)
  if (priced.length === 0) return PRICE_ON_QUOTE
  const cents = priced.reduce((sum, row) => sum + row.lineCents!, 0)
  return `${formatEuroCents(cents)}${view.quote.complete ? '' : ' + yükseltmeler'}`
}

export function RequestLines(props: RequestLinesProps) {
  const { data, views, edited, model, totalsRef, onEdit, onRemove, onAdd } = props
  const last = model.totalRows.length - 1
  return (
    <section aria-labelledby="talep-satirlari-baslik" id="talep-satirlari" className="scroll-mt-20">
      <h3 id="talep-satirlari-baslik" className="text-lg font-semibold">
        {data.request.linesTitle}
      </h3>
      <ol className="mt-3 space-y-3">
        {views.map((view, index) => {
          const number = index + 1
          const trial = view.advice.licence === 'deneme'
          return (
            <li
              key={number}
              className="rounded-card border border-line bg-raised p-4 text-sm"
              data-line={number}
              aria-current={number === edited ? 'true' : undefined}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold">
                  {number}. {trial ? `${view.text.siparis} (teklif gerekmez)` : view.text.siparis}
                </p>
                {!trial && <p className="tabular-nums">{lineAmount(view)}</p>}
              </div>
              <p className="mt-1 text-muted">{data.managementNames[view.advice.management]}</p>
              {view.advice.rules.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer font-medium text-accent">
                    Bu satırın dayandığı kurallar ({view.advice.rules.length})
                  </summary>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
                    {view.advice.rules.map((id) => (
                      <li key={id}>{data.rules[id].title}</li>
                    ))}
                  </ul>
                </details>
              )}
              <div className="mt-3 flex flex-wrap items-center gap-2">
                {number === edited ? (
                  <span className="text-sm font-medium text-accent">
                    Yukarıdaki sorular bu satırı gösteriyor
                  </span>
                ) : (
                  <Button variant="secondary" size="small" onClick={() => onEdit(number)}>
                    Düzenle<span className="sr-only">: {number}. satır</span>
                  </Button>
                )}
                {views.length > 1 && (
                  <Button variant="ghost" size="small" onClick={() => onRemove(number)}>
                    Kaldır<span className="sr-only">: {number}. satır</span>
                  </Button>
                )}
              </div>
            </li>
          )
        })}
      </ol>
      <div className="mt-3">
        <Button variant="secondary" onClick={onAdd} disabled={views.length >= MAX_LINES}>
          Başka bir lisans ekle
        </Button>
        {views.length >= MAX_LINES && (
          <p className="mt-2 text-sm text-muted">
            Bir talepte en fazla {MAX_LINES} satır olabilir; daha fazlası için ikinci bir talep hazırlayın.
          </p>
        )}
      </div>
      <dl ref={totalsRef} className="mt-5 space-y-1.5 border-t border-line pt-4 text-sm" data-request-totals>
        {model.totalRows.map(([label, value], index) => (
          <div
            key={label}
            className={
              index === last ? 'flex justify-between gap-4 text-base font-bold' : 'flex justify-between gap-4'
            }
          >
            <dt>{label}</dt>
            <dd className="text-right tabular-nums" data-request-total={index === last || undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {model.totals && (
        <p className="mt-2 text-sm" data-tl>
          {model.tlEstimate ?? data.request.currencyNote}
        </p>
      )}
    </section>
  )
}
