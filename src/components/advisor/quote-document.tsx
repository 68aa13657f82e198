// The quote request as a document: on screen it previews what will be sent, on paper (A4) it is the only thing
// printed — reference and dates, buyer and seller, the lines with KDV and total, the price, currency and payment
// notes, usage and attachments. Browser (part of the lazily loaded request section).
import type { QuoteRequest, SellerInfo } from '../../lib/quote-request.ts'
import { totalLines } from '../../lib/quote-request.ts'
import { formatEuroCents, PRICE_ON_QUOTE } from '../../lib/price.ts'

export interface QuoteDocumentProps {
  request: QuoteRequest
  seller: SellerInfo
  vatPercent: number
}

const heading = 'text-xs font-semibold tracking-wide text-muted uppercase break-after-avoid'

export function QuoteDocument({ request, seller, vatPercent }: QuoteDocumentProps) {
  return (
    <article
      aria-label="Teklif talebi belgesi"
      className="quote-document rounded-card border border-line bg-raised p-5 text-sm shadow-card sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-2xl font-bold">Teklif Talebi</p>
          <p className="mt-1 text-muted">Rhino 8 lisansları</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
          <dt className="text-muted">Referans</dt>
          <dd className="font-semibold" data-reference>
            {request.reference}
          </dd>
          <dt className="text-muted">Talep tarihi</dt>
          <dd>{request.requestDate}</dd>
          <dt className="text-muted">Fiyatlar</dt>
          <dd>{request.validUntil} tarihine kadar bilgi amaçlı</dd>
        </dl>
      </header>

      <div className="mt-4 grid gap-5 sm:grid-cols-2 print:grid-cols-2">
        <section className="break-inside-avoid" aria-labelledby="belge-alici">
          <h3 id="belge-alici" className={heading}>
            Talep eden
          </h3>
          <dl className="mt-2 space-y-0.5" data-buyer>
            {request.buyer.map((row) => (
              <div key={row.label} className="flex flex-wrap gap-x-1">
                <dt className="text-muted">{row.label}:</dt>
                <dd className="min-w-0 font-medium break-words">
                  {row.value || (row.required ? <span className="text-muted">………………</span> : '—')}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="break-inside-avoid" aria-labelledby="belge-satici">
          <h3 id="belge-satici" className={heading}>
            Satıcı
          </h3>
          <address className="mt-2 space-y-0.5 not-italic">
            <p className="font-medium">{seller.name}</p>
            {seller.legal.map(([label, value]) => (
              <p key={label}>
                <span className="text-muted">{label}:</span> {value}
              </p>
            ))}
            {seller.offices.map((office) => (
              <p key={office.name}>
                <span className="text-muted">{office.name}:</span> {office.address} · {office.phone}
              </p>
            ))}
            <p>
              {seller.email} · {seller.web}
            </p>
          </address>
        </section>
      </div>

      <div className="mt-5">
        <table className="w-full border-collapse text-left text-xs sm:text-sm print:text-sm">
          <caption className="sr-only">Teklif istenen lisanslar</caption>
          <thead>
            <tr className="border-b border-line text-xs text-muted">
              <th scope="col" className="py-1.5 pr-3 font-semibold">
                Lisans
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                Adet
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                Birim fiyat
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Tutar
              </th>
            </tr>
          </thead>
          <tbody>
            {request.lines.map((line) => (
              <tr key={line.name} className="break-inside-avoid border-b border-line">
                <td className="py-1.5 pr-3">{line.name}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {line.unitCents === null ? PRICE_ON_QUOTE : formatEuroCents(line.unitCents)}
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {line.lineCents === null ? '—' : formatEuroCents(line.lineCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="break-inside-avoid">
            {totalLines(request, vatPercent).map(([label, value], index, rows) => (
              <tr key={label} className={index === rows.length - 1 ? 'text-base font-bold' : undefined}>
                <th
                  scope="row"
                  colSpan={3}
                  className={`py-1 pr-3 text-right ${index === rows.length - 1 ? 'font-bold' : 'font-medium'}`}
                >
                  {label}
                </th>
                <td
                  className="py-1 text-right tabular-nums"
                  data-document-total={index === rows.length - 1 || undefined}
                >
                  {value}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <p className="mt-2">
        <span className="text-muted">Lisans yönetimi:</span> {request.management}
      </p>

      <section className="mt-4 break-inside-avoid" aria-labelledby="belge-kosullar">
        <h3 id="belge-kosullar" className={heading}>
          Fiyat, para birimi ve ödeme
        </h3>
        <ul className="mt-1.5 space-y-0.5">
          {request.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <div className="mt-4 grid gap-5 sm:grid-cols-2 print:grid-cols-2">
        <section className="break-inside-avoid" aria-labelledby="belge-kullanim">
          <h3 id="belge-kullanim" className={heading}>
            Kullanım
          </h3>
          <ul className="mt-1.5 space-y-0.5">
            {request.usage.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        {request.attachments.length > 0 && (
          <section className="break-inside-avoid" aria-labelledby="belge-ekler">
            <h3 id="belge-ekler" className={heading}>
              Ekler
            </h3>
            <ul className="mt-1.5 space-y-0.5">
              {request.attachments.map((item) => (
                <li key={item.id}>
                  {item.title}
                  {item.id === 'eski-anahtarlar' && request.keys.length > 0 && (
                    <ul className="mt-0.5 font-mono text-xs break-all">
                      {request.keys.map((key, index) => (
                        <li key={`${index}-${key}`}>{key}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <p className="mt-4 border-t border-line pt-2 text-xs break-all text-muted">Seçimler: {request.url}</p>
    </article>
  )
}
