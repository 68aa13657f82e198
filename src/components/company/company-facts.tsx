// The company's identity and offices from content/data/facts.yaml, for the company pages (MDX: CompanyIdentity,
// CompanyOffices, WhenFilled) and the footer. Build time only: the pages that show them are pre-rendered HTML.
import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import * as facts from '../../generated/data/facts.ts'
import { filledLegalFields, type LegalIdentity } from '../../shared/legal-identity.ts'
import { telHref, websiteLabel } from '../offices/contact-format.ts'
import { ExampleBadge, ExampleNote } from '../offices/example-entry.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

const linkClass = 'text-accent underline underline-offset-2 hover:text-accent-strong'

/** Whether staff have filled in any field of the legal identity. @default legal facts.yaml `yasal` */
export const hasLegalIdentity = (legal: LegalIdentity = facts.yasal) => filledLegalFields(legal).length > 0

/**
 * The legal identity's filled fields as `dt`/`dd` pairs (none while staff have not filled them in).
 * @default legal facts.yaml `yasal` (the tests pass other values)
 */
export function LegalIdentityRows({
  rowClassName,
  legal = facts.yasal,
}: {
  rowClassName?: string
  legal?: LegalIdentity
}) {
  return filledLegalFields(legal).map(({ key, label, value }) => (
    <div key={key} className={rowClassName}>
      <dt className="font-semibold text-fg">{label}</dt>
      <dd className="text-muted">{value}</dd>
    </div>
  ))
}

/** MDX `<CompanyIdentity />`: brand, the filled legal identity, e-mail and web site, as one definition list. */
export function CompanyIdentity({ legal = facts.yasal }: { legal?: LegalIdentity }) {
  const row = 'grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4'
  return (
    <dl className="not-prose my-6 divide-y divide-line rounded-card border border-line bg-raised px-5 shadow-card sm:px-6">
      <div className={row}>
        <dt className="font-semibold">Marka</dt>
        <dd className="text-muted">{facts.firma.ad}</dd>
      </div>
      <LegalIdentityRows rowClassName={row} legal={legal} />
      <div className={row}>
        <dt className="font-semibold">E-posta</dt>
        <dd>
          <SmartLink href={`mailto:${facts.iletisim.eposta}`} className={linkClass}>
            {facts.iletisim.eposta}
          </SmartLink>
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold">Web sitesi</dt>
        <dd className="text-muted">{websiteLabel(facts.firma.web)}</dd>
      </div>
    </dl>
  )
}

/**
 * MDX `<CompanyOffices />`: the company's own offices (facts.yaml `ofis`) with address, phone and e-mail; an office
 * whose address and phone are examples (`ornek: true`) is marked and its phone is not a link.
 */
export function CompanyOffices() {
  return (
    <ul className="not-prose my-6 grid max-w-none gap-5 sm:grid-cols-2">
      {Object.values(facts.ofis).map((office) => (
        <li key={office.ad} className="rounded-card border border-line bg-raised p-5 shadow-card sm:p-6">
          <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-lg font-semibold">
            {facts.firma.ad} {office.ad}
            {office.ornek && <ExampleBadge />}
          </h3>
          <address className="mt-3 space-y-2 not-italic">
            <p className="flex gap-2 text-muted">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span className="text-pretty">
                {office.adres}
                <br />
                {office.posta_kodu} {office.ilce} / {office.il}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-muted" />
              {office.ornek ? (
                <span className="whitespace-nowrap">{office.telefon}</span>
              ) : (
                <a href={telHref(office.telefon)} className={`${linkClass} whitespace-nowrap`}>
                  {office.telefon}
                </a>
              )}
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <SmartLink href={`mailto:${facts.iletisim.eposta}`} className={linkClass}>
                {facts.iletisim.eposta}
              </SmartLink>
            </p>
          </address>
          {office.ornek && <ExampleNote className="mt-3" />}
        </li>
      ))}
    </ul>
  )
}

/** The value of a fact by its dotted name (`yasal.kep`), or undefined when there is no such fact. */
function factValue(name: string): unknown {
  let value: unknown = facts
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/**
 * MDX `<WhenFilled fact="yasal.kep">…</WhenFilled>`: its content only while the fact has a value, so a sentence about
 * an optional fact (a KEP address) disappears instead of showing an empty value.
 */
export function WhenFilled({ fact, children }: { fact: string; children: ReactNode }) {
  const value = factValue(fact)
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`<WhenFilled fact="${fact}">: facts.yaml has no such fact`)
  return String(value).trim() ? <>{children}</> : null
}
