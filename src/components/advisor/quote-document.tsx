// The quote request as a document: on screen it previews what will be sent, on paper (A4) it is the only thing
// printed: reference and dates, buyer and seller (with the legal identity staff have filled in), every licence line
// with its management and usage, the combined KDV and total and the indicative TL figure, the licence holders,
// documents and old keys, the payment, bank transfer and delivery terms, and for an institution a line to sign and
// stamp. Browser (part of the lazily loaded request section).
import type { ReactNode } from 'react'
import type { Invoice } from '../../shared/advisor/answers.ts'
import { formatEuroCents, PRICE_ON_QUOTE } from '../../lib/price.ts'
import type { QuoteRequest, SellerInfo } from '../../lib/quote-request.ts'

export interface QuoteDocumentProps {
  request: QuoteRequest
  seller: SellerInfo
  invoice: Invoice
}

const heading = 'text-xs font-semibold tracking-wide text-muted uppercase break-after-avoid'

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-4 break-inside-avoid print:mt-3" aria-labelledby={id}>
      <h3 id={id} className={heading}>
        {title}
      </h3>
      {children}
    </section>
  )
}

export function QuoteDocument({ request, seller, invoice }: QuoteDocumentProps) {
  const numbered = request.lines.length > 1
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
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
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

      <div className="mt-4 grid gap-5 sm:grid-cols-2 print:mt-3 print:grid-cols-2">
        <section className="break-inside-avoid" aria-labelledby="belge-alici">
          <h3 id="belge-alici" className={heading}>
            Talep eden
          </h3>
          <dl className="mt-2 space-y-0.5" data-buyer>
            {request.buyer.map((row) => (
              <div key={row.label} className="flex flex-wrap gap-x-1">
                <dt className="text-muted">{row.label}:</dt>
                <dd className="min-w-0 font-medium break-words">
                  {row.value || <span className="text-muted">………………</span>}
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
            {request.lines.flatMap((line) =>
              line.rows.map((row, index) => (
                <tr key={`${line.number}-${index}`} className="break-inside-avoid border-b border-line">
                  <td className="py-1.5 pr-3">
                    {numbered ? `${line.number}. ` : ''}
                    {row.name}
                    {index === line.rows.length - 1 && (
                      <span className="block text-xs text-muted">
                        {line.management} · {line.usage}
                      </span>
                    )}
                  </td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">{row.quantity}</td>
                  <td
                    className={`py-1.5 pr-3 text-right tabular-nums ${row.unitCents === null ? '' : 'whitespace-nowrap'}`}
                  >
                    {row.unitCents === null ? PRICE_ON_QUOTE : formatEuroCents(row.unitCents)}
                  </td>
                  <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                    {row.lineCents === null ? '—' : formatEuroCents(row.lineCents)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
          <tfoot className="break-inside-avoid">
            {request.totalRows.map(([label, value], index, rows) => (
              <tr key={label} className={index === rows.length - 1 ? 'text-base font-bold' : undefined}>
                <th
                  scope="row"
                  colSpan={3}
                  className={`py-1 pr-3 text-right ${index === rows.length - 1 ? 'font-bold' : 'font-medium'}`}
                >
                  {label}
                </th>
                <td
                  className="py-1 text-right whitespace-nowrap tabular-nums"
                  data-document-total={index === rows.length - 1 || undefined}
                >
                  {value}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
        {request.tlEstimate && (
          <p className="mt-1 text-right" data-document-tl>
            {request.tlEstimate}
          </p>
        )}
      </div>

      {(request.holders.length > 0 || request.documents.length > 0) && (
        <div className="mt-4 grid gap-5 sm:grid-cols-2 print:mt-3 print:grid-cols-2">
          {request.holders.length > 0 && (
            <section className="break-inside-avoid" aria-labelledby="belge-sahipler">
              <h3 id="belge-sahipler" className={heading}>
                Lisans sahipleri
              </h3>
              <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
                {request.holders.flatMap((line) =>
                  line.people.map((person, index) => (
                    <li key={`${line.number}-${index}`}>
                      {line.number}. {person.name || '………………'} · {person.email || '………………'}
                    </li>
                  )),
                )}
              </ul>
            </section>
          )}
          {request.documents.length > 0 && (
            <section className="break-inside-avoid" aria-labelledby="belge-ekler">
              <h3 id="belge-ekler" className={heading}>
                Eklenecek belgeler
              </h3>
              <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
                {request.documents.map((item) => (
                  <li key={item.id}>{item.title}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      {request.keys.length > 0 && (
        <Block id="belge-anahtarlar" title={`Eski lisans anahtarları (${request.keys.length})`}>
          <ul className="mt-1.5 columns-2 font-mono text-xs break-all sm:columns-3 print:columns-3">
            {request.keys.map((key, index) => (
              <li key={`${index}-${key}`}>{key}</li>
            ))}
          </ul>
        </Block>
      )}

      <Block id="belge-kosullar" title="Fiyat, ödeme ve teslim">
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5 print:columns-2 print:gap-6 print:text-xs">
          {request.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Block>

      {invoice === 'kurum' && (
        <Block id="belge-imza" title="Talep eden kurum adına">
          <div
            className="mt-2 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4 print:grid-cols-4"
            data-signature
          >
            {['Adı soyadı', 'Unvanı', 'Tarih', 'İmza ve kaşe / mühür'].map((label) => (
              <p key={label} className="border-b border-line pb-6 text-xs text-muted">
                {label}
              </p>
            ))}
          </div>
        </Block>
      )}

      <p className="mt-4 border-t border-line pt-2 text-xs break-all text-muted print:mt-3 print:text-[7pt] print:leading-snug">
        Seçimler: {request.url}
      </p>
    </article>
  )
}
