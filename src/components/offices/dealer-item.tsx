// A licence sales office: name, place, trainer badge and a specialty preview; its phone and (when known) e-mail,
// address and hours always in view; opening it shows the whole specialty and (when known) the web site. An example
// entry (`ornek: true`) is marked and its contact data is plain text, never a link.
import { Clock, Globe, Mail, MapPin, Phone } from 'lucide-react'
import { memo, type ReactNode } from 'react'
import type { Dealer } from '../../shared/schemas/offices.ts'
import { truncateWords } from '../../shared/truncate.ts'
import { Badge } from '../ui/badge.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { telHref, websiteLabel } from './contact-format.ts'
import { ExampleBadge, ExampleNote } from './example-entry.tsx'
import { OfficeDetails } from './office-details.tsx'

/** Characters of the specialty shown in the closed row (clear text, ending at a word). */
export const SPECIALTY_PREVIEW_LENGTH = 60

const linkClass = 'font-medium text-accent underline-offset-4 hover:underline'
/** The phone and e-mail links: a finger-sized target on phones. */
const contactLinkClass = `${linkClass} inline-flex min-h-11 items-center sm:min-h-8`

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <dt className="shrink-0 text-muted">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  )
}

/** Memoised: the list around it renders again right after hydration, when it hides the entries after the third. */
export const DealerItem = memo(function DealerItem({ dealer, group }: { dealer: Dealer; group: string }) {
  const example = dealer.ornek === true
  return (
    <OfficeDetails
      group={group}
      summary={
        <>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span data-dealer-name="" className="text-lg font-semibold">
              {dealer.name}
            </span>
            {dealer.isAuthorizedTrainer && <Badge variant="secondary">Yetkili Eğitim Merkezi</Badge>}
            {example && <ExampleBadge />}
          </span>
          <span className="mt-1.5 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {dealer.location}
          </span>
          <span
            aria-hidden="true"
            data-specialty-preview=""
            className="mt-2 block text-sm text-muted group-open:hidden"
          >
            {truncateWords(dealer.specialty, SPECIALTY_PREVIEW_LENGTH)}
          </span>
        </>
      }
      contact={
        <>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <ContactItem icon={<Phone aria-hidden="true" className="size-4" />} label="Telefon">
              {example ? (
                <span className="whitespace-nowrap">{dealer.phone}</span>
              ) : (
                <a href={telHref(dealer.phone)} className={`${contactLinkClass} whitespace-nowrap`}>
                  {dealer.phone}
                </a>
              )}
            </ContactItem>
            {dealer.email && (
              <ContactItem icon={<Mail aria-hidden="true" className="size-4" />} label="E-posta">
                {example ? (
                  <span className="break-all">{dealer.email}</span>
                ) : (
                  <SmartLink href={`mailto:${dealer.email}`} className={`${contactLinkClass} break-all`}>
                    {dealer.email}
                  </SmartLink>
                )}
              </ContactItem>
            )}
            {dealer.address && (
              <ContactItem icon={<MapPin aria-hidden="true" className="size-4" />} label="Adres">
                <address className="not-italic">{dealer.address}</address>
              </ContactItem>
            )}
            {dealer.hours && (
              <ContactItem icon={<Clock aria-hidden="true" className="size-4" />} label="Çalışma saatleri">
                {dealer.hours}
              </ContactItem>
            )}
          </dl>
          {example && <ExampleNote className="mt-2" />}
        </>
      }
    >
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Uzmanlık alanı</h3>
      <p className="mt-1.5 max-w-3xl text-pretty">{dealer.specialty}</p>
      {dealer.website && (
        <p className="mt-4 flex items-center gap-2 text-sm">
          <Globe aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="sr-only">Web sitesi:</span>
          {example ? (
            <span className="break-all">{websiteLabel(dealer.website)}</span>
          ) : (
            <SmartLink href={dealer.website} className={`${linkClass} break-all`}>
              {websiteLabel(dealer.website)}
            </SmartLink>
          )}
        </p>
      )}
    </OfficeDetails>
  )
})
