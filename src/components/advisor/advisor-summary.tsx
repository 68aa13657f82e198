// The advice beside the form: licence, quantity, management, conflicts, the order's lines and total, the rules it
// rests on, and the way on (the quote request below, or the trial's download). Static markup: the loader renders it
// with the defaults' view (PageHtml), so none of it is in the page's JavaScript. Every part that depends on the
// answers is marked (data-v: text, data-s: shown) and always present; the advisor's logic writes the answers' view
// into it (showView, advisor-marks.ts): the pre-paint script before the first paint, the page after each answer.
// Build time.
import { Link } from 'react-router'
import { ATTACHMENT_IDS, CONFLICT_IDS, RULE_IDS } from '../../shared/advisor/rule-ids.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import type { AdvisorView, ViewShowKey, ViewTextKey } from '../../lib/advisor-view.ts'
import { buttonVariants } from '../ui/button.tsx'

export interface AdvisorSummaryProps {
  data: AdvisorData
  view: AdvisorView
  vatPercent: number
}

/** One row of prices: its label is a text of the view (labelKey) or fixed (label); its value always a text. */
function PriceRow({
  view,
  labelKey,
  label,
  value,
  show,
  strong = false,
}: {
  view: AdvisorView
  labelKey?: ViewTextKey
  label?: string
  value: ViewTextKey
  show?: ViewShowKey
  strong?: boolean
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-line pt-3 text-lg font-bold'
          : 'flex justify-between gap-4'
      }
      data-s={show}
      hidden={show ? !view.show[show] : undefined}
    >
      <dt data-v={labelKey}>{labelKey ? view.text[labelKey] : label}</dt>
      <dd className="text-right tabular-nums" data-v={value} data-price={strong ? 'toplam' : undefined}>
        {view.text[value]}
      </dd>
    </div>
  )
}

export function AdvisorSummary({ data, view, vatPercent }: AdvisorSummaryProps) {
  const { show, text, advice } = view
  return (
    <section
      aria-labelledby="ozet-baslik"
      className="rounded-card border border-line bg-raised p-5 shadow-card sm:p-6 print:hidden"
    >
      <h2 id="ozet-baslik" className="text-xl font-bold">
        Önerimiz
      </h2>
      <p className="mt-3 text-lg font-semibold" data-advice="lisans" data-v="oneri">
        {text.oneri}
      </p>

      {CONFLICT_IDS.map((id) => (
        <div
          key={id}
          className="mt-4 rounded-button border-l-4 border-warning bg-surface p-3 text-sm"
          data-conflict={id}
          data-s={`catisma-${id}`}
          hidden={!advice.conflicts.includes(id)}
        >
          <p className="font-semibold">{data.conflicts[id].title}</p>
          <p className="mt-1 text-muted">{data.conflicts[id].text}</p>
        </div>
      ))}

      <div data-s="teklif" hidden={!show.teklif}>
        <dl className="mt-5 space-y-2 text-sm">
          <PriceRow view={view} labelKey="satir1" value="satir1-fiyat" />
          <PriceRow view={view} labelKey="satir2" value="satir2-fiyat" show="satir2" />
          <PriceRow view={view} labelKey="ara-toplam-etiket" value="ara-toplam" show="fiyatli" />
          <PriceRow view={view} label={`KDV (%${vatPercent})`} value="kdv" show="fiyatli" />
          <PriceRow view={view} labelKey="toplam-etiket" value="toplam" strong />
        </dl>
        <p className="mt-3 text-sm text-muted" data-s="fiyatli" hidden={!show.fiyatli}>
          {data.request.vatNote}
        </p>
        <a href="#talep" className={`${buttonVariants({ variant: 'primary' })} mt-6 w-full`}>
          Teklif talebini hazırla
        </a>
        <div className="mt-4 text-sm" data-s="ekler" hidden={!show.ekler}>
          <p className="font-medium">{data.request.attachmentsTitle}:</p>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {ATTACHMENT_IDS.map((id) => (
              <li key={id} data-s={`ek-${id}`} hidden={!advice.attachments.includes(id)}>
                {data.attachments[id].title}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-5 rounded-button bg-accent-soft p-4 text-sm" data-s="deneme" hidden={!show.deneme}>
        <p className="font-semibold">{data.trial.title}</p>
        <p className="mt-1">{data.trial.text}</p>
        <Link to="/download" className={`${buttonVariants({ variant: 'primary' })} mt-4 w-full`}>
          {data.trial.linkLabel}
        </Link>
      </div>

      <div data-s="kurallar" hidden={!show.kurallar}>
        <h3 className="mt-6 text-base font-semibold">Bu öneri hangi kurallara dayanıyor?</h3>
        <ul className="mt-3 space-y-3 text-sm">
          {RULE_IDS.map((id) => (
            <li key={id} data-rule={id} data-s={`kural-${id}`} hidden={!advice.rules.includes(id)}>
              <p className="font-medium">{data.rules[id].title}</p>
              <p className="mt-0.5 text-muted">
                {data.rules[id].text}{' '}
                <Link
                  to={data.rules[id].link}
                  className="font-medium text-accent underline underline-offset-2"
                >
                  Ayrıntılar<span className="sr-only">: {data.rules[id].title}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
