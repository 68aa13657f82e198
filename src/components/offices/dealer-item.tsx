// A licence sales office: name, place, trainer badge and a specialty preview; opens to phone, e-mail, site.
import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import { memo, type ReactNode } from 'react'
import type { Dealer } from '../../shared/schemas/offices.ts'
import { truncate } from '../../shared/text.ts'
import { Badge } from '../ui/badge.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { telHref, websiteLabel } from './contact-format.ts'
import { OfficeDetails } from './office-details.tsx'

/** Characters of the specialty shown in the closed row (clear text; a blur once read as a bug or a paywall). */
export const SPECIALTY_PREVIEW_LENGTH = 60

const linkClass = 'break-all text-accent underline-offset-4 hover:underline'

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-button bg-accent-soft text-accent">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  )
}

/** Memoised: the list around it renders again right after hydration, when it hides the entries after the third. */
export const DealerItem = memo(function DealerItem({ dealer, group }: { dealer: Dealer; group: string }) {
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
            {truncate(dealer.specialty, SPECIALTY_PREVIEW_LENGTH)}
          </span>
        </>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ContactRow icon={<Phone aria-hidden="true" className="size-4" />} label="Telefon">
          <a href={telHref(dealer.phone)} className={linkClass}>
            {dealer.phone}
          </a>
        </ContactRow>
        <ContactRow icon={<Mail aria-hidden="true" className="size-4" />} label="E-posta">
          <SmartLink href={`mailto:${dealer.email}`} className={linkClass}>
            {dealer.email}
          </SmartLink>
        </ContactRow>
        <ContactRow icon={<Globe aria-hidden="true" className="size-4" />} label="Web sitesi">
          <SmartLink href={dealer.website} className={linkClass}>
            {websiteLabel(dealer.website)}
          </SmartLink>
        </ContactRow>
      </dl>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-muted uppercase">Uzmanlık alanı</h3>
      <p className="mt-1.5 max-w-3xl text-pretty">{dealer.specialty}</p>
    </OfficeDetails>
  )
})
